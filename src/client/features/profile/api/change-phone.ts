import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '#shared/api/contract.ts';
import { OTP_RESEND_SECONDS } from '#shared/api/auth.ts';
import { changePhone } from '#shared/api/profile.ts';
import { request } from '#client/lib/api.ts';
import { askForCode } from '#client/lib/use-countdown.ts';

/** The code to the new phone, or the one sent to it within the last 60 s (asked again after a reopen or a reload). */
export function requestPhoneChange(body: BodyOf<typeof changePhone>) {
  return askForCode(`phone-change:${body.phone}`, OTP_RESEND_SECONDS, () => request(changePhone, { body }));
}

export function useRequestPhoneChange() {
  return useMutation({ mutationFn: requestPhoneChange });
}
