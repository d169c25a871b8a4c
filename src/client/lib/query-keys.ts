// Query keys that several features share, general to specific. The balance: the top bar shows it, a payment and a
// ticket's answer refresh it, the deposit section reads it (the employee's comes from the employee API base, spec 01
// §6). The catalogue: the payment workspace and the reward table both list merchants.
import type { Role } from '#shared/enums.ts';

export const balanceKeys = {
  all: ['balance'] as const,
  current: (role: Role) => [...balanceKeys.all, 'current', role] as const,
  reward: () => [...balanceKeys.all, 'reward'] as const,
};

export const catalogueKeys = {
  all: ['catalogue'] as const,
  merchants: () => [...catalogueKeys.all, 'merchants'] as const,
  categories: () => [...catalogueKeys.all, 'categories'] as const,
  staticMerchant: (key: string) => [...catalogueKeys.all, 'static', key] as const,
  regions: (merchantId: string) => [...catalogueKeys.all, 'regions', merchantId] as const,
  subRegions: (merchantId: string, regionId: string) => [...catalogueKeys.all, 'sub-regions', merchantId, regionId] as const,
  options: (merchantId: string) => [...catalogueKeys.all, 'options', merchantId] as const,
};
