// Sign-in, registration and PIN recovery (spec 01 §2.3–2.5, §4), as chains of code and confirm-token steps.
import type { OtpRequested, SignedIn } from '#shared/api/auth.ts';
import { uuidv7 } from 'uuidv7';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/database.ts';
import { findBusiness } from '../business/business.repository.ts';
import { findDeviceByToken } from '../devices/devices.repository.ts';
import { findUserById, findUserByPhone, insertUser, updateUser } from '../users/users.repository.ts';
import { hashPin, requireStrongPin } from '../users/pin.ts';
import { checkPin } from '../users/users.service.ts';
import type { UserTable } from '../../db/tables/users.ts';
import type { OtpChallengeTable } from '../../db/tables/auth.ts';
import { checkCode, confirmedChallenge, consumeChallenge, issueConfirmToken, sendCode, skipCode } from './otp.service.ts';
import { hashToken } from './secrets.ts';
import { startSession } from './sessions.ts';

async function existingUser(ctx: AppContext, phone: string): Promise<UserTable> {
  const user = await findUserByPhone(ctx.db, phone);
  if (!user) throw new AppError(404, 'user_with_this_phone_not_found');
  // An employee the owner deactivated is told so before any code is sent (issue 11).
  if (user.role === 'EMPLOYEE' && !user.active) throw new AppError(403, 'employee_is_inactive');
  return user;
}

export async function checkPhone(ctx: AppContext, phone: string) {
  const user = await existingUser(ctx, phone);
  return { phone, isPinCodeExists: user.pin_hash !== null };
}

/** Sign-in and recovery: a trusted device skips the code, otherwise one is sent. */
export async function requestLoginCode(
  ctx: AppContext,
  request: { phone: string; deviceToken?: string | null },
): Promise<OtpRequested> {
  const user = await existingUser(ctx, request.phone);
  if (request.deviceToken) {
    const device = await findDeviceByToken(ctx.db, user.id, hashToken(request.deviceToken));
    if (device?.trusted === 1 && device.status === 'ACTIVE') {
      const token = await skipCode(ctx, { phone: user.phone, userId: user.id, deviceToken: request.deviceToken });
      return { confirmable: false, token, phone: user.phone };
    }
  }
  const token = await sendCode(
    ctx,
    { purpose: 'login', phone: user.phone, userId: user.id, deviceToken: request.deviceToken },
    'you_can_receive_an_sms_code_once_every_60_seconds',
  );
  return { confirmable: true, token, phone: user.phone };
}

export async function requestSignUpCode(ctx: AppContext, phone: string, clientAddress: string): Promise<OtpRequested> {
  if (await findUserByPhone(ctx.db, phone)) throw new AppError(409, 'phone_is_exists');
  const token = await sendCode(ctx, { purpose: 'sign_up', phone, userId: null, clientAddress }, 'otp_get_every_60_seconds');
  return { confirmable: true, token, phone };
}

export async function confirmCode(ctx: AppContext, request: { otpToken: string; otp: string; trusted: boolean }) {
  const challenge = await checkCode(ctx, request.otpToken, request.otp, ['login', 'sign_up']);
  const confirmToken = await issueConfirmToken(ctx, challenge.id, request.trusted);
  const user = challenge.user_id ? await findUserById(ctx.db, challenge.user_id) : undefined;
  return { confirmToken, hasBusines: Boolean(user?.business_id) };
}

/** Ends a confirmed chain: uses the confirm token up and opens a session on this browser. */
async function finishSignIn(
  ctx: AppContext,
  tx: Tx,
  challenge: OtpChallengeTable,
  userId: string,
  userAgent: string,
): Promise<SignedIn> {
  await consumeChallenge(tx, challenge.id, ctx.clock.now());
  return startSession(ctx, tx, {
    userId,
    deviceToken: challenge.device_token,
    trusted: challenge.trusted === 1,
    userAgent,
  });
}

async function userOf(ctx: AppContext, challenge: OtpChallengeTable): Promise<UserTable> {
  const user = challenge.user_id ? await findUserById(ctx.db, challenge.user_id) : undefined;
  if (!user || !user.active) throw new AppError(404, 'user_with_this_phone_not_found');
  return user;
}

export async function enterPin(
  ctx: AppContext,
  request: { confirmToken: string; password: string; userAgent: string },
): Promise<SignedIn> {
  const challenge = await confirmedChallenge(ctx, request.confirmToken, ['login']);
  const user = await userOf(ctx, challenge);
  await checkPin(ctx, user, request.password, 'username_or_password_wrong');
  return ctx.db.transaction().execute((tx) => finishSignIn(ctx, tx, challenge, user.id, request.userAgent));
}

/** Registration's last step, or the first PIN of a user created without one (an employee). */
export async function setFirstPin(
  ctx: AppContext,
  request: { confirmToken: string; password: string; userAgent: string },
): Promise<SignedIn> {
  const challenge = await confirmedChallenge(ctx, request.confirmToken, ['login', 'sign_up']);
  requireStrongPin(request.password, challenge.phone);
  const pinHash = await hashPin(request.password);
  const now = ctx.clock.now().toISOString();
  if (challenge.purpose === 'sign_up') {
    return ctx.db.transaction().execute(async (tx) => {
      if (await findUserByPhone(tx, challenge.phone)) throw new AppError(409, 'phone_is_exists');
      const userId = uuidv7();
      await insertUser(tx, {
        id: userId,
        phone: challenge.phone,
        role: 'AGENT',
        agent_number: null,
        first_name: null,
        last_name: null,
        surname: null,
        email: null,
        image_id: null,
        pin_hash: pinHash,
        pin_changed_at: now,
        failed_pin_count: 0,
        locked_until: null,
        business_id: null,
        active: 1,
        created_at: now,
        modified_at: now,
      });
      return finishSignIn(ctx, tx, challenge, userId, request.userAgent);
    });
  }
  const user = await userOf(ctx, challenge);
  if (user.pin_hash) throw new AppError(409, 'employee_pin_already_set');
  return ctx.db.transaction().execute(async (tx) => {
    await updateUser(tx, user.id, { pin_hash: pinHash, pin_changed_at: now, failed_pin_count: 0, locked_until: null });
    return finishSignIn(ctx, tx, challenge, user.id, request.userAgent);
  });
}

/** Recovery (spec 01 §2.5): a user with a business proves it by tax number and contract number. */
export async function recoverPin(
  ctx: AppContext,
  request: {
    confirmToken: string;
    newPassword: string;
    identification: { taxNumber: string; businessNumber: string } | null;
    userAgent: string;
  },
): Promise<SignedIn> {
  const challenge = await confirmedChallenge(ctx, request.confirmToken, ['login']);
  const user = await userOf(ctx, challenge);
  if (request.identification) {
    const business = user.business_id
      ? await findBusiness(ctx.db, user.business_id)
      : undefined;
    const matches =
      business &&
      business.tax_number === request.identification.taxNumber &&
      business.contract_number === request.identification.businessNumber;
    if (!matches) throw new AppError(404, 'business_not_found');
  } else if (user.business_id) {
    // The short branch is only for users without a business; theirs must be identified.
    throw new AppError(403, 'access_denied');
  }
  requireStrongPin(request.newPassword, user.phone);
  const pinHash = await hashPin(request.newPassword);
  return ctx.db.transaction().execute(async (tx) => {
    await updateUser(tx, user.id, {
      pin_hash: pinHash,
      pin_changed_at: ctx.clock.now().toISOString(),
      failed_pin_count: 0,
      locked_until: null,
    });
    return finishSignIn(ctx, tx, challenge, user.id, request.userAgent);
  });
}
