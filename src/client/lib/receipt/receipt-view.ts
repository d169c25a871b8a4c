// How a receipt presents a server invoice (spec 02 §4): its variant, the 1 % cashback line, and the service's name
// (a card top-up keeps its own name, issue 16). Pure, so the rules are unit-tested.
import { CARD_TO_CARD_KEY } from '#shared/api/catalogue.ts';
import type { Invoice, InvoiceStatus } from '#shared/api/invoices.ts';
import type { Tiyin } from '#shared/money.ts';

/** spec 02 §4: the four receipt variants. */
export type ReceiptVariant = 'successful' | 'pending' | 'error' | 'canceled';

const VARIANT_OF: Record<InvoiceStatus, ReceiptVariant> = {
  PAID: 'successful',
  OPEN: 'pending',
  PENDING: 'pending',
  ERROR: 'error',
  EXPIRED: 'error',
  CANCELED: 'canceled',
};

export function receiptVariant(invoice: Pick<Invoice, 'status'>): ReceiptVariant {
  return VARIANT_OF[invoice.status.value];
}

/** spec 02 §4: a receipt mentions a cashback of 1 % of the purchase. */
export const CASHBACK_PERCENT = 1;

export function cashbackOf(amount: Tiyin): Tiyin {
  return Math.floor((amount * CASHBACK_PERCENT) / 100);
}

/** A card top-up (the card-to-card service): named "Пополнение карты" on its result and receipt, as in its flow. */
export function isCardTopUp(invoice: { merchant: Pick<Invoice['merchant'], 'key'> }): boolean {
  return invoice.merchant.key === CARD_TO_CARD_KEY;
}
