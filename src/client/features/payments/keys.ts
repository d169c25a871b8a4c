// Query keys of the payment workspace, general to specific. `invoices` and `balance` are shared prefixes: the
// transactions pages and the top bar key their queries under them, so a payment refreshes both by prefix.
import type { QueryClient } from '@tanstack/react-query';
import type { Role } from '#shared/enums.ts';

export const catalogueKeys = {
  all: ['catalogue'] as const,
  merchants: () => [...catalogueKeys.all, 'merchants'] as const,
  categories: () => [...catalogueKeys.all, 'categories'] as const,
  staticMerchant: (key: string) => [...catalogueKeys.all, 'static', key] as const,
  regions: (merchantId: string) => [...catalogueKeys.all, 'regions', merchantId] as const,
  subRegions: (merchantId: string, regionId: string) => [...catalogueKeys.all, 'sub-regions', merchantId, regionId] as const,
  options: (merchantId: string) => [...catalogueKeys.all, 'options', merchantId] as const,
};

/** spec 02 §6: the invoice cache is keyed by role. */
export const invoiceKeys = {
  all: ['invoices'] as const,
  recent: (role: Role | null, salePointId: string, dayStart: number) =>
    [...invoiceKeys.all, 'recent', role, salePointId, dayStart] as const,
  detail: (role: Role | null, id: string) => [...invoiceKeys.all, 'detail', role, id] as const,
};

export const balanceKeys = {
  all: ['balance'] as const,
  /** The top bar's balance answer (features/balance keys it the same way): the offline limits read it. */
  current: (role: Role) => [...balanceKeys.all, 'current', role] as const,
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
