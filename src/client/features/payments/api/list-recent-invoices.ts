import { listInvoices, type Invoice } from '#shared/api/invoices.ts';
import { tashkentDay } from '#shared/period.ts';
import { request } from '#client/lib/api.ts';
import { useDeviceCollection, type DeviceScope } from '#client/lib/device-data.ts';
import { useSession } from '#client/lib/session.ts';
import { invoiceKeys } from '../keys.ts';

/** spec 02 §2, §9: the 10 newest payments created today (Tashkent day) at this sale point. */
export const RECENT_PAYMENTS = 10;

/** One sale point's part of the copy: a refresh replaces that point's rows, and reading keeps only today's. */
export function recentScope(salePointId: string, dayStart: number): DeviceScope<Invoice> {
  return {
    name: `recent-invoices:${salePointId}`,
    replace: async (db, rows) => {
      await db.recentInvoices.where('salePointId').equals(salePointId).delete();
      await db.recentInvoices.bulkPut(rows.map((invoice) => ({ ...invoice, salePointId })));
    },
    read: async (db) =>
      (await db.recentInvoices.where('salePointId').equals(salePointId).toArray())
        .filter((invoice) => Date.parse(invoice.createdDate) >= dayStart)
        .sort((a, b) => Date.parse(b.createdDate) - Date.parse(a.createdDate))
        .slice(0, RECENT_PAYMENTS),
  };
}

export function useRecentInvoices(salePointId: string) {
  const { role } = useSession();
  const dayStart = tashkentDay(Date.now()).start;
  return useDeviceCollection({
    queryKey: invoiceKeys.recent(role, salePointId, dayStart),
    scope: recentScope(salePointId, dayStart),
    fetch: (signal) =>
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
}
