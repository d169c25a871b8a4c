// The deposit section's rules (spec 03 §2, §9) as pure functions: where the section lives, the day of the day view,
// the partner card's today rule, the bank's working hours, and the filters of the history and rewards pages as they
// live in the query string, turned into the calls' bodies (empty filters dropped, so'm sent ×100, 100 a page).
import { DEPOSIT_PAGE_SIZE, INCOME_TYPES, type IncomeType } from '#shared/api/deposit.ts';
import { TASHKENT_OFFSET_MS, tashkentDay, type Period } from '#shared/period.ts';
import { dateInputValue, formatPeriodParam, periodParamOf } from '#client/lib/period-filter.ts';
import { searchOf, sumInputToTiyin } from '#client/lib/list-search.ts';

const HOUR_MS = 60 * 60 * 1000;

/** spec 03 §2: /deposit, or /sale-points/{id}/deposit inside a sale point. */
export function depositBase(salePointId: string | null): string {
  return salePointId === null ? '/deposit' : `/sale-points/${encodeURIComponent(salePointId)}/deposit`;
}

/** The day view's day: the Tashkent day holding the `period` timestamp, today when it is missing or not a date. */
export function dayOfParam(value: string | null, now: number): Period {
  const ms = value !== null && /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN;
  return tashkentDay(Number.isFinite(ms) ? ms : now);
}

/**
 * The day picker's choice, like the period filters' presets: today, yesterday, or another day, which the picker
 * shows as DD.MM.YYYY (spec 03: dates are shown DD.MM.YYYY) rather than in the browser's own date format.
 */
export function dayChoice(day: Period, now: number): { preset: 'today' | 'yesterday' } | { preset: 'day'; label: string } {
  const today = tashkentDay(now);
  if (day.start === today.start) return { preset: 'today' };
  if (day.start === tashkentDay(today.start - 1).start) return { preset: 'yesterday' };
  const [year, month, date] = dateInputValue(day.start).split('-');
  return { preset: 'day', label: `${date}.${month}.${year}` };
}

/**
 * spec 03 §2 the partner card: the partner reports a day's reward after it ends, so for today (or a later day) the
 * card says when it will be available, the start of the next day; for a past day it shows the amount.
 */
export function partnerRewardState(day: Period, now: number): { pending: true; availableAt: number } | { pending: false } {
  return day.start >= tashkentDay(now).start ? { pending: true, availableAt: day.end + 1 } : { pending: false };
}

/** spec 03 §9: bank transfers are credited automatically 09:00–17:00 Tashkent time, Monday to Friday. */
export function withinWorkingHours(now: number): boolean {
  const local = new Date(now + TASHKENT_OFFSET_MS);
  const weekday = local.getUTCDay();
  const sinceMidnight = (now - tashkentDay(now).start) / HOUR_MS;
  return weekday >= 1 && weekday <= 5 && sinceMidnight >= 9 && sinceMidnight < 17;
}

const pageOf = (params: URLSearchParams) => {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page - 1 : 0;
};

export type HistoryFilters = { period: Period; method: IncomeType | ''; amount: string };

/** spec 03 §2 history: amount, method and period (default today) from the query string, and the 0-based page. */
export function historyFiltersOf(params: URLSearchParams, now: number): { filters: HistoryFilters; page: number } {
  const method = params.get('method') ?? '';
  return {
    filters: {
      period: periodParamOf(params, now),
      method: (INCOME_TYPES as readonly string[]).includes(method) ? (method as IncomeType) : '',
      amount: params.get('amount') ?? '',
    },
    page: pageOf(params),
  };
}

export function historyFiltersParams(filters: HistoryFilters, page = 0): URLSearchParams {
  const params = new URLSearchParams({ period: formatPeriodParam(filters.period) });
  if (filters.method) params.set('method', filters.method);
  if (filters.amount.trim()) params.set('amount', filters.amount.trim());
  if (page > 0) params.set('page', String(page + 1));
  return params;
}

const periodSearch = (period: Period): [key: 'createdDate', operation: '>=' | '<=', value: number][] => [
  ['createdDate', '>=', period.start],
  ['createdDate', '<=', period.end],
];

/** The history's income-business/pageable body: newest first, 100 a page. */
export function historyListBody(filters: HistoryFilters, page: number) {
  return {
    perPage: DEPOSIT_PAGE_SIZE,
    page,
    sort: { name: 'createdDate' as const, direction: 'desc' as const },
    search: searchOf<'amount' | 'typeIncome' | 'createdDate'>([
      ['amount', '=', sumInputToTiyin(filters.amount)],
      ['typeIncome', '=', filters.method],
      ...periodSearch(filters.period),
    ]),
  };
}

export const REWARD_TABS = ['provider', 'partner'] as const;
export type RewardTab = (typeof REWARD_TABS)[number];

export type RewardFilters = { tab: RewardTab; period: Period; category: string };

/** spec 03 §2 rewards: the tab by the `reward` parameter (the provider's by default), period (default today), category. */
export function rewardFiltersOf(params: URLSearchParams, now: number): { filters: RewardFilters; page: number } {
  return {
    filters: {
      tab: params.get('reward') === 'partner' ? 'partner' : 'provider',
      period: periodParamOf(params, now),
      category: params.get('category') ?? '',
    },
    page: pageOf(params),
  };
}

export function rewardFiltersParams(filters: RewardFilters, page = 0): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.tab === 'partner') params.set('reward', 'partner');
  params.set('period', formatPeriodParam(filters.period));
  if (filters.tab === 'provider' && filters.category) params.set('category', filters.category);
  if (page > 0) params.set('page', String(page + 1));
  return params;
}

/** The provider tab's reward list: the period, the category and, inside a sale point, that sale point's payments. */
export function rewardListBody(filters: RewardFilters, salePointId: string | null, page: number) {
  return {
    perPage: DEPOSIT_PAGE_SIZE,
    page,
    sort: { name: 'createdDate' as const, direction: 'desc' as const },
    search: searchOf<'createdDate' | 'agentMerchant->merchantCategoryId' | 'salePointId'>([
      ...periodSearch(filters.period),
      ['agentMerchant->merchantCategoryId', '=', filters.category],
      ['salePointId', '=', salePointId],
    ]),
  };
}

export function rewardStatsBody(filters: RewardFilters, salePointId: string | null) {
  return {
    startDate: filters.period.start,
    endDate: filters.period.end,
    merchantCategoryId: filters.category || null,
    salePointId,
  };
}

/** The partner tab: the partner's (HUMANS) income entries of the period, loans left out. */
export function partnerListBody(filters: RewardFilters, page: number) {
  return {
    perPage: DEPOSIT_PAGE_SIZE,
    page,
    sort: { name: 'createdDate' as const, direction: 'desc' as const },
    search: searchOf<'source' | 'typeIncome' | 'createdDate'>([
      ['source', '=', 'HUMANS'],
      ['typeIncome', '!=', 'LOAN'],
      ...periodSearch(filters.period),
    ]),
  };
}

