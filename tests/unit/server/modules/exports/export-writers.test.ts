// The export writers (issue 21 item 3): CSV fields typed by column (so'm with a decimal comma, Tashkent time),
// quoting and formula defusing; the XLSX writer's cells (numbers, dates, strings) read back with exceljs, and both
// writing a page at a time.
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csvChunks, csvLine, defused, tashkentText, writeXlsx, type Cell, type SheetColumn } from '../../../../../src/server/modules/exports/export-writers.ts';

async function* pagesOf(...pages: Cell[][][]): AsyncGenerator<Cell[][]> {
  for (const page of pages) yield page;
}

const COLUMNS: SheetColumn[] = [
  { header: 'Текст', kind: 'text' },
  { header: 'Сумма', kind: 'money' },
  { header: 'Штук', kind: 'count' },
  { header: 'Процент', kind: 'decimal' },
  { header: 'Время', kind: 'instant' },
  { header: 'День', kind: 'day' },
];

describe('defused', () => {
  it('prefixes text a spreadsheet would run as a formula, and leaves the rest', () => {
    for (const text of ['=1+2', '+998', '-5', '@SUM(A1)', '\t=1', '\r=1']) expect(defused(text)).toBe(`'${text}`);
    for (const text of ['Chilonzor', '1000', 'a=b', ' =x', '']) expect(defused(text)).toBe(text);
  });
});

describe('csvLine', () => {
  const kinds = COLUMNS.map((column) => column.kind);
  it('writes so\'m with a decimal comma, counts, rates, Tashkent time and days, separated by `;`', () => {
    expect(csvLine(['Suv', 1_234_567, 3, 1.5, '2026-11-28T19:30:05.000Z', '2026-11-28'], kinds)).toBe('Suv;12345,67;3;1,5;29.11.2026 00:30:05;28.11.2026\r\n');
    expect(csvLine(['x', -50, 0, 0, null, null], kinds)).toBe('x;-0,50;0;0;;\r\n');
  });

  it('quotes a field with the separator, a quote, a line break or edge spaces, doubling its quotes', () => {
    expect(csvLine(['a;b', null, null, null, null, null], kinds)).toBe('"a;b";;;;;\r\n');
    expect(csvLine(['say "hi"\nnow', null, null, null, null, null], kinds)).toBe('"say ""hi""\nnow";;;;;\r\n');
    expect(csvLine([' pad', null, null, null, null, null], kinds)).toBe('" pad";;;;;\r\n');
  });

  it('defuses formula-looking text, never a number it wrote itself', () => {
    expect(csvLine(['=HYPERLINK("x")', -100, null, null, null, null], kinds)).toBe(`"'=HYPERLINK(""x"")";-1,00;;;;\r\n`);
  });
});

describe('tashkentText', () => {
  it('is UTC+5 with no daylight saving', () => {
    expect(tashkentText('2026-06-30T23:59:59.000Z')).toBe('01.07.2026 04:59:59');
    expect(tashkentText('2026-01-01T00:00:00.000Z')).toBe('01.01.2026 05:00:00');
  });
});

describe('csvChunks', () => {
  it('starts with the BOM and the header line, then one chunk per page', async () => {
    const chunks: string[] = [];
    for await (const chunk of csvChunks(COLUMNS.slice(0, 2), pagesOf([['a', 100]], [['b', 200], ['c', 300]]))) chunks.push(chunk);
    expect(chunks).toEqual(['\uFEFFТекст;Сумма\r\n', 'a;1,00\r\n', 'b;2,00\r\nc;3,00\r\n']);
  });
});

async function xlsxOf(columns: SheetColumn[], pages: AsyncGenerator<Cell[][]>): Promise<ExcelJS.Worksheet> {
  const output = new PassThrough();
  const parts: Buffer[] = [];
  output.on('data', (part: Buffer) => parts.push(part));
  const ended = new Promise((resolve) => output.on('end', resolve));
  await writeXlsx(output, 'Платежи', columns, pages);
  await ended;
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.concat(parts) as unknown as ArrayBuffer);
  return book.worksheets[0]!;
}

describe('writeXlsx', () => {
  it('writes headers, numbers in so\'m, dates as Tashkent wall-clock date cells and strings never as formulas', async () => {
    const sheet = await xlsxOf(COLUMNS, pagesOf([['=1+2', 1_234_567, 3, 1.5, '2026-11-28T19:30:05.000Z', '2026-11-28']], [['Кириллица', null, null, null, null, null]]));
    expect(sheet.name).toBe('Платежи');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Текст', 'Сумма', 'Штук', 'Процент', 'Время', 'День']);
    const row = sheet.getRow(2);
    expect(row.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(1).value).toBe("'=1+2");
    expect(row.getCell(2).value).toBe(12_345.67);
    expect(row.getCell(2).numFmt).toBe('#,##0.00');
    expect(row.getCell(3).value).toBe(3);
    expect(row.getCell(4).value).toBe(1.5);
    expect(row.getCell(5).type).toBe(ExcelJS.ValueType.Date);
    expect((row.getCell(5).value as Date).toISOString()).toBe('2026-11-29T00:30:05.000Z');
    expect(row.getCell(5).numFmt).toBe('dd.mm.yyyy hh:mm:ss');
    expect((row.getCell(6).value as Date).toISOString()).toBe('2026-11-28T00:00:00.000Z');
    expect(sheet.getRow(3).getCell(1).value).toBe('Кириллица');
    expect(sheet.getRow(3).getCell(2).value).toBe(null);
    expect(sheet.rowCount).toBe(3);
  });

  it('stops reading pages when the reader went away', async () => {
    const output = new PassThrough();
    let read = 0;
    async function* endless(): AsyncGenerator<Cell[][]> {
      for (;;) {
        read += 1;
        if (read === 2) output.destroy();
        yield [['row', 1]];
      }
    }
    await writeXlsx(output, 'x', COLUMNS.slice(0, 2), endless());
    expect(read).toBe(2);
  });
});
