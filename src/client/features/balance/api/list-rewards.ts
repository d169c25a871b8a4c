import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listRewards } from '#shared/api/deposit.ts';
import type { BodyOf } from '#shared/api/contract.ts';
import { request } from '#client/lib/api.ts';
import { depositKeys } from '../keys.ts';

export type RewardListBody = BodyOf<typeof listRewards>;

/** The provider's rewards, one row per paid payment. */
export const rewardsQueryOptions = (body: RewardListBody) =>
  queryOptions({
    queryKey: depositKeys.rewards(body),
    queryFn: ({ signal }) => request(listRewards, { body, signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useRewards(body: RewardListBody) {
  return useQuery(rewardsQueryOptions(body));
}
