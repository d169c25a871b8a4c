// spec 01 §3 Profile and §7 profile calls.
import * as v from 'valibot';
import { defineCall } from './contract.ts';
import { BUSINESS_FORMS, BUSINESS_STATUSES, ROLES } from '../enums.ts';
import { exactDigits, MAX_NAME_LENGTH, minDigits, optionalText, requiredString } from '../validation.ts';
import { otpField } from './auth.ts';
import { region } from './settings.ts';

export const imageRef = v.object({ id: v.string(), url: v.string(), deleted: v.boolean() });

const trilingual = v.object({ uz: v.string(), ru: v.string(), en: v.string() });
const fileRef = v.object({ id: v.string(), url: v.string() });

/**
 * spec 01 §3 Business, as /profile and the business calls answer it (§2.8 /profile/business reads every field).
 * `pin` is the personal number of the INDIVIDUAL form only. `moderationComment` is the reason staff gave when they
 * sent the business back for correction: the waiting page shows it until the owner resubmits (POST /v1/business).
 */
export const business = v.object({
  id: v.string(),
  name: v.string(),
  form: v.nullable(v.picklist(BUSINESS_FORMS)),
  taxNumber: v.string(),
  pin: v.nullable(v.string()),
  director: v.nullable(v.string()),
  address: v.nullable(v.string()),
  region: v.nullable(region),
  district: v.nullable(region),
  account: v.nullable(v.string()),
  bankId: v.nullable(v.string()),
  bank: v.nullable(v.object({ name: trilingual, branch: trilingual })),
  logo: v.nullable(fileRef),
  passport: v.nullable(fileRef),
  license: v.nullable(fileRef),
  certificate: v.nullable(fileRef),
  contractNumber: v.nullable(v.string()),
  contractId: v.nullable(v.string()),
  hasSignature: v.boolean(),
  status: v.picklist(BUSINESS_STATUSES),
  moderationComment: v.nullable(v.string()),
});
export type Business = v.InferOutput<typeof business>;

export const profile = v.object({
  id: v.string(),
  agentId: v.nullable(v.string()),
  firstName: v.nullable(v.string()),
  lastName: v.nullable(v.string()),
  surname: v.nullable(v.string()),
  image: v.nullable(imageRef),
  phone: v.string(),
  email: v.nullable(v.string()),
  passwordChangeDate: v.nullable(v.string()),
  techMode: v.boolean(),
  role: v.picklist(ROLES),
  status: v.boolean(),
  documents: v.object({ existsNotSignedAgreement: v.boolean(), existsExpiredAgreement: v.boolean() }),
  business: v.nullable(business),
});
export type Profile = v.InferOutput<typeof profile>;

export const getProfile = defineCall({ method: 'GET', path: '/v1/profile', duringTechMode: true, answer: profile });

export const profileForm = v.object({
  firstName: requiredString(MAX_NAME_LENGTH),
  lastName: requiredString(MAX_NAME_LENGTH),
  surname: optionalText(MAX_NAME_LENGTH),
  email: v.pipe(
    optionalText(254),
    v.check((email) => email === null || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email), 'email'),
    // Addresses are unique regardless of case.
    v.transform((email) => email?.toLowerCase() ?? null),
  ),
  // An empty id is no file (issue 14 item 1: it reached the foreign key); null removes the photo.
  imageId: v.optional(v.nullable(requiredString(100)), null),
});
export type ProfileForm = v.InferInput<typeof profileForm>;

export const updateProfile = defineCall({
  method: 'POST',
  path: '/v1/profile',
  duringTechMode: true,
  body: profileForm,
  answer: profile,
});

/** The PIN change takes the spec's `{pinCodeOld, pinCode}` (spec 01 §7) and the portal's own field names. */
export const changeProfilePassword = defineCall({
  method: 'POST',
  path: '/v1/profile/change-password',
  duringTechMode: true,
  body: v.union([
    v.object({ oldPassword: minDigits(6), newPassword: minDigits(6) }),
    v.pipe(
      v.object({ pinCodeOld: minDigits(6), pinCode: minDigits(6) }),
      v.transform(({ pinCodeOld, pinCode }) => ({ oldPassword: pinCodeOld, newPassword: pinCode })),
    ),
  ]),
  answer: v.null(),
});

/** The PIN change form: the repeat must equal the new PIN (spec 01 §5). */
export const changePinForm = v.pipe(
  v.object({ oldPassword: minDigits(6), newPassword: minDigits(6), repeatPassword: minDigits(6) }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['repeatPassword']],
      (input) => input.newPassword === input.repeatPassword,
      'pin_mismatch',
    ),
    ['repeatPassword'],
  ),
);

/**
 * The phone change's first step (issue 14 item 4): the PIN, typed again, answers a token that the spec's two
 * phone-change calls carry for the next few minutes, so that an access token alone cannot move the account.
 */
export const confirmPin = defineCall({
  method: 'POST',
  path: '/v1/profile/confirm-pin',
  duringTechMode: true,
  body: v.object({ pinCode: minDigits(6) }),
  answer: v.object({ token: v.string() }),
});

export const changePhone = defineCall({
  method: 'PATCH',
  path: '/v1/profile/change-phone',
  duringTechMode: true,
  // spec 01 §5: the new phone is exactly the 9 local digits.
  body: v.object({ phone: exactDigits(9), pinToken: requiredString() }),
  answer: v.object({ token: v.string() }),
});

export const confirmChangePhone = defineCall({
  method: 'POST',
  path: '/v1/profile/confirm-change-phone',
  duringTechMode: true,
  body: v.object({ otpToken: requiredString(), otp: otpField }),
  answer: profile,
});
