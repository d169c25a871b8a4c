// Shared test data of the outbox tests: a new payment as the workspace submits it and an invoice as the server
// answers it.
import type { Invoice } from '#shared/api/invoices.ts';
import type { NewOutboxItem } from '#client/offline/outbox-machine.ts';

export function newPayment(overrides: Partial<NewOutboxItem> = {}): NewOutboxItem {
  return {
    ownerId: 'user-1',
    salePointId: 'sp-1',
    merchantId: 'm-1',
    flow: 'SIMPLE',
    invoice: { salePointId: 'sp-1', agentMerchantId: 'm-1', account: '901234567', amount: 500_000, scope: true },
    summary: {
      merchantName: { uz: 'Xizmat', ru: 'Услуга', en: 'Service' },
      merchantImage: null,
      account: '90 123 45 67',
      amount: 500_000,
      commission: 5_000,
      total: 505_000,
    },
    ...overrides,
  };
}

export function invoiceFixture(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: 'inv-1',
    number: '1000001',
    status: { value: 'PAID', variant: 'success' },
    errorCode: null,
    merchant: {
      id: 'm-1',
      key: 'service',
      name: { uz: 'Xizmat', ru: 'Услуга', en: 'Service' },
      legalName: null,
      image: null,
      cancel: { status: true, isExpired: false, refundableHours: 24 },
    },
    salePoint: { id: 'sp-1', name: 'Chilonzor', region: null, district: null },
    fields: { region: null, subRegion: null, type: null, account: [] },
    user: { id: 'user-1', name: 'Aziz Karimov', shortName: 'Aziz K.', image: null },
    amount: { value: 500_000, readable: '5 000', paid: 500_000, total: 505_000 },
    reward: { amount: 2_500, value: 0.5, percent: 0.5 },
    commission: { type: 'PERCENT', calcType: 'OUTSIDE', amount: 5_000, value: 1 },
    isApplicationLimitExceeded: false,
    isApplicationWaiting: false,
    ofd: null,
    requestDate: null,
    paymentDate: '2026-01-01T10:00:00.000Z',
    createdDate: '2026-01-01T10:00:00.000Z',
    modifiedDate: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}
