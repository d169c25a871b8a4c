// Query keys of the payment workspace, general to specific. `invoices` and `balance` (lib/query-keys.ts) are shared prefixes: the
// transactions pages and the top bar key their queries under them, so a payment refreshes both by prefix.
import type { QueryClient } from '@tanstack/react-query';
import type { Role } from '#shared/enums.ts';
import { balanceKeys } from '#client/lib/query-keys.ts';

/** spec 02 §6: the invoice cache is keyed by role. */
export const invoiceKeys = {
  all: ['invoices'] as const,
  recent: (role: Role | null, salePointId: string, dayStart: number) =>
    [...invoiceKeys.all, 'recent', role, salePointId, dayStart] as const,
  detail: (role: Role | null, id: string) => [...invoiceKeys.all, 'detail', role, id] as const,
};

export const workspaceKeys = {
  salePoint: (role: Role | null, id: string) => ['payments', 'sale-point', role, id] as const,
};

/** Card lookups are never persisted nor kept (spec 02 §7: cache time 0): the key holds the number only in memory. */
export const cardKeys = {
  info: (pan: string) => ['card-info', pan] as const,
};

/** spec 02 §4: after a payment (or its later settlement) the invoice lists and the balance are asked again. */
export function refreshAfterPayment(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
  void queryClient.invalidateQueries({ queryKey: balanceKeys.all });
}
