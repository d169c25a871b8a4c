// spec 02 §4 commission rule, in integer tiyin. PERCENT: amount × value / 100; FIXED: the value (tiyin).
// INSIDE: the commission comes out of the amount (the payer pays the amount, the service is credited less);
// OUTSIDE: it is added (the payer pays amount + commission). The agent's deposit is debited what the payer pays.
//
// Rounding rule: a percentage is held as hundredths of a percent (1.25 % → 125) and the commission is rounded half
// up to the whole tiyin: floor((amount × hundredths + 5 000) / 10 000). The agent reward rounds down (floor), so the
// provider never credits more than the rate gives.
import type { Tiyin } from './money.ts';

export const COMMISSION_TYPES = ['PERCENT', 'FIXED'] as const;
export type CommissionType = (typeof COMMISSION_TYPES)[number];
export const CALC_TYPES = ['INSIDE', 'OUTSIDE'] as const;
export type CalcType = (typeof CALC_TYPES)[number];

export type Commission = { type: CommissionType; value: number; calcType: CalcType };

export type Charge = {
  /** The amount the cashier typed. */
  amount: Tiyin;
  commission: Tiyin;
  /** What the payer hands over, and what the agent's deposit is debited. */
  total: Tiyin;
  /** What the service is credited (`amount.paid` of the invoice). */
  paid: Tiyin;
};

/** Hundredths of a percent, exact for rates given with up to two decimals. */
export function hundredthsOfPercent(percent: number): number {
  return Math.round(percent * 100);
}

export function commissionOf(amount: Tiyin, commission: Commission | null): Tiyin {
  if (!commission || amount <= 0) return 0;
  if (commission.type === 'FIXED') return Math.round(commission.value);
  return Math.floor((amount * hundredthsOfPercent(commission.value) + 5_000) / 10_000);
}

export function charge(amount: Tiyin, commission: Commission | null): Charge {
  const fee = commissionOf(amount, commission);
  if (commission?.calcType === 'OUTSIDE') return { amount, commission: fee, total: amount + fee, paid: amount };
  return { amount, commission: fee, total: amount, paid: Math.max(0, amount - fee) };
}

/** The agent's reward for a payment: `percent` of the amount, rounded down to the tiyin. */
export function rewardOf(amount: Tiyin, percent: number): Tiyin {
  if (amount <= 0 || percent <= 0) return 0;
  return Math.floor((amount * hundredthsOfPercent(percent)) / 10_000);
}

/** spec 02 §4 monthly limit warning: shown when the limit left is at or below the configured threshold. */
export function monthlyLimitWarning(
  tier: { limit: Tiyin; amountSpent: Tiyin } | null,
  threshold: Tiyin | null,
): boolean {
  if (!tier || threshold === null) return false;
  return tier.limit - tier.amountSpent <= threshold;
}
