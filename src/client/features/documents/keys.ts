export const documentKeys = {
  all: ['documents'] as const,
  toSign: () => [...documentKeys.all, 'to-sign'] as const,
  contract: (id: string) => [...documentKeys.all, 'contract', id] as const,
  eimzoKeys: () => [...documentKeys.all, 'eimzo-keys'] as const,
};
