// spec 03 §2–§3, §7 deposit and rewards: the deposit income entries (every income method is a ledger kind), the
// methods, the partner (HUMANS) reward of a day range, the provider's rewards of the business's payments and their
// totals. The owner's calls only (spec 03 §6): an employee's token is refused.
import * as v from 'valibot';
import { defineCall } from './contract.ts';
import { names } from './catalogue.ts';
import { page, pageableBody } from './paging.ts';
import { epochMs } from '../validation.ts';
import { exportBody, exportedFile } from './export-file.ts';

/** spec 03 §3 deposit income methods (`typeIncome`). */
export const INCOME_TYPES = [
  'TRANSFER',
  'BANK_CARD',
  'REWARD',
  'REWARD_HUMANS',
  'REWARD_HUMANS_DAILY',
  'LOAN',
  'OVERDRAFT',
  'EXTRA',
  'EXTRA_MTT',
  'EXTRA_MONOBRAND',
  'EXTRA_MONTH2',
  'EXTRA_NDS',
] as const;
export type IncomeType = (typeof INCOME_TYPES)[number];
export const INCOME_SOURCES = ['UPAY', 'HUMANS'] as const;
export type IncomeSource = (typeof INCOME_SOURCES)[number];

/** Methods whose details read as a reward message (spec 03 §2 history). */
export const REWARD_INCOME_TYPES = ['REWARD', 'REWARD_HUMANS', 'REWARD_HUMANS_DAILY'] as const satisfies readonly IncomeType[];
/** The partner's rewards: what the day view's partner card sums (spec 03 §2). */
export const PARTNER_REWARD_TYPES = ['REWARD_HUMANS', 'REWARD_HUMANS_DAILY'] as const satisfies readonly IncomeType[];
export const isRewardIncome = (type: IncomeType) => (REWARD_INCOME_TYPES as readonly IncomeType[]).includes(type);

/** spec 03 §9: deposit history and rewards are read 100 a page. */
export const DEPOSIT_PAGE_SIZE = 100;

/** An id of the catalogue or a sale point: short, and never a NUL byte, which PostgreSQL text refuses. */
const idText = () => v.pipe(v.string(), v.maxLength(64, 'max_length:64'), v.regex(/^[^\0]*$/, 'invalid'));

export const incomeEntry = v.object({
  id: v.string(),
  typeIncome: v.picklist(INCOME_TYPES),
  source: v.picklist(INCOME_SOURCES),
  /** Tiyin credited. */
  amount: v.number(),
  createdDate: v.string(),
  details: v.object({
    /** The deposit balance right after the credit; null for a payment's reward (credited to the reward account). */
    balance: v.nullable(v.number()),
    /** The day the money is for (a partner's daily reward may be posted the next morning); else the credit's time. */
    date: v.string(),
    /** The payment a REWARD entry was earned by. */
    invoiceNumber: v.nullable(v.string()),
  }),
});
export type IncomeEntry = v.InferOutput<typeof incomeEntry>;

export const INCOME_LIST = {
  sort: ['createdDate', 'amount'],
  search: ['amount', 'createdDate', 'typeIncome', 'source'],
} as const;

export const listIncomes = defineCall({
  method: 'POST',
  path: '/v1/income-business/pageable',
  body: pageableBody(INCOME_LIST),
  answer: page(incomeEntry),
});

export const listIncomeTypes = defineCall({
  method: 'GET',
  path: '/v1/income-business/type_all',
  answer: v.array(v.picklist(INCOME_TYPES)),
});

const dateRange = v.pipe(
  v.object({ startDate: epochMs(), endDate: epochMs() }),
  v.check((range) => range.startDate <= range.endDate, 'invalid'),
);

export const partnerRewardSum = defineCall({
  method: 'POST',
  path: '/v1/partner-invoice/reward-sum-by-date',
  body: dateRange,
  /** null: nothing was posted for those days yet. */
  answer: v.object({ amount: v.nullable(v.number()) }),
});

export const REWARD_LIST = {
  sort: ['createdDate', 'amount'],
  // spec 03 §7: the category filter of the reward list is keyed `agentMerchant->merchantCategoryId`.
  search: ['createdDate', 'agentMerchant->merchantCategoryId', 'salePointId'],
} as const;

export const rewardStats = defineCall({
  method: 'POST',
  path: '/v1/reward-source/stat-by-date',
  body: v.pipe(
    v.object({
      startDate: epochMs(),
      endDate: epochMs(),
      merchantCategoryId: v.optional(v.nullable(idText()), null),
      salePointId: v.optional(v.nullable(idText()), null),
    }),
    v.check((range) => range.startDate <= range.endDate, 'invalid'),
  ),
  /** Tiyin: the turnover of the rewarded payments and the rewards they earned. */
  answer: v.object({ totalRevenue: v.number(), totalAgentProfitAmount: v.number(), count: v.number() }),
});

export const rewardRow = v.object({
  id: v.string(),
  invoiceNumber: v.string(),
  /** The payment's amount (tiyin). */
  amount: v.number(),
  merchant: v.object({ id: v.string(), name: names, image: v.nullable(v.string()) }),
  /** Who took the payment. */
  agent: v.string(),
  salePoint: v.object({ id: v.string(), name: v.string() }),
  account: v.string(),
  reward: v.object({ amount: v.number(), percent: v.number() }),
  createdDate: v.string(),
});
export type RewardRow = v.InferOutput<typeof rewardRow>;

/** spec 03 §7 leaves the reward list's path unnamed; it sits beside stat-by-date (docs/decisions/032). */
export const listRewards = defineCall({
  method: 'POST',
  path: '/v1/reward-source/pageable',
  body: pageableBody(REWARD_LIST),
  answer: page(rewardRow),
});

/**
 * spec 03 §2 top-up: the provider's account that bank transfers go to, shown with copy buttons. The purpose the agent
 * copies names the contract and the agent number, from which the statement line is credited (docs/decisions/033).
 */
export const TOP_UP_RECIPIENT = {
  bankCode: '00450',
  account: '20208000900100001001',
  name: '"AGENT PORTAL" MChJ',
  taxNumber: '309876543',
} as const;

/** The deposit history's entries for its filters as CSV or XLSX (issue 21 item 3). */
export const exportIncomes = defineCall({ method: 'POST', path: '/v1/income-business/export', file: true, body: exportBody(INCOME_LIST), answer: exportedFile });

/** The rewards list's rows for its filters as CSV or XLSX (issue 21 item 3). */
export const exportRewards = defineCall({ method: 'POST', path: '/v1/reward-source/export', file: true, body: exportBody(REWARD_LIST), answer: exportedFile });
