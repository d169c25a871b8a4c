// A fresh PIN confirmation (issue 14 item 4): moving an account to another phone needs more than a stolen access
// token, so the phone change asks for the PIN first and its calls carry the short-lived token this answers. The
// token is signed like an access token but names its purpose and has no device claim, so neither passes for the
// other; it is bound to the session that confirmed the PIN.
import { jwtVerify, SignJWT } from 'jose';
import type { AppContext, Auth } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { checkPin, requireUser } from '../users/users.service.ts';

/** Long enough to type a new phone and wait for a resend of its code. */
export const PIN_CONFIRMATION_TTL_SECONDS = 10 * 60;
const PURPOSE = 'pin_confirmation';

export async function confirmPin(ctx: AppContext, auth: Auth, pin: string): Promise<{ token: string }> {
  const user = await requireUser(ctx.db, auth.userId);
  await checkPin(ctx, user, pin, 'old_password_is_incorrect');
  const now = Math.floor(ctx.clock.now().getTime() / 1000);
  const token = await new SignJWT({ pur: PURPOSE, sid: auth.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(auth.userId)
    .setIssuedAt(now)
    .setExpirationTime(now + PIN_CONFIRMATION_TTL_SECONDS)
    .sign(ctx.jwtKey);
  return { token };
}

/** Refuses unless `token` is this session's PIN confirmation and still fresh. */
export async function requirePinConfirmation(ctx: AppContext, auth: Auth, token: string): Promise<void> {
  try {
    const { payload } = await jwtVerify(token, ctx.jwtKey, { algorithms: ['HS256'], currentDate: ctx.clock.now() });
    if (payload.pur === PURPOSE && payload.sub === auth.userId && payload.sid === auth.sessionId) return;
  } catch {
    // expired, forged or not a token: refused below
  }
  throw new AppError(403, 'pin_confirmation_required');
}
