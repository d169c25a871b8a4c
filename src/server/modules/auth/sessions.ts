// Sessions (DESIGN §4): a rotating refresh token bound to a device row, and a short-lived access token naming it.
// A device row stands for one browser: ACTIVE while it is signed in or trusted; trusted ones skip the code.
import type { SignedIn } from '#shared/api/auth.ts';
import crypto from 'node:crypto';
import { uuidv7 } from 'uuidv7';
import { AppError } from '../../http/app-error.ts';
import { signAccessToken } from '../../http/auth.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/database.ts';
import { findDeviceByToken, insertDevice, updateDevice } from '../devices/devices.repository.ts';
import { findSessionByTokenHash, findSessionDevice, insertRefreshToken, revokeDeviceSessions, revokeSession } from './auth.repository.ts';
import { hashToken, randomToken } from './secrets.ts';
import { deleteDeviceSubscriptions } from '../notifications/notifications.repository.ts';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * A refresh token presented again within this long after its rotation answers the pair it was rotated to (issue 14
 * item 5): an answer lost in transit, or parallel tabs refreshing at once, must not end every session of the device.
 * Presented later, it is a replay and still revokes them.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

/** The refresh token a rotation hands out, derived from the rotated one with a server key, so that a retry within
 * the grace gets the same token back although only hashes are stored. */
const successorOf = (ctx: AppContext, refreshToken: string) =>
  crypto.createHmac('sha256', ctx.otpKey).update(`refresh-rotation\n${refreshToken}`).digest('base64url');

async function newRefreshToken(ctx: AppContext, tx: Tx, userId: string, deviceId: string, refreshToken = randomToken()) {
  const sessionId = uuidv7();
  const now = ctx.clock.now();
  await insertRefreshToken(tx, {
    id: sessionId,
    user_id: userId,
    device_id: deviceId,
    token_hash: hashToken(refreshToken),
    expires_at: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS).toISOString(),
    revoked_at: null,
    created_at: now.toISOString(),
  });
  const accessToken = await signAccessToken(ctx, { userId, deviceId, sessionId });
  return { accessToken, refreshToken };
}

/** Signs a user in on this browser: reuses its device row when the device token is this user's, else makes one. */
export async function startSession(
  ctx: AppContext,
  tx: Tx,
  request: { userId: string; deviceToken: string | null; trusted: boolean; userAgent: string },
): Promise<SignedIn> {
  const now = ctx.clock.now().toISOString();
  const known = request.deviceToken ? await findDeviceByToken(tx, request.userId, hashToken(request.deviceToken)) : undefined;
  let deviceId: string;
  let deviceToken: string;
  if (known && request.deviceToken) {
    deviceId = known.id;
    deviceToken = request.deviceToken;
    await updateDevice(tx, known.id, {
      status: 'ACTIVE',
      trusted: request.trusted || (known.trusted === 1 && known.status === 'ACTIVE') ? 1 : 0,
      user_agent: request.userAgent,
      last_sign_at: now,
      modified_at: now,
    });
  } else {
    deviceId = uuidv7();
    deviceToken = randomToken();
    await insertDevice(tx, {
      id: deviceId,
      user_id: request.userId,
      token_hash: hashToken(deviceToken),
      token_hint: deviceToken.slice(-6),
      user_agent: request.userAgent,
      trusted: request.trusted ? 1 : 0,
      status: 'ACTIVE',
      last_sign_at: now,
      created_at: now,
      modified_at: now,
    });
  }
  return { auth: await newRefreshToken(ctx, tx, request.userId, deviceId), deviceToken };
}

/**
 * Rotates a refresh token. Presented again within the grace, a rotated token answers the same new pair while that
 * session lives; presented later (or after a logout), it revokes every session of its device.
 */
export async function rotateSession(ctx: AppContext, refreshToken: string) {
  const now = ctx.clock.now();
  const rotated = await ctx.db.transaction().execute(async (tx) => {
    const session = await findSessionByTokenHash(tx, hashToken(refreshToken));
    if (!session) throw new AppError(401, 'refresh_token_is_invalid');
    const successor = successorOf(ctx, refreshToken);
    if (!session.revoked_at) {
      if (session.expires_at < now.toISOString() || session.status !== 'ACTIVE') {
        throw new AppError(401, 'refresh_token_is_invalid');
      }
      // Only the request that revokes the token rotates it; a parallel one with the same token (PostgreSQL re-checks
      // `revoked_at is null` after the first commits) answers the first one's pair through the grace below.
      if (await revokeSession(tx, session.id, now)) return newRefreshToken(ctx, tx, session.user_id, session.device_id, successor);
    }
    const revokedAt = session.revoked_at ? new Date(session.revoked_at).getTime() : now.getTime();
    if (now.getTime() - revokedAt <= REFRESH_REUSE_GRACE_MS) {
      const next = await findSessionByTokenHash(tx, hashToken(successor));
      if (next && !next.revoked_at && next.status === 'ACTIVE' && next.expires_at >= now.toISOString()) {
        const accessToken = await signAccessToken(ctx, { userId: next.user_id, deviceId: next.device_id, sessionId: next.id });
        return { accessToken, refreshToken: successor };
      }
    }
    await revokeDeviceSessions(tx, session.device_id, now);
    return null;
  });
  ctx.liveSessions.forget();
  return rotated;
}

/** Logout: ends the session; an untrusted device then leaves the device list. */
export async function endSession(ctx: AppContext, sessionId: string): Promise<void> {
  await ctx.db.transaction().execute(async (tx) => {
    const session = await findSessionDevice(tx, sessionId);
    if (!session) return;
    await revokeSession(tx, sessionId, ctx.clock.now());
    // Signed out, the device is told nothing more (issue 21): its push subscription ends with the session.
    await deleteDeviceSubscriptions(tx, session.device_id);
    if (session.trusted !== 1) {
      await updateDevice(tx, session.device_id, { status: 'INACTIVE', modified_at: ctx.clock.now().toISOString() });
    }
  });
  ctx.liveSessions.forget();
}
