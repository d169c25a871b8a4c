import type { Role } from '#shared/enums.ts';
import type { Auth } from '../../context.ts';
import type { Executor } from '../../db/database.ts';

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
