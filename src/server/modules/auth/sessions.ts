// Sessions (DESIGN §4): a rotating refresh token bound to a device row, and a short-lived access token naming it.
// A device row stands for one browser: ACTIVE while it is signed in or trusted; trusted ones skip the code.
import type { SignedIn } from '#shared/api/auth.ts';
import crypto from 'node:crypto';
import { uuidv7 } from 'uuidv7';
import { AppError } from '../../http/app-error.ts';
import { signAccessToken } from '../../http/auth.ts';
import type { AppContext } from '../../context.ts';
import type { Executor, Tx } from '../../db/database.ts';
import { hashToken, randomToken } from './secrets.ts';

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
  await tx
    .insertInto('refresh_token')
    .values({
      id: sessionId,
      user_id: userId,
      device_id: deviceId,
      token_hash: hashToken(refreshToken),
      expires_at: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS).toISOString(),
      revoked_at: null,
      created_at: now.toISOString(),
    })
    .execute();
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
  const known = request.deviceToken
    ? await tx
        .selectFrom('device')
        .selectAll()
        .where('token_hash', '=', hashToken(request.deviceToken))
        .where('user_id', '=', request.userId)
        .executeTakeFirst()
    : undefined;
  let deviceId: string;
  let deviceToken: string;
  if (known && request.deviceToken) {
    deviceId = known.id;
    deviceToken = request.deviceToken;
    await tx
      .updateTable('device')
      .set({
        status: 'ACTIVE',
        trusted: request.trusted || (known.trusted === 1 && known.status === 'ACTIVE') ? 1 : 0,
        user_agent: request.userAgent,
        last_sign_at: now,
        modified_at: now,
      })
      .where('id', '=', known.id)
      .execute();
  } else {
    deviceId = uuidv7();
    deviceToken = randomToken();
    await tx
      .insertInto('device')
      .values({
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
      })
      .execute();
  }
  return { auth: await newRefreshToken(ctx, tx, request.userId, deviceId), deviceToken };
}

type SessionRow = { id: string; user_id: string; device_id: string; revoked_at: string | null; expires_at: string; status: string };

function findSession(tx: Tx, tokenHash: string): Promise<SessionRow | undefined> {
  return tx
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

/**
 * Rotates a refresh token. Presented again within the grace, a rotated token answers the same new pair while that
 * session lives; presented later (or after a logout), it revokes every session of its device.
 */
export async function rotateSession(ctx: AppContext, refreshToken: string) {
  const now = ctx.clock.now();
  const rotated = await ctx.db.transaction().execute(async (tx) => {
    const session = await findSession(tx, hashToken(refreshToken));
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
      const next = await findSession(tx, hashToken(successor));
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

export async function revokeDeviceSessions(db: Executor, deviceId: string, at: Date): Promise<void> {
  await db
    .updateTable('refresh_token')
    .set({ revoked_at: at.toISOString() })
    .where('device_id', '=', deviceId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Logout: ends the session; an untrusted device then leaves the device list. */
export async function endSession(ctx: AppContext, sessionId: string): Promise<void> {
  await ctx.db.transaction().execute(async (tx) => {
    const session = await tx
      .selectFrom('refresh_token')
      .innerJoin('device', 'device.id', 'refresh_token.device_id')
      .select(['refresh_token.device_id', 'device.trusted'])
      .where('refresh_token.id', '=', sessionId)
      .executeTakeFirst();
    if (!session) return;
    await revokeSession(tx, sessionId, ctx.clock.now());
    if (session.trusted !== 1) {
      await tx
        .updateTable('device')
        .set({ status: 'INACTIVE', modified_at: ctx.clock.now().toISOString() })
        .where('id', '=', session.device_id)
        .execute();
    }
  });
  ctx.liveSessions.forget();
}
