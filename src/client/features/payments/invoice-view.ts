// How a server invoice is presented after paying (spec 02 §4): the result screen it leads to, the receipt variant,
// the 1 % cashback line. Pure, so the rules are unit-tested.
import type { Invoice, InvoiceStatus } from '#shared/api/invoices.ts';
import type { Tiyin } from '#shared/money.ts';

export type Outcome = 'success' | 'pending' | 'error';

/** SUCCESSFUL → success, IN_PROCESS → pending, UNSUCCESSFUL or anything else → error. */
export function outcomeOf(invoice: Pick<Invoice, 'status'>): Outcome {
  const status = invoice.status.value;
  if (status === 'PAID') return 'success';
  if (status === 'PENDING' || status === 'OPEN') return 'pending';
  return 'error';
}

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
