export const documentKeys = {
  all: ['documents'] as const,
  toSign: () => [...documentKeys.all, 'to-sign'] as const,
  contract: (id: string) => [...documentKeys.all, 'contract', id] as const,
  eimzoKeys: () => [...documentKeys.all, 'eimzo-keys'] as const,
  agreements: (page: number, pendingOnly: boolean) => [...documentKeys.all, 'agreements', page, pendingOnly] as const,
  accountInvoices: (page: number) => [...documentKeys.all, 'account-invoices', page] as const,
  rewardTable: () => [...documentKeys.all, 'reward-table'] as const,
};
