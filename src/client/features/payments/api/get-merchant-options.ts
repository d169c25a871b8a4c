import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMerchantOptions } from '#shared/api/catalogue.ts';
import { request } from '#client/lib/api.ts';
import { catalogueKeys } from '#client/lib/query-keys.ts';

/** The values of a service's `type` field (spec 02 §3 merchant type option). */
export const merchantOptionsQueryOptions = (merchantId: string) =>
  queryOptions({
    queryKey: catalogueKeys.options(merchantId),
    queryFn: ({ signal }) => request(getMerchantOptions, { signal, params: { merchantId } }),
    staleTime: 30 * 60_000,
  });

export function useMerchantOptions(merchantId: string, enabled: boolean) {
  return useQuery({ ...merchantOptionsQueryOptions(merchantId), enabled });
}
