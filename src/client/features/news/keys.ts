// Query keys of the news list, general to specific. News is the same for agents and employees (DESIGN §3).
export const newsKeys = {
  all: ['news'] as const,
  /** The first page at the spec's size, synced into the device copy. */
  first: () => [...newsKeys.all, 'first'] as const,
  page: (page: number, perPage: number) => [...newsKeys.all, 'page', page, perPage] as const,
};
