// Filters of the transactions list (spec 02 §2, §5) as they live in the URL, and the pageable body built from them:
// period (default today), status, amount typed in so'm (sent ×100), invoice number; empty filters dropped; 30 a page.
import { DEFAULT_PAGE_SIZE } from '#shared/api/paging.ts';
import { INVOICE_STATUSES, type InvoiceStatus } from '#shared/api/invoices.ts';
import { tashkentDay, type Period } from '#shared/period.ts';
import { searchOf, sumInputToTiyin, type SearchEntry } from '#client/lib/list-search.ts';
import { formatPeriodParam, parsePeriodParam } from '#client/lib/period-filter.ts';

export type InvoiceFilters = { period: Period; status: InvoiceStatus | ''; amount: string; number: string };

export type InvoiceListBody = {
  perPage: number;
  page: number;
  sort: { name: 'modifiedDate'; direction: 'desc' };
  search: SearchEntry<'status' | 'amount' | 'invoiceNumber' | 'salePointId' | 'createdDate'>[];
};

const isStatus = (value: string | null): value is InvoiceStatus => (INVOICE_STATUSES as readonly string[]).includes(value ?? '');

/** The filters and the 0-based page held by the query string (`page` there counts from 1, as shown). */
export function invoiceFiltersOf(params: URLSearchParams, now: number): { filters: InvoiceFilters; page: number } {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    filters: {
      period: parsePeriodParam(params.get('period')) ?? tashkentDay(now),
      status: isStatus(status) ? status : '',
      amount: params.get('amount') ?? '',
      number: params.get('number') ?? '',
    },
    page: Number.isInteger(page) && page > 1 ? page - 1 : 0,
  };
}

/** The query string of filters and a 0-based page; empty filters and the first page are left out. */
export function invoiceFiltersParams(filters: InvoiceFilters, page = 0): URLSearchParams {
  const params = new URLSearchParams({ period: formatPeriodParam(filters.period) });
  if (filters.status) params.set('status', filters.status);
  if (filters.amount.trim()) params.set('amount', filters.amount.trim());
  if (filters.number.trim()) params.set('number', filters.number.trim());
  if (page > 0) params.set('page', String(page + 1));
  return params;
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
