import { queryOptions, useQuery } from '@tanstack/react-query';
import { BALANCE_REFETCH_MS, getRewardBalance } from '#shared/api/balance.ts';
import { request } from '#client/lib/api.ts';
import { balanceKeys } from '#client/lib/query-keys.ts';

/** spec 03 §7: the reward balance of the deposit menu, refetched every 60 s with the balance (paused when hidden). */
export const rewardBalanceQueryOptions = queryOptions({
  queryKey: balanceKeys.reward(),
  queryFn: ({ signal }) => request(getRewardBalance, { signal }),
  refetchInterval: BALANCE_REFETCH_MS,
  refetchIntervalInBackground: false,
  staleTime: 0,
});

export function useRewardBalance() {
  return useQuery(rewardBalanceQueryOptions);
}
