// Query keys of the balances and the deposit section, general to specific. The employee's balance comes from the
// employee API base (spec 01 §6); the deposit pages are the owner's only.
import type { Role } from '#shared/enums.ts';

export const balanceKeys = {
  all: ['balance'] as const,
  current: (role: Role) => [...balanceKeys.all, 'current', role] as const,
  reward: () => [...balanceKeys.all, 'reward'] as const,
};

export const depositKeys = {
  all: ['deposit'] as const,
  incomes: (body: object) => [...depositKeys.all, 'incomes', body] as const,
  incomeTypes: () => [...depositKeys.all, 'income-types'] as const,
  partnerReward: (startDate: number, endDate: number) => [...depositKeys.all, 'partner-reward', startDate, endDate] as const,
  rewardStats: (body: object) => [...depositKeys.all, 'reward-stats', body] as const,
  rewards: (body: object) => [...depositKeys.all, 'rewards', body] as const,
  categories: () => [...depositKeys.all, 'categories'] as const,
};
