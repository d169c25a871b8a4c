// The bank statement for staff (spec 03 §4, §9): `/api/staff/v1/bank-statement...` (inside the staff plugin, behind
// its token) and the `npm run staff` commands `bank-line`, `bank-lines`, `bank-line-assign`, over the deposit service.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { formatSum, toTiyin } from '#shared/money.ts';
import { moneyAmount } from '#shared/validation.ts';
import { systemClock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import {
  assignStatementLine,
  postStatementLine,
  STATEMENT_LINE_STATUSES,
  statementLines,
  type StatementLine,
  type StatementLineStatus,
} from '../modules/deposit/bank-statement.service.ts';
import { SERVICE_ACTOR } from '../modules/staff-accounts/audit.ts';
import { actorOf } from './staff-access.ts';
import { parse } from './staff-money.routes.ts';
import { findBusiness } from './staff-money.service.ts';

const text = (max: number) =>
  v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.maxLength(max, `max_length:${max}`), v.regex(/^[^\0]*$/, 'invalid'));

const lineBody = v.object({
  /** The bank's reference of the line (its document number): the same line posted twice credits once. */
  reference: text(64),
  amount: moneyAmount(),
  purpose: text(500),
});
const assignBody = v.object({ business: text(64) });
const listQuery = v.object({ status: v.optional(v.picklist(STATEMENT_LINE_STATUSES, 'invalid')) });

const idParams = v.object({ id: text(64) });
const idOf = (request: FastifyRequest) => parse(idParams, request.params).id;

export async function staffBankStatementRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  app.post('/v1/bank-statement', async (request) => ({ data: await postStatementLine(ctx, actorOf(request), parse(lineBody, request.body)) }));
  app.get('/v1/bank-statement', async (request) => ({ data: await statementLines(ctx.db, parse(listQuery, request.query).status ?? null) }));
  app.post('/v1/bank-statement/:id/assign', async (request) => {
    const business = await findBusiness(ctx.db, parse(assignBody, request.body).business);
    return { data: await assignStatementLine(ctx, actorOf(request), idOf(request), business.id) };
  });
}

export const BANK_STATEMENT_USAGE = `  bank-line <reference> <amount in so'm> <payment purpose...>
                               post a bank statement line: credited (TRANSFER) to the business whose contract number
                               the purpose names, else kept UNMATCHED; the same reference posted again credits once
  bank-lines [${STATEMENT_LINE_STATUSES.join('|')}]
                               list statement lines, newest first
  bank-line-assign <lineId> <taxNumber|businessId>
                               credit an UNMATCHED line to a business`;

const describe = (line: StatementLine) =>
  `${line.id}  ${line.status.padEnd(9)}  ${line.reference}  ${formatSum(line.amount)} so'm  ${line.businessId ?? '-'}  "${line.purpose}"`;

/** The CLI's commands: each answers its exit code, or null when the arguments were wrong. */
export const BANK_STATEMENT_COMMANDS: Record<string, (db: Db, args: string[]) => Promise<number | null>> = {
  async 'bank-line'(db, [reference, amount, ...purpose]) {
    const input = v.safeParse(lineBody, { reference, amount: toTiyin(Number(amount)), purpose: purpose.join(' ') });
    if (!input.success) return null;
    const { line, replayed } = await postStatementLine({ db, clock: systemClock }, SERVICE_ACTOR, input.output);
    console.log(`${replayed ? 'already posted' : 'posted'}: ${describe(line)}`);
    return 0;
  },
  async 'bank-lines'(db, [status]) {
    if (status && !(STATEMENT_LINE_STATUSES as readonly string[]).includes(status)) return null;
    const lines = await statementLines(db, (status as StatementLineStatus | undefined) ?? null);
    for (const line of lines) console.log(describe(line));
    console.log(`${lines.length} line(s)`);
    return 0;
  },
  async 'bank-line-assign'(db, [lineId, reference]) {
    if (!lineId || !reference) return null;
    const business = await findBusiness(db, reference);
    console.log(`assigned: ${describe(await assignStatementLine({ db, clock: systemClock }, SERVICE_ACTOR, lineId, business.id))}`);
    return 0;
  },
};
