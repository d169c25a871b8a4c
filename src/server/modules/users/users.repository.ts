import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { UserTable } from '../../db/tables/users.ts';

export function findUserByPhone(db: Executor, phone: string) {
  return db.selectFrom('app_user').selectAll().where('phone', '=', phone).executeTakeFirst();
}

export function findUserById(db: Executor, id: string) {
  return db.selectFrom('app_user').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByEmail(db: Executor, email: string) {
  return db.selectFrom('app_user').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function insertUser(db: Executor, user: Insertable<UserTable>): Promise<void> {
  await db.insertInto('app_user').values(user).execute();
}

export async function updateUser(db: Executor, id: string, changes: Updateable<UserTable>): Promise<void> {
  await db
    .updateTable('app_user')
    .set({ ...changes, modified_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

/**
 * Takes one PIN attempt before the PIN is checked, in one statement, so that parallel guesses cannot all pass the
 * lock: answers the attempt's number, or null while the account is locked or its attempts are all in flight.
 */
export async function takePinAttempt(db: Executor, id: string, now: string, max: number): Promise<number | null> {
  const row = await db
    .updateTable('app_user')
    .set((eb) => ({ failed_pin_count: eb('failed_pin_count', '+', 1) }))
    .where('id', '=', id)
    .where('failed_pin_count', '<', max)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .returning('failed_pin_count')
    .executeTakeFirst();
  return row ? Number(row.failed_pin_count) : null;
}

/** Gives a user without a business this one; false when it already has one (a second submit racing the first). */
export async function claimBusiness(db: Executor, userId: string, businessId: string, at: string): Promise<boolean> {
  const claimed = await db
    .updateTable('app_user')
    .set({ business_id: businessId, modified_at: at })
    .where('id', '=', userId)
    .where('business_id', 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}
