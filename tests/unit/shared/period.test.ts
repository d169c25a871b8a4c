// DESIGN §3: the business day is the Asia/Tashkent calendar day (UTC+5, no daylight saving).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nowIso, tashkentDay, TASHKENT_OFFSET_MS } from '../../../src/shared/period.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('tashkentDay', () => {
  it('starts at 19:00 UTC of the day before', () => {
    const noon = Date.UTC(2026, 5, 15, 7, 0); // 12:00 in Tashkent
    expect(tashkentDay(noon)).toEqual({ start: Date.UTC(2026, 5, 14, 19, 0), end: Date.UTC(2026, 5, 15, 19, 0) - 1 });
  });

  it('puts 23:59:59.999 UTC+5 in the day and midnight in the next one', () => {
    const lastMoment = Date.UTC(2026, 0, 1, 18, 59, 59, 999);
    expect(tashkentDay(lastMoment).start).toBe(Date.UTC(2025, 11, 31, 19, 0));
    const midnight = Date.UTC(2026, 0, 1, 19, 0);
    expect(tashkentDay(midnight)).toEqual({ start: midnight, end: midnight + DAY - 1 });
  });

  it('is a UTC+5 day in summer too (no daylight saving)', () => {
    const summer = tashkentDay(Date.UTC(2026, 6, 1, 12, 0));
    const winter = tashkentDay(Date.UTC(2026, 0, 1, 12, 0));
    expect((summer.start + TASHKENT_OFFSET_MS) % DAY).toBe(0);
    expect((winter.start + TASHKENT_OFFSET_MS) % DAY).toBe(0);
  });

  it('works before 1970', () => {
    expect(tashkentDay(Date.UTC(1969, 11, 31, 20, 0)).start).toBe(Date.UTC(1969, 11, 31, 19, 0));
  });
});

describe('nowIso', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers the current time as an ISO-8601 UTC string', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(Date.UTC(2026, 10, 22, 7, 30)));
    expect(nowIso()).toBe('2026-11-22T07:30:00.000Z');
  });
});
