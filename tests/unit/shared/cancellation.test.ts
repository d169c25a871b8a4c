import { describe, expect, it } from 'vitest';
import { cancellationBlock, isRefundExpired, type CancellableInvoice } from '#shared/cancellation.ts';

const CREATED = '2026-11-20T10:00:00.000Z';
const HOUR = 3_600_000;
const now = Date.parse(CREATED) + 2 * HOUR;

function invoice(changes: Partial<CancellableInvoice> = {}, cancel: Partial<CancellableInvoice['merchant']['cancel']> = {}) {
  return {
    status: 'PAID',
    createdDate: CREATED,
    isApplicationLimitExceeded: false,
    isApplicationWaiting: false,
    ...changes,
    merchant: { cancel: { status: true, isExpired: false, refundableHours: 24, ...cancel } },
  } satisfies CancellableInvoice;
}

describe('cancellationBlock (spec 02 §4)', () => {
  it('allows a request for a paid, cancellable, recent payment', () => {
    expect(cancellationBlock(invoice(), { now, sentInSession: false })).toBeNull();
  });

  it('offers nothing for an already cancelled payment', () => {
    expect(cancellationBlock(invoice({ status: 'CANCELED' }), { now, sentInSession: false })).toBe('already_canceled');
  });

  it('refuses a service that cannot be cancelled', () => {
    expect(cancellationBlock(invoice({}, { status: false }), { now, sentInSession: false })).toBe('cannot_be_canceled');
  });

  it('refuses once the refundable hours are below the hours since creation', () => {
    expect(cancellationBlock(invoice({}, { refundableHours: 1 }), { now, sentInSession: false })).toBe('cancel_time_expired');
    expect(cancellationBlock(invoice({}, { refundableHours: 2 }), { now, sentInSession: false })).toBeNull();
  });

  it('trusts the server when it says the refund is expired', () => {
    expect(cancellationBlock(invoice({}, { isExpired: true }), { now, sentInSession: false })).toBe('cancel_time_expired');
  });

  it('refuses past the application limit', () => {
    expect(cancellationBlock(invoice({ isApplicationLimitExceeded: true }), { now, sentInSession: false })).toBe(
      'application_limit_exceeded',
    );
  });

  it('refuses while an application waits or after one succeeded', () => {
    expect(cancellationBlock(invoice({ isApplicationWaiting: true }), { now, sentInSession: false })).toBe(
      'application_waiting_or_success',
    );
  });

  it('refuses a second request sent in this session', () => {
    expect(cancellationBlock(invoice(), { now, sentInSession: true })).toBe('application_already_sent');
  });

  it('allows requests only for paid payments', () => {
    for (const status of ['OPEN', 'PENDING', 'ERROR', 'EXPIRED']) {
      expect(cancellationBlock(invoice({ status }), { now, sentInSession: false })).toBe('not_paid');
    }
  });

  it('answers not_paid before what the service allows: an unpaid invoice never reaches the other rules', () => {
    const unpaidAtClosedService = invoice({ status: 'ERROR' }, { status: false, isExpired: true, refundableHours: 0 });
    expect(cancellationBlock(unpaidAtClosedService, { now, sentInSession: true })).toBe('not_paid');
  });
});

describe('isRefundExpired', () => {
  it('never expires without refundable hours unless the server says so', () => {
    expect(isRefundExpired(invoice({}, { refundableHours: null }), now + 1_000 * HOUR)).toBe(false);
    expect(isRefundExpired(invoice({}, { refundableHours: null, isExpired: true }), now)).toBe(true);
  });
});
