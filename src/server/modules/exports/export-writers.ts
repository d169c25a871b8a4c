// The two file formats of an export (issue 21 item 3, docs/decisions/160), written a page of rows at a time so that
// an export of any length holds one page: CSV as text chunks pulled by the reply, XLSX through exceljs' streaming
// workbook writer. Cells are typed by their column: money in tiyin becomes so'm, instants become Tashkent time.
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { TASHKENT_OFFSET_MS } from '#shared/period.ts';

/**
 * What a column holds: text; money (tiyin, an integer); a count; a decimal (a rate); an instant (ISO-8601 UTC,
 * shown in Tashkent time); a day ('YYYY-MM-DD', a Tashkent calendar day).
 */
export type CellKind = 'text' | 'money' | 'count' | 'decimal' | 'instant' | 'day';
export type Cell = string | number | null;
export type SheetColumn = { header: string; kind: CellKind };

/** CSV for Excel in ru and uz locales: `;` between fields and a decimal comma (docs/decisions/160). */
export const CSV_SEPARATOR = ';';
const BOM = '\uFEFF';
const CRLF = '\r\n';

/**
 * A text a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, or a tab or carriage return before one) is
 * prefixed with an apostrophe: a payer's account or a cashier's name never runs in the accountant's Excel (OWASP
 * "CSV injection").
 */
export function defused(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the Tashkent wall-clock time `dd.mm.yyyy hh:mm:ss` (Excel in ru/uz reads it as a date and time). */
export function tashkentText(iso: string): string {
  const local = new Date(Date.parse(iso) + TASHKENT_OFFSET_MS);
  return `${pad(local.getUTCDate())}.${pad(local.getUTCMonth() + 1)}.${local.getUTCFullYear()} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`;
}

function dayText(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

/** Tiyin as so'm with two decimals and a decimal comma. */
function sumText(tiyin: number): string {
  const sign = tiyin < 0 ? '-' : '';
  const abs = Math.abs(tiyin);
  return `${sign}${Math.floor(abs / 100)},${pad(abs % 100)}`;
}

function csvField(cell: Cell, kind: CellKind): string {
  if (cell === null || cell === '') return '';
  let text: string;
  if (kind === 'money') text = sumText(Number(cell));
  else if (kind === 'count') text = String(cell);
  else if (kind === 'decimal') text = String(cell).replace('.', ',');
  else if (kind === 'instant') text = tashkentText(String(cell));
  else if (kind === 'day') text = dayText(String(cell));
  else text = defused(String(cell));
  return /[";\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: readonly Cell[], kinds: readonly CellKind[]): string {
  return cells.map((cell, i) => csvField(cell, kinds[i] ?? 'text')).join(CSV_SEPARATOR) + CRLF;
}

/** The CSV file as chunks, a page each: the BOM and the header line first. Pulled by the reply (backpressure). */
export async function* csvChunks(columns: readonly SheetColumn[], pages: AsyncIterable<Cell[][]>): AsyncGenerator<string> {
  const kinds = columns.map((column) => column.kind);
  yield BOM + csvLine(columns.map((column) => column.header), columns.map(() => 'text'));
  for await (const rows of pages) {
    let chunk = '';
    for (const row of rows) chunk += csvLine(row, kinds);
    yield chunk;
  }
}

/** Until `output` takes more, or is gone. */
function drained(output: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      output.off('drain', done);
      output.off('close', done);
      resolve();
    };
    output.on('drain', done);
    output.on('close', done);
  });
}

type BufferedStream = NodeJS.EventEmitter & { _writableState?: { length: number; highWaterMark: number } };

/**
 * Until the zip has taken the sheet's rows written so far. exceljs hands the sheet's XML to the zip through a stream
 * whose writes ignore backpressure: while deflate lags behind the rows, its input would grow with the file (a year's
 * export reached 800 MB). Its buffer is waited on like a reply's, or until `output` is gone.
 */
async function zipCaughtUp(sheet: ExcelJS.Worksheet, output: Writable): Promise<void> {
  const target = (sheet as unknown as { stream?: { pipes?: BufferedStream[] } }).stream?.pipes?.[0];
  const state = target?._writableState;
  if (!target || !state || state.length <= state.highWaterMark) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      target.off('drain', done);
      output.off('close', done);
      resolve();
    };
    target.on('drain', done);
    output.on('close', done);
  });
}

const NUMBER_FORMATS: Partial<Record<CellKind, string>> = {
  money: '#,##0.00',
  count: '0',
  decimal: '0.00',
  instant: 'dd.mm.yyyy hh:mm:ss',
  day: 'dd.mm.yyyy',
};

const WIDTHS: Record<CellKind, number> = { text: 24, money: 16, count: 10, decimal: 10, instant: 20, day: 12 };

/** A cell's value as exceljs takes it: numbers for money (so'm) and counts, dates for instants and days. */
function xlsxValue(cell: Cell, kind: CellKind): string | number | Date | null {
  if (cell === null || cell === '') return null;
  switch (kind) {
    case 'money':
      return Number(cell) / 100;
    case 'count':
    case 'decimal':
      return Number(cell);
    // Excel's dates have no time zone: the cell holds the Tashkent wall-clock time (exceljs writes a Date as UTC).
    case 'instant':
      return new Date(Date.parse(String(cell)) + TASHKENT_OFFSET_MS);
    case 'day':
      return new Date(`${String(cell)}T00:00:00Z`);
    default:
      // A string cell (never a formula: exceljs writes formulas only from {formula}); defused all the same, so that a
      // copy of the sheet saved again as CSV stays harmless.
      return defused(String(cell));
  }
}

/**
 * The XLSX file written to `output` a page at a time: rows are committed as they come (nothing kept but the page),
 * strings inline (no shared-string table growing with the file), and the writer waits for `output` to drain.
 */
export async function writeXlsx(output: Writable, sheetName: string, columns: readonly SheetColumn[], pages: AsyncIterable<Cell[][]>): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ header: column.header, width: WIDTHS[column.kind] }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const formats = columns.map((column) => NUMBER_FORMATS[column.kind]);
  for await (const rows of pages) {
    for (const cells of rows) {
      const row = sheet.addRow(cells.map((cell, i) => xlsxValue(cell, columns[i]!.kind)));
      formats.forEach((format, i) => {
        if (format) row.getCell(i + 1).numFmt = format;
      });
      row.commit();
    }
    // The client went away: stop (the pages' iterator is returned by the loop's exit).
    if (output.destroyed) return;
    await zipCaughtUp(sheet, output);
    if (output.writableNeedDrain) await drained(output);
  }
  sheet.commit();
  await workbook.commit();
}
