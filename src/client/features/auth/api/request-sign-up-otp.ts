// Sign-in calls are plain fetchers: the sign-in route stays free of the mutation machinery (bundle budget, issue 2).
import { OTP_RESEND_SECONDS, requestSignUpOtp } from '#shared/api/auth.ts';
import type { BodyOf } from '#shared/api/contract.ts';
import { request } from '#client/lib/api.ts';
import { askForCode } from '#client/lib/use-countdown.ts';

/** The sign-up code, or the one sent within the last 60 s. */
export function sendSignUpCode(body: BodyOf<typeof requestSignUpOtp>) {
  return askForCode(`sign-up:${body.phone}`, OTP_RESEND_SECONDS, () => request(requestSignUpOtp, { body }));
}
