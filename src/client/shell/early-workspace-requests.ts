// What a signed-in start on the payment workspace's address asks for before the code that shows it has arrived (issue
// 12): the sale point its first screen shows, and the top bar's balance and sale points, which the shell would
// otherwise ask for from React's effects right after the first screen's commit. Each first fetch takes its answer.
import { startBalanceRequest } from '#client/features/balance/api/early-balance.ts';
import { startSalePointRequest } from '#client/features/payments/api/early-sale-point.ts';
import { startSalePointsRequest } from '#client/lib/sale-points/early-sale-points.ts';

export function startWorkspaceRequests(salePointId: string): void {
  startSalePointRequest(salePointId);
  startBalanceRequest();
  startSalePointsRequest();
}
