// The arithmetic of a shift (issue 24 item 2), pure so both sides and the tests share it: the cash the drawer should
// hold, the Z-report, and whether a shift was left open. Money in tiyin. Which payments a shift holds (its cashier's at
// its sale point, taken from its open up to its close) is a query: shifts.repository.ts.
//
// Cash: the payer hands over a payment's total (amount + an OUTSIDE commission). A PAID or PENDING payment's total is
// in the drawer; an ERROR's was handed back at once ("верните деньги плательщику"); a CANCELED one's is handed back
// when its cancellation is approved, so it is listed as a cancellation and not expected in the drawer.
import type { Tiyin } from './money.ts';
import { tashkentDay } from './period.ts';
import { byCodeUnits } from './order.ts';

export type ShiftPaymentStatus = 'OPEN' | 'PAID' | 'PENDING' | 'ERROR' | 'CANCELED' | 'EXPIRED';

/** A payment as the report reads it; `takenAt` is when the cashier took it (epoch ms). */
export type ShiftPayment = {
  merchantId: string;
  status: ShiftPaymentStatus;
  amount: Tiyin;
  commission: Tiyin;
  total: Tiyin;
  reward: Tiyin;
  takenAt: number;
};

export type ServiceLine = { merchantId: string; count: number; amount: Tiyin; commission: Tiyin; total: Tiyin; reward: Tiyin };
export type StatusLine = { status: ShiftPaymentStatus; count: number; total: Tiyin };

export type ShiftTotals = {
  /** What the drawer should hold: the opening cash plus the cash taken. */
  expectedCash: Tiyin;
  cashTaken: Tiyin;
  /** Counted minus expected: negative when cash is missing; null while the shift is open. */
  difference: Tiyin | null;
  /** PAID and PENDING payments: those whose cash stays in the drawer. */
  count: number;
  amount: Tiyin;
  commission: Tiyin;
  total: Tiyin;
  reward: Tiyin;
  byService: ServiceLine[];
  byStatus: StatusLine[];
  cancellations: { count: number; total: Tiyin };
  firstPaymentAt: number | null;
  lastPaymentAt: number | null;
};

const IN_DRAWER: readonly ShiftPaymentStatus[] = ['PAID', 'PENDING'];

/** The Z-report's figures of a shift's payments (OPEN and EXPIRED invoices were never paid and are left out). */
export function shiftTotals(payments: readonly ShiftPayment[], openingCash: Tiyin, countedCash: Tiyin | null): ShiftTotals {
  const services = new Map<string, ServiceLine>();
  const statuses = new Map<ShiftPaymentStatus, StatusLine>();
  let cashTaken = 0;
  let count = 0;
  let amount = 0;
  let commission = 0;
  let reward = 0;
  let first: number | null = null;
  let last: number | null = null;
  const cancellations = { count: 0, total: 0 };
  for (const payment of payments) {
    if (payment.status === 'OPEN' || payment.status === 'EXPIRED') continue;
    first = first === null ? payment.takenAt : Math.min(first, payment.takenAt);
    last = last === null ? payment.takenAt : Math.max(last, payment.takenAt);
    const status = statuses.get(payment.status) ?? { status: payment.status, count: 0, total: 0 };
    status.count += 1;
    status.total += payment.total;
    statuses.set(payment.status, status);
    if (payment.status === 'CANCELED') {
      cancellations.count += 1;
      cancellations.total += payment.total;
    }
    if (!IN_DRAWER.includes(payment.status)) continue;
    cashTaken += payment.total;
    count += 1;
    amount += payment.amount;
    commission += payment.commission;
    reward += payment.reward;
    const service = services.get(payment.merchantId) ?? { merchantId: payment.merchantId, count: 0, amount: 0, commission: 0, total: 0, reward: 0 };
    service.count += 1;
    service.amount += payment.amount;
    service.commission += payment.commission;
    service.total += payment.total;
    service.reward += payment.reward;
    services.set(payment.merchantId, service);
  }
  const expectedCash = openingCash + cashTaken;
  return {
    expectedCash,
    cashTaken,
    difference: countedCash === null ? null : countedCash - expectedCash,
    count,
    amount,
    commission,
    total: cashTaken,
    reward,
    byService: [...services.values()].sort((a, b) => b.total - a.total || byCodeUnits(a.merchantId, b.merchantId)),
    byStatus: [...statuses.values()].sort((a, b) => byCodeUnits(a.status, b.status)),
    cancellations,
    firstPaymentAt: first,
    lastPaymentAt: last,
  };
}

/** A shift still open after the business day (Asia/Tashkent) it was opened on has ended. */
export function leftOpenPastDay(shift: { openedAt: number; closedAt: number | null }, now: number): boolean {
  return shift.closedAt === null && now > tashkentDay(shift.openedAt).end;
}
