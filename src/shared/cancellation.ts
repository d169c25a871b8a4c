// spec 02 §4: whether a payment may get a cancellation request (an "application"), and if not, why.
// The client disables the action and shows the reason's toast; the server applies the same rule.

export type CancellationReason =
  | 'already_canceled'
  | 'not_paid'
  | 'cannot_be_canceled'
  | 'cancel_time_expired'
  | 'application_limit_exceeded'
  | 'application_waiting_or_success'
  | 'application_already_sent';

export type CancellableInvoice = {
  status: string;
  createdDate: string;
  merchant: { cancel: { status: boolean; isExpired: boolean; refundableHours: number | null } };
  isApplicationLimitExceeded: boolean;
  isApplicationWaiting: boolean;
};

/** The refund is expired when the merchant's refundable time in hours is below the hours elapsed since creation. */
export function isRefundExpired(invoice: CancellableInvoice, now: number): boolean {
  if (invoice.merchant.cancel.isExpired) return true;
  const hours = invoice.merchant.cancel.refundableHours;
  if (hours === null) return false;
  const elapsedHours = (now - Date.parse(invoice.createdDate)) / 3_600_000;
  return hours < elapsedHours;
}

/** null when a request may be made; otherwise the first reason it may not. `sentInSession`: one was just sent. */
export function cancellationBlock(
  invoice: CancellableInvoice,
  options: { now: number; sentInSession: boolean },
): CancellationReason | null {
  if (invoice.status === 'CANCELED') return 'already_canceled';
  // Only a PAID invoice can have a request at all, whatever its service allows (spec 02 §4).
  if (invoice.status !== 'PAID') return 'not_paid';
  if (!invoice.merchant.cancel.status) return 'cannot_be_canceled';
  if (isRefundExpired(invoice, options.now)) return 'cancel_time_expired';
  if (invoice.isApplicationLimitExceeded) return 'application_limit_exceeded';
  if (invoice.isApplicationWaiting) return 'application_waiting_or_success';
  if (options.sentInSession) return 'application_already_sent';
  return null;
}
