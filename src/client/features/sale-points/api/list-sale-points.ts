import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '#shared/enums.ts';
import { MAX_PAGE_SIZE } from '#shared/api/paging.ts';
import { listSalePoints } from '#shared/api/sale-points.ts';
import { request } from '#client/lib/api.ts';
import { useSignedIn } from '#client/lib/current-profile.ts';
import { salePointKeys } from '../keys.ts';

/** Every sale point the user may open, newest first (spec 02 §9: pickers sort by createdDate descending). */
export function fetchSalePoints(signal?: AbortSignal) {
  return request(listSalePoints, {
    signal,
    body: { perPage: MAX_PAGE_SIZE, page: 0, sort: { name: 'createdDate', direction: 'desc' }, search: [] },
  });
}

export const salePointsQueryOptions = (role: Role) =>
  queryOptions({
    queryKey: salePointKeys.list(role),
    queryFn: ({ signal }) => fetchSalePoints(signal),
    select: (page) => page.content,
  });

export function useSalePoints() {
  const { profile } = useSignedIn();
  return useQuery(salePointsQueryOptions(profile.role));
}
