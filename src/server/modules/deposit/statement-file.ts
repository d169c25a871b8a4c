// Reading a bank statement file (issue 21 item 4) into the lines the bank-line rules take: the 1C client-bank
// exchange format (`1CClientBankExchange`, sections `СекцияДокумент=...` to `КонецДокумента`) and CSV with a column
// mapping. Pure: bytes in, lines or a StatementFileError (the 1-based line and the problem) out; nothing is credited
// here, so a file refused is a file that credited nothing.
import iconv from 'iconv-lite';
import type { CsvMapping, StatementFileProblem, StatementFormat, STATEMENT_ENCODINGS } from '#shared/api/staff-statements.ts';
import { MAX_TIYIN } from '#shared/money.ts';

export type StatementEncoding = (typeof STATEMENT_ENCODINGS)[number];

/** One incoming transfer: where it stands in the file and what the bank-line rules take. */
export type StatementFileLine = { fileLine: number; reference: string; amount: number; purpose: string };

export type StatementFile = { encoding: StatementEncoding; lines: StatementFileLine[]; outgoing: number };

export class StatementFileError extends Error {
  constructor(
    readonly line: number,
    readonly problem: StatementFileProblem,
  ) {
    super(`line ${line}: ${problem}`);
  }
}

const REFERENCE_MAX = 64;
const PURPOSE_MAX = 500;

/** UTF-8 when the bytes are valid UTF-8 (a BOM is dropped), else the 1C header's `Кодировка=DOS` (cp866) or windows-1251. */
export function decodeStatement(bytes: Buffer): { text: string; encoding: StatementEncoding } {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    return { text, encoding: 'UTF-8' };
  } catch {
    // Not UTF-8: a Russian-language Windows export, windows-1251 unless the 1C header says `Кодировка=DOS` (cp866),
    // which can only be read in cp866 itself.
    const dos = iconv.decode(bytes, 'cp866');
    if (/^Кодировка=DOS\s*$/m.test(dos)) return { text: dos, encoding: 'CP866' };
    const windows = iconv.decode(bytes, 'win1251');
    return { text: windows, encoding: 'WINDOWS-1251' };
  }
}

/** So'm as banks write them (`1500000.00`, `1 500 000,5`) to tiyin, or null when it is not a positive sum. */
export function parseSum(value: string): number | null {
  const normal = value.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^\d{1,13}(\.\d{1,2})?$/.test(normal)) return null;
  const [whole, fraction = ''] = normal.split('.');
  const tiyin = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return tiyin > 0 && tiyin <= MAX_TIYIN ? tiyin : null;
}

const cleanText = (value: string) => value.replace(/\s+/g, ' ').trim();

/** Checks one line's fields; `at` says on which line of the file each field stands (the line's own by default). */
function checkedLine(
  fileLine: number,
  reference: string,
  amountText: string,
  purpose: string,
  at: { reference?: number; amount?: number; purpose?: number } = {},
): StatementFileLine {
  const ref = cleanText(reference);
  if (!ref || ref.length > REFERENCE_MAX) throw new StatementFileError(at.reference ?? fileLine, 'reference');
  const amount = parseSum(amountText);
  if (amount === null) throw new StatementFileError(at.amount ?? fileLine, 'amount');
  const text = cleanText(purpose);
  if (!text) throw new StatementFileError(at.purpose ?? fileLine, 'purpose');
  return { fileLine, reference: ref, amount, purpose: text.slice(0, PURPOSE_MAX) };
}

// --- 1C client-bank exchange -----------------------------------------------------------------------------------

type Document = { startLine: number; fields: Map<string, string>; lineOf: Map<string, number> };

/**
 * A document is incoming when its payee account is one of the statement's accounts (`РасчСчет=` in the header, or
 * its `СекцияРасчСчет`); without any, when the bank marked it received (`ДатаПоступило`).
 */
function isIncoming(document: Document, accounts: Set<string>): boolean {
  const payee = document.fields.get('ПолучательСчет') ?? document.fields.get('ПолучательРасчСчет') ?? '';
  if (accounts.size > 0) return accounts.has(payee.trim());
  return (document.fields.get('ДатаПоступило') ?? '').trim() !== '';
}

/**
 * The bank's reference of a document: its number, date and the payer's account, since a number alone repeats across
 * days and payers. The same document in a later statement (statements overlap) gives the same reference.
 */
function referenceOf(document: Document): string {
  const number = (document.fields.get('Номер') ?? '').trim();
  if (!number) return '';
  const date = (document.fields.get('Дата') ?? '').trim();
  const payer = (document.fields.get('ПлательщикСчет') ?? document.fields.get('ПлательщикРасчСчет') ?? document.fields.get('ПлательщикИНН') ?? '').trim();
  return [number, date, payer].filter(Boolean).join('/');
}

function purposeOf(document: Document): string {
  const whole = document.fields.get('НазначениеПлатежа');
  if (whole?.trim()) return whole;
  return [1, 2, 3, 4, 5, 6].map((n) => document.fields.get(`НазначениеПлатежа${n}`) ?? '').join(' ');
}

function parse1C(text: string): Omit<StatementFile, 'encoding'> {
  const rows = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const firstContent = rows.findIndex((row) => row.trim() !== '');
  if (firstContent < 0 || rows[firstContent]!.trim() !== '1CClientBankExchange') throw new StatementFileError(Math.max(firstContent, 0) + 1, 'format');
  const accounts = new Set<string>();
  const lines: StatementFileLine[] = [];
  let outgoing = 0;
  let document: Document | null = null;
  for (let index = firstContent + 1; index < rows.length; index++) {
    const lineNumber = index + 1;
    const row = rows[index]!.trim();
    if (row === '') continue;
    if (row === 'КонецФайла') {
      if (document) throw new StatementFileError(document.startLine, 'document');
      break;
    }
    if (row === 'КонецДокумента') {
      if (!document) throw new StatementFileError(lineNumber, 'document');
      if (isIncoming(document, accounts)) {
        const { lineOf } = document;
        const at = { reference: lineOf.get('Номер'), amount: lineOf.get('Сумма'), purpose: lineOf.get('НазначениеПлатежа') ?? lineOf.get('НазначениеПлатежа1') };
        lines.push(checkedLine(document.startLine, referenceOf(document), document.fields.get('Сумма') ?? '', purposeOf(document), at));
      } else {
        outgoing += 1;
      }
      document = null;
      continue;
    }
    const equals = row.indexOf('=');
    if (equals <= 0) {
      if (document) throw new StatementFileError(lineNumber, 'syntax');
      continue; // the header tolerates what it does not know
    }
    const key = row.slice(0, equals).trim();
    const value = row.slice(equals + 1);
    if (key === 'СекцияДокумент') {
      if (document) throw new StatementFileError(lineNumber, 'document');
      document = { startLine: lineNumber, fields: new Map(), lineOf: new Map() };
    } else if (document) {
      document.fields.set(key, value);
      document.lineOf.set(key, lineNumber);
    } else if (key === 'РасчСчет' && value.trim()) {
      // The statement's own account(s), in the header or a СекцияРасчСчет; the sections' balances are not needed.
      accounts.add(value.trim());
    }
  }
  if (document) throw new StatementFileError(document.startLine, 'document');
  return { lines, outgoing };
}

// --- CSV ---------------------------------------------------------------------------------------------------------

/** RFC 4180 rows, each with the 1-based line it starts on (a quoted field may hold line breaks). */
export function csvRows(text: string, delimiter: string): { line: number; cells: string[] }[] {
  const rows: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const source = text.replace(/^\uFEFF/, '');
  const endRow = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0]!.trim() !== '') rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        if (char === '\n') line += 1;
        cell += char;
      }
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      endRow();
      line += 1;
      rowLine = line;
    } else {
      cell += char;
    }
  }
  if (quoted) throw new StatementFileError(rowLine, 'syntax');
  if (cell !== '' || cells.length > 0) endRow();
  return rows;
}

function parseCsv(text: string, mapping: CsvMapping): Omit<StatementFile, 'encoding'> {
  const rows = csvRows(text, mapping.delimiter);
  if (rows.length === 0) throw new StatementFileError(1, 'format');
  const header = mapping.header ? rows.shift()! : null;
  const columnOf = (name: string): number => {
    if (header) {
      const index = header.cells.findIndex((cell) => cleanText(cell).toLowerCase() === cleanText(name).toLowerCase());
      if (index >= 0) return index;
    }
    if (/^\d+$/.test(name) && Number(name) >= 1) return Number(name) - 1;
    throw new StatementFileError(header?.line ?? 1, 'column');
  };
  const columns = { reference: columnOf(mapping.reference), amount: columnOf(mapping.amount), purpose: columnOf(mapping.purpose) };
  const needed = Math.max(columns.reference, columns.amount, columns.purpose) + 1;
  const lines: StatementFileLine[] = [];
  let outgoing = 0;
  for (const row of rows) {
    if (row.cells.length < needed) throw new StatementFileError(row.line, 'column');
    const amount = row.cells[columns.amount]!.trim();
    // A signed statement: a debit (a payment the provider made) is not a deposit.
    if (/^-/.test(amount)) {
      outgoing += 1;
      continue;
    }
    lines.push(checkedLine(row.line, row.cells[columns.reference]!, amount.replace(/^\+/, ''), row.cells[columns.purpose]!));
  }
  return { lines, outgoing };
}

export function parseStatementFile(bytes: Buffer, format: StatementFormat, mapping: CsvMapping | null): StatementFile {
  if (bytes.length === 0) throw new StatementFileError(1, 'format');
  const { text, encoding } = decodeStatement(bytes);
  if (text.includes('\u0000')) throw new StatementFileError(1, 'format');
  if (format === '1C') return { encoding, ...parse1C(text) };
  if (!mapping) throw new StatementFileError(1, 'column');
  return { encoding, ...parseCsv(text, mapping) };
}
