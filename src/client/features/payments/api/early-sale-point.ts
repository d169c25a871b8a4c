// The workspace's sale point asked for by a signed-in start on its address, beside the profile (issue 12): the
// workspace's first fetch of it takes that answer. Apart from get-sale-point.ts, which needs the query library.
import { getSalePoint, type SalePoint } from '#shared/api/sale-points.ts';
import { request } from '#client/lib/api.ts';
import { startEarlyRequest, takeEarlyRequest } from '#client/lib/early-requests.ts';

const earlyKey = (id: string) => `sale-point/${id}`;

export function startSalePointRequest(id: string): void {
  startEarlyRequest(earlyKey(id), () => request(getSalePoint, { params: { id } }));
}

export function takeSalePointRequest(id: string): Promise<SalePoint> | null {
  return takeEarlyRequest<SalePoint>(earlyKey(id));
}
