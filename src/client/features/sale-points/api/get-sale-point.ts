import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '#shared/enums.ts';
import { getSalePoint } from '#shared/api/sale-points.ts';
import { request } from '#client/lib/api.ts';
import { useSignedIn } from '#client/lib/current-profile.ts';
import { salePointKeys } from '#client/lib/sale-points/keys.ts';

export function fetchSalePoint(id: string, signal?: AbortSignal) {
  return request(getSalePoint, { params: { id }, signal });
}

export const salePointQueryOptions = (role: Role, id: string) =>
  queryOptions({
    queryKey: salePointKeys.detail(role, id),
    queryFn: ({ signal }) => fetchSalePoint(id, signal),
  });

export function useSalePoint(id: string) {
  const { profile } = useSignedIn();
  return useQuery(salePointQueryOptions(profile.role, id));
}
