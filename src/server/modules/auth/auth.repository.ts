// Kysely access to sessions (refresh tokens), one-time codes and SMS sends; `db` or a transaction first.
import type { Insertable, Updateable } from 'kysely';
import type { Role } from '#shared/enums.ts';
import type { Auth } from '../../context.ts';
import type { Executor } from '../../db/database.ts';
import type { OtpChallengeTable, OtpPurpose, RefreshTokenTable, SmsSendTable } from '../../db/tables/auth.ts';

/** The session of an access token's claims while it is live: not revoked, on an active device, of an active user. */
export async function findLiveSession(db: Executor, claims: { userId: string; deviceId: string; sessionId: string }): Promise<Auth | null> {
  const row = await db
    .selectFrom('refresh_token as session')
    .innerJoin('app_user as user', 'user.id', 'session.user_id')
    .innerJoin('device', 'device.id', 'session.device_id')
    .select(['user.id', 'user.role', 'user.business_id', 'user.active'])
    .where('session.id', '=', claims.sessionId)
    .where('session.user_id', '=', claims.userId)
    .where('session.device_id', '=', claims.deviceId)
    .where('session.revoked_at', 'is', null)
    .where('device.status', '=', 'ACTIVE')
    .executeTakeFirst();
  if (!row || !row.active) return null;
  return { userId: row.id, role: row.role as Role, deviceId: claims.deviceId, sessionId: claims.sessionId, businessId: row.business_id };
}

export async function insertRefreshToken(db: Executor, row: Insertable<RefreshTokenTable>): Promise<void> {
  await db.insertInto('refresh_token').values(row).execute();
}

export type SessionRow = { id: string; user_id: string; device_id: string; revoked_at: string | null; expires_at: string; status: string };

/** The session of a refresh token's hash, with its device's status. */
export function findSessionByTokenHash(db: Executor, tokenHash: string): Promise<SessionRow | undefined> {
  return db
    .selectFrom('refresh_token')
    .innerJoin('device', 'device.id', 'refresh_token.device_id')
    .select([
      'refresh_token.id',
      'refresh_token.user_id',
      'refresh_token.device_id',
      'refresh_token.revoked_at',
      'refresh_token.expires_at',
      'device.status',
    ])
    .where('refresh_token.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** A session's device and whether that device is trusted. */
export function findSessionDevice(db: Executor, sessionId: string) {
  return db
    .selectFrom('refresh_token')
    .innerJoin('device', 'device.id', 'refresh_token.device_id')
    .select(['refresh_token.device_id', 'device.trusted'])
    .where('refresh_token.id', '=', sessionId)
    .executeTakeFirst();
}

/** Revokes a live session; answers whether this call revoked it. */
export async function revokeSession(db: Executor, sessionId: string, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('refresh_token')
    .set({ revoked_at: at.toISOString() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends every session of a user at once (DESIGN §4): its access tokens stop working on the next request. */
export async function revokeUserSessions(db: Executor, userId: string, at: Date): Promise<void> {
  await db
    .updateTable('refresh_token')
    .set({ revoked_at: at.toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeDeviceSessions(db: Executor, deviceId: string, at: Date): Promise<void> {
  await db
    .updateTable('refresh_token')
    .set({ revoked_at: at.toISOString() })
    .where('device_id', '=', deviceId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** A code challenge for this phone and purpose created after `since` (the resend rule). */
export function findRecentCodeChallenge(db: Executor, phone: string, purpose: OtpPurpose, since: string) {
  return db
    .selectFrom('otp_challenge')
    .select('id')
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .where('code_hash', 'is not', null)
    .where('created_at', '>', since)
    .executeTakeFirst();
}

export async function insertChallenge(db: Executor, row: OtpChallengeTable): Promise<void> {
  await db.insertInto('otp_challenge').values(row).execute();
}

export function findChallenge(db: Executor, id: string): Promise<OtpChallengeTable | undefined> {
  return db.selectFrom('otp_challenge').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findChallengeByConfirmToken(db: Executor, confirmTokenHash: string): Promise<OtpChallengeTable | undefined> {
  return db.selectFrom('otp_challenge').selectAll().where('confirm_token_hash', '=', confirmTokenHash).executeTakeFirst();
}

/** Takes one attempt in one statement, so parallel guesses cannot all read the same count; false when none is left. */
export async function takeChallengeAttempt(db: Executor, id: string, maxAttempts: number): Promise<boolean> {
  const taken = await db
    .updateTable('otp_challenge')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

export async function updateChallenge(db: Executor, id: string, changes: Updateable<OtpChallengeTable>): Promise<void> {
  await db.updateTable('otp_challenge').set(changes).where('id', '=', id).execute();
}

/** Marks a challenge used; false when it already was (a replayed or parallel request). */
export async function markChallengeConsumed(db: Executor, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('otp_challenge')
    .set({ consumed_at: at })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertSmsSend(db: Executor, row: SmsSendTable): Promise<void> {
  await db.insertInto('sms_send').values(row).execute();
}

/**
 * SMS sends after `since` to one phone, or of one purpose by one user, or the distinct phones one client address
 * asked sign-up codes for (issue 14 item 4's budgets).
 */
export async function countSmsSends(
  db: Executor,
  since: string,
  of: { phone: string } | { purpose: 'card'; userId: string } | { purpose: 'sign_up'; clientAddress: string },
): Promise<number> {
  let query = db.selectFrom('sms_send').where('created_at', '>', since);
  if ('phone' in of) query = query.where('phone', '=', of.phone);
  else if ('userId' in of) query = query.where('purpose', '=', of.purpose).where('user_id', '=', of.userId);
  else query = query.where('purpose', '=', of.purpose).where('client_address', '=', of.clientAddress);
  const distinctPhones = 'clientAddress' in of;
  const row = await query
    .select((eb) => (distinctPhones ? eb.fn.count('phone').distinct() : eb.fn.countAll()).as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteSmsSend(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('sms_send').where('id', '=', id).execute();
}

export async function deleteOldSmsSends(db: Executor, phone: string, until: string): Promise<void> {
  await db.deleteFrom('sms_send').where('phone', '=', phone).where('created_at', '<=', until).execute();
}
