// Money is integer minor units (tiyin) on the wire and in the database; 1 sum = 100 tiyin (DESIGN §3).
export type Tiyin = number;

export const TIYIN_PER_SUM = 100;

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
