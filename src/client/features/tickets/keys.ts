// Query keys of the support tickets, general to specific (the owner's only, spec 03 §6).
export const ticketKeys = {
  all: ['tickets'] as const,
  subjects: () => [...ticketKeys.all, 'subjects'] as const,
  lists: () => [...ticketKeys.all, 'list'] as const,
  list: (search: string, locale: string) => [...ticketKeys.lists(), search, locale] as const,
  one: (id: string) => [...ticketKeys.all, 'one', id] as const,
  messages: (id: string) => [...ticketKeys.all, 'messages', id] as const,
};
