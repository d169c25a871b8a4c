// Staff sign-in and sessions (issue 15 item 1), by the portal's rules: password (argon2id) and a TOTP code, the
// PIN lockout (PIN_MAX_FAILURES wrong tries lock for PIN_LOCK_MS, `pin_attempts_exceeded`), a short access JWT and a
// rotating refresh token with the same reuse grace (REFRESH_REUSE_GRACE_MS). A staff token is checked against its
// session row on every request: staff traffic is small, and a sign-out, block or role change ends it at once.
import crypto from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { StaffRole, StaffSession, StaffUser, StaffUserStatus } from '#shared/api/staff.ts';
import { uuidv7 } from 'uuidv7';
import type { AppContext } from '../../context.ts';
import type { Executor, Tx } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../http/auth.ts';
import { REFRESH_REUSE_GRACE_MS, REFRESH_TOKEN_TTL_MS } from '../auth/sessions.ts';
import { hashToken, randomToken } from '../auth/secrets.ts';
import { hashPin, PIN_LOCK_MS, PIN_MAX_FAILURES, verifyPin } from '../users/pin.ts';
import { recordAudit, type StaffActor } from './audit.ts';
import {
  acceptSignIn,
  activeUserOfSession,
  findStaffSessionByTokenHash,
  findStaffUser,
  findStaffUserByLogin,
  insertStaffSession,
  revokeStaffSession,
  revokeStaffSessions,
  takeSignInAttempt,
  updateStaffUserRow,
} from './staff-accounts.repository.ts';
import type { StaffUserTable } from '../../db/tables/staff-accounts.ts';
import { totpStep } from './totp.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'jwtKey' | 'otpKey'>;

/** Staff access tokens carry this audience: a portal token is never a staff one, nor the other way round. */
const STAFF_AUDIENCE = 'staff';

export function toStaffUser(row: StaffUserTable): StaffUser {
  return {
    id: row.id,
    login: row.login,
    name: row.name,
    role: row.role as StaffRole,
    status: row.status as StaffUserStatus,
    createdAt: row.created_at,
  };
}

async function signStaffAccessToken(ctx: Ctx, staffUserId: string, sessionId: string): Promise<string> {
  const now = Math.floor(ctx.clock.now().getTime() / 1000);
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(staffUserId)
    .setAudience(STAFF_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS)
    .sign(ctx.jwtKey);
}

const successorOf = (ctx: Ctx, refreshToken: string) =>
  crypto.createHmac('sha256', ctx.otpKey).update(`staff-refresh-rotation\n${refreshToken}`).digest('base64url');

async function newSession(ctx: Ctx, tx: Tx, user: StaffUserTable, refreshToken = randomToken()): Promise<StaffSession> {
  const id = uuidv7();
  const now = ctx.clock.now();
  await insertStaffSession(tx, {
    id,
    staff_user_id: user.id,
    token_hash: hashToken(refreshToken),
    expires_at: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS).toISOString(),
    revoked_at: null,
    created_at: now.toISOString(),
  });
  return { accessToken: await signStaffAccessToken(ctx, user.id, id), refreshToken, user: toStaffUser(user) };
}

const lockedError = (until: string | null) => new AppError(429, 'pin_attempts_exceeded', until ? { lockedUntil: until } : undefined);

let unknownLoginHash: Promise<string> | undefined;

/** Wrong login, password or code are one answer, so a guesser learns nothing about which one was wrong. */
export async function staffSignIn(ctx: Ctx, request: { login: string; password: string; code: string; ip: string | null }): Promise<StaffSession> {
  const user = await findStaffUserByLogin(ctx.db, request.login);
  if (!user || !user.password_hash || !user.totp_secret) {
    // As long as a wrong password takes, so that the time does not tell which logins exist.
    await verifyPin(await (unknownLoginHash ??= hashPin(randomToken())), request.password);
    throw new AppError(401, 'invalid_credentials');
  }
  const now = ctx.clock.now();
  const attempt = await takeSignInAttempt(ctx.db, user.id, now.toISOString());
  if (attempt === null) {
    const locked = await findStaffUser(ctx.db, user.id);
    throw lockedError(locked?.locked_until ?? null);
  }
  const step = (await verifyPin(user.password_hash, request.password)) ? totpStep(user.totp_secret, user.login, request.code, now) : null;
  // A code works once: its step must be later than the last one accepted.
  if (step === null || (user.totp_last_step !== null && step <= Number(user.totp_last_step))) {
    if (attempt < PIN_MAX_FAILURES) throw new AppError(401, 'invalid_credentials');
    const until = new Date(now.getTime() + PIN_LOCK_MS).toISOString();
    await updateStaffUserRow(ctx.db, user.id, { failed_count: 0, locked_until: until });
    throw lockedError(until);
  }
  if (user.status !== 'ACTIVE') throw new AppError(403, 'staff_user_blocked');
  return ctx.db.transaction().execute(async (tx) => {
    // A parallel sign-in with the same code took it first.
    if (!(await acceptSignIn(tx, user.id, step))) throw new AppError(401, 'invalid_credentials');
    await recordAudit(tx, { staffUserId: user.id, ip: request.ip }, { action: 'auth.sign-in', objectType: 'staff_user', objectId: user.id, before: null, after: null }, now);
    return newSession(ctx, tx, user);
  });
}

/**
 * Rotates a refresh token. Presented again within the grace, a rotated token answers the pair it was rotated to;
 * later, it is a replay and ends every session of its user.
 */
export async function staffRefresh(ctx: Ctx, refreshToken: string): Promise<StaffSession> {
  const now = ctx.clock.now();
  const rotated = await ctx.db.transaction().execute(async (tx) => {
    const session = await findStaffSessionByTokenHash(tx, hashToken(refreshToken));
    if (!session) throw new AppError(401, 'refresh_token_is_invalid');
    const successor = successorOf(ctx, refreshToken);
    if (!session.revoked_at) {
      if (session.expires_at < now.toISOString() || session.status !== 'ACTIVE') throw new AppError(401, 'refresh_token_is_invalid');
      if (await revokeStaffSession(tx, session.session_id, now)) return newSession(ctx, tx, session, successor);
    }
    const revokedAt = session.revoked_at ? new Date(session.revoked_at).getTime() : now.getTime();
    if (now.getTime() - revokedAt <= REFRESH_REUSE_GRACE_MS) {
      const next = await findStaffSessionByTokenHash(tx, hashToken(successor));
      if (next && !next.revoked_at && next.status === 'ACTIVE' && next.expires_at >= now.toISOString()) {
        return { accessToken: await signStaffAccessToken(ctx, next.id, next.session_id), refreshToken: successor, user: toStaffUser(next) };
      }
    }
    await revokeStaffSessions(tx, session.id, now);
    return null;
  });
  if (!rotated) throw new AppError(401, 'refresh_token_is_invalid');
  return rotated;
}

/** Who a staff request acts as: its user, and its session (none for STAFF_TOKEN). */
export type StaffPrincipal = { user: StaffUser; sessionId: string | null };

/** The principal of a staff access token whose session lives and whose user is active, or null. */
export async function staffPrincipal(ctx: Ctx, token: string): Promise<StaffPrincipal | null> {
  let userId: string;
  let sessionId: string;
  try {
    const { payload } = await jwtVerify(token, ctx.jwtKey, { algorithms: ['HS256'], audience: STAFF_AUDIENCE, currentDate: ctx.clock.now() });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    userId = payload.sub;
    sessionId = payload.sid;
  } catch {
    return null;
  }
  const row = await activeUserOfSession(ctx.db, sessionId, userId);
  return row ? { user: toStaffUser(row), sessionId } : null;
}

export async function serviceAccount(db: Executor, id: string): Promise<StaffPrincipal> {
  const row = await findStaffUser(db, id);
  if (!row) throw new Error(`the service staff account ${id} is missing`);
  return { user: toStaffUser(row), sessionId: null };
}

export async function staffSignOut(ctx: Ctx, principal: StaffPrincipal, actor: StaffActor): Promise<void> {
  const { sessionId } = principal;
  if (!sessionId) return;
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (tx) => {
    await revokeStaffSession(tx, sessionId, now);
    await recordAudit(tx, actor, { action: 'auth.sign-out', objectType: 'staff_user', objectId: principal.user.id, before: null, after: null }, now);
  });
}
