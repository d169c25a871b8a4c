// Query keys of the employees area (spec 03 §2). They start with 'employees', like the sale point settings' list of
// assignable employees, so that one invalidation after a change refreshes both.
export const employeeKeys = {
  all: ['employees'] as const,
  pages: () => [...employeeKeys.all, 'page'] as const,
  page: (page: number) => [...employeeKeys.pages(), page] as const,
  detail: (id: string) => [...employeeKeys.all, 'detail', id] as const,
};
