// spec 01 §3 Profile: the user, its photo, its business and the system flags the client routes by.
import type { Profile } from '#shared/api/profile.ts';
import type { Role } from '#shared/enums.ts';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../context.ts';
import { describeBusiness } from '../business/business.view.ts';
import { findFile, downloadUrl } from '../files/files.repository.ts';
import { isTechModeOn } from '../settings/settings.service.ts';
import { findUserByEmail, findUserById, findUserByPhone, updateUser } from '../users/users.repository.ts';
import { hashPin, verifyPin } from '../users/pin.ts';
import { requireUser } from '../users/users.service.ts';
import { checkCode, consumeChallenge, sendCode } from '../auth/otp.service.ts';
import { PHONE_COUNTRY_CODE } from '#shared/phone.ts';

export async function loadProfile(ctx: AppContext, userId: string): Promise<Profile> {
  const user = await requireUser(ctx.db, userId);
  const image = user.image_id ? await ctx.db.selectFrom('stored_file').selectAll().where('id', '=', user.image_id).executeTakeFirst() : undefined;
  const business = user.business_id
    ? await ctx.db.selectFrom('business').selectAll().where('id', '=', user.business_id).executeTakeFirst()
    : undefined;
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
    // Agreements arrive with the contract issue; until then there is nothing to sign.
    documents: { existsNotSignedAgreement: false, existsExpiredAgreement: false },
    business: business ? await describeBusiness(ctx.db, business) : null,
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

export async function changePin(ctx: AppContext, userId: string, oldPin: string, newPin: string): Promise<void> {
  const user = await findUserById(ctx.db, userId);
  if (!user?.pin_hash || !(await verifyPin(user.pin_hash, oldPin))) throw new AppError(400, 'old_password_is_incorrect');
  await updateUser(ctx.db, userId, { pin_hash: await hashPin(newPin), pin_changed_at: ctx.clock.now().toISOString() });
}

/** spec 01 §4 phone change, first step: the code goes to the new phone. */
export async function requestPhoneChange(ctx: AppContext, userId: string, localPhone: string) {
  const phone = PHONE_COUNTRY_CODE + localPhone;
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
  await ctx.db.transaction().execute(async (tx) => {
    await consumeChallenge(tx, challenge.id, ctx.clock.now());
    await updateUser(tx, userId, { phone: challenge.phone });
  });
  return loadProfile(ctx, userId);
}
