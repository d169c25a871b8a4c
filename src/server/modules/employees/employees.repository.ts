// Kysely access to a business's employees (EMPLOYEE users) and their sale point assignments.
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/**
 * The EMPLOYEE users of a business with their photo, the business owner's agent number and two computed columns
 * the paged list filters on: `status` (ACTIVE for an active account) and `search_name` (names and phone).
 */
export function businessEmployees(db: Executor, businessId: string) {
  const listed = db
    .selectFrom('app_user as employee')
    .innerJoin('business', 'business.id', 'employee.business_id')
    .innerJoin('app_user as owner', 'owner.id', 'business.owner_id')
    .leftJoin('stored_file as photo', 'photo.id', 'employee.image_id')
    .select([
      'employee.id',
      'employee.first_name',
      'employee.last_name',
      'employee.surname',
      'employee.phone',
      'employee.pin_changed_at',
      'employee.created_at',
      'employee.modified_at',
      'owner.agent_number',
      'photo.id as photo_id',
      'photo.guid as photo_guid',
      'photo.extension as photo_extension',
      'photo.deleted_at as photo_deleted_at',
      sql<string>`case when employee.active = 1 then 'ACTIVE' else 'INACTIVE' end`.as('status'),
      sql<string>`coalesce(employee.first_name, '') || ' ' || coalesce(employee.last_name, '') || ' ' || coalesce(employee.surname, '') || ' ' || employee.phone`.as(
        'search_name',
      ),
    ])
    .where('employee.business_id', '=', businessId)
    .where('employee.role', '=', 'EMPLOYEE')
    .where('employee.deleted_at', 'is', null);
  return db.selectFrom(listed.as('listed')).selectAll();
}

/** Which of `userIds` are EMPLOYEE users of the business. */
export async function employeeIdsOfBusiness(db: Executor, businessId: string, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('app_user')
    .select('id')
    .where('business_id', '=', businessId)
    .where('role', '=', 'EMPLOYEE')
    .where('deleted_at', 'is', null)
    .where('id', 'in', userIds)
    .execute();
  return rows.map((row) => row.id);
}

/** The sale points each of `userIds` is assigned to, by sale point name. */
/** The ids of the employees assigned to a sale point, as a subquery. */
export function employeeIdsOfSalePoint(db: Executor, salePointId: string) {
  return db.selectFrom('sale_point_employee').select('user_id').where('sale_point_id', '=', salePointId);
}

export function assignmentsOfEmployees(db: Executor, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('sale_point_employee')
    .innerJoin('sale_point', 'sale_point.id', 'sale_point_employee.sale_point_id')
    .select(['sale_point_employee.user_id', 'sale_point.id as sale_point_id', 'sale_point.name'])
    .where('sale_point_employee.user_id', 'in', userIds)
    .orderBy('sale_point.name')
    .orderBy('sale_point.id')
    .execute();
}

/** The employees assigned to each of `salePointIds`, with their photos. */
export function employeesOfSalePoints(db: Executor, salePointIds: string[]) {
  if (salePointIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('sale_point_employee')
    .innerJoin('app_user as employee', 'employee.id', 'sale_point_employee.user_id')
    .leftJoin('stored_file as photo', 'photo.id', 'employee.image_id')
    .select([
      'sale_point_employee.sale_point_id',
      'employee.id',
      'employee.first_name',
      'employee.last_name',
      'employee.active',
      'photo.id as photo_id',
      'photo.guid as photo_guid',
      'photo.extension as photo_extension',
      'photo.deleted_at as photo_deleted_at',
    ])
    .where('sale_point_employee.sale_point_id', 'in', salePointIds)
    .orderBy('employee.last_name')
    .orderBy('employee.first_name')
    .orderBy('employee.id')
    .execute();
}

/** Makes `salePointIds` the sale points the employee works at. */
export async function replaceEmployeeAssignments(db: Executor, userId: string, salePointIds: string[]): Promise<void> {
  await db.deleteFrom('sale_point_employee').where('user_id', '=', userId).execute();
  if (salePointIds.length === 0) return;
  await db
    .insertInto('sale_point_employee')
    .values(salePointIds.map((salePointId) => ({ sale_point_id: salePointId, user_id: userId })))
    .execute();
}

/** Which of `salePointIds` belong to the business. */
export async function salePointIdsOfBusiness(db: Executor, businessId: string, salePointIds: string[]): Promise<string[]> {
  if (salePointIds.length === 0) return [];
  const rows = await db
    .selectFrom('sale_point')
    .select('id')
    .where('business_id', '=', businessId)
    .where('id', 'in', salePointIds)
    .execute();
  return rows.map((row) => row.id);
}

/** The sum of `total` of each user's PAID invoices created between two ISO instants (inclusive). */
export async function paidSumByUser(db: Executor, userIds: string[], period: { from: string; to: string }): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('invoice')
    .select(['user_id', sql<number>`coalesce(sum(total), 0)`.as('sum')])
    .where('user_id', 'in', userIds)
    .where('status', '=', 'PAID')
    .where('created_at', '>=', period.from)
    .where('created_at', '<=', period.to)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((row) => [row.user_id, Number(row.sum)]));
}
