import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getInvoice, type Invoice } from '#shared/api/invoices.ts';
import type { Role } from '#shared/enums.ts';
import { request } from '#client/lib/api.ts';
import { useSession } from '#client/lib/session.ts';
import { invoiceKeys, refreshAfterPayment } from '../keys.ts';

export const invoiceQueryOptions = (role: Role | null, id: string) =>
  queryOptions({
    queryKey: invoiceKeys.detail(role, id),
    queryFn: ({ signal }) => request(getInvoice, { signal, params: { id } }),
  });

/** The payment detail: shown at once from the copy at hand (a list row, a stored answer), then refreshed. */
export function useInvoice(id: string, initial?: Invoice, pollMs?: number) {
  const { role } = useSession();
  const query = useQuery({
    ...invoiceQueryOptions(role, id),
    placeholderData: initial,
    // A pending payment is asked again until the server settles it.
    refetchInterval: pollMs ? (query) => (query.state.data && query.state.data.status.value !== 'PENDING' ? false : pollMs) : false,
  });
  useRefreshWhenSettled(query.data?.status.value);
  return query;
}

/**
 * spec 02 §4: the lists and the balance refresh after a payment, also one the server settles later: a pending
 * payment that turns PAID or ERROR (its refund) changes both.
 */
function useRefreshWhenSettled(status: Invoice['status']['value'] | undefined) {
  const queryClient = useQueryClient();
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === 'PENDING' && status !== undefined && status !== 'PENDING') refreshAfterPayment(queryClient);
    previous.current = status;
  }, [status, queryClient]);
}
