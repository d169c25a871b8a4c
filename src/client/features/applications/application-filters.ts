// Filters of the cancellations tab (spec 02 §2, §5), all in the query string: period (default today), status,
// application number, amount typed in so'm (sent ×100), invoice number and the page; empty ones dropped; 30 a page.
import { APPLICATION_STATUSES, type ApplicationStatus } from '#shared/api/applications.ts';
import { DEFAULT_PAGE_SIZE } from '#shared/api/paging.ts';
import { datedFiltersOf, datedFiltersParams, searchOf, sumInputToTiyin, type DatedFilters, type SearchEntry } from '#client/lib/list-search.ts';

export type ApplicationFilters = DatedFilters<ApplicationStatus, 'number' | 'amount' | 'invoiceNumber'>;

export type ApplicationListBody = {
  perPage: number;
  page: number;
  sort: { name: 'modifiedDate'; direction: 'desc' };
  search: SearchEntry<'status' | 'applicationNumber' | 'amount' | 'invoiceNumber' | 'salePointId' | 'createdDate'>[];
};

const TEXT_KEYS = ['number', 'amount', 'invoiceNumber'] as const;

export function applicationFiltersOf(params: URLSearchParams, now: number): { filters: ApplicationFilters; page: number } {
  return datedFiltersOf(params, now, APPLICATION_STATUSES, TEXT_KEYS);
}

export function applicationFiltersParams(filters: ApplicationFilters, page = 0): URLSearchParams {
  return datedFiltersParams(filters, TEXT_KEYS, page);
}

export function applicationListBody(filters: ApplicationFilters, salePointId: string | null, page: number): ApplicationListBody {
  return {
    perPage: DEFAULT_PAGE_SIZE,
    page,
    sort: { name: 'modifiedDate', direction: 'desc' },
    search: searchOf([
      ['status', '=', filters.status],
      ['applicationNumber', '=', filters.number],
      ['amount', '=', sumInputToTiyin(filters.amount)],
      ['invoiceNumber', '=', filters.invoiceNumber],
      ['salePointId', '=', salePointId],
      ['createdDate', '>=', filters.period.start],
      ['createdDate', '<=', filters.period.end],
    ]),
  };
}
