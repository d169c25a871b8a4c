import { describe, expect, it } from 'vitest';
import { charge, commissionOf, hundredthsOfPercent, monthlyLimitWarning, rewardOf } from '#shared/commission.ts';

describe('commission (spec 02 §4)', () => {
  it('PERCENT INSIDE: the payer pays the amount and the service is credited the amount less the fee', () => {
    expect(charge(100_000, { type: 'PERCENT', value: 2, calcType: 'INSIDE' })).toEqual({
      amount: 100_000,
      commission: 2_000,
      total: 100_000,
      paid: 98_000,
    });
  });

  it('PERCENT OUTSIDE: the fee is added to what the payer pays', () => {
    expect(charge(100_000, { type: 'PERCENT', value: 1.5, calcType: 'OUTSIDE' })).toEqual({
      amount: 100_000,
      commission: 1_500,
      total: 101_500,
      paid: 100_000,
    });
  });

  it('FIXED INSIDE: a fixed fee in tiyin comes out of the amount', () => {
    expect(charge(500_000, { type: 'FIXED', value: 30_000, calcType: 'INSIDE' })).toEqual({
      amount: 500_000,
      commission: 30_000,
      total: 500_000,
      paid: 470_000,
    });
  });

  it('FIXED OUTSIDE: a fixed fee in tiyin is added', () => {
    expect(charge(500_000, { type: 'FIXED', value: 30_000, calcType: 'OUTSIDE' })).toEqual({
      amount: 500_000,
      commission: 30_000,
      total: 530_000,
      paid: 500_000,
    });
  });

  it('charges nothing without a commission, and never credits a negative amount', () => {
    expect(charge(12_345, null)).toEqual({ amount: 12_345, commission: 0, total: 12_345, paid: 12_345 });
    expect(charge(10_000, { type: 'FIXED', value: 50_000, calcType: 'INSIDE' }).paid).toBe(0);
  });

  it('rounds a percentage half up to the whole tiyin', () => {
    // 1.25 % of 1 234 tiyin = 15.425 → 15; of 1 240 = 15.5 → 16; of 1 239 = 15.4875 → 15
    expect(commissionOf(1_234, { type: 'PERCENT', value: 1.25, calcType: 'INSIDE' })).toBe(15);
    expect(commissionOf(1_240, { type: 'PERCENT', value: 1.25, calcType: 'INSIDE' })).toBe(16);
    expect(commissionOf(1_239, { type: 'PERCENT', value: 1.25, calcType: 'INSIDE' })).toBe(15);
  });

  it('reads rates given with two decimals exactly, where floating point would drift', () => {
    expect(hundredthsOfPercent(1.15)).toBe(115);
    expect(hundredthsOfPercent(0.29)).toBe(29);
    expect(commissionOf(1_000_000, { type: 'PERCENT', value: 0.29, calcType: 'OUTSIDE' })).toBe(2_900);
  });
});

describe('rewardOf', () => {
  it('rounds the agent reward down, so the provider never credits more than the rate', () => {
    expect(rewardOf(1_999, 1)).toBe(19); // 19.99 → 19
    expect(rewardOf(100_000, 1.5)).toBe(1_500);
    expect(rewardOf(100_000, 0)).toBe(0);
    expect(rewardOf(0, 2)).toBe(0);
  });
});

describe('monthlyLimitWarning', () => {
  const threshold = 100_000_000;
  it('warns when what is left of the tier is at or below the threshold', () => {
    expect(monthlyLimitWarning({ limit: 500_000_000, amountSpent: 400_000_000 }, threshold)).toBe(true);
    expect(monthlyLimitWarning({ limit: 500_000_000, amountSpent: 450_000_000 }, threshold)).toBe(true);
  });

  it('stays quiet with more left, without a tier or without a threshold', () => {
    expect(monthlyLimitWarning({ limit: 500_000_000, amountSpent: 399_999_999 }, threshold)).toBe(false);
    expect(monthlyLimitWarning(null, threshold)).toBe(false);
    expect(monthlyLimitWarning({ limit: 1, amountSpent: 1 }, null)).toBe(false);
  });
});
