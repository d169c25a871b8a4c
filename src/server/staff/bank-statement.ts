// The bank statement for staff (spec 03 §4, §9): `/api/staff/v1/bank-statement...` (inside the staff plugin, behind
// its token) and the `npm run staff` commands `bank-line`, `bank-lines`, `bank-line-assign`, over the deposit service.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import * as calls from '#shared/api/staff-deposits.ts';
import { csvMapping, importStatement } from '#shared/api/staff-statements.ts';
import { STATEMENT_LINE_STATUSES, statementLineBody, type StatementLineStatus } from '#shared/api/staff-deposits.ts';
import { formatSum, toTiyin } from '#shared/money.ts';
import { systemClock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { route } from '../http/route.ts';
import { businessNamedByStaff } from '../modules/business/business.service.ts';
import { assignStatementLine, importStatementFile, postStatementLine, statementLines, type StatementLine } from '../modules/deposit/bank-statement.service.ts';
import { SERVICE_ACTOR } from '../modules/staff-accounts/audit.ts';
import { actorOf } from './staff-access.ts';

export async function staffBankStatementRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  route(app, calls.postStatementLine, async ({ body, request }) => postStatementLine(ctx, actorOf(request), body));
  route(app, calls.listStatementLines, async ({ query }) => statementLines(ctx.db, query.status ?? null));
  route(app, importStatement, async ({ body, request }) =>
    importStatementFile(ctx, actorOf(request), { format: body.format, bytes: Buffer.from(body.file, 'base64'), name: body.name, csv: body.csv }),
  );
  route(app, calls.assignStatementLine, async ({ params, body, request }) => {
    const business = await businessNamedByStaff(ctx.db, body.business);
    return assignStatementLine(ctx, actorOf(request), params.id, business.id);
  });
}

export const BANK_STATEMENT_USAGE = `  bank-line <reference> <amount in so'm> <payment purpose...>
                               post a bank statement line: credited (TRANSFER) to the business whose contract number
                               the purpose names, else kept UNMATCHED; the same reference posted again credits once
  bank-lines [${STATEMENT_LINE_STATUSES.join('|')}]
                               list statement lines, newest first
  bank-line-assign <lineId> <taxNumber|businessId>
                               credit an UNMATCHED line to a business
  bank-import <file> [--csv reference,amount,purpose [--delimiter ;] [--no-header]]
                               import a statement file: 1C client-bank exchange (1CClientBankExchange), or CSV with
                               its columns named by header or number; prints what was credited, seen, left unmatched`;

const describe = (line: StatementLine) =>
  `${line.id}  ${line.status.padEnd(9)}  ${line.reference}  ${formatSum(line.amount)} so'm  ${line.businessId ?? '-'}  "${line.purpose}"`;

/** The CLI's commands: each answers its exit code, or null when the arguments were wrong. */
export const BANK_STATEMENT_COMMANDS: Record<string, (db: Db, args: string[]) => Promise<number | null>> = {
  async 'bank-line'(db, [reference, amount, ...purpose]) {
    const input = v.safeParse(statementLineBody, { reference, amount: toTiyin(Number(amount)), purpose: purpose.join(' ') });
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
  async 'bank-import'(db, args) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { csv: { type: 'string' }, delimiter: { type: 'string' }, 'no-header': { type: 'boolean' } },
    });
    const [file] = positionals;
    if (!file) return null;
    const [reference, amount, purpose] = values.csv?.split(',') ?? [];
    const mapping = values.csv ? v.safeParse(csvMapping, { delimiter: values.delimiter ?? ',', header: !values['no-header'], reference, amount, purpose }) : null;
    if (mapping && !mapping.success) return null;
    const result = await importStatementFile({ db, clock: systemClock }, SERVICE_ACTOR, {
      format: mapping ? 'CSV' : '1C',
      bytes: fs.readFileSync(file),
      name: path.basename(file),
      csv: mapping?.output ?? null,
    });
    for (const [label, lines] of [['credited', result.credited], ['already seen', result.alreadySeen], ['unmatched', result.unmatched]] as const) {
      for (const { fileLine, line } of lines) console.log(`${label.padEnd(12)}  line ${fileLine}  ${describe(line)}`);
    }
    console.log(
      `${result.encoding}: ${result.credited.length} credited, ${result.alreadySeen.length} already seen, ` +
        `${result.unmatched.length} unmatched, ${result.outgoing} outgoing left alone`,
    );
    return 0;
  },
  async 'bank-line-assign'(db, [lineId, reference]) {
    if (!lineId || !reference) return null;
    const business = await businessNamedByStaff(db, reference);
    console.log(`assigned: ${describe(await assignStatementLine({ db, clock: systemClock }, SERVICE_ACTOR, lineId, business.id))}`);
    return 0;
  },
};
