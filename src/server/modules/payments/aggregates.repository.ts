// The money aggregates' statements (the rule of what a move counts is aggregates.ts): the upserts of a move, the
// reads of the catalogue, the sale points, the balance and the transactions list, and the check and rebuild.
import { sql, type OnConflictBuilder, type RawBuilder } from 'kysely';
import { tashkentDay } from '#shared/period.ts';
import { isPostgres, type Executor, type Tx } from '../../db/database.ts';
import { prepared } from '../../db/prepared.ts';
import type { Database } from '../../db/schema.ts';
import type { Auth } from '../../context.ts';
import { employeeSalePointIds } from '../sale-points/sale-points.repository.ts';
import type { DailyPaidCountTable, DailySalesTable, MerchantMonthSpendingTable } from '../../db/tables/payments.ts';
import { AGGREGATES, countRows, SPENT, tashkentDayKey, type AggregateTable, type Counted, type CountedRow } from './aggregates.ts';

/** The upsert's conflict clause of an aggregate: its figures add up. */
export function addsUp<T extends AggregateTable>(table: T) {
  const { keys, figures } = AGGREGATES[table];
  return (oc: OnConflictBuilder<Database, T>) =>
    oc.columns([...keys] as never).doUpdateSet(Object.fromEntries(figures.map((figure) => [figure, sql`${sql.ref(`${table}.${figure}`)} + ${sql.ref(`excluded.${figure}`)}`])) as never);
}

const upsertStatements = {
  merchant_month_spending: prepared((db, row: MerchantMonthSpendingTable) => db.insertInto('merchant_month_spending').values(row).onConflict(addsUp('merchant_month_spending'))),
  daily_sales: prepared((db, row: DailySalesTable) => db.insertInto('daily_sales').values(row).onConflict(addsUp('daily_sales'))),
  daily_paid_count: prepared((db, row: DailyPaidCountTable) => db.insertInto('daily_paid_count').values(row).onConflict(addsUp('daily_paid_count'))),
};

/** Counts an invoice's move (`countRows`) in the caller's transaction, right after the move landed. */
export async function countMove(tx: Tx, invoice: Counted, from: string, to: string, at: Date): Promise<void> {
  for (const counted of countRows(invoice, from, to, at)) {
    await (upsertStatements[counted.table] as (db: Tx, row: CountedRow['row']) => Promise<unknown>)(tx, counted.row);
  }
}

/** What the business spent at each of these merchants in the Tashkent month `month` ('YYYY-MM'). */
export async function monthSpending(db: Executor, businessId: string, merchantIds: string[], month: string): Promise<Map<string, number>> {
  if (merchantIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('merchant_month_spending')
    .select(['merchant_id', 'amount'])
    .where('business_id', '=', businessId)
    .where('month', '=', month)
    .where('merchant_id', 'in', merchantIds)
    .execute();
  return new Map(rows.map((row) => [row.merchant_id, Number(row.amount)]));
}

/** The deposit's net spending on payments of the Tashkent days from `fromDay` on (positive). */
export async function spentSinceDay(db: Executor, businessId: string, fromDay: string): Promise<number> {
  const row = await db
    .selectFrom('daily_sales')
    .select(sql<number>`coalesce(sum(spent), 0)`.as('spent'))
    .where('business_id', '=', businessId)
    .where('day', '>=', fromDay)
    .executeTakeFirst();
  return Number(row?.spent ?? 0);
}

/** Count and sum of `total` of the PAID invoices created on the Tashkent days `fromDay`..`toDay`, per sale point. */
export async function paidBySalePoint(
  db: Executor,
  salePointIds: string[],
  days: { from: string; to: string },
): Promise<Map<string, { count: number; sum: number }>> {
  if (salePointIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('daily_sales')
    .select(['sale_point_id', sql<number>`coalesce(sum(paid_count), 0)`.as('count'), sql<number>`coalesce(sum(paid_total), 0)`.as('sum')])
    .where('sale_point_id', 'in', salePointIds)
    .where('day', '>=', days.from)
    .where('day', '<=', days.to)
    .groupBy('sale_point_id')
    .execute();
  return new Map(rows.map((row) => [row.sale_point_id, { count: Number(row.count), sum: Number(row.sum) }]));
}

/** A transactions-list filter as the list receives it (dates as ISO instants). */
type InvoiceFilter = { key: string; operation: string; value: string | number | boolean };

/** The keys of daily_sales a filter of the transactions list may name for the count to come from it. */
const SALES_KEYS: Record<string, 'sale_point_id' | 'user_id' | 'merchant_id'> = { salePointId: 'sale_point_id', employeeId: 'user_id', agentMerchantId: 'merchant_id' };

/**
 * The exact count of the transactions list from the aggregates, when its filters are their keys: status PAID
 * (required: they count PAID invoices only), sale point, payer user, merchant, and creation dates on whole Tashkent
 * days (`>=` a day's first millisecond, `<=` a day's last). Null for any other filter: the list then counts its rows up
 * to the cap. Without a sale point, payer or merchant it reads daily_paid_count (a row a day), otherwise daily_sales;
 * an employee counts its sale points' invoices, as its list shows them.
 */
export async function paidInvoiceCount(db: Executor, auth: Auth, search: InvoiceFilter[]): Promise<number | null> {
  let paid = false;
  const days: { operation: '>=' | '<='; day: string }[] = [];
  const keys: { column: 'sale_point_id' | 'user_id' | 'merchant_id'; value: string }[] = [];
  for (const { key, operation, value } of search) {
    if (value === '' || value === null) continue; // dropped by the list too (spec 01 §7)
    if (key === 'status' && operation === '=' && value === 'PAID') paid = true;
    else if (SALES_KEYS[key] && operation === '=') keys.push({ column: SALES_KEYS[key], value: String(value) });
    else if (key === 'createdDate' && (operation === '>=' || operation === '<=')) {
      const at = Date.parse(String(value));
      const day = tashkentDay(at);
      if (at !== (operation === '>=' ? day.start : day.end)) return null;
      days.push({ operation, day: tashkentDayKey(at) });
    } else return null;
  }
  if (!paid) return null;
  const businessId = auth.businessId ?? '';
  if (keys.length === 0 && auth.role !== 'EMPLOYEE') {
    let query = db.selectFrom('daily_paid_count').select(sql<number>`coalesce(sum(paid_count), 0)`.as('count')).where('business_id', '=', businessId);
    for (const { operation, day } of days) query = query.where('day', operation, day);
    return Number((await query.executeTakeFirst())?.count ?? 0);
  }
  let query = db.selectFrom('daily_sales').select(sql<number>`coalesce(sum(paid_count), 0)`.as('count')).where('business_id', '=', businessId);
  for (const { column, value } of keys) query = query.where(column, '=', value);
  for (const { operation, day } of days) query = query.where('day', operation, day);
  const assigned = employeeSalePointIds(db, auth);
  if (assigned) query = query.where('sale_point_id', 'in', assigned);
  return Number((await query.executeTakeFirst())?.count ?? 0);
}

/** The Tashkent day of an ISO instant column in SQL, on either dialect. */
function dayOf(db: Executor, column: string): RawBuilder<string> {
  return isPostgres(db)
    ? sql<string>`to_char((${sql.ref(column)})::timestamptz at time zone 'UTC' + interval '5 hours', 'YYYY-MM-DD')`
    : sql<string>`strftime('%Y-%m-%d', ${sql.ref(column)}, '+5 hours')`;
}

/** The aggregates as the invoices and the ledger say they must be (rows of zeros left out). */
async function rebuilt(db: Executor) {
  const month = sql<string>`substr(${dayOf(db, 'i.created_at')}, 1, 7)`;
  const months = await db
    .selectFrom('invoice as i')
    .select(['i.business_id', 'i.merchant_id', month.as('month'), sql<number>`sum(i.amount)`.as('amount')])
    .where('i.status', 'in', [...SPENT])
    .groupBy(['i.business_id', 'i.merchant_id', month])
    .execute();
  const invoiceDay = dayOf(db, 'i.created_at');
  const paid = await db
    .selectFrom('invoice as i')
    .select([
      'i.business_id',
      invoiceDay.as('day'),
      'i.sale_point_id',
      'i.user_id',
      'i.merchant_id',
      sql<number>`count(*)`.as('paid_count'),
      sql<number>`sum(i.amount)`.as('paid_amount'),
      sql<number>`sum(i.total)`.as('paid_total'),
      sql<number>`sum(i.reward)`.as('reward'),
    ])
    .where('i.status', '=', 'PAID')
    .groupBy(['i.business_id', invoiceDay, 'i.sale_point_id', 'i.user_id', 'i.merchant_id'])
    .execute();
  const entryDay = dayOf(db, 'e.created_at');
  const spent = await db
    .selectFrom('ledger_entry as e')
    .innerJoin('invoice as i', 'i.id', 'e.invoice_id')
    .select(['i.business_id', entryDay.as('day'), 'i.sale_point_id', 'i.user_id', 'i.merchant_id', sql<number>`-sum(e.amount)`.as('spent')])
    .where('e.account', '=', 'DEPOSIT')
    .where('e.kind', 'in', ['PAYMENT', 'PAYMENT_REFUND', 'CANCEL_REFUND'])
    .groupBy(['i.business_id', entryDay, 'i.sale_point_id', 'i.user_id', 'i.merchant_id'])
    .execute();
  const daily = new Map<string, DailySalesTable>();
  const dayKey = (row: { business_id: string; day: string; sale_point_id: string; user_id: string; merchant_id: string }) =>
    [row.business_id, row.day, row.sale_point_id, row.user_id, row.merchant_id].join('|');
  for (const row of paid) {
    daily.set(dayKey(row), {
      ...row,
      paid_count: Number(row.paid_count),
      paid_amount: Number(row.paid_amount),
      paid_total: Number(row.paid_total),
      reward: Number(row.reward),
      spent: 0,
    });
  }
  for (const row of spent) {
    const key = dayKey(row);
    const known = daily.get(key);
    if (known) known.spent = Number(row.spent);
    else daily.set(key, { ...row, paid_count: 0, paid_amount: 0, paid_total: 0, reward: 0, spent: Number(row.spent) });
  }
  const paidDays = new Map<string, DailyPaidCountTable>();
  for (const row of paid) {
    const key = [row.business_id, row.day].join('|');
    const known = paidDays.get(key);
    if (known) known.paid_count += Number(row.paid_count);
    else paidDays.set(key, { business_id: row.business_id, day: row.day, paid_count: Number(row.paid_count) });
  }
  return {
    months: months.map((row) => ({ ...row, amount: Number(row.amount) })).filter((row) => row.amount !== 0),
    daily: [...daily.values()].filter((row) => row.paid_count !== 0 || row.spent !== 0 || row.paid_amount !== 0),
    paidDays: [...paidDays.values()],
  };
}

const FIGURES = ['paid_count', 'paid_amount', 'paid_total', 'reward', 'spent'] as const;

/** Every aggregate row against its rebuild from the invoices and the ledger: the mismatches, none when all is well. */
export async function aggregateCheck(db: Executor) {
  const expected = await rebuilt(db);
  const mismatches: { table: string; key: string; stored: Record<string, number>; expected: Record<string, number> }[] = [];

  const storedMonths = await db.selectFrom('merchant_month_spending').selectAll().execute();
  const monthKey = (row: { business_id: string; merchant_id: string; month: string }) => [row.business_id, row.merchant_id, row.month].join('|');
  const monthly = new Map(storedMonths.map((row) => [monthKey(row), Number(row.amount)]));
  for (const row of expected.months) {
    const stored = monthly.get(monthKey(row)) ?? 0;
    monthly.delete(monthKey(row));
    if (stored !== row.amount) mismatches.push({ table: 'merchant_month_spending', key: monthKey(row), stored: { amount: stored }, expected: { amount: row.amount } });
  }
  for (const [key, amount] of monthly) {
    if (amount !== 0) mismatches.push({ table: 'merchant_month_spending', key, stored: { amount }, expected: { amount: 0 } });
  }

  const dayKey = (row: { business_id: string; day: string; sale_point_id: string; user_id: string; merchant_id: string }) =>
    [row.business_id, row.day, row.sale_point_id, row.user_id, row.merchant_id].join('|');
  const figures = (row: Partial<Record<(typeof FIGURES)[number], number>> | undefined) =>
    Object.fromEntries(FIGURES.map((name) => [name, Number(row?.[name] ?? 0)])) as Record<(typeof FIGURES)[number], number>;
  const storedDaily = new Map((await db.selectFrom('daily_sales').selectAll().execute()).map((row) => [dayKey(row), figures(row)]));
  for (const row of expected.daily) {
    const key = dayKey(row);
    const stored = figures(storedDaily.get(key));
    storedDaily.delete(key);
    if (FIGURES.some((name) => stored[name] !== row[name])) mismatches.push({ table: 'daily_sales', key, stored, expected: figures(row) });
  }
  for (const [key, stored] of storedDaily) {
    if (FIGURES.some((name) => stored[name] !== 0)) mismatches.push({ table: 'daily_sales', key, stored, expected: figures(undefined) });
  }

  const paidDayKey = (row: { business_id: string; day: string }) => [row.business_id, row.day].join('|');
  const storedPaidDays = new Map((await db.selectFrom('daily_paid_count').selectAll().execute()).map((row) => [paidDayKey(row), Number(row.paid_count)]));
  for (const row of expected.paidDays) {
    const stored = storedPaidDays.get(paidDayKey(row)) ?? 0;
    storedPaidDays.delete(paidDayKey(row));
    if (stored !== row.paid_count) mismatches.push({ table: 'daily_paid_count', key: paidDayKey(row), stored: { paid_count: stored }, expected: { paid_count: row.paid_count } });
  }
  for (const [key, paidCount] of storedPaidDays) {
    if (paidCount !== 0) mismatches.push({ table: 'daily_paid_count', key, stored: { paid_count: paidCount }, expected: { paid_count: 0 } });
  }
  return { ok: mismatches.length === 0, months: expected.months.length, days: expected.daily.length, mismatches: mismatches.slice(0, 100) };
}

/** Replaces the aggregates with their rebuild (bulk-loaded data, a repair after a found mismatch). */
export async function rebuildAggregates(db: Executor): Promise<void> {
  const expected = await rebuilt(db);
  await db.deleteFrom('merchant_month_spending').execute();
  await db.deleteFrom('daily_sales').execute();
  await db.deleteFrom('daily_paid_count').execute();
  const CHUNK = 500;
  for (let i = 0; i < expected.months.length; i += CHUNK) {
    await db.insertInto('merchant_month_spending').values(expected.months.slice(i, i + CHUNK)).execute();
  }
  for (let i = 0; i < expected.daily.length; i += CHUNK) {
    await db.insertInto('daily_sales').values(expected.daily.slice(i, i + CHUNK)).execute();
  }
  for (let i = 0; i < expected.paidDays.length; i += CHUNK) {
    await db.insertInto('daily_paid_count').values(expected.paidDays.slice(i, i + CHUNK)).execute();
  }
}
