// spec 01 §7, authentication. Sign-in, registration and recovery are chains of these calls (spec 01 §2.3–2.5).
import * as v from 'valibot';
import { defineCall } from './contract.ts';
import { normalisePhone } from '../phone.ts';
import { exactDigits, minLength, requiredString } from '../validation.ts';

export const OTP_LENGTH = 6;
export const PIN_LENGTH = 6;
export const OTP_RESEND_SECONDS = 60;
export const BUSINESS_NUMBER_LENGTH = 4;

/** A phone as typed (9 local digits or 12 with 998), normalised to 998XXXXXXXXX. */
export const phoneField = v.pipe(
  v.string('required'),
  v.nonEmpty('required'),
  v.transform((input) => input.replace(/\D/g, '')),
  minLength(9),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const phone = normalisePhone(dataset.value);
    if (!phone) {
      addIssue({ message: 'invalid' });
      return NEVER;
    }
    return phone;
  }),
);

const token = requiredString();
export const signInPin = exactDigits(PIN_LENGTH);

export const authTokens = v.object({ accessToken: v.string(), refreshToken: v.string() });
export type AuthTokens = v.InferOutput<typeof authTokens>;

/** What a successful sign-in returns: the tokens and this browser's device token. */
export const signedIn = v.object({ auth: authTokens, deviceToken: v.string() });
export type SignedIn = v.InferOutput<typeof signedIn>;

export const checkPassword = defineCall({
  method: 'POST',
  path: '/v1/auth/check-password',
  public: true,
  duringTechMode: true,
  body: v.object({ phone: phoneField }),
  answer: v.object({ phone: v.string(), isPinCodeExists: v.boolean() }),
});

/** The answer of a code request: `confirmable` means a code was sent and `token` is the otpToken; otherwise the
 * device is trusted and `token` is already the confirmToken (spec 01 §4). */
export const otpRequested = v.object({ confirmable: v.boolean(), token: v.string(), phone: v.string() });
export type OtpRequested = v.InferOutput<typeof otpRequested>;

export const requestOtp = defineCall({
  method: 'POST',
  path: '/v1/otp',
  public: true,
  duringTechMode: true,
  body: v.object({ phone: phoneField, deviceToken: v.optional(v.nullable(v.string())) }),
  answer: otpRequested,
});

export const requestSignUpOtp = defineCall({
  method: 'POST',
  path: '/v1/otp/for-sign-up',
  public: true,
  duringTechMode: true,
  body: v.object({ phone: phoneField }),
  answer: otpRequested,
});

export const otpField = exactDigits(OTP_LENGTH);

export const confirmOtp = defineCall({
  method: 'POST',
  path: '/v1/otp/confirm-otp',
  public: true,
  duringTechMode: true,
  body: v.object({ otpToken: token, otp: otpField, trusted: v.optional(v.boolean(), false) }),
  // `hasBusines` is the spec's spelling (spec 01 §7).
  answer: v.object({ confirmToken: v.string(), hasBusines: v.boolean() }),
});

export const enterPassword = defineCall({
  method: 'POST',
  path: '/v1/otp/enter-password',
  public: true,
  duringTechMode: true,
  body: v.object({ confirmToken: token, password: signInPin }),
  answer: signedIn,
});

export const setPassword = defineCall({
  method: 'POST',
  path: '/v1/otp/set-password',
  public: true,
  duringTechMode: true,
  body: v.object({ confirmToken: token, password: signInPin }),
  answer: signedIn,
});

export const businessIdentification = v.object({
  taxNumber: v.pipe(v.string('required'), v.nonEmpty('required'), v.regex(/^\d*$/, 'digits'), minLength(9)),
  businessNumber: v.pipe(v.string('required'), v.nonEmpty('required'), v.regex(/^\d*$/, 'digits')),
});

export const changePassword = defineCall({
  method: 'POST',
  path: '/v1/otp/change-password',
  public: true,
  duringTechMode: true,
  body: v.object({
    confirmToken: token,
    newPassword: signInPin,
    ...businessIdentification.entries,
    hasBusiness: v.optional(v.boolean()),
  }),
  answer: signedIn,
});

export const changePasswordNotBusiness = defineCall({
  method: 'POST',
  path: '/v1/otp/change-password-not-business',
  public: true,
  duringTechMode: true,
  body: v.object({ confirmToken: token, newPassword: signInPin }),
  answer: signedIn,
});

export const refreshTokens = defineCall({
  method: 'POST',
  path: '/v1/auth/refresh',
  public: true,
  duringTechMode: true,
  body: v.object({ refreshToken: token }),
  answer: authTokens,
});

export const logout = defineCall({
  method: 'POST',
  path: '/v1/auth/logout',
  public: true,
  duringTechMode: true,
  body: v.object({ accessToken: v.optional(v.string()), refreshToken: v.optional(v.string()) }),
  answer: v.null(),
});
