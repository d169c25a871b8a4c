// Filters of the cancellations tab (spec 02 §2, §5), all in the query string: period (default today), status,
// application number, amount typed in so'm (sent ×100), invoice number and the page; empty ones dropped; 30 a page.
import { APPLICATION_STATUSES, type ApplicationStatus } from '#shared/api/applications.ts';
import { DEFAULT_PAGE_SIZE } from '#shared/api/paging.ts';
import { tashkentDay, type Period } from '#shared/period.ts';
import { searchOf, sumInputToTiyin, type SearchEntry } from '#client/lib/list-search.ts';
import { formatPeriodParam, parsePeriodParam } from '#client/lib/period-filter.ts';

export type ApplicationFilters = {
  period: Period;
  status: ApplicationStatus | '';
  number: string;
  amount: string;
  invoiceNumber: string;
};

export type ApplicationListBody = {
  perPage: number;
  page: number;
  sort: { name: 'modifiedDate'; direction: 'desc' };
  search: SearchEntry<'status' | 'applicationNumber' | 'amount' | 'invoiceNumber' | 'salePointId' | 'createdDate'>[];
};

const isStatus = (value: string | null): value is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly string[]).includes(value ?? '');

/** The filters and the 0-based page held by the query string (`page` there counts from 1, as shown). */
export function applicationFiltersOf(params: URLSearchParams, now: number): { filters: ApplicationFilters; page: number } {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    filters: {
      period: parsePeriodParam(params.get('period')) ?? tashkentDay(now),
      status: isStatus(status) ? status : '',
      number: params.get('number') ?? '',
      amount: params.get('amount') ?? '',
      invoiceNumber: params.get('invoiceNumber') ?? '',
    },
    page: Number.isInteger(page) && page > 1 ? page - 1 : 0,
  };
}

export function applicationFiltersParams(filters: ApplicationFilters, page = 0): URLSearchParams {
  const params = new URLSearchParams({ period: formatPeriodParam(filters.period) });
  if (filters.status) params.set('status', filters.status);
  for (const key of ['number', 'amount', 'invoiceNumber'] as const) {
    if (filters[key].trim()) params.set(key, filters[key].trim());
  }
  if (page > 0) params.set('page', String(page + 1));
  return params;
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
