import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '#shared/api/paging.ts';
import { listEmployees } from '#shared/api/sale-points.ts';
import { request } from '#client/lib/api.ts';
import { employeeKeys } from '../keys.ts';

/** The business's employees that can be given access to a sale point, by first name. */
export const assignableEmployeesQueryOptions = queryOptions({
  queryKey: employeeKeys.assignable(),
  queryFn: ({ signal }) =>
    request(listEmployees, {
      signal,
      body: { perPage: MAX_PAGE_SIZE, page: 0, sort: { name: 'firstName', direction: 'asc' }, search: [] },
    }),
  select: (page) => page.content,
});

export function useAssignableEmployees() {
  return useQuery(assignableEmployeesQueryOptions);
}
