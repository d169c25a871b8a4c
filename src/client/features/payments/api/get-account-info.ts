import { useMutation } from '@tanstack/react-query';
import { getAccountInfo } from '#shared/api/catalogue.ts';
import type { BodyOf } from '#shared/api/contract.ts';
import { request } from '#client/lib/api.ts';

/** The account lookup of the ACCOUNT flow, asked when the cashier moves to the payment step. */
export function fetchAccountInfo(body: BodyOf<typeof getAccountInfo>) {
  return request(getAccountInfo, { body });
}

export function useAccountInfo() {
  return useMutation({ mutationFn: fetchAccountInfo, networkMode: 'always' });
}
