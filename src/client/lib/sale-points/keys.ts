// Query keys of the sale points, general to specific. Lists are keyed by role: an employee sees only the points it is
// assigned to, under a different API base (spec 02 §6). In lib: the top bar, the sale point pages, employees and
// statistics all read the list, and an employee's change refreshes it.
import type { Role } from '#shared/enums.ts';

export const salePointKeys = {
  all: ['sale-points'] as const,
  lists: () => [...salePointKeys.all, 'list'] as const,
  list: (role: Role) => [...salePointKeys.lists(), role] as const,
  details: () => [...salePointKeys.all, 'detail'] as const,
  detail: (role: Role, id: string) => [...salePointKeys.details(), role, id] as const,
};
