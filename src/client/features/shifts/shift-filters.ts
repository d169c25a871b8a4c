// Filters of the shift lists (issue 24 item 2), all in the query string: the period the shifts were opened in (this
// month unless given: a shift spans a day, and one left open must still show), the sale point (fixed inside one),
// the cashier, and "with a difference" (a closed shift whose count differs from the expected cash); 30 a page.
import { DEFAULT_PAGE_SIZE } from '#shared/api/paging.ts';
import type { Period } from '#shared/period.ts';
import { searchOf } from '#client/lib/list-search.ts';
import { formatPeriodParam, parsePeriodParam, presetPeriod } from '#client/lib/period-filter.ts';
import type { ShiftListBody } from '#client/lib/shifts/shift-queries.ts';

export type ShiftFilters = { period: Period; salePointId: string; employeeId: string; withDifference: boolean };

export function shiftFiltersOf(params: URLSearchParams, now: number): { filters: ShiftFilters; page: number } {
  const page = Number(params.get('page'));
  return {
    filters: {
      period: parsePeriodParam(params.get('period')) ?? presetPeriod('this_month', now),
      salePointId: params.get('salePoint') ?? '',
      employeeId: params.get('employee') ?? '',
      withDifference: params.get('difference') === '1',
    },
    page: Number.isInteger(page) && page > 1 ? page - 1 : 0,
  };
}

export function shiftFiltersParams(filters: ShiftFilters, page = 0): URLSearchParams {
  const params = new URLSearchParams({ period: formatPeriodParam(filters.period) });
  if (filters.salePointId) params.set('salePoint', filters.salePointId);
  if (filters.employeeId) params.set('employee', filters.employeeId);
  if (filters.withDifference) params.set('difference', '1');
  if (page > 0) params.set('page', String(page + 1));
  return params;
}

/** `salePointId`: the sale point the list is inside, which wins over the filter. */
export function shiftListBody(filters: ShiftFilters, salePointId: string | null, page: number): ShiftListBody {
  return {
    perPage: DEFAULT_PAGE_SIZE,
    page,
    sort: { name: 'openedDate', direction: 'desc' },
    search: searchOf([
      ['salePointId', '=', salePointId ?? filters.salePointId],
      ['employeeId', '=', filters.employeeId],
      ['openedDate', '>=', filters.period.start],
      ['openedDate', '<=', filters.period.end],
      ['difference', '!=', filters.withDifference ? 0 : null],
    ]),
  };
}
