// The business day is the Asia/Tashkent calendar day (UTC+5, no daylight saving) (DESIGN §3).
export const TASHKENT_OFFSET_MS = 5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export type Period = { start: number; end: number };

/** Start (inclusive) and end (last millisecond) of the Tashkent day holding `at`. */
export function tashkentDay(at: number): Period {
  const local = at + TASHKENT_OFFSET_MS;
  const start = local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - TASHKENT_OFFSET_MS;
  return { start, end: start + DAY_MS - 1 };
}

export function nowIso(): string {
  return new Date().toISOString();
}
