import { queryOptions, useQuery } from '@tanstack/react-query';
import { listCategories } from '#shared/api/catalogue.ts';
import { MAX_PAGE_SIZE } from '#shared/api/paging.ts';
import { request } from '#client/lib/api.ts';

/** The rewards tab's category filter: active categories by position, searched on the device (a few dozen). */
export const rewardCategoriesQueryOptions = queryOptions({
  // Under the deposit section's prefix (features/balance/keys.ts), where the rewards tab's other answers are.
  queryKey: ['deposit', 'categories'],
  queryFn: ({ signal }) =>
    request(listCategories, {
      signal,
      body: { perPage: MAX_PAGE_SIZE, page: 0, sort: { name: 'position', direction: 'asc' }, search: [{ key: 'status', operation: '=', value: 'ACTIVE' }] },
    }).then((page) => page.content),
  staleTime: 5 * 60_000,
});

export function useRewardCategories() {
  return useQuery(rewardCategoriesQueryOptions);
}
