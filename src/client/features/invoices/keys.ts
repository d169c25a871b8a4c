// Query keys of the transactions pages. The root `invoices` is shared by prefix with the payment workspace, so a
// payment or a cancellation refreshes every list; spec 02 §6: invoice lists are keyed by role.
import type { Role } from '#shared/enums.ts';
import type { InvoiceListBody } from './invoice-filters.ts';

export type PeriodTotalsBody = { beginDate: number; endDate: number; salePointId: string };

export const invoiceKeys = {
  all: ['invoices'] as const,
  lists: () => [...invoiceKeys.all, 'list'] as const,
  list: (role: Role, body: InvoiceListBody) => [...invoiceKeys.lists(), role, body] as const,
  totals: (role: Role, body: PeriodTotalsBody) => [...invoiceKeys.all, 'totals', role, body] as const,
  detail: (role: Role, id: string) => [...invoiceKeys.all, 'detail', role, id] as const,
};
