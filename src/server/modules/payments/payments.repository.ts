// Kysely access to invoices and human number sequences; `db` or a transaction first.
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { prepared, type Prepared } from '../../db/prepared.ts';
import type { Auth } from '../../context.ts';
import { employeeSalePointIds } from '../sale-points/sale-points.repository.ts';
import type { InvoiceTable } from '../../db/tables/payments.ts';

/**
 * Reserves the next `size` numbers of a human sequence (invoice, application) in the `counter` table and answers the
 * first and the last. One upsert with RETURNING: concurrent callers, of any process, never get overlapping ranges on
 * either dialect. The counter holds the last number reserved.
 */
async function reserveNumbers(db: Executor, name: string, first: number, size: number): Promise<{ from: number; to: number }> {
  const row = await db
    .insertInto('counter')
    .values({ name, value: first + size - 1 })
    .onConflict((oc) => oc.column('name').doUpdateSet((eb) => ({ value: eb('counter.value', '+', size) })))
    .returning('value')
    .executeTakeFirstOrThrow();
  const to = Number(row.value);
  return { from: to - size + 1, to };
}

/** The next number of a human sequence, taken in the caller's transaction. */
export async function nextNumber(db: Executor, name: string, first: number): Promise<number> {
  return (await reserveNumbers(db, name, first, 1)).to;
}

/**
 * Numbers of a busy sequence handed out from blocks reserved ahead (the hi/lo scheme): the shared counter row is
 * written once a block, outside any payment's transaction, so no payment waits for another's commit on it
 * (PostgreSQL) or pays a commit for it (SQLite). Unique across processes; a restart leaves the rest of its block
 * unused, a gap in the numbers.
 */
export class NumberBlocks {
  private next = 1;
  private last = 0;
  private refill: Promise<void> | null = null;

  constructor(
    private readonly name: string,
    private readonly first: number,
    private readonly size: number,
  ) {}

  async take(db: Executor): Promise<number> {
    while (this.next > this.last) {
      this.refill ??= reserveNumbers(db, this.name, this.first, this.size)
        .then(({ from, to }) => {
          this.next = from;
          this.last = to;
        })
        .finally(() => {
          this.refill = null;
        });
      await this.refill;
    }
    return this.next++;
  }
}

const insertInvoiceStatement = prepared((db, invoice: InvoiceTable) => db.insertInto('invoice').values(invoice));

export async function insertInvoice(db: Executor, invoice: InvoiceTable): Promise<void> {
  await insertInvoiceStatement(db, invoice);
}

/** Invoices the caller may see: its business's, and for an employee only those of its assigned sale points. */
export function visibleInvoices(db: Executor, auth: Auth) {
  const query = db.selectFrom('invoice as i').where('i.business_id', '=', auth.businessId ?? '');
  const assigned = employeeSalePointIds(db, auth);
  return assigned ? query.where('i.sale_point_id', 'in', assigned) : query;
}

/** What an invoice's answer shows of who took it (u, f: the user and its photo) and where (r, d: the sale point's place). */
const PAYER_AND_PLACE = [
  'r.title_uz as region_uz',
  'r.title_ru as region_ru',
  'r.title_en as region_en',
  'r.title_oz as region_oz',
  'd.title_uz as district_uz',
  'd.title_ru as district_ru',
  'd.title_en as district_en',
  'd.title_oz as district_oz',
  'u.first_name as user_first_name',
  'u.last_name as user_last_name',
  'u.phone as user_phone',
  'f.guid as user_image_guid',
  'f.extension as user_image_extension',
] as const;

/** An invoice with everything its answer shows: merchant, sale point with region and district, who took it. */
export function invoiceDetails(db: Executor, auth: Auth) {
  return withDetails(visibleInvoices(db, auth));
}

/**
 * Any invoices with their details, for rows already known visible: the transactions list's page reads the keys it
 * picked among the caller's invoices by primary key alone (no other condition the planner could prefer to the keys).
 */
export function anyInvoiceDetails(db: Executor) {
  return withDetails(db.selectFrom('invoice as i'));
}

function withDetails(invoices: ReturnType<typeof visibleInvoices>) {
  return invoices
    .innerJoin('merchant as m', 'm.id', 'i.merchant_id')
    .innerJoin('sale_point as sp', 'sp.id', 'i.sale_point_id')
    .innerJoin('app_user as u', 'u.id', 'i.user_id')
    .leftJoin('region as r', 'r.id', 'sp.region_id')
    .leftJoin('district as d', 'd.id', 'sp.district_id')
    .leftJoin('stored_file as f', 'f.id', 'u.image_id')
    .selectAll('i')
    .select([
      'm.key as merchant_key',
      'm.name_uz as merchant_name_uz',
      'm.name_ru as merchant_name_ru',
      'm.name_en as merchant_name_en',
      'm.name_oz as merchant_name_oz',
      'm.image as merchant_image',
      'm.legal_name as merchant_legal_name',
      'm.cancel_allowed as merchant_cancel_allowed',
      'm.refundable_hours as merchant_refundable_hours',
      'sp.name as sale_point_name',
      ...PAYER_AND_PLACE,
      sql<number>`(select count(*) from application a where a.invoice_id = i.id)`.as('application_count'),
      sql<number>`(select count(*) from application a where a.invoice_id = i.id and a.status in ('WAITING', 'SUCCESS'))`.as(
        'application_open_count',
      ),
    ]);
}

export type InvoiceDetailsRow = Awaited<ReturnType<ReturnType<typeof invoiceDetails>['executeTakeFirstOrThrow']>>;

/** Whether the business, the outlet and the service of a payment are open (spec 01 §2.7, spec 02 §8). */
export type PayingState = { salePointStatus: string; merchantStatus: string; merchant_key: string; businessStatus: string; businessHasSignature: number };
/** The hot read's details also carry the paying state, so paying an invoice reads nothing else before it moves. */
export type PayableDetailsRow = InvoiceDetailsRow & PayingState;

/** Whether the business, the outlet and the service of a payment are open, for a payment without its details. */
export const payingState = prepared((db, ids: { salePointId: string; merchantId: string; businessId: string }) =>
  db
    .selectFrom(['sale_point as sp', 'merchant as m', 'business as b'])
    .select(['sp.status as salePointStatus', 'm.status as merchantStatus', 'm.key as merchant_key', 'b.status as businessStatus', 'b.has_signature as businessHasSignature'])
    .where('sp.id', '=', ids.salePointId)
    .where('m.id', '=', ids.merchantId)
    .where('b.id', '=', ids.businessId),
);

type DetailsKey = { businessId: string; userId: string; id: string } | { businessId: string; userId: string; number: string };
/** One prepared statement per shape: by id or by number, as an employee (its sale points only) or not. */
const detailsStatements = new Map<string, Prepared<DetailsKey, PayableDetailsRow>>();

/** An invoice's details (`invoiceDetails`) by id or number, if the caller may see it: the payment path's hot read. */
export async function findInvoiceDetails(db: Executor, auth: Auth, where: { id: string } | { number: string }): Promise<PayableDetailsRow | undefined> {
  const byId = 'id' in where;
  const role = auth.role === 'EMPLOYEE' ? 'EMPLOYEE' : 'AGENT';
  const shape = `${byId ? 'id' : 'number'}:${role}`;
  let statement = detailsStatements.get(shape);
  if (!statement) {
    statement = prepared((executor, key: DetailsKey) => {
      // Only these three fields of the caller shape the statement; the session's own ids play no part.
      const query = invoiceDetails(executor, { role, businessId: key.businessId, userId: key.userId, deviceId: '', sessionId: '' })
        .innerJoin('business as b', 'b.id', 'i.business_id')
        .select(['sp.status as salePointStatus', 'm.status as merchantStatus', 'b.status as businessStatus', 'b.has_signature as businessHasSignature']);
      return 'id' in key ? query.where('i.id', '=', key.id) : query.where('i.number', '=', key.number);
    });
    detailsStatements.set(shape, statement);
  }
  const key = { businessId: auth.businessId ?? '', userId: auth.userId };
  const result = await statement(db, byId ? { ...key, id: where.id } : { ...key, number: where.number });
  return result.rows[0];
}

type PaymentPlaceKey = { userId: string; businessId: string; regionId: number | null; districtId: number | null };
/**
 * What taking a payment at a sale point reads beside the cached sale point and merchant: whether its business may
 * work, and who takes it and where, as an invoice's answer shows them (the rest of a new invoice's details are in hand).
 */
const paymentPlaceStatement = prepared((db, key: PaymentPlaceKey) =>
  db
    .selectFrom('app_user as u')
    .innerJoin('business as b', (join) => join.on('b.id', '=', key.businessId))
    .leftJoin('stored_file as f', 'f.id', 'u.image_id')
    .leftJoin('region as r', (join) => join.on('r.id', '=', key.regionId))
    .leftJoin('district as d', (join) => join.on('d.id', '=', key.districtId))
    .select([...PAYER_AND_PLACE, 'b.status as businessStatus', 'b.has_signature as businessHasSignature'])
    .where('u.id', '=', key.userId),
);

export async function paymentPlace(db: Executor, key: PaymentPlaceKey) {
  const row = (await paymentPlaceStatement(db, key)).rows[0];
  if (!row) throw new Error(`user ${key.userId} or business ${key.businessId} not found`);
  return row;
}

export function findInvoiceRow(db: Executor, where: { id: string } | { number: string }) {
  const query = db.selectFrom('invoice').selectAll();
  return ('id' in where ? query.where('id', '=', where.id) : query.where('number', '=', where.number)).executeTakeFirst();
}

/**
 * Moves an invoice from one status to another only if it is still in `from`: the compare-and-set that makes
 * every transition happen once, whoever races (two tabs, a retry, the reconcile job, staff).
 */
type InvoiceChange = Partial<Omit<InvoiceTable, 'id'>> & { status: string; modified_at: string };
/** One prepared statement per set of changed columns (a move writes the same columns every time). */
const transitionStatements = new Map<string, Prepared<Record<string, unknown>, unknown>>();

export async function transition(db: Executor, id: string, from: string, change: InvoiceChange): Promise<boolean> {
  // As Kysely's set() does, an undefined value changes nothing (and is no column of the statement).
  const columns = Object.keys(change)
    .filter((column) => change[column as keyof InvoiceChange] !== undefined)
    .sort();
  let statement = transitionStatements.get(columns.join(','));
  if (!statement) {
    statement = prepared((executor, values: Record<string, unknown>) =>
      executor
        .updateTable('invoice')
        .set(Object.fromEntries(columns.map((column) => [column, values[column]])) as InvoiceChange)
        .where('id', '=', values.whereId as string)
        .where('status', '=', values.whereStatus as string),
    );
    transitionStatements.set(columns.join(','), statement);
  }
  const result = await statement(db, { ...change, whereId: id, whereStatus: from });
  return Number(result.numAffectedRows ?? 0) === 1;
}

export async function setBillingRef(db: Executor, id: string, billingRef: string): Promise<void> {
  await db.updateTable('invoice').set({ billing_ref: billingRef }).where('id', '=', id).where('status', '=', 'PENDING').execute();
}

/** PENDING invoices billing has to be asked about: those billing acknowledged, and in-flight ones left too long. */
export function pendingToReconcile(db: Executor, staleBefore: string, limit: number) {
  return db
    .selectFrom('invoice')
    .selectAll()
    .where('status', '=', 'PENDING')
    .where((eb) => eb.or([eb('billing_ref', 'is not', null), eb('modified_at', '<', staleBefore)]))
    .orderBy('modified_at')
    .limit(limit)
    .execute();
}

/** OPEN invoices created before `before` become EXPIRED (nothing was reserved for them, so nothing to refund). */
export async function expireOpenInvoices(db: Executor, before: string, at: string): Promise<number> {
  const result = await db
    .updateTable('invoice')
    .set({ status: 'EXPIRED', modified_at: at })
    .where('status', '=', 'OPEN')
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** spec 02 §7 stat-by-date: revenue (totals of PAID invoices) and the agent's profit (their rewards). */
export async function paidTotals(
  db: Executor,
  auth: Auth,
  filter: { salePointId: string; from: string; to: string; employeeId: string | null },
): Promise<{ revenue: number; profit: number }> {
  let query = visibleInvoices(db, auth)
    .select([sql<number>`coalesce(sum(i.total), 0)`.as('revenue'), sql<number>`coalesce(sum(i.reward), 0)`.as('profit')])
    .where('i.sale_point_id', '=', filter.salePointId)
    .where('i.status', '=', 'PAID')
    .where('i.created_at', '>=', filter.from)
    .where('i.created_at', '<=', filter.to);
  if (filter.employeeId) query = query.where('i.user_id', '=', filter.employeeId);
  const row = await query.executeTakeFirst();
  return { revenue: Number(row?.revenue ?? 0), profit: Number(row?.profit ?? 0) };
}

/** The PENDING invoices waiting for billing or the reconcile job: how many, and the oldest one's last change. */
export async function pendingBacklog(db: Executor): Promise<{ count: number; oldest: string | null }> {
  const row = await db
    .selectFrom('invoice')
    .select([sql<number>`count(*)`.as('count'), sql<string | null>`min(modified_at)`.as('oldest')])
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return { count: Number(row?.count ?? 0), oldest: row?.oldest ?? null };
}
