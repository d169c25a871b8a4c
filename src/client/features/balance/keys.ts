// Query keys of the business balance. The employee's balance comes from the employee API base (spec 01 §6).
import type { Role } from '#shared/enums.ts';

export const balanceKeys = {
  all: ['balance'] as const,
  current: (role: Role) => [...balanceKeys.all, 'current', role] as const,
};
