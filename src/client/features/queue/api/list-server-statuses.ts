// The server's current status of the payments in the queue's history (issue 16): a payment paid from the queue and
// later cancelled shows cancelled there too. One page of the invoice list, newest change first, from the oldest
// history item's creation on; its key sits under the shared `invoices` root, so a payment or a cancellation
// refreshes it with every other list.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listInvoices, type InvoiceStatus } from '#shared/api/invoices.ts';
import { MAX_PAGE_SIZE } from '#shared/api/paging.ts';
import { request } from '#client/lib/api.ts';

const REFRESH_MS = 60_000;

export const serverStatusesQueryOptions = (since: number) =>
  queryOptions({
    queryKey: ['invoices', 'queue-history', since] as const,
    queryFn: async ({ signal }) => {
      const page = await request(listInvoices, {
        signal,
        body: {
          perPage: MAX_PAGE_SIZE,
          page: 0,
          sort: { name: 'modifiedDate', direction: 'desc' },
          search: [{ key: 'createdDate', operation: '>=', value: since }],
        },
      });
      // A plain object, not a Map: the query cache is persisted as JSON.
      return Object.fromEntries(page.content.map((invoice) => [invoice.number, invoice.status.value])) as Record<string, InvoiceStatus | undefined>;
    },
    staleTime: 0,
    refetchInterval: REFRESH_MS,
  });

/** Invoice number → the server's status, for history items created from `since` on (null: nothing to ask). */
export function useServerStatuses(since: number | null, enabled: boolean) {
  return useQuery({ ...serverStatusesQueryOptions(since ?? 0), enabled: enabled && since !== null });
}
