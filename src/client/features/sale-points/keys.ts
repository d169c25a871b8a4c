// Query keys of the sale point area, general to specific. Lists are keyed by role: an employee sees only the
// points it is assigned to, under a different API base (spec 02 §6).
import type { Role } from '#shared/enums.ts';

export const salePointKeys = {
  all: ['sale-points'] as const,
  lists: () => [...salePointKeys.all, 'list'] as const,
  list: (role: Role) => [...salePointKeys.lists(), role] as const,
  details: () => [...salePointKeys.all, 'detail'] as const,
  detail: (role: Role, id: string) => [...salePointKeys.details(), role, id] as const,
};

export const geoKeys = {
  all: ['geo'] as const,
  provinces: () => [...geoKeys.all, 'provinces'] as const,
  districts: (regionId: number) => [...geoKeys.all, 'districts', regionId] as const,
};

export const employeeKeys = {
  all: ['employees'] as const,
  assignable: () => [...employeeKeys.all, 'assignable'] as const,
};
