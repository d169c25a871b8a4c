// src/client/lib/period-filter.ts: the period filter of the transactions and cancellations lists (spec 02 §2, §5).
import { describe, expect, it } from 'vitest';
import {
  customPeriod,
  dateInputValue,
  formatPeriodParam,
  parsePeriodParam,
  periodParamOf,
  presetOf,
  presetPeriod,
  todayQuery,
} from '../../../../src/client/lib/period-filter.ts';

const DAY = 24 * 60 * 60 * 1000;
/** The first millisecond of a Tashkent calendar day (UTC+5). */
const tashkent = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) - 5 * 60 * 60 * 1000;
/** Wednesday 17 June 2026, 12:00 in Tashkent. */
const WEDNESDAY = Date.UTC(2026, 5, 17, 7, 0);

describe('presetPeriod', () => {
  it('gives today and yesterday as whole Tashkent days', () => {
    expect(presetPeriod('today', WEDNESDAY)).toEqual({ start: tashkent(2026, 6, 17), end: tashkent(2026, 6, 18) - 1 });
    expect(presetPeriod('yesterday', WEDNESDAY)).toEqual({ start: tashkent(2026, 6, 16), end: tashkent(2026, 6, 17) - 1 });
  });

  it('starts weeks on Monday', () => {
    expect(presetPeriod('this_week', WEDNESDAY)).toEqual({ start: tashkent(2026, 6, 15), end: tashkent(2026, 6, 22) - 1 });
    expect(presetPeriod('last_week', WEDNESDAY)).toEqual({ start: tashkent(2026, 6, 8), end: tashkent(2026, 6, 15) - 1 });
  });

  it('counts a Sunday in the week that began the Monday before', () => {
    const sundayEvening = Date.UTC(2026, 5, 21, 18, 0); // 23:00 in Tashkent
    expect(presetPeriod('this_week', sundayEvening).start).toBe(tashkent(2026, 6, 15));
  });

  it('follows the Tashkent calendar, not UTC, around midnight', () => {
    const mondayJustAfterMidnight = Date.UTC(2026, 5, 21, 19, 30); // Monday 22 June, 00:30 in Tashkent, still Sunday in UTC
    expect(presetPeriod('today', mondayJustAfterMidnight).start).toBe(tashkent(2026, 6, 22));
    expect(presetPeriod('this_week', mondayJustAfterMidnight).start).toBe(tashkent(2026, 6, 22));
  });

  it('gives calendar months, across the turn of the year', () => {
    expect(presetPeriod('this_month', WEDNESDAY)).toEqual({ start: tashkent(2026, 6, 1), end: tashkent(2026, 7, 1) - 1 });
    const january = Date.UTC(2026, 0, 10, 7, 0);
    expect(presetPeriod('last_month', january)).toEqual({ start: tashkent(2025, 12, 1), end: tashkent(2026, 1, 1) - 1 });
    const march = Date.UTC(2026, 1, 28, 19, 30); // 1 March 00:30 in Tashkent
    expect(presetPeriod('this_month', march).start).toBe(tashkent(2026, 3, 1));
    expect(presetPeriod('last_month', march)).toEqual({ start: tashkent(2026, 2, 1), end: tashkent(2026, 2, 1) + 28 * DAY - 1 });
  });
});

describe('presetOf', () => {
  it('recognises every preset and calls anything else custom', () => {
    for (const preset of ['today', 'yesterday', 'this_week', 'last_week', 'this_month', 'last_month'] as const) {
      expect(presetOf(presetPeriod(preset, WEDNESDAY), WEDNESDAY)).toBe(preset);
    }
    expect(presetOf({ start: tashkent(2026, 6, 2), end: tashkent(2026, 6, 5) - 1 }, WEDNESDAY)).toBe('custom');
  });
});

describe('the period query parameter', () => {
  it('holds start and end in milliseconds and reads back', () => {
    const today = presetPeriod('today', WEDNESDAY);
    expect(formatPeriodParam(today)).toBe(`${today.start}-${today.end}`);
    expect(parsePeriodParam(formatPeriodParam(today))).toEqual(today);
    expect(todayQuery(WEDNESDAY)).toBe(`period=${today.start}-${today.end}`);
  });

  it('refuses what is not a period', () => {
    expect(parsePeriodParam(null)).toBeNull();
    expect(parsePeriodParam('')).toBeNull();
    expect(parsePeriodParam('today')).toBeNull();
    expect(parsePeriodParam('5-3')).toBeNull();
    expect(parsePeriodParam('1-2-3')).toBeNull();
  });

  it('opens a screen on the period its query names, else on today', () => {
    const week = presetPeriod('last_week', WEDNESDAY);
    const today = presetPeriod('today', WEDNESDAY);
    expect(periodParamOf(new URLSearchParams({ period: formatPeriodParam(week) }), WEDNESDAY)).toEqual(week);
    expect(periodParamOf(new URLSearchParams(), WEDNESDAY)).toEqual(today);
    expect(periodParamOf(new URLSearchParams({ period: '5-3' }), WEDNESDAY)).toEqual(today);
  });
});

describe('custom periods', () => {
  it('run from the start of the first day to the end of the last, in either order', () => {
    const june = { start: tashkent(2026, 6, 2), end: tashkent(2026, 6, 6) - 1 };
    expect(customPeriod('2026-06-02', '2026-06-05')).toEqual(june);
    expect(customPeriod('2026-06-05', '2026-06-02')).toEqual(june);
    expect(customPeriod('', '2026-06-05')).toBeNull();
  });

  it('show the Tashkent date of a moment in a date input', () => {
    expect(dateInputValue(tashkent(2026, 6, 2))).toBe('2026-06-02');
    expect(dateInputValue(tashkent(2026, 6, 3) - 1)).toBe('2026-06-02');
  });
});
