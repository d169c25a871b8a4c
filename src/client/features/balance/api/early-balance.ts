// The balance asked for by a signed-in start on the workspace's address, beside the profile (issue 12): the top bar's
// first fetch of it takes that answer instead of sending its request from React's effects after the first screen.
// Apart from get-balance.ts, which needs the query library.
import { getBalance } from '#shared/api/balance.ts';
import type { AnswerOf } from '#shared/api/contract.ts';
import { request } from '#client/lib/api.ts';
import { startEarlyRequest, takeEarlyRequest } from '#client/lib/early-requests.ts';

const EARLY_BALANCE = 'balance';

export function fetchBalance(signal?: AbortSignal) {
  return request(getBalance, { signal });
}

export function startBalanceRequest(): void {
  startEarlyRequest(EARLY_BALANCE, () => fetchBalance());
}

export function takeBalanceRequest(): Promise<AnswerOf<typeof getBalance>> | null {
  return takeEarlyRequest(EARLY_BALANCE);
}
