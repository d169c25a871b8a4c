// Query keys of onboarding: reference lookups keyed by what was typed.
export const onboardingKeys = {
  all: ['onboarding'] as const,
  tax: (taxNumber: string) => [...onboardingKeys.all, 'tax', taxNumber] as const,
  bank: (bankId: string, locale: string) => [...onboardingKeys.all, 'bank', bankId, locale] as const,
  provinces: () => [...onboardingKeys.all, 'provinces'] as const,
  districts: (regionId: number) => [...onboardingKeys.all, 'districts', regionId] as const,
  file: (id: string) => [...onboardingKeys.all, 'file', id] as const,
};
