// Kysely access to shifts (issue 24 item 2); every function takes `db` or a transaction first. A shift's payments
// are read from the invoices by who took them, where and when (payment_date): nothing is written on the payment path.
// payment_date is never after created_at, so `created_at >= opened_at` narrows the search on invoice_sale_point_idx.
import { sql, type ExpressionBuilder, type Insertable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { prepared } from '../../db/prepared.ts';
import type { Database } from '../../db/schema.ts';
import type { ShiftTable } from '../../db/tables/shifts.ts';

/** Statuses whose payments' cash stays in the drawer (shared/shift-report.ts). */
const IN_DRAWER = ['PAID', 'PENDING'];

export async function insertShift(db: Executor, row: Insertable<ShiftTable>): Promise<void> {
  await db.insertInto('shift').values(row).execute();
}

/** The cashier's open shift at the sale point (at most one: shift_one_open_idx). */
export async function findOpenShift(db: Executor, userId: string, salePointId: string): Promise<ShiftTable | undefined> {
  return db
    .selectFrom('shift')
    .selectAll()
    .where('user_id', '=', userId)
    .where('sale_point_id', '=', salePointId)
    .where('status', '=', 'OPEN')
    .executeTakeFirst();
}

/** Closes the shift if it is still open; answers whether it did (a concurrent close did not). */
export async function closeShiftRow(
  db: Executor,
  id: string,
  values: { counted_cash: number; comment: string | null; closed_at: string; modified_at: string },
): Promise<boolean> {
  const result = await db.updateTable('shift').set({ ...values, status: 'CLOSED' }).where('id', '=', id).where('status', '=', 'OPEN').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The cash a shift's payments brought into the drawer, as a correlated subquery of the `s` shift row. */
function cashTaken(eb: ExpressionBuilder<Database & { s: ShiftTable }, 's'>) {
  return eb
    .selectFrom('invoice as i')
    .select(sql<number>`coalesce(sum(i.total), 0)`.as('cash'))
    .whereRef('i.user_id', '=', 's.user_id')
    .whereRef('i.sale_point_id', '=', 's.sale_point_id')
    .where('i.status', 'in', IN_DRAWER)
    .whereRef('i.created_at', '>=', 's.opened_at')
    .whereRef('i.payment_date', '>=', 's.opened_at')
    .where((inner) => inner.or([inner('s.closed_at', 'is', null), inner('i.payment_date', '<', inner.ref('s.closed_at'))]));
}

/**
 * A business's shifts as the list and the details answer them (`employeeId`: only that cashier's), with their
 * sale point's and cashier's names and the figures derived from their payments. Two derived tables, so the list's
 * filters and sorts (difference included) name plain columns on both dialects.
 */
export function shiftRows(db: Executor, businessId: string, employeeId: string | null) {
  let base = db
    .selectFrom('shift as s')
    .innerJoin('sale_point as sp', 'sp.id', 's.sale_point_id')
    .innerJoin('app_user as u', 'u.id', 's.user_id')
    .where('s.business_id', '=', businessId)
    .select([
      's.id',
      's.status',
      's.sale_point_id',
      's.user_id',
      's.opening_cash',
      's.counted_cash',
      's.comment',
      's.opened_at',
      's.closed_at',
      'sp.name as sale_point_name',
      'u.first_name',
      'u.last_name',
      'u.phone',
    ])
    .select((eb) => cashTaken(eb).as('cash_taken'));
  if (employeeId !== null) base = base.where('s.user_id', '=', employeeId);
  const figures = db
    .selectFrom(base.as('b'))
    .selectAll('b')
    .select([
      sql<number>`b.opening_cash + b.cash_taken`.as('expected_cash'),
      sql<number | null>`b.counted_cash - (b.opening_cash + b.cash_taken)`.as('difference'),
    ]);
  return db.selectFrom(figures.as('r')).selectAll('r');
}

export type ShiftRow = Awaited<ReturnType<ReturnType<typeof shiftRows>['execute']>>[number];

/** The payments a shift holds, as the report reads them. */
export async function shiftPayments(db: Executor, shift: Pick<ShiftTable, 'user_id' | 'sale_point_id' | 'opened_at' | 'closed_at'>) {
  let query = db
    .selectFrom('invoice as i')
    .innerJoin('merchant as m', 'm.id', 'i.merchant_id')
    .select(['i.merchant_id', 'i.status', 'i.amount', 'i.commission', 'i.total', 'i.reward', 'i.payment_date', 'i.created_at'])
    .select(['m.name_uz', 'm.name_ru', 'm.name_en', 'm.name_oz'])
    .where('i.user_id', '=', shift.user_id)
    .where('i.sale_point_id', '=', shift.sale_point_id)
    .where('i.created_at', '>=', shift.opened_at)
    .where('i.payment_date', '>=', shift.opened_at);
  if (shift.closed_at !== null) query = query.where('i.payment_date', '<', shift.closed_at);
  return query.execute();
}

/** Whether the business requires an open shift for a payment (no row: allowed). */
export async function findShiftSetting(db: Executor, businessId: string): Promise<boolean> {
  const row = await db.selectFrom('shift_setting').select('require_open_shift').where('business_id', '=', businessId).executeTakeFirst();
  return row?.require_open_shift === 1;
}

export async function saveShiftSetting(db: Executor, businessId: string, requireOpenShift: boolean, now: string): Promise<void> {
  const value = requireOpenShift ? 1 : 0;
  await db
    .insertInto('shift_setting')
    .values({ business_id: businessId, require_open_shift: value, modified_at: now })
    .onConflict((conflict) => conflict.column('business_id').doUpdateSet({ require_open_shift: value, modified_at: now }))
    .execute();
}

/**
 * Whether a payment taken at `at` (ISO) must be refused for want of a shift: the business requires an open shift and
 * the cashier had none open at that sale point at that time. One query, so an online payment pays one round trip.
 */
export async function lacksRequiredShift(db: Executor, payment: { businessId: string; userId: string; salePointId: string; at: string }): Promise<boolean> {
  return (await lacksRequiredShiftStatement(db, payment)).rows.length > 0;
}

const lacksRequiredShiftStatement = prepared((db, payment: { businessId: string; userId: string; salePointId: string; at: string }) =>
  db
    .selectFrom('shift_setting as ss')
    .select('ss.business_id')
    .where('ss.business_id', '=', payment.businessId)
    .where('ss.require_open_shift', '=', 1)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('shift as s')
            .select('s.id')
            .where('s.user_id', '=', payment.userId)
            .where('s.sale_point_id', '=', payment.salePointId)
            .where('s.opened_at', '<=', payment.at)
            .where((inner) => inner.or([inner('s.closed_at', 'is', null), inner('s.closed_at', '>', payment.at)])),
        ),
      ),
    ),
);
