// Query keys of the cancellation requests ("applications"), keyed by role like the invoice lists (spec 02 §6).
import type { Role } from '#shared/enums.ts';
import type { ApplicationListBody } from './application-filters.ts';

export const applicationKeys = {
  all: ['applications'] as const,
  lists: () => [...applicationKeys.all, 'list'] as const,
  list: (role: Role, body: ApplicationListBody) => [...applicationKeys.lists(), role, body] as const,
  detail: (role: Role, id: string) => [...applicationKeys.all, 'detail', role, id] as const,
};
