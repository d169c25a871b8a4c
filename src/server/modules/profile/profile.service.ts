// spec 01 §3 Profile: the user, its photo, its business and the system flags the client routes by.
import type { Profile } from '#shared/api/profile.ts';
import type { Role } from '#shared/enums.ts';
import { AppError } from '../../http/app-error.ts';
import type { AppContext, Auth } from '../../context.ts';
import { findBusiness } from '../business/business.repository.ts';
import { describeBusiness, employerView } from '../business/business.view.ts';
import { findFile, downloadUrl } from '../files/files.repository.ts';
import { isTechModeOn } from '../settings/settings.service.ts';
import { findUserByEmail, findUserByPhone, updateUser } from '../users/users.repository.ts';
import { hashPin, requireStrongPin } from '../users/pin.ts';
import { checkPin, requireUser } from '../users/users.service.ts';
import { requirePinConfirmation } from './pin-confirmation.ts';
import { checkCode, consumeChallenge, sendCode } from '../auth/otp.service.ts';
import { PHONE_COUNTRY_CODE } from '#shared/phone.ts';
import { agreementFlags } from '../agreements/agreements.service.ts';

export async function loadProfile(ctx: AppContext, userId: string): Promise<Profile> {
  const user = await requireUser(ctx.db, userId);
  const image = user.image_id ? await findFile(ctx.db, user.image_id) : undefined;
  const business = user.business_id
    ? await findBusiness(ctx.db, user.business_id)
    : undefined;
  const described = business ? await describeBusiness(ctx.db, business) : null;
  return {
    id: user.id,
    agentId: user.agent_number,
    firstName: user.first_name,
    lastName: user.last_name,
    surname: user.surname,
    image: image ? { id: image.id, url: downloadUrl(image), deleted: image.deleted_at !== null } : null,
    phone: user.phone,
    email: user.email,
    passwordChangeDate: user.pin_changed_at,
    techMode: await isTechModeOn(ctx.db),
    role: user.role as Role,
    status: user.active === 1,
    // spec 01 §2.1: an additional agreement waiting for the owner's signature, and one whose start date passed.
    documents: await agreementFlags(ctx.db, user.business_id, ctx.clock.now()),
    business: described && user.role === 'EMPLOYEE' ? employerView(described) : described,
  };
}

export async function updatePersonalData(
  ctx: AppContext,
  userId: string,
  form: { firstName: string; lastName: string; surname: string | null; email: string | null; imageId: string | null },
): Promise<Profile> {
  if (form.email) {
    const holder = await findUserByEmail(ctx.db, form.email);
    if (holder && holder.id !== userId) throw new AppError(409, 'email_is_exists');
  }
  if (form.imageId) {
    const file = await findFile(ctx.db, form.imageId);
    if (!file || (file.owner_id !== null && file.owner_id !== userId)) throw new AppError(404, 'file_not_found');
  }
  await updateUser(ctx.db, userId, {
    first_name: form.firstName,
    last_name: form.lastName,
    surname: form.surname,
    email: form.email,
    image_id: form.imageId,
  });
  return loadProfile(ctx, userId);
}

/** The old PIN counts toward the sign-in lockout: the PIN change is no way around it (issue 14 item 4). */
export async function changePin(ctx: AppContext, userId: string, oldPin: string, newPin: string): Promise<void> {
  const user = await requireUser(ctx.db, userId);
  await checkPin(ctx, user, oldPin, 'old_password_is_incorrect');
  requireStrongPin(newPin, user.phone);
  await updateUser(ctx.db, userId, { pin_hash: await hashPin(newPin), pin_changed_at: ctx.clock.now().toISOString() });
}

/** spec 01 §4 phone change, first step after the PIN confirmation: the code goes to the new phone. */
export async function requestPhoneChange(ctx: AppContext, auth: Auth, request: { phone: string; pinToken: string }) {
  await requirePinConfirmation(ctx, auth, request.pinToken);
  const userId = auth.userId;
  const phone = PHONE_COUNTRY_CODE + request.phone;
  const user = await requireUser(ctx.db, userId);
  if (user.phone === phone) throw new AppError(400, 'this_phone_number_is_already_assigned_to_your_account');
  if (await findUserByPhone(ctx.db, phone)) throw new AppError(409, 'phone_is_exists');
  const token = await sendCode(ctx, { purpose: 'change_phone', phone, userId }, 'otp_get_every_60_seconds');
  return { token };
}

export async function confirmPhoneChange(ctx: AppContext, userId: string, otpToken: string, otp: string) {
  const challenge = await checkCode(ctx, otpToken, otp, ['change_phone']);
  if (challenge.user_id !== userId) throw new AppError(400, 'otp_not_match');
  if (await findUserByPhone(ctx.db, challenge.phone)) throw new AppError(409, 'phone_is_exists');
  const { phone: oldPhone } = await requireUser(ctx.db, userId);
  await ctx.db.transaction().execute(async (tx) => {
    await consumeChallenge(tx, challenge.id, ctx.clock.now());
    await updateUser(tx, userId, { phone: challenge.phone });
  });
  // The old phone hears of it, so that an owner whose account was taken over knows at once (issue 14 item 4).
  await ctx.sms.send({ phone: oldPhone, text: phoneChangedText(challenge.phone) });
  return loadProfile(ctx, userId);
}

function phoneChangedText(newPhone: string): string {
  const masked = `+998 ** *** ** ${newPhone.slice(-2)}`;
  return (
    `Agent Portal: hisobingiz raqami ${masked} ga o'zgartirildi. Bu siz bo'lmasangiz, qo'llab-quvvatlash xizmatiga murojaat qiling. / ` +
    `Номер вашего аккаунта изменён на ${masked}. Если это были не вы, обратитесь в поддержку.`
  );
}
