import { listCategories, type Category } from '#shared/api/catalogue.ts';
import { MAX_PAGE_SIZE } from '#shared/api/paging.ts';
import { request } from '#client/lib/api.ts';
import { useDeviceCollection, wholeTable } from '#client/lib/device-data.ts';
import { catalogueKeys } from '#client/lib/query-keys.ts';

const categoriesScope = wholeTable<Category>('categories', (db) => db.categories, (a, b) => a.position - b.position);

/** spec 02 §2: active categories only, ordered by position, from the device's copy. */
export function useCategories() {
  return useDeviceCollection({
    queryKey: catalogueKeys.categories(),
    scope: categoriesScope,
    fetch: (signal) =>
      request(listCategories, {
        signal,
        body: {
          perPage: MAX_PAGE_SIZE,
          page: 0,
          sort: { name: 'position', direction: 'asc' },
          search: [{ key: 'status', operation: '=', value: 'ACTIVE' }],
        },
      }).then((page) => page.content.filter((category) => category.status === 'ACTIVE')),
    staleTime: 5 * 60_000,
  });
}
