import { queryOptions, useQuery } from '@tanstack/react-query';
import { listInvoices } from '#shared/api/invoices.ts';
import type { Role } from '#shared/enums.ts';
import { tashkentDay } from '#shared/period.ts';
import { request } from '#client/lib/api.ts';
import { useSession } from '#client/lib/session.ts';
import { invoiceKeys } from '../keys.ts';

/** spec 02 §2, §9: the 10 newest payments created today (Tashkent day) at this sale point. */
export const RECENT_PAYMENTS = 10;

export const recentInvoicesQueryOptions = (role: Role | null, salePointId: string, dayStart: number) =>
  queryOptions({
    queryKey: invoiceKeys.recent(role, salePointId, dayStart),
    queryFn: ({ signal }) =>
      request(listInvoices, {
        signal,
        body: {
          perPage: RECENT_PAYMENTS,
          page: 0,
          sort: { name: 'createdDate', direction: 'desc' },
          search: [
            { key: 'createdDate', operation: '>=', value: dayStart },
            { key: 'salePointId', operation: '=', value: salePointId },
          ],
        },
      }).then((page) => page.content),
    staleTime: 15_000,
  });

export function useRecentInvoices(salePointId: string) {
  const { role } = useSession();
  return useQuery(recentInvoicesQueryOptions(role, salePointId, tashkentDay(Date.now()).start));
}
