// The employee calls of spec 03 §7: the owner's paged list (30 a page, last changed first), one employee, and the
// changes; every change refreshes the employee queries and the sale points (their employee lists and counts).
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '#shared/api/contract.ts';
import {
  changeEmployeePhone,
  createEmployee,
  deleteEmployee,
  getEmployee,
  resetEmployeePin,
  updateEmployee,
} from '#shared/api/employees.ts';
import { listEmployees, type Employee } from '#shared/api/sale-points.ts';
import { isApiError, request } from '#client/lib/api.ts';
import { salePointKeys } from '#client/lib/sale-points/keys.ts';
import { employeeKeys } from '../keys.ts';

export const EMPLOYEES_PER_PAGE = 30;

export function useEmployeesPage(page: number) {
  return useQuery({
    queryKey: employeeKeys.page(page),
    queryFn: ({ signal }) =>
      request(listEmployees, {
        signal,
        body: { perPage: EMPLOYEES_PER_PAGE, page, sort: { name: 'modifiedDate', direction: 'desc' }, search: [] },
      }),
    placeholderData: keepPreviousData,
  });
}

export const employeeQueryOptions = (id: string) =>
  queryOptions({
    queryKey: employeeKeys.detail(id),
    queryFn: ({ signal }) => request(getEmployee, { signal, params: { id } }),
    retry: (count, error) => count < 2 && !isApiError(error, 'employee_not_found'),
  });

export function useEmployee(id: string) {
  return useQuery(employeeQueryOptions(id));
}

function useEmployeeMutation<T, A extends Employee | { id: string }>(send: (input: T) => Promise<A>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (answer) => {
      if ('phone' in answer) queryClient.setQueryData(employeeKeys.detail(answer.id), answer);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: employeeKeys.pages() }),
        queryClient.invalidateQueries({ queryKey: ['employees', 'assignable'] }),
        // The sale point lists and cards show who works where.
        queryClient.invalidateQueries({ queryKey: salePointKeys.all }),
      ]);
    },
  });
}

export const useCreateEmployee = () =>
  useEmployeeMutation((body: BodyOf<typeof createEmployee>) => request(createEmployee, { body }));

export const useUpdateEmployee = () =>
  useEmployeeMutation((body: BodyOf<typeof updateEmployee>) => request(updateEmployee, { body }));

export const useChangeEmployeePhone = () =>
  useEmployeeMutation(({ id, phone }: { id: string; phone: string }) => request(changeEmployeePhone, { params: { id }, body: { phone } }));

export const useResetEmployeePin = () => useEmployeeMutation((id: string) => request(resetEmployeePin, { params: { id } }));

export function useDeleteEmployee() {
  const queryClient = useQueryClient();
  const mutation = useEmployeeMutation((id: string) => request(deleteEmployee, { params: { id } }));
  return {
    ...mutation,
    mutateAsync: async (id: string) => {
      const answer = await mutation.mutateAsync(id);
      queryClient.removeQueries({ queryKey: employeeKeys.detail(id) });
      return answer;
    },
  };
}

/** PUT sends the whole employee (spec 03 §5): the stored fields with the changed ones laid over them. */
export function updateBodyOf(employee: Employee, patch: Partial<BodyOf<typeof updateEmployee>> = {}): BodyOf<typeof updateEmployee> {
  return {
    id: employee.id,
    firstName: employee.firstName ?? '',
    lastName: employee.lastName ?? '',
    phone: employee.phone,
    image: employee.image && !employee.image.deleted ? { id: employee.image.id, url: employee.image.url } : null,
    status: employee.status,
    salePointIds: employee.salePoint.ids,
    ...patch,
  };
}
