// A bank statement file imported by staff (issue 21 item 4; spec 03 §4, §9; finance): the 1C client-bank exchange
// text (`1CClientBankExchange`, what Uzbek banks export, in windows-1251, DOS (cp866) or UTF-8) or a CSV with a column
// mapping. Every incoming line goes through the bank-line rules (staff-deposits.ts): credited once to the business
// its purpose names, skipped when its reference was already seen, kept unmatched otherwise. A malformed file is
// refused whole (`statement_file_is_malformed` with the line and the reason) before anything is credited.
//
// The file travels as base64 in a bounded JSON body rather than multipart: the call then goes through the shared
// contract and the route helper like every other (validation, envelope, audit, fuzzing), the server sees the raw
// bytes (so it, not the browser, decides the encoding), and a day's statement (about a thousand documents) fits in
// the 1 MB body limit. Larger statements are imported in parts.
import * as v from 'valibot';
import { maxLength, optionalText, requiredString } from '../validation.ts';
import { defineCall } from './contract.ts';
import { statementLine } from './staff-deposits.ts';

export const STATEMENT_FORMATS = ['1C', 'CSV'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];
export const STATEMENT_ENCODINGS = ['UTF-8', 'WINDOWS-1251', 'CP866'] as const;
export const CSV_DELIMITERS = [',', ';', '\t'] as const;

/** Why a file is refused, with the line it was found on (the `fields` of `statement_file_is_malformed`). */
export const STATEMENT_FILE_PROBLEMS = [
  /** Not a file of the format: no `1CClientBankExchange` first line, no rows, not text. */
  'format',
  /** A document opened and not closed, or a `КонецДокумента` with none open. */
  'document',
  /** A line inside a document that is not `Key=Value`. */
  'syntax',
  /** No reference (document number, or the CSV's reference column) on a line. */
  'reference',
  /** An amount that is not a positive sum of so'm with at most two decimals. */
  'amount',
  /** No payment purpose. */
  'purpose',
  /** A CSV row with fewer columns than the mapping needs, or a mapped column the header does not have. */
  'column',
  /** A reference that appears again (in this file or before) with another amount or purpose. */
  'reference_reused',
] as const;
export type StatementFileProblem = (typeof STATEMENT_FILE_PROBLEMS)[number];

/** ≈ 730 KB of file in base64 under the 1 MB body limit. */
export const STATEMENT_FILE_MAX_BASE64 = 980_000;

const column = requiredString(64);

export const csvMapping = v.object({
  delimiter: v.optional(v.picklist(CSV_DELIMITERS, 'invalid'), ','),
  /** Whether the first row names the columns; columns are then named by their header, else by number (1 = first). */
  header: v.optional(v.boolean(), true),
  reference: column,
  amount: column,
  purpose: column,
});
export type CsvMapping = v.InferOutput<typeof csvMapping>;

export const importStatementBody = v.object({
  format: v.picklist(STATEMENT_FORMATS, 'invalid'),
  /** The file's bytes, base64. */
  file: v.pipe(v.string('required'), v.nonEmpty('required'), maxLength(STATEMENT_FILE_MAX_BASE64), v.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'invalid')),
  /** The file's name, for the audit. */
  name: optionalText(200),
  /** CSV only: which columns hold what. */
  csv: v.optional(v.nullable(csvMapping), null),
});

/** A statement line as the import saw it: its place in the file and what it became. */
const importedLine = v.object({ fileLine: v.number(), line: statementLine });

export const importStatement = defineCall({
  method: 'POST',
  path: '/v1/bank-statement/import',
  body: importStatementBody,
  answer: v.object({
    format: v.picklist(STATEMENT_FORMATS),
    encoding: v.picklist(STATEMENT_ENCODINGS),
    /** Outgoing documents of the account (payments the provider made): not deposits, left alone. */
    outgoing: v.number(),
    credited: v.array(importedLine),
    alreadySeen: v.array(importedLine),
    unmatched: v.array(importedLine),
  }),
  staff: true,
});
