import type { SalePoint } from '#shared/api/sale-points.ts';
import { MAX_PAGE_SIZE } from '#shared/api/paging.ts';
import { listSalePoints } from '#shared/api/sale-points.ts';
import { request } from '#client/lib/api.ts';
import { useSignedIn } from '#client/lib/current-profile.ts';
import { useDeviceCollection, wholeTable } from '#client/lib/device-data.ts';
import { salePointKeys } from '../keys.ts';

/** spec 02 §9: pickers sort by createdDate descending. */
const salePointsScope = wholeTable<SalePoint>('sale-points', (db) => db.salePoints, (a, b) =>
  b.createdDate.localeCompare(a.createdDate),
);

/** Every sale point the user may open, newest first, from the device's copy. */
export function useSalePoints() {
  const { profile } = useSignedIn();
  return useDeviceCollection({
    queryKey: salePointKeys.list(profile.role),
    scope: salePointsScope,
    fetch: (signal) =>
      request(listSalePoints, {
        signal,
        body: { perPage: MAX_PAGE_SIZE, page: 0, sort: { name: 'createdDate', direction: 'desc' }, search: [] },
      }).then((page) => page.content),
  });
}
