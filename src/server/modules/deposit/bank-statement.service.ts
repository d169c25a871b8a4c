// spec 03 §4, §9: a bank transfer to the provider's account tops the deposit up automatically. Staff post the lines of
// the bank statement (simulated here: amount, payment purpose and the bank's reference of the line); the business is
// found from the contract number in the purpose, which the top-up page asks the agent to copy. A line whose purpose
// names no single contract is kept UNMATCHED for staff to assign, never lost; a line posted twice credits once.
import { uuidv7 } from 'uuidv7';
import type { StatementLineStatus } from '#shared/api/staff-deposits.ts';
import type { CsvMapping, StatementFormat } from '#shared/api/staff-statements.ts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { creditDepositIncome, type MoneyContext } from '../ledger/ledger.service.ts';
import type { BankStatementLineTable } from '../../db/tables/ledger.ts';
import { recordAudit, type StaffActor } from '../staff-accounts/audit.ts';
import {
  assignUnmatchedLine,
  contractHolders,
  findStatementLine,
  findStatementLineByReference,
  insertStatementLine,
  statementLineRows,
  statementLinesByReference,
  updateStatementLine,
} from './deposit.repository.ts';
import { parseStatementFile, StatementFileError, type StatementEncoding, type StatementFile, type StatementFileLine } from './statement-file.ts';

export { STATEMENT_LINE_STATUSES, type StatementLineStatus } from '#shared/api/staff-deposits.ts';

export type StatementLine = {
  id: string;
  reference: string;
  amount: number;
  purpose: string;
  status: StatementLineStatus;
  businessId: string | null;
  incomeId: string | null;
  createdDate: string;
  resolvedDate: string | null;
};

const toLine = (row: BankStatementLineTable): StatementLine => ({
  id: row.id,
  reference: row.reference,
  amount: Number(row.amount),
  purpose: row.purpose,
  status: row.status as StatementLineStatus,
  businessId: row.business_id,
  incomeId: row.income_id,
  createdDate: row.created_at,
  resolvedDate: row.resolved_at,
});

/**
 * The business whose contract number stands in the purpose as a whole number. When several contracts appear, the
 * one whose owner's agent number appears too wins; anything still ambiguous matches nothing.
 */
export async function businessFromPurpose(db: Executor, purpose: string): Promise<string | null> {
  const numbers = [...new Set(purpose.match(/\d+/g) ?? [])];
  if (numbers.length === 0) return null;
  const candidates = await contractHolders(db, numbers);
  if (candidates.length === 1) return candidates[0]!.id;
  const named = candidates.filter((candidate) => candidate.agent_number !== null && numbers.includes(candidate.agent_number));
  return named.length === 1 ? named[0]!.id : null;
}

/** Credits the line's amount to the business as a bank transfer, in the caller's transaction. */
async function creditLine(tx: Parameters<typeof creditDepositIncome>[0], line: { amount: number; purpose: string }, businessId: string, at: Date) {
  return creditDepositIncome(tx, { businessId, amount: line.amount, typeIncome: 'TRANSFER', source: 'UPAY', comment: line.purpose, at });
}

/** Takes a statement line: credits it when the purpose names a contract, else keeps it UNMATCHED. Idempotent by reference. */
export async function postStatementLine(
  ctx: MoneyContext,
  actor: StaffActor,
  input: { reference: string; amount: number; purpose: string },
): Promise<{ line: StatementLine; replayed: boolean }> {
  const at = ctx.clock.now();
  return ctx.db.transaction().execute(async (tx) => {
    const id = uuidv7();
    // The reference is unique: a second posting of the line inserts nothing.
    const row = { id, reference: input.reference, amount: input.amount, purpose: input.purpose, status: 'UNMATCHED', business_id: null, income_id: null, created_at: at.toISOString(), resolved_at: null };
    if (!(await insertStatementLine(tx, row))) {
      const existing = (await findStatementLineByReference(tx, input.reference))!;
      if (Number(existing.amount) !== input.amount || existing.purpose !== input.purpose) throw new AppError(422, 'idempotency_key_reused');
      return { line: toLine(existing), replayed: true };
    }
    const businessId = await businessFromPurpose(tx, input.purpose);
    if (businessId) {
      const { incomeId } = await creditLine(tx, input, businessId, at);
      await updateStatementLine(tx, id, { status: 'CREDITED', business_id: businessId, income_id: incomeId, resolved_at: at.toISOString() });
    }
    const line = toLine((await findStatementLine(tx, id))!);
    await recordAudit(tx, actor, { action: 'bank-line.post', objectType: 'bank_statement_line', objectId: id, before: null, after: audited(line) }, at);
    return { line, replayed: false };
  });
}

const audited = (line: StatementLine) => ({ reference: line.reference, amount: line.amount, status: line.status, businessId: line.businessId, incomeId: line.incomeId });

export async function statementLines(db: Executor, status: StatementLineStatus | null): Promise<StatementLine[]> {
  return (await statementLineRows(db, status)).map(toLine);
}

/** Staff credit an UNMATCHED line to the business they found; a line is credited once, whoever races. */
export async function assignStatementLine(ctx: MoneyContext, actor: StaffActor, lineId: string, businessId: string): Promise<StatementLine> {
  const at = ctx.clock.now();
  return ctx.db.transaction().execute(async (tx) => {
    const claimed = await assignUnmatchedLine(tx, lineId, businessId, at.toISOString());
    if (!claimed) {
      const exists = await findStatementLine(tx, lineId);
      throw exists ? new AppError(409, 'statement_line_already_credited') : new AppError(404, 'not_found');
    }
    const { incomeId } = await creditLine(tx, { amount: Number(claimed.amount), purpose: claimed.purpose }, businessId, at);
    await updateStatementLine(tx, lineId, { income_id: incomeId });
    const line = toLine((await findStatementLine(tx, lineId))!);
    const before = { status: 'UNMATCHED', businessId: null, incomeId: null };
    await recordAudit(tx, actor, { action: 'bank-line.assign', objectType: 'bank_statement_line', objectId: lineId, before, after: audited(line) }, at);
    return line;
  });
}

export type ImportedLine = { fileLine: number; line: StatementLine };
export type StatementImport = {
  format: StatementFormat;
  encoding: StatementEncoding;
  outgoing: number;
  credited: ImportedLine[];
  alreadySeen: ImportedLine[];
  unmatched: ImportedLine[];
};

const malformed = (error: StatementFileError) => new AppError(400, 'statement_file_is_malformed', { line: String(error.line), problem: error.problem });

/**
 * A statement file (issue 21 item 4): read whole first, so a malformed file, or one whose reference was seen before
 * with another amount or purpose, is refused with its line and credits nothing; then each incoming line goes through
 * postStatementLine (credited once by reference, else UNMATCHED).
 */
export async function importStatementFile(
  ctx: MoneyContext,
  actor: StaffActor,
  input: { format: StatementFormat; bytes: Buffer; name: string | null; csv: CsvMapping | null },
): Promise<StatementImport> {
  let file: StatementFile;
  try {
    file = parseStatementFile(input.bytes, input.format, input.csv);
  } catch (error) {
    if (error instanceof StatementFileError) throw malformed(error);
    throw error;
  }
  // A reference met twice must be the same transfer, within the file and against the lines already taken.
  const seen = new Map<string, StatementFileLine>();
  for (const line of file.lines) {
    const earlier = seen.get(line.reference);
    if (earlier && (earlier.amount !== line.amount || earlier.purpose !== line.purpose)) throw malformed(new StatementFileError(line.fileLine, 'reference_reused'));
    seen.set(line.reference, line);
  }
  const references = [...seen.keys()];
  for (let start = 0; start < references.length; start += 500) {
    const existing = await statementLinesByReference(ctx.db, references.slice(start, start + 500));
    for (const row of existing) {
      const line = seen.get(row.reference)!;
      if (Number(row.amount) !== line.amount || row.purpose !== line.purpose) throw malformed(new StatementFileError(line.fileLine, 'reference_reused'));
    }
  }
  const result: StatementImport = { format: input.format, encoding: file.encoding, outgoing: file.outgoing, credited: [], alreadySeen: [], unmatched: [] };
  for (const fileLine of file.lines) {
    const { line, replayed } = await postStatementLine(ctx, actor, fileLine);
    const imported = { fileLine: fileLine.fileLine, line };
    if (replayed) result.alreadySeen.push(imported);
    else if (line.status === 'CREDITED') result.credited.push(imported);
    else result.unmatched.push(imported);
  }
  const summary = { name: input.name, format: input.format, encoding: file.encoding, credited: result.credited.length, alreadySeen: result.alreadySeen.length, unmatched: result.unmatched.length, outgoing: file.outgoing };
  await recordAudit(ctx.db, actor, { action: 'bank-statement.import', objectType: 'bank_statement_import', objectId: uuidv7(), before: null, after: summary }, ctx.clock.now());
  return result;
}
