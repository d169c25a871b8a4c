// Kysely access to sale points and their employee assignments; every function takes `db` or a transaction first.
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { SalePointTable } from './sale-points.table.ts';

export function findSalePointOfBusiness(
  db: Executor,
  businessId: string,
  salePointId: string,
): Promise<SalePointTable | undefined> {
  return db
    .selectFrom('sale_point')
    .selectAll()
    .where('id', '=', salePointId)
    .where('business_id', '=', businessId)
    .executeTakeFirst();
}

export async function isAssigned(db: Executor, salePointId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('sale_point_employee')
    .select('sale_point_id')
    .where('sale_point_id', '=', salePointId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The sale points of a business; with `assignedTo`, only those that employee is assigned to. */
export function salePointsOfBusiness(db: Executor, businessId: string, assignedTo: string | null) {
  const query = db.selectFrom('sale_point').selectAll().where('business_id', '=', businessId);
  if (assignedTo === null) return query;
  return query.where(
    'id',
    'in',
    db.selectFrom('sale_point_employee').select('sale_point_id').where('user_id', '=', assignedTo),
  );
}

export async function insertSalePoint(db: Executor, row: Insertable<SalePointTable>): Promise<void> {
  await db.insertInto('sale_point').values(row).execute();
}

export async function updateSalePointRow(db: Executor, id: string, changes: Updateable<SalePointTable>): Promise<void> {
  await db.updateTable('sale_point').set(changes).where('id', '=', id).execute();
}

/** Makes `userIds` exactly the employees assigned to the sale point. */
export async function replaceAssignments(db: Executor, salePointId: string, userIds: string[]): Promise<void> {
  await db.deleteFrom('sale_point_employee').where('sale_point_id', '=', salePointId).execute();
  if (userIds.length === 0) return;
  await db
    .insertInto('sale_point_employee')
    .values(userIds.map((userId) => ({ sale_point_id: salePointId, user_id: userId })))
    .execute();
}

/** Count and sum of `total` of the PAID invoices created between two ISO instants (inclusive), per sale point. */
export async function paidStatsBySalePoint(
  db: Executor,
  salePointIds: string[],
  period: { from: string; to: string },
): Promise<Map<string, { count: number; sum: number }>> {
  if (salePointIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('invoice')
    .select([
      'sale_point_id',
      sql<number>`count(*)`.as('count'),
      sql<number>`coalesce(sum(total), 0)`.as('sum'),
    ])
    .where('sale_point_id', 'in', salePointIds)
    .where('status', '=', 'PAID')
    .where('created_at', '>=', period.from)
    .where('created_at', '<=', period.to)
    .groupBy('sale_point_id')
    .execute();
  return new Map(rows.map((row) => [row.sale_point_id, { count: Number(row.count), sum: Number(row.sum) }]));
}
