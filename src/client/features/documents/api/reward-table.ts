// spec 03 §7 GET /v1/agent-merchant/list-for-reward: the merchants that pay the owner a reward, for the reward table.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listMerchantsForReward } from '#shared/api/catalogue.ts';
import { request } from '#client/lib/api.ts';
import { documentKeys } from '../keys.ts';

export const rewardTableQueryOptions = queryOptions({
  queryKey: documentKeys.rewardTable(),
  queryFn: ({ signal }) => request(listMerchantsForReward, { signal }),
  staleTime: 5 * 60_000,
});

export function useRewardTable() {
  return useQuery(rewardTableQueryOptions);
}
