// Staff money actions (DESIGN §4) over the domain services, shared by the staff API and `npm run staff`:
// credit a deposit income, review cancellation requests, run a reconcile pass, check the ledger's invariant.
import type { StaffApplicationDetail } from '#shared/api/staff.ts';
import { isTiyin } from '#shared/money.ts';
import { AppError } from '../http/app-error.ts';
import type { IdempotencyKey } from '../http/idempotency.ts';
import { runReconcile } from '../jobs/reconcile.job.ts';
import { businessNamedByStaff } from '../modules/business/business.service.ts';
import { reviewHistoryRows } from '../modules/applications/applications.repository.ts';
import { approveApplication, findApplication, listApplications, rejectApplication } from '../modules/applications/applications.service.ts';
import { balancesWithEntrySums } from '../modules/ledger/ledger.repository.ts';
import { aggregateCheck } from '../modules/payments/aggregates.repository.ts';
import { PARTNER_REWARD_TYPES, type IncomeSource, type IncomeType } from '#shared/api/deposit.ts';
import { TASHKENT_OFFSET_MS, tashkentDay } from '#shared/period.ts';
import { creditDepositIncome, type MoneyContext } from '../modules/ledger/ledger.service.ts';
import type { PaymentContext } from '../modules/payments/pay.service.ts';
import { recordAudit, type StaffActor } from '../modules/staff-accounts/audit.ts';

export { approveApplication, rejectApplication };

const DAY_MS = 24 * 60 * 60 * 1000;
const isPartnerReward = (type: IncomeType) => (PARTNER_REWARD_TYPES as readonly IncomeType[]).includes(type);

/**
 * The Tashkent day an income is for, from staff's `YYYY-MM-DD`: a partner's daily reward is posted the morning after
 * its day (spec 03 §2 day view), so that is the default for partner rewards. A day after today is refused.
 */
function incomeDay(typeIncome: IncomeType, rewardDate: string | null, now: Date): Date | null {
  if (rewardDate === null) return isPartnerReward(typeIncome) ? new Date(tashkentDay(now.getTime() - DAY_MS).start) : null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(rewardDate)) throw new AppError(400, 'validation_error', { rewardDate: 'invalid' });
  const [year, month, day] = rewardDate.split('-').map(Number) as [number, number, number];
  const start = Date.UTC(year, month - 1, day) - TASHKENT_OFFSET_MS;
  const shown = new Date(start + TASHKENT_OFFSET_MS).toISOString().slice(0, 10);
  if (shown !== rewardDate || start > tashkentDay(now.getTime()).start) throw new AppError(400, 'validation_error', { rewardDate: 'invalid' });
  return new Date(start);
}

/**
 * Credits a deposit income. With an Idempotency-Key, the key is taken and answered inside the credit's transaction,
 * so a key whose holder died mid-way can be taken over without crediting twice (http/idempotency.ts).
 */
export async function creditDeposit(
  ctx: MoneyContext,
  actor: StaffActor,
  request: {
    business: string;
    amount: number;
    typeIncome: IncomeType;
    source?: IncomeSource | null;
    rewardDate?: string | null;
    comment: string | null;
  },
  key: IdempotencyKey | null = null,
) {
  const business = await businessNamedByStaff(ctx.db, request.business);
  const at = ctx.clock.now();
  const rewardDate = incomeDay(request.typeIncome, request.rewardDate ?? null, at);
  const source = request.source ?? (isPartnerReward(request.typeIncome) ? 'HUMANS' : 'UPAY');
  return ctx.db.transaction().execute(async (tx) => {
    await key?.claim(tx);
    const income = { businessId: business.id, amount: request.amount, typeIncome: request.typeIncome, source, comment: request.comment, at, rewardDate };
    const result = await creditDepositIncome(tx, income);
    const after = { business: business.tax_number, amount: request.amount, typeIncome: request.typeIncome, source, comment: request.comment, rewardDate: rewardDate?.toISOString() ?? null, balance: result.balance };
    await recordAudit(tx, actor, { action: 'deposit.credit', objectType: 'deposit_income', objectId: result.incomeId, before: null, after }, at);
    const answer = { incomeId: result.incomeId, businessId: business.id, businessName: business.name, balance: result.balance };
    await key?.complete(tx, answer);
    return answer;
  });
}

export function staffApplications(ctx: MoneyContext, filter: { status: string | null; page: number; perPage: number }) {
  return listApplications(ctx.db, null, {
    page: filter.page,
    perPage: filter.perPage,
    sort: { name: 'createdDate', direction: 'asc' },
    search: filter.status ? [{ key: 'status', operation: '=', value: filter.status }] : [],
  });
}

/** One cancellation request with its invoice's history, oldest first (the console's review screen). */
export async function staffApplication(ctx: MoneyContext, number: string): Promise<StaffApplicationDetail> {
  const application = await findApplication(ctx.db, null, { number });
  const { invoice, entries, reviewedAt } = await reviewHistoryRows(ctx.db, { id: application.id, invoiceId: application.invoice.id });
  const event = (at: string, name: StaffApplicationDetail['history'][number]['event']) => ({ at, event: name, kind: null, account: null, amount: null });
  const history = [
    event(invoice.created_at, 'INVOICE_CREATED'),
    ...(invoice.paid_at ? [event(invoice.paid_at, 'INVOICE_PAID')] : []),
    ...entries.map((entry) => ({ at: entry.created_at, event: 'LEDGER_ENTRY' as const, kind: entry.kind, account: entry.account, amount: Number(entry.amount) })),
    event(application.createdDate, 'APPLICATION_CREATED'),
    ...(reviewedAt ? [event(reviewedAt, 'APPLICATION_REVIEWED')] : []),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return { application, businessName: invoice.business_name, invoiceStatus: invoice.status, history };
}

/**
 * A reconcile pass settles each pending payment in its own transaction (with the billing provider called between
 * them), so its audit row is written once the pass is done, with what it did.
 */
export async function reconcileNow(ctx: PaymentContext, actor: StaffActor) {
  const report = await runReconcile(ctx, 'staff');
  const at = ctx.clock.now();
  await recordAudit(ctx.db, actor, { action: 'reconcile.run', objectType: 'reconcile', objectId: at.toISOString(), before: null, after: { ...report } }, at);
  return report;
}

/**
 * Every cached balance against the sum of its entries, whether any deposit is below zero, and the money aggregates
 * (monthly spending, daily sales) against their rebuild from the invoices and the ledger.
 */
export async function ledgerCheck(ctx: MoneyContext) {
  const rows = await balancesWithEntrySums(ctx.db);
  // A balance or sum that is no whole number of tiyin within the bound (a REAL in SQLite, a bigint past 2^53 read
  // rounded) is broken even when it equals its sum (issue 14 item 2).
  const accounts = rows.map((row) => ({
    ...row,
    ok: isTiyin(row.balance) && isTiyin(row.entrySum) && row.balance === row.entrySum && (row.account !== 'DEPOSIT' || row.balance >= 0),
  }));
  const aggregates = await aggregateCheck(ctx.db);
  return { ok: accounts.every((account) => account.ok) && aggregates.ok, accounts, aggregates };
}
