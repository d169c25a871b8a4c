// The events the portal tells its users of (issue 21): each builds the notification its service writes in its own
// transaction, with the screen it is about. Parameters carry names, numbers and amounts, never a card number.
import type { NewNotification } from './notifications.repository.ts';

/** Whether a debit of `amount` (negative) took the balance from at or above the threshold to below it. */
export function crossesLowAlert(threshold: number | null, balance: number, amount: number): boolean {
  return threshold !== null && amount < 0 && balance < threshold && balance - amount >= threshold;
}

export const depositLow = (balance: number, threshold: number, at: Date): NewNotification => ({
  kind: 'deposit_low',
  params: { balance, threshold },
  url: '/deposit',
  at,
});

/** A payment sent this long after the cashier took it was taken offline (decision 018: a minute or more later). */
export const OFFLINE_AFTER_MS = 60_000;

/** A payment taken offline that the server refused when the outbox sent it; `dedupeKey` from its Idempotency-Key. */
export const paymentRefused = (payment: { amount: number; code: string; salePointId: string; dedupeKey: string | null }, at: Date): NewNotification => ({
  kind: 'payment_refused',
  params: { amount: payment.amount, code: payment.code },
  url: `/sale-points/${payment.salePointId}/invoices`,
  dedupeKey: payment.dedupeKey,
  at,
});

export type SignableDocument = { type: 'agreement' | 'account_invoice'; id: string; number: string };

const documentUrl = (document: SignableDocument) => (document.type === 'agreement' ? '/documents/additional-agreements' : '/documents/invoice');

export const documentToSign = (document: SignableDocument, at: Date): NewNotification => ({
  kind: 'document_to_sign',
  params: { type: document.type, number: document.number },
  url: documentUrl(document),
  at,
});

/** The reminder a day before an unsigned document expires: once per document. */
export const documentExpiring = (document: SignableDocument, at: Date): NewNotification => ({
  kind: 'document_expiring',
  params: { type: document.type, number: document.number },
  url: documentUrl(document),
  dedupeKey: `expiring:${document.type}:${document.id}`,
  at,
});

export const supportAnswer = (ticket: { id: string; number: string | number }, at: Date): NewNotification => ({
  kind: 'support_answer',
  params: { number: String(ticket.number) },
  url: `/tickets/${ticket.id}`,
  at,
});

export const moderationDecided = (approved: boolean, at: Date): NewNotification => ({
  kind: approved ? 'moderation_approved' : 'moderation_returned',
  params: {},
  url: '/',
  at,
});

export const shiftDifference = (shift: { salePointId: string; salePointName: string; cashierName: string; difference: number }, at: Date): NewNotification => ({
  kind: 'shift_difference',
  params: { salePoint: shift.salePointName, cashier: shift.cashierName, difference: shift.difference },
  // The sale point's shifts with a difference, where this one opens with its report.
  url: `/sale-points/${shift.salePointId}/shifts?difference=1`,
  at,
});
