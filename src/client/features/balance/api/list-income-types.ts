import { queryOptions, useQuery } from '@tanstack/react-query';
import { listIncomeTypes } from '#shared/api/deposit.ts';
import { request } from '#client/lib/api.ts';
import { depositKeys } from '../keys.ts';

/** spec 03 §7 type_all: the methods the history's method filter offers. */
export const incomeTypesQueryOptions = queryOptions({
  queryKey: depositKeys.incomeTypes(),
  queryFn: ({ signal }) => request(listIncomeTypes, { signal }),
  staleTime: 60 * 60_000,
});

export function useIncomeTypes() {
  return useQuery(incomeTypesQueryOptions);
}
