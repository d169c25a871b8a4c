// src/client/features/balance/deposit-rules.ts: the deposit section's day, the partner card's today rule (spec 03
// §2), the bank's working hours (§9), and the history and rewards filters as the calls receive them.
import { describe, expect, it } from 'vitest';
import {
  dayChoice,
  dayOfParam,
  depositBase,
  historyFiltersOf,
  historyFiltersParams,
  historyListBody,
  partnerListBody,
  partnerRewardState,
  rewardFiltersOf,
  rewardFiltersParams,
  rewardListBody,
  rewardStatsBody,
  withinWorkingHours,
} from '../../../../src/client/features/balance/deposit-rules.ts';
import { presetPeriod } from '../../../../src/client/lib/period-filter.ts';

/** A Tashkent wall-clock time (UTC+5) as epoch milliseconds. */
const tashkent = (iso: string) => Date.parse(`${iso}+05:00`);
// Wednesday 2026-11-25, 14:30 in Tashkent.
const NOW = tashkent('2026-11-25T14:30:00');
const TODAY = { start: tashkent('2026-11-25T00:00:00'), end: tashkent('2026-11-26T00:00:00') - 1 };

describe('depositBase', () => {
  it('is /deposit for the business and the sale point\'s own inside one', () => {
    expect(depositBase(null)).toBe('/deposit');
    expect(depositBase('a b')).toBe('/sale-points/a%20b/deposit');
  });
});

describe('dayOfParam', () => {
  it('reads the day holding the timestamp, today when missing or not a timestamp', () => {
    expect(dayOfParam(null, NOW)).toEqual(TODAY);
    expect(dayOfParam('yesterday', NOW)).toEqual(TODAY);
    expect(dayOfParam(String(tashkent('2026-11-20T23:59:00')), NOW)).toEqual({
      start: tashkent('2026-11-20T00:00:00'),
      end: tashkent('2026-11-21T00:00:00') - 1,
    });
  });
});

describe('dayChoice: the day picker', () => {
  it('names today and yesterday, and writes any other Tashkent day as DD.MM.YYYY', () => {
    expect(dayChoice(TODAY, NOW)).toEqual({ preset: 'today' });
    expect(dayChoice(dayOfParam(String(TODAY.start - 1), NOW), NOW)).toEqual({ preset: 'yesterday' });
    // 2026-11-03 00:10 in Tashkent is still 2 November in UTC: the day is Tashkent's.
    expect(dayChoice(dayOfParam(String(tashkent('2026-11-03T00:10:00')), NOW), NOW)).toEqual({ preset: 'day', label: '03.11.2026' });
  });
});

describe('partnerRewardState: the today rule', () => {
  it('for today says the reward is known at the start of tomorrow', () => {
    expect(partnerRewardState(TODAY, NOW)).toEqual({ pending: true, availableAt: tashkent('2026-11-26T00:00:00') });
    // Just after Tashkent midnight it is already the next day (the device's own zone does not matter).
    const late = tashkent('2026-11-25T23:59:59');
    expect(partnerRewardState(TODAY, late).pending).toBe(true);
    expect(partnerRewardState(TODAY, late + 1000).pending).toBe(false);
  });

  it('shows the amount of any earlier day, and treats a later day like today', () => {
    expect(partnerRewardState(dayOfParam(String(TODAY.start - 1), NOW), NOW)).toEqual({ pending: false });
    const tomorrow = dayOfParam(String(TODAY.end + 1), NOW);
    expect(partnerRewardState(tomorrow, NOW)).toEqual({ pending: true, availableAt: tomorrow.end + 1 });
  });
});

describe('withinWorkingHours', () => {
  it('is 09:00 to 17:00 Tashkent time, Monday to Friday', () => {
    expect(withinWorkingHours(tashkent('2026-11-25T09:00:00'))).toBe(true);
    expect(withinWorkingHours(tashkent('2026-11-25T16:59:59'))).toBe(true);
    expect(withinWorkingHours(tashkent('2026-11-25T08:59:59'))).toBe(false);
    expect(withinWorkingHours(tashkent('2026-11-25T17:00:00'))).toBe(false);
    expect(withinWorkingHours(tashkent('2026-11-23T10:00:00'))).toBe(true); // Monday
    expect(withinWorkingHours(tashkent('2026-11-27T10:00:00'))).toBe(true); // Friday
    expect(withinWorkingHours(tashkent('2026-11-28T10:00:00'))).toBe(false); // Saturday
    expect(withinWorkingHours(tashkent('2026-11-29T10:00:00'))).toBe(false); // Sunday
  });
});

describe('the period presets of the rewards and history filters', () => {
  it('are Tashkent days, weeks from Monday and calendar months', () => {
    expect(presetPeriod('today', NOW)).toEqual(TODAY);
    expect(presetPeriod('yesterday', NOW)).toEqual({ start: tashkent('2026-11-24T00:00:00'), end: TODAY.start - 1 });
    expect(presetPeriod('this_week', NOW)).toEqual({ start: tashkent('2026-11-23T00:00:00'), end: tashkent('2026-11-30T00:00:00') - 1 });
    expect(presetPeriod('last_week', NOW)).toEqual({ start: tashkent('2026-11-16T00:00:00'), end: tashkent('2026-11-23T00:00:00') - 1 });
    expect(presetPeriod('this_month', NOW)).toEqual({ start: tashkent('2026-11-01T00:00:00'), end: tashkent('2026-12-01T00:00:00') - 1 });
    expect(presetPeriod('last_month', NOW)).toEqual({ start: tashkent('2026-10-01T00:00:00'), end: tashkent('2026-11-01T00:00:00') - 1 });
  });
});

describe('history filters', () => {
  it('default to today, all methods, any amount, the first page; sent newest first, 100 a page', () => {
    const { filters, page } = historyFiltersOf(new URLSearchParams(), NOW);
    expect(filters).toEqual({ period: TODAY, method: '', amount: '' });
    expect(page).toBe(0);
    expect(historyListBody(filters, page)).toEqual({
      perPage: 100,
      page: 0,
      sort: { name: 'createdDate', direction: 'desc' },
      search: [
        { key: 'createdDate', operation: '>=', value: TODAY.start },
        { key: 'createdDate', operation: '<=', value: TODAY.end },
      ],
    });
  });

  it('send the amount in tiyin and the method, ignore an unknown method, and round-trip through the URL', () => {
    const params = new URLSearchParams({ method: 'BANK_CARD', amount: '12 500,5', page: '3', period: `${TODAY.start}-${TODAY.end}` });
    const { filters, page } = historyFiltersOf(params, NOW);
    expect(page).toBe(2);
    expect(historyListBody(filters, page).search.slice(0, 2)).toEqual([
      { key: 'amount', operation: '=', value: 1_250_050 },
      { key: 'typeIncome', operation: '=', value: 'BANK_CARD' },
    ]);
    expect(historyFiltersOf(historyFiltersParams(filters, page), NOW)).toEqual({ filters, page });
    expect(historyFiltersOf(new URLSearchParams({ method: 'GIFT' }), NOW).filters.method).toBe('');
  });
});

describe('rewards filters', () => {
  it('open the provider tab by default; the `reward` parameter picks the partner tab', () => {
    expect(rewardFiltersOf(new URLSearchParams(), NOW).filters).toEqual({ tab: 'provider', period: TODAY, category: '' });
    expect(rewardFiltersOf(new URLSearchParams({ reward: 'partner' }), NOW).filters.tab).toBe('partner');
    const partner = { tab: 'partner' as const, period: TODAY, category: 'c1' };
    // The category belongs to the provider tab only.
    expect(rewardFiltersParams(partner).get('category')).toBeNull();
    expect(rewardFiltersParams(partner).get('reward')).toBe('partner');
  });

  it('send the category and the sale point to the provider tab, and the partner tab asks for HUMANS without loans', () => {
    const filters = { tab: 'provider' as const, period: TODAY, category: 'cat-1' };
    expect(rewardListBody(filters, 'sp-1', 0).search).toEqual([
      { key: 'createdDate', operation: '>=', value: TODAY.start },
      { key: 'createdDate', operation: '<=', value: TODAY.end },
      { key: 'agentMerchant->merchantCategoryId', operation: '=', value: 'cat-1' },
      { key: 'salePointId', operation: '=', value: 'sp-1' },
    ]);
    expect(rewardStatsBody({ ...filters, category: '' }, null)).toEqual({
      startDate: TODAY.start,
      endDate: TODAY.end,
      merchantCategoryId: null,
      salePointId: null,
    });
    expect(partnerListBody({ ...filters, tab: 'partner' }, 1)).toMatchObject({
      perPage: 100,
      page: 1,
      search: [
        { key: 'source', operation: '=', value: 'HUMANS' },
        { key: 'typeIncome', operation: '!=', value: 'LOAN' },
        { key: 'createdDate', operation: '>=', value: TODAY.start },
        { key: 'createdDate', operation: '<=', value: TODAY.end },
      ],
    });
  });
});
