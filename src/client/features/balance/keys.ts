// Query keys of the deposit section, general to specific; the deposit pages are the owner's only. The balance's
// keys are in lib/query-keys.ts.

export const depositKeys = {
  all: ['deposit'] as const,
  incomes: (body: object) => [...depositKeys.all, 'incomes', body] as const,
  incomeTypes: () => [...depositKeys.all, 'income-types'] as const,
  partnerReward: (startDate: number, endDate: number) => [...depositKeys.all, 'partner-reward', startDate, endDate] as const,
  rewardStats: (body: object) => [...depositKeys.all, 'reward-stats', body] as const,
  rewards: (body: object) => [...depositKeys.all, 'rewards', body] as const,
};
