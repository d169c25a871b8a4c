// Kysely access to staff users, their sessions and the audit trail (issue 15); `db` or a transaction first.
import { PIN_MAX_FAILURES } from '../users/pin.ts';
import type { Executor } from '../../db/database.ts';
import type { StaffAuditTable, StaffSessionTable, StaffUserTable } from '../../db/tables/staff-accounts.ts';

export function staffUserRows(db: Executor) {
  return db.selectFrom('staff_user').selectAll().orderBy('login').execute();
}

export function findStaffUser(db: Executor, id: string) {
  return db.selectFrom('staff_user').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findStaffUserByLogin(db: Executor, login: string) {
  return db.selectFrom('staff_user').selectAll().where('login', '=', login).executeTakeFirst();
}

/** Inserts a staff user unless its login is taken; answers whether it did. */
export async function insertStaffUser(db: Executor, row: StaffUserTable): Promise<boolean> {
  const inserted = await db.insertInto('staff_user').values(row).onConflict((oc) => oc.column('login').doNothing()).returning('id').executeTakeFirst();
  return inserted !== undefined;
}

export async function updateStaffUserRow(db: Executor, id: string, changes: Partial<Omit<StaffUserTable, 'id'>>): Promise<void> {
  await db.updateTable('staff_user').set(changes).where('id', '=', id).execute();
}

/** Counts a sign-in attempt unless the user is locked; answers the failures so far, or null while locked. */
export async function takeSignInAttempt(db: Executor, id: string, now: string): Promise<number | null> {
  const row = await db
    .updateTable('staff_user')
    .set((eb) => ({ failed_count: eb('failed_count', '+', 1) }))
    .where('id', '=', id)
    .where('failed_count', '<', PIN_MAX_FAILURES)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .returning('failed_count')
    .executeTakeFirst();
  return row ? Number(row.failed_count) : null;
}

/**
 * A successful sign-in: clears the failures and takes the TOTP step, unless a parallel sign-in took this step or a
 * later one first; answers whether it did.
 */
export async function acceptSignIn(db: Executor, id: string, step: number): Promise<boolean> {
  const taken = await db
    .updateTable('staff_user')
    .set({ failed_count: 0, locked_until: null, totp_last_step: step })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

export async function insertStaffSession(db: Executor, row: StaffSessionTable): Promise<void> {
  await db.insertInto('staff_session').values(row).execute();
}

export type StaffSessionRow = StaffUserTable & { session_id: string; revoked_at: string | null; expires_at: string };

/** The session of a refresh token's hash, with its user. */
export function findStaffSessionByTokenHash(db: Executor, tokenHash: string): Promise<StaffSessionRow | undefined> {
  return db
    .selectFrom('staff_session as s')
    .innerJoin('staff_user as u', 'u.id', 's.staff_user_id')
    .selectAll('u')
    .select(['s.id as session_id', 's.revoked_at', 's.expires_at'])
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** The user of a session that is not revoked, when the user is active. */
export function activeUserOfSession(db: Executor, sessionId: string, staffUserId: string) {
  return db
    .selectFrom('staff_session as s')
    .innerJoin('staff_user as u', 'u.id', 's.staff_user_id')
    .selectAll('u')
    .where('s.id', '=', sessionId)
    .where('s.staff_user_id', '=', staffUserId)
    .where('s.revoked_at', 'is', null)
    .where('u.status', '=', 'ACTIVE')
    .executeTakeFirst();
}

/** Revokes one session unless it is revoked already; answers whether it did. */
export async function revokeStaffSession(db: Executor, sessionId: string, at: Date): Promise<boolean> {
  const revoked = await db
    .updateTable('staff_session')
    .set({ revoked_at: at.toISOString() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(revoked.numUpdatedRows) === 1;
}

export async function revokeStaffSessions(db: Executor, staffUserId: string, at: Date): Promise<void> {
  await db.updateTable('staff_session').set({ revoked_at: at.toISOString() }).where('staff_user_id', '=', staffUserId).where('revoked_at', 'is', null).execute();
}

export async function insertAuditRow(db: Executor, row: StaffAuditTable): Promise<void> {
  await db.insertInto('staff_audit').values(row).execute();
}

/** The fields after the newest audited action of this kind on an object, or undefined when there is none. */
export function latestAuditOf(db: Executor, object: { objectType: string; objectId: string; action: string }) {
  return db
    .selectFrom('staff_audit')
    .select('after_json')
    .where('object_type', '=', object.objectType)
    .where('object_id', '=', object.objectId)
    .where('action', '=', object.action)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export type AuditRowFilter = {
  staffUserId?: string;
  action?: string;
  objectType?: string;
  objectId?: string;
  /** ISO, inclusive. */
  from?: string;
  /** ISO, exclusive. */
  to?: string;
  page: number;
  perPage: number;
};

/** One page of the audit, newest first, with the count of every match; each filter has an index holding the order (migration 0015). */
export async function auditRows(db: Executor, filter: AuditRowFilter) {
  let query = db.selectFrom('staff_audit as a');
  if (filter.staffUserId) query = query.where('a.staff_user_id', '=', filter.staffUserId);
  if (filter.action) query = query.where('a.action', '=', filter.action);
  if (filter.objectType) query = query.where('a.object_type', '=', filter.objectType);
  if (filter.objectId) query = query.where('a.object_id', '=', filter.objectId);
  if (filter.from !== undefined) query = query.where('a.at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('a.at', '<', filter.to);
  const [{ count }] = (await query.select((eb) => eb.fn.countAll<number>().as('count')).execute()) as [{ count: number }];
  const rows = await query
    .innerJoin('staff_user as u', 'u.id', 'a.staff_user_id')
    .select(['a.id', 'a.at', 'a.action', 'a.object_type', 'a.object_id', 'a.before_json', 'a.after_json', 'a.ip', 'u.id as user_id', 'u.login', 'u.name', 'u.role'])
    .orderBy('a.at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(filter.perPage)
    .offset(filter.page * filter.perPage)
    .execute();
  return { count: Number(count), rows };
}
