// The cashier filter's choices: the business's employees (the owner is added by the filter bar itself).
import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '#shared/api/paging.ts';
import { listEmployees } from '#shared/api/sale-points.ts';
import { request } from '#client/lib/api.ts';
import { shiftFilterKeys } from '../keys.ts';

export function useCashiers(enabled: boolean) {
  return useQuery({
    queryKey: shiftFilterKeys.employees,
    queryFn: ({ signal }) =>
      request(listEmployees, { signal, body: { perPage: MAX_PAGE_SIZE, page: 0, sort: { name: 'firstName', direction: 'asc' }, search: [] } }).then((page) => page.content),
    enabled,
  });
}
