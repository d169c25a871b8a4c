// Money is integer minor units (tiyin) on the wire and in the database; 1 sum = 100 tiyin (DESIGN §3).
export type Tiyin = number;

export const TIYIN_PER_SUM = 100;

/**
 * The largest amount any money value may hold, and any balance may reach: 10^15 tiyin (10 trillion so'm), far above
 * any deposit or payment, and so far below 2^53 that sums of several stay exact in a JavaScript number and in a
 * bigint column (issue 14 item 2: a staff deposit of 1e300 became a REAL in SQLite and swallowed later credits).
 */
export const MAX_TIYIN = 1_000_000_000_000_000;

/** Whether `amount` is a whole number of tiyin within ±MAX_TIYIN. */
export function isTiyin(amount: unknown): amount is Tiyin {
  return typeof amount === 'number' && Number.isSafeInteger(amount) && Math.abs(amount) <= MAX_TIYIN;
}

export function toTiyin(sum: number): Tiyin {
  return Math.round(sum * TIYIN_PER_SUM);
}

/** "1 234 567,89" style grouping used across the portal (spaces as thousands separators). */
export function formatSum(amount: Tiyin, options: { fraction?: boolean } = {}): string {
  const negative = amount < 0;
  const abs = Math.abs(Math.trunc(amount));
  const whole = Math.floor(abs / TIYIN_PER_SUM)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  const cents = (abs % TIYIN_PER_SUM).toString().padStart(2, '0');
  const showFraction = options.fraction ?? cents !== '00';
  return `${negative ? '-' : ''}${whole}${showFraction ? `,${cents}` : ''}`;
}
