// Bearer access tokens (DESIGN §4): a short-lived JWT naming the user, the device and the refresh-token session.
// A token stops working at once when its session is revoked (logout, device removal, rotation) in this process,
// and within LIVE_SESSION_TTL_MS when another process revokes it.
import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import type { Role } from '#shared/enums.ts';
import { AppError } from './app-error.ts';
import type { AppContext } from '../context.ts';
import { endedEmployeeCode } from '../modules/users/users.service.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export type Auth = {
  userId: string;
  role: Role;
  deviceId: string;
  sessionId: string;
  businessId: string | null;
};

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
// every time was a large part of a payment's cost. A token seen live is trusted for a second: the app forgets every
// entry at once whenever it ends a session or changes who a user is (LiveSessions.forget), and another server
// process's change is seen within the second, the database staying the source of truth. Expiry is always checked.
const LIVE_SESSION_TTL_MS = 1_000;
const LIVE_SESSION_LIMIT = 10_000;
type LiveSession = { auth: Auth; exp: number; until: number };

/** The sessions one app saw live in the last second (AppContext.liveSessions). */
export class LiveSessions {
  private readonly entries = new Map<string, LiveSession>();
  /** Bumped by forget, so that a lookup that read the row before a revocation committed is not remembered. */
  private generation = 0;

  /** Drops every entry; call it after committing anything that ends a session or changes its user. */
  forget(): void {
    this.entries.clear();
    this.generation += 1;
  }

  /** The remembered session of `token`, or the one `lookUp` finds, remembered unless a forget came meanwhile. */
  async get(token: string, lookUp: () => Promise<LiveSession | null>): Promise<LiveSession | null> {
    const remembered = this.entries.get(token);
    if (remembered && remembered.until > Date.now()) return remembered;
    const seen = this.generation;
    const found = await lookUp();
    if (found && seen === this.generation) {
      if (this.entries.size >= LIVE_SESSION_LIMIT) this.entries.clear();
      this.entries.set(token, found);
    }
    return found;
  }
}

async function lookUpSession(ctx: AppContext, token: string): Promise<LiveSession | null> {
  const claims = await verifyAccessToken(ctx, token);
  const row = claims
    ? await ctx.db
        .selectFrom('refresh_token as session')
        .innerJoin('app_user as user', 'user.id', 'session.user_id')
        .innerJoin('device', 'device.id', 'session.device_id')
        .select(['user.id', 'user.role', 'user.business_id', 'user.active'])
        .where('session.id', '=', claims.sessionId)
        .where('session.user_id', '=', claims.userId)
        .where('session.device_id', '=', claims.deviceId)
        .where('session.revoked_at', 'is', null)
        .where('device.status', '=', 'ACTIVE')
        .executeTakeFirst()
    : undefined;
  if (!claims || !row || !row.active) return null;
  const auth = { userId: row.id, role: row.role as Role, deviceId: claims.deviceId, sessionId: claims.sessionId, businessId: row.business_id };
  return { auth, exp: claims.exp, until: Date.now() + LIVE_SESSION_TTL_MS };
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
  return endedEmployeeCode(ctx.db, userId);
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
