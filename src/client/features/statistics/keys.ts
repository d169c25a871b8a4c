// Query keys of the statistics screen (spec 03 §2).
export const statisticsKeys = {
  all: ['statistics'] as const,
  figures: (query: Record<string, string | null>) => [...statisticsKeys.all, 'figures', query] as const,
  employees: (salePointId: string) => [...statisticsKeys.all, 'employees', salePointId] as const,
};
