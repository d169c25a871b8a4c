// One-time codes (DESIGN §4): 6 digits sent through the SMS provider, one request per phone and purpose each
// 60 s, a few attempts, a short life; a confirmed code yields a confirm token for the next step.
import type { ErrorCode } from '#shared/errors.ts';
import { OTP_LENGTH, OTP_RESEND_SECONDS } from '#shared/api/auth.ts';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/database.ts';
import {
  findChallenge,
  findChallengeByConfirmToken,
  findRecentCodeChallenge,
  insertChallenge,
  markChallengeConsumed,
  takeChallengeAttempt,
  updateChallenge,
} from './auth.repository.ts';
import type { OtpChallengeTable, OtpPurpose } from '../../db/tables/auth.ts';
import { takeSmsBudget } from './sms-budget.ts';
import { hashCode, hashToken, randomDigits, randomToken, sameHash } from './secrets.ts';

export const OTP_TTL_MS = 3 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
export const CONFIRM_TOKEN_TTL_MS = 10 * 60 * 1000;

const iso = (date: Date) => date.toISOString();
const later = (ctx: AppContext, ms: number) => iso(new Date(ctx.clock.now().getTime() + ms));

function smsText(code: string): string {
  return `Agent Portal: ${code} — kod / код. Hech kimga aytmang / Никому не сообщайте.`;
}

/** Creates a challenge and sends its code; refuses a second request for the same phone within 60 s. */
export async function sendCode(
  ctx: AppContext,
  request: { purpose: OtpPurpose; phone: string; userId: string | null; deviceToken?: string | null; clientAddress?: string },
  tooSoon: ErrorCode,
): Promise<string> {
  const since = new Date(ctx.clock.now().getTime() - OTP_RESEND_SECONDS * 1000);
  const recent = await findRecentCodeChallenge(ctx.db, request.phone, request.purpose, iso(since));
  if (recent) throw new AppError(429, tooSoon);
  await takeSmsBudget(ctx, request);

  const otpToken = randomToken();
  const id = hashToken(otpToken);
  const code = randomDigits(OTP_LENGTH);
  await insertChallenge(ctx.db, {
    id,
    purpose: request.purpose,
    phone: request.phone,
    user_id: request.userId,
    code_hash: hashCode(ctx.otpKey, id, code),
    attempts: 0,
    device_token: request.deviceToken ?? null,
    trusted: 0,
    expires_at: later(ctx, OTP_TTL_MS),
    confirm_token_hash: null,
    confirmed_at: null,
    confirm_expires_at: null,
    consumed_at: null,
    created_at: iso(ctx.clock.now()),
  });
  await ctx.sms.send({ phone: request.phone, text: smsText(code), code });
  return otpToken;
}

/** A trusted device skips the code: the challenge is born confirmed and its confirm token is returned. */
export async function skipCode(
  ctx: AppContext,
  request: { phone: string; userId: string; deviceToken: string },
): Promise<string> {
  const confirmToken = randomToken();
  const now = ctx.clock.now();
  await insertChallenge(ctx.db, {
    id: hashToken(randomToken()),
    purpose: 'login',
    phone: request.phone,
    user_id: request.userId,
    code_hash: null,
    attempts: 0,
    device_token: request.deviceToken,
    trusted: 1,
    expires_at: iso(now),
    confirm_token_hash: hashToken(confirmToken),
    confirmed_at: iso(now),
    confirm_expires_at: later(ctx, CONFIRM_TOKEN_TTL_MS),
    consumed_at: null,
    created_at: iso(now),
  });
  return confirmToken;
}

/** Checks a code against its challenge; every check uses one of its attempts. */
export async function checkCode(
  ctx: AppContext,
  otpToken: string,
  code: string,
  purposes: readonly OtpPurpose[],
): Promise<OtpChallengeTable> {
  const id = hashToken(otpToken);
  const challenge = await findChallenge(ctx.db, id);
  const used = challenge?.confirmed_at || challenge?.consumed_at;
  if (!challenge || !purposes.includes(challenge.purpose) || used || !challenge.code_hash) {
    throw new AppError(400, 'otp_not_match');
  }
  if (challenge.expires_at < iso(ctx.clock.now())) throw new AppError(400, 'otp_is_expired');
  // Take the attempt before comparing, in one statement: parallel guesses cannot all read the same count.
  if (!(await takeChallengeAttempt(ctx.db, id, OTP_MAX_ATTEMPTS))) throw new AppError(400, 'otp_is_expired');
  if (!sameHash(challenge.code_hash, hashCode(ctx.otpKey, id, code))) throw new AppError(400, 'otp_is_invalid');
  return challenge;
}

/** Marks a checked challenge confirmed and returns the confirm token for the following step. */
export async function issueConfirmToken(ctx: AppContext, challengeId: string, trusted: boolean): Promise<string> {
  const confirmToken = randomToken();
  await updateChallenge(ctx.db, challengeId, {
    confirmed_at: iso(ctx.clock.now()),
    confirm_token_hash: hashToken(confirmToken),
    confirm_expires_at: later(ctx, CONFIRM_TOKEN_TTL_MS),
    trusted: trusted ? 1 : 0,
  });
  return confirmToken;
}

/** The challenge behind a confirm token, still unused and in time. */
export async function confirmedChallenge(
  ctx: AppContext,
  confirmToken: string,
  purposes: readonly OtpPurpose[],
): Promise<OtpChallengeTable> {
  const challenge = await findChallengeByConfirmToken(ctx.db, hashToken(confirmToken));
  if (!challenge || !purposes.includes(challenge.purpose) || challenge.consumed_at) {
    throw new AppError(400, 'otp_not_match');
  }
  if (!challenge.confirm_expires_at || challenge.confirm_expires_at < iso(ctx.clock.now())) {
    throw new AppError(400, 'otp_time_was_expired');
  }
  return challenge;
}

/** Uses a confirm token up; a second use (a replayed or parallel request) is refused. */
export async function consumeChallenge(db: Executor, challengeId: string, at: Date): Promise<void> {
  if (!(await markChallengeConsumed(db, challengeId, iso(at)))) throw new AppError(400, 'otp_not_match');
}
