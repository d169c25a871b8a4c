import type { SalePoint } from '#shared/api/sale-points.ts';
import { useSignedIn } from '#client/lib/current-profile.ts';
import { useDeviceCollection, wholeTable } from '#client/lib/device-data.ts';
import { salePointKeys } from './keys.ts';
import { salePointIdOf } from './switch-path.ts';
import { fetchSalePoints, salePointsRequestWaiting, takeSalePointsRequest } from './early-sale-points.ts';
import { byCodeUnits } from '#shared/order.ts';

/** spec 02 §9: pickers sort by createdDate descending. */
const salePointsScope = wholeTable<SalePoint>('sale-points', (db) => db.salePoints, (a, b) =>
  byCodeUnits(b.createdDate, a.createdDate),
);

/** Every sale point the user may open, newest first, from the device's copy. */
export function useSalePoints() {
  const { profile } = useSignedIn();
  return useDeviceCollection({
    queryKey: salePointKeys.list(profile.role),
    scope: salePointsScope,
    fetch: (signal) => (takeSalePointsRequest() ?? fetchSalePoints(signal)).then((page) => page.content),
    refetchOnMount: () => (salePointsRequestWaiting() ? 'always' : true),
  });
}

/**
 * The sale point the path is in, when it is one of the user's: null at the business level and for an id the user
 * has no sale point of, so "sale point not found" shows the business's frame, not the menu of a point that is not
 * there. While the list loads the path's id stands.
 */
export function useCurrentSalePointId(pathname: string): string | null {
  const salePoints = useSalePoints();
  const id = salePointIdOf(pathname);
  if (id === null || !salePoints.data) return id;
  return salePoints.data.some((point) => point.id === id) ? id : null;
}
