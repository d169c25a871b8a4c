// Query keys of the sale point settings, general to specific. The sale points' own keys are in
// lib/sale-points/keys.ts: the top bar, employees and statistics read that list too.

export const geoKeys = {
  all: ['geo'] as const,
  provinces: () => [...geoKeys.all, 'provinces'] as const,
  districts: (regionId: number) => [...geoKeys.all, 'districts', regionId] as const,
};

export const employeeKeys = {
  all: ['employees'] as const,
  assignable: () => [...employeeKeys.all, 'assignable'] as const,
};
