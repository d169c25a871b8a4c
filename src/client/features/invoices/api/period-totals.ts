// spec 02 §7 / 03 §7 POST /v1/invoice/stat-by-date: a sale point's paid turnover and reward over the list's period;
// asked only with a period and a sale point, as the spec says.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { invoiceStats } from '#shared/api/invoices.ts';
import { request } from '#client/lib/api.ts';
import { useSignedIn } from '#client/lib/current-profile.ts';
import { invoiceKeys, type PeriodTotalsBody } from '../keys.ts';

export function usePeriodTotals(body: PeriodTotalsBody) {
  const { profile } = useSignedIn();
  return useQuery({
    queryKey: invoiceKeys.totals(profile.role, body),
    queryFn: ({ signal }) => request(invoiceStats, { signal, body: { ...body, scope: true } }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
