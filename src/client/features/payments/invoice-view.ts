// How a server invoice is presented after paying (spec 02 §4): the result screen it leads to (the receipt's
// variant and cashback line are in #client/lib/receipt/receipt-view.ts). Pure, so the rules are unit-tested.
import type { Invoice } from '#shared/api/invoices.ts';

export type Outcome = 'success' | 'pending' | 'error';

/** SUCCESSFUL → success, IN_PROCESS → pending, UNSUCCESSFUL or anything else → error. */
export function outcomeOf(invoice: Pick<Invoice, 'status'>): Outcome {
  const status = invoice.status.value;
  if (status === 'PAID') return 'success';
  if (status === 'PENDING' || status === 'OPEN') return 'pending';
  return 'error';
}
