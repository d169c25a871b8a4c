// Sign-in calls are plain fetchers: the sign-in route stays free of the mutation machinery (bundle budget, issue 2).
import { OTP_RESEND_SECONDS, requestOtp } from '#shared/api/auth.ts';
import type { BodyOf } from '#shared/api/contract.ts';
import { request } from '#client/lib/api.ts';
import { askForCode } from '#client/lib/use-countdown.ts';

/** The sign-in code (also recovery's: the server throttles both as one), or the one sent within the last 60 s. */
export function sendCode(body: BodyOf<typeof requestOtp>) {
  return askForCode(`sign-in:${body.phone}`, OTP_RESEND_SECONDS, () => request(requestOtp, { body }));
}
