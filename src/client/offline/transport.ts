// How the drainer reaches the server: the two idempotent calls of a payment through the one API client. Tests
// hand the drainer their own transport.
import { createInvoice, pay, type Invoice, type PayResult } from '#shared/api/invoices.ts';
import { closeShift, openShift } from '#shared/api/shifts.ts';
import { sendTicketMessage } from '#shared/api/tickets.ts';
import { isApiError, request } from '#client/lib/api.ts';
import type { MessageTransport } from './message-outbox.ts';
import type { InvoiceBody, OutboxError } from './outbox-machine.ts';
import type { ShiftTransport } from './shift-outbox.ts';

export type OutboxTransport = {
  createInvoice(body: InvoiceBody, idempotencyKey: string): Promise<{ invoiceNumber: string; invoice: Invoice | null }>;
  pay(invoiceNumber: string, idempotencyKey: string): Promise<{ status: PayResult; invoice: Invoice }>;
};

export const apiTransport: OutboxTransport = {
  createInvoice: (body, idempotencyKey) => request(createInvoice, { body, idempotencyKey }),
  pay: (invoiceNumber, idempotencyKey) => request(pay, { body: { invoiceNumber, scope: true }, idempotencyKey }),
};

/** A support chat message (issue 11), sent once with its Idempotency-Key. */
export const apiMessageTransport: MessageTransport = {
  send: (body, idempotencyKey) => request(sendTicketMessage, { body, idempotencyKey }),
};

/** A shift's open and close (issue 24), each once with its Idempotency-Key, under the role's base (scoped calls). */
export const apiShiftTransport: ShiftTransport = {
  open: (body, idempotencyKey) => request(openShift, { body, idempotencyKey }),
  close: (body, idempotencyKey) => request(closeShift, { body, idempotencyKey }),
};

/** The stored form of whatever a send threw: the server's code, or a lost connection. */
export function outboxErrorOf(error: unknown): OutboxError {
  if (isApiError(error)) return { code: error.code, status: error.status, message: error.message };
  return { code: 'network_error', status: 0, message: error instanceof Error ? error.message : String(error) };
}
