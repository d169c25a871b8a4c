import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { rewardStats } from '#shared/api/deposit.ts';
import type { BodyOf } from '#shared/api/contract.ts';
import { request } from '#client/lib/api.ts';
import { depositKeys } from '../keys.ts';

export type RewardStatsBody = BodyOf<typeof rewardStats>;

/** spec 03 §7 stat-by-date: the summary cards of the rewards tab. */
export const rewardStatsQueryOptions = (body: RewardStatsBody) =>
  queryOptions({
    queryKey: depositKeys.rewardStats(body),
    queryFn: ({ signal }) => request(rewardStats, { body, signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useRewardStats(body: RewardStatsBody) {
  return useQuery(rewardStatsQueryOptions(body));
}
