// spec 02 §4 results and receipt: which screen an invoice leads to, the four receipt variants and the 1 % cashback.
import { describe, expect, it } from 'vitest';
import { INVOICE_STATUSES } from '#shared/api/invoices.ts';
import { outcomeOf } from '#client/features/payments/invoice-view.ts';
import { cashbackOf, isCardTopUp, receiptVariant } from '#client/lib/receipt/receipt-view.ts';

const status = (value: (typeof INVOICE_STATUSES)[number]) => ({ status: { value, variant: 'info' as const } });

describe('outcomeOf', () => {
  it('shows success for PAID, pending for PENDING and OPEN, the error screen otherwise', () => {
    expect(INVOICE_STATUSES.map((value) => [value, outcomeOf(status(value))])).toEqual([
      ['OPEN', 'pending'],
      ['PAID', 'success'],
      ['PENDING', 'pending'],
      ['ERROR', 'error'],
      ['CANCELED', 'error'],
      ['EXPIRED', 'error'],
    ]);
  });
});

describe('receiptVariant', () => {
  it('has the successful, pending, error and canceled receipts', () => {
    expect(receiptVariant(status('PAID'))).toBe('successful');
    expect(receiptVariant(status('PENDING'))).toBe('pending');
    expect(receiptVariant(status('ERROR'))).toBe('error');
    expect(receiptVariant(status('CANCELED'))).toBe('canceled');
  });
});

describe('cashbackOf', () => {
  it('is 1 % of the amount, rounded down to the tiyin', () => {
    expect(cashbackOf(2_500_000)).toBe(25_000);
    expect(cashbackOf(199)).toBe(1);
    expect(cashbackOf(0)).toBe(0);
  });
});

describe('isCardTopUp', () => {
  it('is the card-to-card service only', () => {
    expect(isCardTopUp({ merchant: { key: 'P2P' } })).toBe(true);
    expect(isCardTopUp({ merchant: { key: 'beeline' } })).toBe(false);
  });
});
