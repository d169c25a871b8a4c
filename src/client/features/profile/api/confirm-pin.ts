import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '#shared/api/contract.ts';
import { confirmPin } from '#shared/api/profile.ts';
import { request } from '#client/lib/api.ts';

export function confirmPinForPhoneChange(body: BodyOf<typeof confirmPin>) {
  return request(confirmPin, { body });
}

/** The phone change's first step: the PIN again, answered by a token the next calls carry (issue 14 item 4). */
export function useConfirmPin() {
  return useMutation({ mutationFn: confirmPinForPhoneChange });
}
