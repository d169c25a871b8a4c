import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listIncomes } from '#shared/api/deposit.ts';
import type { BodyOf } from '#shared/api/contract.ts';
import { request } from '#client/lib/api.ts';
import { depositKeys } from '../keys.ts';

export type IncomeListBody = BodyOf<typeof listIncomes>;

/** Deposit income entries (history and the partner tab); the previous page stays on screen while the next loads. */
export const incomesQueryOptions = (body: IncomeListBody) =>
  queryOptions({
    queryKey: depositKeys.incomes(body),
    queryFn: ({ signal }) => request(listIncomes, { body, signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useIncomes(body: IncomeListBody) {
  return useQuery(incomesQueryOptions(body));
}
