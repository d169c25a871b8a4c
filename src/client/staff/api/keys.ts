// The console's query keys, general to specific, so a change invalidates exactly what it touched.
export const staffKeys = {
  all: ['staff'] as const,
  me: () => [...staffKeys.all, 'me'] as const,
  businesses: () => [...staffKeys.all, 'businesses'] as const,
  business: (taxNumber: string) => [...staffKeys.businesses(), taxNumber] as const,
  applications: () => [...staffKeys.all, 'applications'] as const,
  application: (number: string) => [...staffKeys.applications(), 'one', number] as const,
  statement: () => [...staffKeys.all, 'bank-statement'] as const,
  agreements: () => [...staffKeys.all, 'agreements'] as const,
  accountInvoices: () => [...staffKeys.all, 'account-invoices'] as const,
  tickets: () => [...staffKeys.all, 'tickets'] as const,
  ticketList: () => [...staffKeys.tickets(), 'list'] as const,
  ticket: (number: number) => [...staffKeys.tickets(), 'one', number] as const,
  news: () => [...staffKeys.all, 'news'] as const,
  switches: () => [...staffKeys.all, 'switches'] as const,
  users: () => [...staffKeys.all, 'users'] as const,
  audit: (filter: object) => [...staffKeys.all, 'audit', filter] as const,
};
