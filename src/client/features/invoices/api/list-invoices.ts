import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listInvoices } from '#shared/api/invoices.ts';
import type { Role } from '#shared/enums.ts';
import { request } from '#client/lib/api.ts';
import { useSignedIn } from '#client/lib/current-profile.ts';
import type { InvoiceListBody } from '../invoice-filters.ts';
import { invoiceKeys } from '../keys.ts';

export function fetchInvoices(body: InvoiceListBody, signal?: AbortSignal) {
  return request(listInvoices, { body, signal });
}

/** Money lists are asked again whenever they are opened; the previous page stays on screen while the next loads. */
export const invoicesQueryOptions = (role: Role, body: InvoiceListBody) =>
  queryOptions({
    queryKey: invoiceKeys.list(role, body),
    queryFn: ({ signal }) => fetchInvoices(body, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useInvoices(body: InvoiceListBody) {
  const { profile } = useSignedIn();
  return useQuery(invoicesQueryOptions(profile.role, body));
}
