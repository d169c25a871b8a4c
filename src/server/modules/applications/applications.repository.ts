// Kysely access to cancellation requests (applications); `db` or a transaction first.
import type { Executor } from '../../db/database.ts';
import { LEDGER_KINDS } from '../ledger/ledger.service.ts';
import type { Auth } from '../../context.ts';
import { employeeSalePointIds } from '../sale-points/sale-points.repository.ts';
import type { ApplicationTable } from '../../db/tables/applications.ts';

/** At most this many requests per invoice (spec 02 §8 `attempts_exhausted`). */
export const APPLICATION_ATTEMPTS = 3;

/** Applications with their invoice; `auth` limits them to the caller's (an employee's: its sale points'). */
export function visibleApplications(db: Executor, auth: Auth | null) {
  let query = db.selectFrom('application as a').innerJoin('invoice as i', 'i.id', 'a.invoice_id');
  if (auth) {
    query = query.where('a.business_id', '=', auth.businessId ?? '');
    const assigned = employeeSalePointIds(db, auth);
    if (assigned) query = query.where('i.sale_point_id', 'in', assigned);
  }
  return query;
}

/**
 * The caller's applications without their invoices, for a count (issue 13): only when the caller is not an employee
 * (whose scope is its invoices' sale points) and no filter names an invoice column.
 */
export function ownApplications(db: Executor, auth: Auth | null) {
  const query = db.selectFrom('application as a');
  return auth ? query.where('a.business_id', '=', auth.businessId ?? '') : query;
}

/** Applications with the invoice, outlet, service and cashier they are about. `auth` limits them to the caller's. */
export function applicationDetails(db: Executor, auth: Auth | null) {
  return visibleApplications(db, auth)
    .innerJoin('merchant as m', 'm.id', 'i.merchant_id')
    .innerJoin('sale_point as sp', 'sp.id', 'i.sale_point_id')
    .innerJoin('app_user as u', 'u.id', 'i.user_id')
    .selectAll('a')
    .select([
      'i.number as invoice_number',
      'i.account as invoice_account',
      'i.fields_json as invoice_fields_json',
      'i.amount as invoice_amount',
      'i.reward as invoice_reward',
      'i.reward_bp as invoice_reward_bp',
      'i.created_at as invoice_created_at',
      'i.modified_at as invoice_modified_at',
      'sp.name as sale_point_name',
      'u.first_name as user_first_name',
      'u.last_name as user_last_name',
      'u.phone as user_phone',
      'm.name_uz as merchant_name_uz',
      'm.name_ru as merchant_name_ru',
      'm.name_en as merchant_name_en',
      'm.name_oz as merchant_name_oz',
    ]);
}

export type ApplicationDetailsRow = Awaited<ReturnType<ReturnType<typeof applicationDetails>['executeTakeFirstOrThrow']>>;

export async function insertApplication(db: Executor, application: ApplicationTable): Promise<void> {
  await db.insertInto('application').values(application).execute();
}

/**
 * Touches the invoice a request is made for: a concurrent request for the same invoice waits here (PostgreSQL row
 * lock; SQLite has one writer) until this transaction ends.
 */
export async function lockInvoiceForRequest(db: Executor, invoiceId: string): Promise<void> {
  await db.updateTable('invoice').set((eb) => ({ modified_at: eb.ref('modified_at') })).where('id', '=', invoiceId).execute();
}

/** How many requests an invoice has had, and whether one is waiting or already approved. */
export async function applicationCounts(db: Executor, invoiceId: string): Promise<{ total: number; open: number }> {
  const rows = await db.selectFrom('application').select('status').where('invoice_id', '=', invoiceId).execute();
  return { total: rows.length, open: rows.filter((row) => row.status === 'WAITING' || row.status === 'SUCCESS').length };
}

export function findApplicationByNumber(db: Executor, number: string) {
  return db.selectFrom('application').selectAll().where('number', '=', number).executeTakeFirst();
}

/** WAITING → SUCCESS or REJECT, once: a second review finds it no longer WAITING. */
export async function review(
  db: Executor,
  id: string,
  change: Partial<Omit<ApplicationTable, 'id'>> & { status: 'SUCCESS' | 'REJECT'; reviewed_at: string; modified_at: string },
): Promise<boolean> {
  const result = await db.updateTable('application').set(change).where('id', '=', id).where('status', '=', 'WAITING').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** How far a server clock stepped back may put an invoice's entry before its creation or after its last change. */
const CLOCK_SLACK_MS = 86_400_000;

/**
 * What the staff's review of a request reads beside it (issue 15): its invoice with the business's name, the
 * invoice's ledger entries in the order they were written, and when the request was reviewed.
 */
export async function reviewHistoryRows(db: Executor, application: { id: string; invoiceId: string }) {
  const invoice = await db
    .selectFrom('invoice')
    .innerJoin('business', 'business.id', 'invoice.business_id')
    .select(['invoice.id', 'invoice.business_id', 'invoice.status', 'invoice.created_at', 'invoice.modified_at', 'invoice.paid_at', 'business.name as business_name'])
    .where('invoice.id', '=', application.invoiceId)
    .executeTakeFirstOrThrow();
  // Each of an invoice's entries is posted with one of its moves, at the move's time: between its creation and its
  // last change. On SQLite the ledger is keyed by business, kind and time (migration 0036), so the window is the
  // search; a day either side allows for a server clock stepped back between two moves.
  const shifted = (at: string, by: number) => new Date(Date.parse(at) + by).toISOString();
  const entries = await db
    .selectFrom('ledger_entry')
    .select(['kind', 'account', 'amount', 'created_at'])
    .where('business_id', '=', invoice.business_id)
    .where('kind', 'in', Object.values(LEDGER_KINDS))
    .where('created_at', '>=', shifted(invoice.created_at, -CLOCK_SLACK_MS))
    .where('created_at', '<=', shifted(invoice.modified_at, CLOCK_SLACK_MS))
    .where('invoice_id', '=', invoice.id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const reviewed = await db.selectFrom('application').select('reviewed_at').where('id', '=', application.id).executeTakeFirstOrThrow();
  return { invoice, entries, reviewedAt: reviewed.reviewed_at };
}
