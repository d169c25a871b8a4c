import { useMutation } from '@tanstack/react-query';
import { getMobileInfo } from '#shared/api/catalogue.ts';
import type { BodyOf } from '#shared/api/contract.ts';
import { request } from '#client/lib/api.ts';

/** The operator of a phone number and its monthly commission tiers (MOBILE flow, info step). */
export function fetchMobileInfo(body: BodyOf<typeof getMobileInfo>) {
  return request(getMobileInfo, { body });
}

export function useMobileInfo() {
  return useMutation({ mutationFn: fetchMobileInfo, networkMode: 'always' });
}
