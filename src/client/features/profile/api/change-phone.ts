import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '#shared/api/contract.ts';
import { changePhone } from '#shared/api/profile.ts';
import { request } from '#client/lib/api.ts';

export function requestPhoneChange(body: BodyOf<typeof changePhone>) {
  return request(changePhone, { body });
}

export function useRequestPhoneChange() {
  return useMutation({ mutationFn: requestPhoneChange });
}
