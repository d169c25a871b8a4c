// The user's sale points asked for by a signed-in start on the workspace's address, beside the profile (issue 12):
// the top bar's first sync of them takes that answer instead of sending its request from React's effects after the
// first screen. Apart from list-sale-points.ts, which needs the query library and the device's copy.
import type { AnswerOf } from '#shared/api/contract.ts';
import { ALL_SALE_POINTS, listSalePoints } from '#shared/api/sale-points.ts';
import { request } from '#client/lib/api.ts';
import { hasEarlyRequest, startEarlyRequest, takeEarlyRequest } from '#client/lib/early-requests.ts';

const EARLY_SALE_POINTS = 'sale-points';

export function fetchSalePoints(signal?: AbortSignal) {
  return request(listSalePoints, { signal, body: ALL_SALE_POINTS });
}

export function startSalePointsRequest(): void {
  startEarlyRequest(EARLY_SALE_POINTS, () => fetchSalePoints());
}

export function takeSalePointsRequest(): Promise<AnswerOf<typeof listSalePoints>> | null {
  return takeEarlyRequest(EARLY_SALE_POINTS);
}

/** Whether an answer is waiting: the list then syncs on mount even when its last sync is recent, so the request is
 * not sent for nothing. */
export function salePointsRequestWaiting(): boolean {
  return hasEarlyRequest(EARLY_SALE_POINTS);
}
