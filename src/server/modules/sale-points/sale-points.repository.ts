// Kysely access to sale points and their employee assignments; every function takes `db` or a transaction first.
import type { Insertable, Updateable } from 'kysely';
import type { Auth } from '../../context.ts';
import type { Executor } from '../../db/database.ts';
import { cachedRow, tableChanged } from '../../db/row-cache.ts';
import type { SalePointTable } from '../../db/tables/sale-points.ts';

/** A business's sale point; from this process's memory outside a transaction (db/row-cache.ts). */
export async function findSalePointOfBusiness(
  db: Executor,
  businessId: string,
  salePointId: string,
): Promise<SalePointTable | undefined> {
  const row = await cachedRow(db, 'sale_point', salePointId, () =>
    db.selectFrom('sale_point').selectAll().where('id', '=', salePointId).executeTakeFirst(),
  );
  return row?.business_id === businessId ? row : undefined;
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

/**
 * The employee scope rule (DESIGN §4, spec 01 §2): an employee reaches only the sale points assigned to it. Their ids
 * as a subquery for `where(<sale point column>, 'in', ...)`, or null for an owner (its business's scope is enough).
 * Every list an employee may read (sale points, invoices, applications, statistics) narrows through this one rule.
 */
export function employeeSalePointIds(db: Executor, auth: Pick<Auth, 'role' | 'userId'>) {
  if (auth.role !== 'EMPLOYEE') return null;
  return db.selectFrom('sale_point_employee').select('sale_point_id').where('user_id', '=', auth.userId);
}

/** The sale points of a business the caller may see. */
export function salePointsOfBusiness(db: Executor, businessId: string, auth: Pick<Auth, 'role' | 'userId'>) {
  const query = db.selectFrom('sale_point').selectAll().where('business_id', '=', businessId);
  const assigned = employeeSalePointIds(db, auth);
  return assigned ? query.where('id', 'in', assigned) : query;
}

export async function insertSalePoint(db: Executor, row: Insertable<SalePointTable>): Promise<void> {
  await db.insertInto('sale_point').values(row).execute();
}

/** In a transaction, the caller calls `forgetRows(db, 'sale_point')` after the commit. */
export async function updateSalePointRow(db: Executor, id: string, changes: Updateable<SalePointTable>): Promise<void> {
  await db.updateTable('sale_point').set(changes).where('id', '=', id).execute();
  await tableChanged(db, 'sale_point');
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
