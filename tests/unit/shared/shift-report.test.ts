// src/shared/shift-report.ts: the cash expected in the drawer, the Z-report, and a shift left open.
import { describe, expect, it } from 'vitest';
import { leftOpenPastDay, shiftTotals, type ShiftPayment } from '#shared/shift-report.ts';

const T0 = Date.parse('2026-11-28T04:00:00.000Z'); // 09:00 in Tashkent
const MIN = 60_000;

const payment = (merchantId: string, status: ShiftPayment['status'], amount: number, commission: number, minute: number, reward = 0): ShiftPayment => ({
  merchantId,
  status,
  amount,
  commission,
  total: amount + commission,
  reward,
  takenAt: T0 + minute * MIN,
});

describe('shiftTotals', () => {
  const payments = [
    payment('water', 'PAID', 10_000_00, 100_00, 5, 50_00),
    payment('water', 'PAID', 20_000_00, 200_00, 30, 100_00),
    payment('mobile', 'PENDING', 5_000_00, 0, 12, 25_00),
    payment('mobile', 'ERROR', 7_000_00, 0, 20),
    payment('gas', 'CANCELED', 3_000_00, 30_00, 8, 0),
    payment('gas', 'OPEN', 9_000_00, 0, 1),
    payment('gas', 'EXPIRED', 9_000_00, 0, 50),
  ];

  it('expects the opening cash plus the totals of the PAID and PENDING payments, and the counted difference', () => {
    const totals = shiftTotals(payments, 100_000_00, 135_000_00);
    expect(totals.cashTaken).toBe(10_100_00 + 20_200_00 + 5_000_00);
    expect(totals.expectedCash).toBe(100_000_00 + 35_300_00);
    expect(totals.difference).toBe(135_000_00 - 135_300_00);
    expect(totals).toMatchObject({ count: 3, amount: 35_000_00, commission: 300_00, total: 35_300_00, reward: 175_00 });
  });

  it('has no difference while the cash is not counted, and a surplus as a positive one', () => {
    expect(shiftTotals(payments, 0, null).difference).toBeNull();
    expect(shiftTotals([], 50_000_00, 50_500_00).difference).toBe(500_00);
  });

  it('breaks the drawer down by service (largest first) and every paid-for payment by status', () => {
    const totals = shiftTotals(payments, 0, null);
    expect(totals.byService).toEqual([
      { merchantId: 'water', count: 2, amount: 30_000_00, commission: 300_00, total: 30_300_00, reward: 150_00 },
      { merchantId: 'mobile', count: 1, amount: 5_000_00, commission: 0, total: 5_000_00, reward: 25_00 },
    ]);
    expect(totals.byStatus).toEqual([
      { status: 'CANCELED', count: 1, total: 3_030_00 },
      { status: 'ERROR', count: 1, total: 7_000_00 },
      { status: 'PAID', count: 2, total: 30_300_00 },
      { status: 'PENDING', count: 1, total: 5_000_00 },
    ]);
  });

  it('lists cancellations apart and leaves them and refused payments out of the drawer', () => {
    const totals = shiftTotals(payments, 0, 0);
    expect(totals.cancellations).toEqual({ count: 1, total: 3_030_00 });
    expect(totals.expectedCash).toBe(35_300_00);
  });

  it('gives the first and last payment time of the paid-for payments, none for an empty shift', () => {
    const totals = shiftTotals(payments, 0, null);
    expect(totals.firstPaymentAt).toBe(T0 + 5 * MIN);
    expect(totals.lastPaymentAt).toBe(T0 + 30 * MIN);
    const empty = shiftTotals([], 10_00, null);
    expect(empty).toMatchObject({ firstPaymentAt: null, lastPaymentAt: null, count: 0, cashTaken: 0, expectedCash: 10_00, byService: [], byStatus: [] });
  });
});

describe('leftOpenPastDay', () => {
  it('marks an open shift once the Tashkent day it was opened on has ended', () => {
    const shift = { openedAt: T0, closedAt: null };
    const midnight = Date.parse('2026-11-28T19:00:00.000Z'); // 00:00 on the 29th in Tashkent
    expect(leftOpenPastDay(shift, midnight - 1)).toBe(false);
    expect(leftOpenPastDay(shift, midnight)).toBe(true);
    expect(leftOpenPastDay({ openedAt: T0, closedAt: midnight - 1 }, midnight + 1)).toBe(false);
  });
});
