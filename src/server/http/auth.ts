// Bearer access tokens (DESIGN §4): a short-lived JWT naming the user, the device and the refresh-token session.
// A token stops working at once when its session is revoked (logout, device removal, rotation).
import type { FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import type { Role } from '#shared/enums.ts';
import { AppError } from './app-error.ts';
import type { AppContext } from '../context.ts';

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
    if (typeof payload.sub !== 'string' || typeof payload.did !== 'string' || typeof payload.sid !== 'string') {
      return null;
    }
    return { userId: payload.sub, deviceId: payload.did, sessionId: payload.sid };
  } catch {
    return null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
}

export async function authenticate(
  ctx: AppContext,
  request: FastifyRequest,
  options: { required: boolean },
): Promise<Auth | null> {
  const token = bearerToken(request);
  const claims = token ? await verifyAccessToken(ctx, token) : null;
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
  if (!claims || !row || !row.active) {
    if (options.required) throw new AppError(401, 'unauthorized');
    return null;
  }
  return {
    userId: row.id,
    role: row.role as Role,
    deviceId: claims.deviceId,
    sessionId: claims.sessionId,
    businessId: row.business_id,
  };
}
