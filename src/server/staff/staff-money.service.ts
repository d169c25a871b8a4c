// Staff money actions (DESIGN §4) over the domain services, shared by the staff API and `npm run staff`:
// credit a deposit income, review cancellation requests, run a reconcile pass, check the ledger's invariant.
import type { Executor } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { runReconcile } from '../jobs/reconcile.job.ts';
import { approveApplication, listApplications, rejectApplication } from '../modules/applications/applications.service.ts';
import { balancesWithEntrySums } from '../modules/ledger/ledger.repository.ts';
import { creditDepositIncome, type IncomeSource, type IncomeType, type MoneyContext } from '../modules/ledger/ledger.service.ts';

export { approveApplication, rejectApplication };

/** A business by its tax number (what staff see on a bank transfer) or by its id. */
async function findBusiness(db: Executor, reference: string) {
  const business = await db
    .selectFrom('business')
    .select(['id', 'name', 'tax_number'])
    .where((eb) => eb.or([eb('id', '=', reference), eb('tax_number', '=', reference)]))
    .executeTakeFirst();
  if (!business) throw new AppError(404, 'business_not_found');
  return business;
}

export async function creditDeposit(
  ctx: MoneyContext,
  request: { business: string; amount: number; typeIncome: IncomeType; source: IncomeSource; comment: string | null },
) {
  const business = await findBusiness(ctx.db, request.business);
  const credited = await ctx.db.transaction().execute((tx) =>
    creditDepositIncome(tx, {
      businessId: business.id,
      amount: request.amount,
      typeIncome: request.typeIncome,
      source: request.source,
      comment: request.comment,
      at: ctx.clock.now(),
    }),
  );
  return { incomeId: credited.incomeId, businessId: business.id, businessName: business.name, balance: credited.balance };
}

export function staffApplications(ctx: MoneyContext, filter: { status: string | null; page: number; perPage: number }) {
  return listApplications(ctx.db, null, {
    page: filter.page,
    perPage: filter.perPage,
    sort: { name: 'createdDate', direction: 'asc' },
    search: filter.status ? [{ key: 'status', operation: '=', value: filter.status }] : [],
  });
}

export function reconcileNow(ctx: MoneyContext) {
  return runReconcile(ctx, 'staff');
}

/** Every cached balance against the sum of its entries, and whether any deposit is below zero. */
export async function ledgerCheck(ctx: MoneyContext) {
  const rows = await balancesWithEntrySums(ctx.db);
  const accounts = rows.map((row) => ({ ...row, ok: row.balance === row.entrySum && (row.account !== 'DEPOSIT' || row.balance >= 0) }));
  return { ok: accounts.every((account) => account.ok), accounts };
}
