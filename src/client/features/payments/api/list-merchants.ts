import { queryOptions, useQuery } from '@tanstack/react-query';
import { listMerchants } from '#shared/api/catalogue.ts';
import { MAX_PAGE_SIZE } from '#shared/api/paging.ts';
import { request } from '#client/lib/api.ts';
import { catalogueKeys } from '../keys.ts';

/** The whole catalogue in one page, by position; the workspace filters it locally (search, category, status). */
export const merchantsQueryOptions = queryOptions({
  queryKey: catalogueKeys.merchants(),
  queryFn: ({ signal }) =>
    request(listMerchants, {
      signal,
      body: { perPage: MAX_PAGE_SIZE, page: 0, sort: { name: 'position', direction: 'asc' }, search: [] },
    }).then((page) => page.content),
  staleTime: 5 * 60_000,
});

export function useMerchants() {
  return useQuery(merchantsQueryOptions);
}
