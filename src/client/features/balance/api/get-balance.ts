import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '#shared/enums.ts';
import { BALANCE_REFETCH_MS } from '#shared/api/balance.ts';
import { useSignedIn } from '#client/lib/current-profile.ts';
import { balanceKeys } from '#client/lib/query-keys.ts';
import { fetchBalance, takeBalanceRequest } from './early-balance.ts';

/**
 * spec 02 §7: refetched every 60 s. TanStack Query pauses the interval in a hidden tab and while offline, and
 * refetches at once on focus and on reconnect (DESIGN §6). The restored copy shows at once on a reload, but is asked
 * again: money may have moved meanwhile.
 */
export const balanceQueryOptions = (role: Role) =>
  queryOptions({
    queryKey: balanceKeys.current(role),
    queryFn: ({ signal }) => takeBalanceRequest() ?? fetchBalance(signal),
    refetchInterval: BALANCE_REFETCH_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });

export function useBalance() {
  const { profile } = useSignedIn();
  return useQuery(balanceQueryOptions(profile.role));
}
