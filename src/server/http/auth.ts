// Bearer access tokens (DESIGN §4): a short-lived JWT naming the user, the device and the refresh-token session.
// A token stops working at once when its session is revoked (logout, device removal, rotation) in this process,
// and within LIVE_SESSION_TTL_MS when another process revokes it.
import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { AppError } from './app-error.ts';
import type { AppContext, Auth, LiveSession } from '../context.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export async function signAccessToken(
  ctx: AppContext,
  claims: { userId: string; deviceId: string; sessionId: string },
): Promise<string> {
  const now = Math.floor(ctx.clock.now().getTime() / 1000);
  return new SignJWT({ did: claims.deviceId, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuedAt(now)
    .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS)
    .sign(ctx.jwtKey);
}

/** The claims of a valid, unexpired access token, or null. */
export async function verifyAccessToken(ctx: AppContext, token: string) {
  try {
    const { payload } = await jwtVerify(token, ctx.jwtKey, {
      algorithms: ['HS256'],
      currentDate: ctx.clock.now(),
    });
    if (typeof payload.sub !== 'string' || typeof payload.did !== 'string' || typeof payload.sid !== 'string' || payload.exp === undefined) {
      return null;
    }
    return { userId: payload.sub, deviceId: payload.did, sessionId: payload.sid, exp: payload.exp };
  } catch {
    return null;
  }
}

/** Whether two secrets are equal, in time independent of where they differ (hashed first: lengths may differ). */
export function sameSecret(a: string, b: string): boolean {
  const digest = (value: string) => crypto.createHash('sha256').update(value).digest();
  return crypto.timingSafeEqual(digest(a), digest(b));
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
}

// A pair is two requests with the same token, and a client makes many; checking the signature and the session row
// every time was a large part of a payment's cost. A token seen live is trusted for a second (AppContext.liveSessions):
// the app forgets every entry at once whenever it ends a session or changes who a user is, and another server
// process's change is seen within the second, the database staying the source of truth. Expiry is always checked.
export const LIVE_SESSION_TTL_MS = 1_000;
export const LIVE_SESSION_LIMIT = 10_000;

async function lookUpSession(ctx: AppContext, token: string): Promise<LiveSession | null> {
  const claims = await verifyAccessToken(ctx, token);
  const auth = claims ? await ctx.requestRules.findLiveSession(claims) : null;
  return claims && auth ? { auth, exp: claims.exp } : null;
}

/**
 * A token refused because the owner deactivated or deleted its employee says so (issue 11): the client ends the
 * session, and a payment its outbox sends is refused with that reason instead of waiting for a session that will
 * never come. The token's signature must still hold; its age does not matter (an offline device's token expired).
 */
async function endedUserCode(ctx: AppContext, token: string): Promise<'employee_is_inactive' | 'employee_is_deleted' | null> {
  let userId: string;
  try {
    const { payload } = await jwtVerify(token, ctx.jwtKey, {
      algorithms: ['HS256'],
      currentDate: ctx.clock.now(),
      clockTolerance: ENDED_TOKEN_TOLERANCE_SECONDS,
    });
    if (typeof payload.sub !== 'string') return null;
    userId = payload.sub;
  } catch {
    return null;
  }
  return ctx.requestRules.endedEmployeeCode(userId);
}
/** As long as a refresh token lives: an older access token cannot have a session behind it any more. */
const ENDED_TOKEN_TOLERANCE_SECONDS = 30 * 24 * 60 * 60;

export async function authenticate(
  ctx: AppContext,
  request: FastifyRequest,
  options: { required: boolean },
): Promise<Auth | null> {
  const token = bearerToken(request);
  const nowSeconds = Math.floor(ctx.clock.now().getTime() / 1000);
  const live = token ? await ctx.liveSessions.get(token, () => lookUpSession(ctx, token)) : null;
  // jose's rule: a token is expired from its `exp` second on.
  if (!live || live.exp <= nowSeconds) {
    if (options.required) throw new AppError(401, (token && (await endedUserCode(ctx, token))) || 'unauthorized');
    return null;
  }
  return live.auth;
}
