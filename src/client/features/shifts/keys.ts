// Query keys of the shift lists' own queries (the shift calls' keys are shared: lib/shifts/shift-queries.ts).
export const shiftFilterKeys = {
  employees: ['shift-filters', 'employees'] as const,
};
