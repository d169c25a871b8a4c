// Filters of the transactions list (spec 02 §2, §5) as they live in the URL, and the pageable body built from them:
// period (default today), status, amount typed in so'm (sent ×100), invoice number; empty filters dropped; 30 a page.
import { DEFAULT_PAGE_SIZE } from '#shared/api/paging.ts';
import { INVOICE_STATUSES, type InvoiceStatus } from '#shared/api/invoices.ts';
import { datedFiltersOf, datedFiltersParams, searchOf, sumInputToTiyin, type DatedFilters, type SearchEntry } from '#client/lib/list-search.ts';

export type InvoiceFilters = DatedFilters<InvoiceStatus, 'amount' | 'number'>;

export type InvoiceListBody = {
  perPage: number;
  page: number;
  sort: { name: 'modifiedDate'; direction: 'desc' };
  search: SearchEntry<'status' | 'amount' | 'invoiceNumber' | 'salePointId' | 'createdDate'>[];
};

const TEXT_KEYS = ['amount', 'number'] as const;

export function invoiceFiltersOf(params: URLSearchParams, now: number): { filters: InvoiceFilters; page: number } {
  return datedFiltersOf(params, now, INVOICE_STATUSES, TEXT_KEYS);
}

export function invoiceFiltersParams(filters: InvoiceFilters, page = 0): URLSearchParams {
  return datedFiltersParams(filters, TEXT_KEYS, page);
}

export function invoiceListBody(filters: InvoiceFilters, salePointId: string | null, page: number): InvoiceListBody {
  return {
    perPage: DEFAULT_PAGE_SIZE,
    page,
    sort: { name: 'modifiedDate', direction: 'desc' },
    search: searchOf([
      ['status', '=', filters.status],
      ['amount', '=', sumInputToTiyin(filters.amount)],
      ['invoiceNumber', '=', filters.number],
      ['salePointId', '=', salePointId],
      ['createdDate', '>=', filters.period.start],
      ['createdDate', '<=', filters.period.end],
    ]),
  };
}
