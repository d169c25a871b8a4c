import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnerRewardSum } from '#shared/api/deposit.ts';
import { request } from '#client/lib/api.ts';
import { depositKeys } from '../keys.ts';

/** spec 03 §7 reward-sum-by-date: the partner's reward of a day (null: nothing posted for it yet). */
export const partnerRewardQueryOptions = (startDate: number, endDate: number) =>
  queryOptions({
    queryKey: depositKeys.partnerReward(startDate, endDate),
    queryFn: ({ signal }) => request(partnerRewardSum, { body: { startDate, endDate }, signal }),
    staleTime: 0,
  });

export function usePartnerReward(day: { start: number; end: number }, enabled: boolean) {
  return useQuery({ ...partnerRewardQueryOptions(day.start, day.end), enabled });
}
