import { queryOptions, useQuery } from '@tanstack/react-query';
import { listCategories } from '#shared/api/catalogue.ts';
import { MAX_PAGE_SIZE } from '#shared/api/paging.ts';
import { request } from '#client/lib/api.ts';
import { catalogueKeys } from '../keys.ts';

/** spec 02 §2: active categories only, ordered by position. */
export const categoriesQueryOptions = queryOptions({
  queryKey: catalogueKeys.categories(),
  queryFn: ({ signal }) =>
    request(listCategories, {
      signal,
      body: {
        perPage: MAX_PAGE_SIZE,
        page: 0,
        sort: { name: 'position', direction: 'asc' },
        search: [{ key: 'status', operation: '=', value: 'ACTIVE' }],
      },
    }).then((page) => page.content.filter((category) => category.status === 'ACTIVE').sort((a, b) => a.position - b.position)),
  staleTime: 5 * 60_000,
});

export function useCategories() {
  return useQuery(categoriesQueryOptions);
}
