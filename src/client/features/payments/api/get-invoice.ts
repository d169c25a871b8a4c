import { queryOptions, useQuery } from '@tanstack/react-query';
import { getInvoice, type Invoice } from '#shared/api/invoices.ts';
import type { Role } from '#shared/enums.ts';
import { request } from '#client/lib/api.ts';
import { useSession } from '#client/lib/session.ts';
import { invoiceKeys } from '../keys.ts';

export const invoiceQueryOptions = (role: Role | null, id: string) =>
  queryOptions({
    queryKey: invoiceKeys.detail(role, id),
    queryFn: ({ signal }) => request(getInvoice, { signal, params: { id } }),
  });

/** The payment detail: shown at once from the copy at hand (a list row, a stored answer), then refreshed. */
export function useInvoice(id: string, initial?: Invoice, pollMs?: number) {
  const { role } = useSession();
  return useQuery({
    ...invoiceQueryOptions(role, id),
    placeholderData: initial,
    // A pending payment is asked again until the server settles it.
    refetchInterval: pollMs ? (query) => (query.state.data && query.state.data.status.value !== 'PENDING' ? false : pollMs) : false,
  });
}
