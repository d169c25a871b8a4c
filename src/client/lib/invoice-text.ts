// How a payment's fields read on every screen that shows them (the workspace, the confirmation, the queue, the
// receipt, the transactions, the cancellations), so a cashier comparing a receipt with the list sees the same
// number (spec 02 §5 display formats). The status labels beside them are in invoice-status.ts.
import { Mask } from 'maska';
import { maskCardAccount } from '#shared/payment-rules.ts';
import { localText, type LocalizedText } from './local-text.ts';

const PHONE_MASK = '## ### ## ##';

/**
 * An account as billing knows it, written the way people read it: a phone as +998 ## ### ## ##; the prefix apart
 * from the typed value (issue 25: '10' before '1234567' read as '10123 4567'); a field with a mask as that mask; a
 * long number (a bank account) grouped in fives; anything else as typed. A card number is masked, whoever stored it
 * (`maskCardAccount`).
 */
export function accountText({ value, prefix, mask }: { value: string; prefix: string | null; mask: string | null }): string {
  const typed = value.trim();
  const card = maskCardAccount(`${prefix ?? ''}${typed}`);
  if (card !== `${prefix ?? ''}${typed}`) return card;
  if (mask === PHONE_MASK && !prefix && /^\d{9}$/.test(typed)) return `+998 ${new Mask({ mask }).masked(typed)}`;
  const shown = mask ? new Mask({ mask }).masked(typed) : /^\d{11,}$/.test(typed) ? typed.replace(/(\d{5})(?=\d)/g, '$1 ') : typed;
  return [prefix, shown].filter(Boolean).join(' ');
}

/** A region, district or type the payer chose, in the reader's language (invoices stored before had Russian only). */
export function choiceText(field: { value: string; valueTitle?: LocalizedText | null }, locale: string): string {
  return field.valueTitle ? localText(field.valueTitle, locale) : field.value;
}

/** A payment's times: when the cashier took it and when the server received it (a device copy from an older
 * version may lack the first). */
type Times = { paymentDate?: string | null; createdDate: string };

/** When the cashier took the payment (issue 16): what receipts and lists show as its time. */
export function paymentTime(invoice: Times): string {
  return invoice.paymentDate ?? invoice.createdDate;
}

/** Whether the server received the payment a minute or more after it was taken (sent later from the outbox):
 * then the time received is shown beside the payment time. */
export function receivedLater(invoice: Times): boolean {
  return Date.parse(invoice.createdDate) - Date.parse(paymentTime(invoice)) >= 60_000;
}
