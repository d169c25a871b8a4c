import { listMerchants, type Merchant } from '#shared/api/catalogue.ts';
import { MAX_PAGE_SIZE } from '#shared/api/paging.ts';
import { request } from '#client/lib/api.ts';
import { useDeviceCollection, wholeTable } from '#client/lib/device-data.ts';
import { catalogueKeys } from './query-keys.ts';

const merchantsScope = wholeTable<Merchant>('merchants', (db) => db.merchants, (a, b) => a.position - b.position);

/** The whole catalogue, by position, from the device's copy; the workspace filters it locally (search, category, status). */
export function useMerchants() {
  return useDeviceCollection({
    queryKey: catalogueKeys.merchants(),
    scope: merchantsScope,
    fetch: (signal) =>
      request(listMerchants, {
        signal,
        body: { perPage: MAX_PAGE_SIZE, page: 0, sort: { name: 'position', direction: 'asc' }, search: [] },
      }).then((page) => page.content),
    staleTime: 5 * 60_000,
  });
}
