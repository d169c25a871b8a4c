// The statistics query (spec 03 §2): every figure of the statistics screen comes from this one function. It reads
// the daily sales aggregate (payments/aggregates.ts: per business, Tashkent day, sale point, payer user and
// merchant, kept in the transaction that moves the money), so a year is a few thousand rows whatever the history.
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

export type StatisticsFilter = {
  businessId: string;
  /** Tashkent calendar days 'YYYY-MM-DD', both included. */
  fromDay: string;
  toDay: string;
  salePointId: string | null;
  userId: string | null;
};

type Top = { id: string; amount: number } | null;

/** The key with the largest sum (ties to the smaller id, so that the answer is stable). */
function topOf(sums: Map<string, number>): Top {
  let best: Top = null;
  for (const [id, amount] of sums) {
    if (!best || amount > best.amount || (amount === best.amount && id < best.id)) best = { id, amount };
  }
  return best;
}

const add = (sums: Map<string, number>, key: string, amount: number) => sums.set(key, (sums.get(key) ?? 0) + amount);

/**
 * Totals and tops of the business's PAID payments created in the period (the time the server took them, like the
 * ledger's debit), optionally of one sale point and one user. The top employee is among EMPLOYEE users only.
 * One pass over the period's aggregate rows, grouped by merchant, user and sale point; the totals and the three tops
 * are read from those groups.
 */
/** The period's aggregate rows that hold paid payments, of the filter's sale point and user: what every figure counts. */
function paidDailySales(db: Executor, filter: StatisticsFilter) {
  let paid = db
    .selectFrom('daily_sales as ds')
    .where('ds.business_id', '=', filter.businessId)
    .where('ds.day', '>=', filter.fromDay)
    .where('ds.day', '<=', filter.toDay)
    // A row may only count the deposit's spending on a later day: it holds no paid payment.
    .where('ds.paid_count', '!=', 0);
  if (filter.salePointId) paid = paid.where('ds.sale_point_id', '=', filter.salePointId);
  if (filter.userId) paid = paid.where('ds.user_id', '=', filter.userId);
  return paid;
}

export async function businessStatistics(db: Executor, filter: StatisticsFilter) {
  const [groups, employees] = await Promise.all([
    paidDailySales(db, filter)
      .select([
        'ds.merchant_id',
        'ds.user_id',
        'ds.sale_point_id',
        sql<number>`sum(ds.paid_count)`.as('transactions'),
        sql<number>`sum(ds.paid_total)`.as('amount'),
        sql<number>`sum(ds.reward)`.as('reward'),
      ])
      .groupBy(['ds.merchant_id', 'ds.user_id', 'ds.sale_point_id'])
      .execute(),
    db.selectFrom('app_user').select('id').where('business_id', '=', filter.businessId).where('role', '=', 'EMPLOYEE').execute(),
  ]);

  const isEmployee = new Set(employees.map((row) => row.id));
  const total = { amount: 0, transactions: 0, reward: 0 };
  const byMerchant = new Map<string, number>();
  const byEmployee = new Map<string, number>();
  const bySalePoint = new Map<string, number>();
  for (const group of groups) {
    const amount = Number(group.amount);
    total.amount += amount;
    total.transactions += Number(group.transactions);
    total.reward += Number(group.reward);
    add(byMerchant, group.merchant_id, amount);
    add(bySalePoint, group.sale_point_id, amount);
    if (isEmployee.has(group.user_id)) add(byEmployee, group.user_id, amount);
  }
  return {
    total,
    top: { merchant: topOf(byMerchant), employee: filter.userId ? null : topOf(byEmployee), salePoint: topOf(bySalePoint) },
  };
}

/** The filters' own rows, so that a sale point or employee of another business is refused, not counted as zero. */
export function findSalePointIdOfBusiness(db: Executor, businessId: string, salePointId: string) {
  return db.selectFrom('sale_point').select('id').where('id', '=', salePointId).where('business_id', '=', businessId).executeTakeFirst();
}

export function findEmployeeIdOfBusiness(db: Executor, businessId: string, employeeId: string) {
  return db
    .selectFrom('app_user')
    .select('id')
    .where('id', '=', employeeId)
    .where('business_id', '=', businessId)
    .where('role', '=', 'EMPLOYEE')
    .executeTakeFirst();
}

/** What the answer shows of the period's top merchant, employee and sale point. */
export function topMerchant(db: Executor, id: string) {
  return db.selectFrom('merchant').select(['id', 'name_uz', 'name_ru', 'name_en', 'name_oz', 'image']).where('id', '=', id).executeTakeFirst();
}

export function topEmployee(db: Executor, id: string) {
  return db
    .selectFrom('app_user')
    .leftJoin('stored_file as photo', 'photo.id', 'app_user.image_id')
    .select(['app_user.id', 'app_user.first_name', 'app_user.last_name', 'app_user.phone', 'photo.id as photo_id', 'photo.guid', 'photo.extension', 'photo.deleted_at'])
    .where('app_user.id', '=', id)
    .executeTakeFirst();
}

export function topSalePoint(db: Executor, id: string) {
  return db.selectFrom('sale_point').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

/**
 * The statistics export's rows: the period's paid payments (as `businessStatistics` counts them) by Tashkent day,
 * sale point, cashier and service, with their names; oldest day first. A year is the aggregate's few thousand rows.
 */
export function dailySalesRows(db: Executor, filter: StatisticsFilter) {
  const paid = paidDailySales(db, filter)
    .innerJoin('sale_point as sp', 'sp.id', 'ds.sale_point_id')
    .innerJoin('app_user as u', 'u.id', 'ds.user_id')
    .innerJoin('merchant as m', 'm.id', 'ds.merchant_id');
  return paid
    .select([
      'ds.day',
      'sp.name as sale_point_name',
      'u.first_name',
      'u.last_name',
      'u.phone',
      'm.name_uz',
      'm.name_ru',
      'm.name_en',
      'm.name_oz',
      sql<number>`sum(ds.paid_count)`.as('transactions'),
      sql<number>`sum(ds.paid_total)`.as('amount'),
      sql<number>`sum(ds.reward)`.as('reward'),
    ])
    .groupBy(['ds.day', 'ds.sale_point_id', 'ds.user_id', 'ds.merchant_id', 'sp.name', 'u.first_name', 'u.last_name', 'u.phone'])
    .groupBy(['m.name_uz', 'm.name_ru', 'm.name_en', 'm.name_oz'])
    .orderBy('ds.day')
    .orderBy('sp.name')
    .orderBy('ds.user_id')
    .orderBy('m.name_ru')
    .execute();
}
