import type { Business } from '#shared/api/profile.ts';
import type { BusinessIds } from '#shared/eimzo.ts';

export const idsOf = (business: Pick<Business, 'taxNumber' | 'pin'>): BusinessIds => ({
  taxNumber: business.taxNumber,
  pin: business.pin,
});
