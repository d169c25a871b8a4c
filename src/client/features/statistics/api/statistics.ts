// The statistics query (spec 03 §7) and the employee filter's list: the employees of the chosen sale point.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '#shared/api/paging.ts';
import { listEmployees } from '#shared/api/sale-points.ts';
import { getStatistics } from '#shared/api/statistics.ts';
import { request } from '#client/lib/api.ts';
import { statisticsKeys } from '../keys.ts';

export type StatisticsQuery = { startDate: string; endDate: string; salePointId: string | null; employeeId: string | null };

/** Runs only with a valid period (spec 03 §5: dates are sent only when valid). */
export function useStatistics(query: StatisticsQuery | null) {
  return useQuery({
    queryKey: statisticsKeys.figures(query ?? {}),
    queryFn: ({ signal }) => request(getStatistics, { signal, query: query! }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

export function useSalePointEmployees(salePointId: string | null) {
  return useQuery({
    queryKey: statisticsKeys.employees(salePointId ?? ''),
    queryFn: ({ signal }) =>
      request(listEmployees, {
        signal,
        body: {
          perPage: MAX_PAGE_SIZE,
          page: 0,
          sort: { name: 'firstName', direction: 'asc' },
          search: [{ key: 'salePointId', operation: '=', value: salePointId! }],
        },
      }).then((page) => page.content),
    enabled: salePointId !== null,
  });
}
