import { queryOptions, useQuery } from '@tanstack/react-query';
import { getInvoice, type Invoice } from '#shared/api/invoices.ts';
import type { Role } from '#shared/enums.ts';
import { request } from '#client/lib/api.ts';
import { useSignedIn } from '#client/lib/current-profile.ts';
import { invoiceKeys } from '../keys.ts';

export function fetchInvoice(id: string, signal?: AbortSignal) {
  return request(getInvoice, { params: { id }, signal });
}

export const invoiceQueryOptions = (role: Role, id: string) =>
  queryOptions({
    queryKey: invoiceKeys.detail(role, id),
    queryFn: ({ signal }) => fetchInvoice(id, signal),
    staleTime: 0,
  });

/** The invoice of a list row, asked again so the panel shows its current status; the row shows meanwhile. */
export function useInvoice(row: Invoice) {
  const { profile } = useSignedIn();
  return useQuery({ ...invoiceQueryOptions(profile.role, row.id), placeholderData: row });
}
