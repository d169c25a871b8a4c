// DESIGN §3 and spec 01 §3: money is integer tiyin on the wire (×100 when sending, ÷100 for display).
import { describe, expect, it } from 'vitest';
import { formatSum, TIYIN_PER_SUM, toTiyin } from '../../../src/shared/money.ts';

const NBSP = '\u00a0';

describe('toTiyin', () => {
  it('multiplies sums by 100 and rounds away float noise', () => {
    expect(TIYIN_PER_SUM).toBe(100);
    expect(toTiyin(12.34)).toBe(1234);
    expect(toTiyin(0.1 + 0.2)).toBe(30);
    expect(toTiyin(19.99)).toBe(1999);
    expect(toTiyin(1_000_000)).toBe(100_000_000);
    expect(Number.isInteger(toTiyin(4.35))).toBe(true);
  });
});

describe('formatSum', () => {
  it('groups thousands with non-breaking spaces and shows tiyin after a comma', () => {
    expect(formatSum(123_456_789)).toBe(`1${NBSP}234${NBSP}567,89`);
    expect(formatSum(5)).toBe('0,05');
  });

  it('leaves out a zero fraction unless asked for it', () => {
    expect(formatSum(100_000)).toBe(`1${NBSP}000`);
    expect(formatSum(100_000, { fraction: true })).toBe(`1${NBSP}000,00`);
    expect(formatSum(0)).toBe('0');
  });

  it('signs negative amounts', () => {
    expect(formatSum(-150)).toBe('-1,50');
    expect(formatSum(-123_456_700)).toBe(`-1${NBSP}234${NBSP}567`);
  });
});
