// The period filter of the lists (spec 02 §2, §5): presets on the Asia/Tashkent calendar (weeks start on Monday),
// custom day ranges, and the `period` query parameter that holds the start and the end as millisecond timestamps.
import { TASHKENT_OFFSET_MS, tashkentDay, type Period } from '#shared/period.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export const PERIOD_PRESETS = ['today', 'yesterday', 'this_week', 'last_week', 'this_month', 'last_month'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** The Tashkent calendar date holding `at`, read with UTC getters. */
function tashkentDate(at: number): Date {
  return new Date(at + TASHKENT_OFFSET_MS);
}

/** The first millisecond of a Tashkent calendar day given as year, month (0-based, may overflow) and day. */
function dayStart(year: number, month: number, day: number): number {
  return Date.UTC(year, month, day) - TASHKENT_OFFSET_MS;
}

export function presetPeriod(preset: PeriodPreset, now: number): Period {
  const date = tashkentDate(now);
  const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()];
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  switch (preset) {
    case 'today':
      return tashkentDay(now);
    case 'yesterday':
      return tashkentDay(now - DAY_MS);
    case 'this_week': {
      const start = dayStart(year, month, day - sinceMonday);
      return { start, end: start + 7 * DAY_MS - 1 };
    }
    case 'last_week': {
      const start = dayStart(year, month, day - sinceMonday - 7);
      return { start, end: start + 7 * DAY_MS - 1 };
    }
    case 'this_month':
      return { start: dayStart(year, month, 1), end: dayStart(year, month + 1, 1) - 1 };
    case 'last_month':
      return { start: dayStart(year, month - 1, 1), end: dayStart(year, month, 1) - 1 };
  }
}

/** The preset that yields exactly this period today, or 'custom'. */
export function presetOf(period: Period, now: number): PeriodPreset | 'custom' {
  return PERIOD_PRESETS.find((preset) => samePeriod(presetPeriod(preset, now), period)) ?? 'custom';
}

function samePeriod(a: Period, b: Period): boolean {
  return a.start === b.start && a.end === b.end;
}

/** `period` query value: `start-end` in milliseconds. */
export function formatPeriodParam(period: Period): string {
  return `${period.start}-${period.end}`;
}

export function parsePeriodParam(value: string | null): Period | null {
  const match = value?.match(/^(\d{1,15})-(\d{1,15})$/);
  if (!match) return null;
  const period = { start: Number(match[1]), end: Number(match[2]) };
  return period.start <= period.end ? period : null;
}

/** The period a screen's query string names, or today's when it names none or a broken one (lists open on today). */
export function periodParamOf(params: URLSearchParams, now: number): Period {
  return parsePeriodParam(params.get('period')) ?? tashkentDay(now);
}

/** The query string of a link that opens a list on today's transactions (spec 01 §2.2, spec 02 §2). */
export function todayQuery(now: number = Date.now()): string {
  return `period=${formatPeriodParam(tashkentDay(now))}`;
}

/** `YYYY-MM-DD` of the Tashkent day holding `at`, for a date input. */
export function dateInputValue(at: number): string {
  return tashkentDate(at).toISOString().slice(0, 10);
}

/** The period from the first Tashkent day to the last one, both `YYYY-MM-DD`; null when a date is missing. */
export function customPeriod(from: string, to: string): Period | null {
  const parse = (value: string) => {
    const match = value.match(/^(\d{4})-(\d{2})-(\d{2})$/);
    return match ? dayStart(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
  };
  const start = parse(from);
  const last = parse(to);
  if (start === null || last === null) return null;
  const [first, final] = start <= last ? [start, last] : [last, start];
  return { start: first, end: final + DAY_MS - 1 };
}
