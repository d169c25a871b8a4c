import { queryOptions, useQuery } from '@tanstack/react-query';
import { listMerchantRegions, listMerchantSubRegions, type MerchantRegion } from '#shared/api/catalogue.ts';
import { request } from '#client/lib/api.ts';
import { catalogueKeys } from '#client/lib/query-keys.ts';

const byPosition = (regions: MerchantRegion[]) => [...regions].sort((a, b) => a.position - b.position);

export const merchantRegionsQueryOptions = (merchantId: string) =>
  queryOptions({
    queryKey: catalogueKeys.regions(merchantId),
    queryFn: ({ signal }) => request(listMerchantRegions, { signal, params: { merchantId } }).then(byPosition),
    staleTime: 30 * 60_000,
  });

export const merchantSubRegionsQueryOptions = (merchantId: string, regionId: string) =>
  queryOptions({
    queryKey: catalogueKeys.subRegions(merchantId, regionId),
    queryFn: ({ signal }) => request(listMerchantSubRegions, { signal, params: { merchantId, regionId } }).then(byPosition),
    staleTime: 30 * 60_000,
  });

export function useMerchantRegions(merchantId: string, enabled: boolean) {
  return useQuery({ ...merchantRegionsQueryOptions(merchantId), enabled });
}

/** Asked for only once a region is chosen (the district-style rule of spec 02 §5). */
export function useMerchantSubRegions(merchantId: string, regionId: string | null, enabled: boolean) {
  return useQuery({ ...merchantSubRegionsQueryOptions(merchantId, regionId ?? ''), enabled: enabled && !!regionId });
}
