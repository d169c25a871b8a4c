// The payment outbox's state machine (DESIGN §6), as pure functions so every transition is unit-tested without a
// browser: queued → sending → PAID | PENDING | ERROR, or refused; transient failures go back to queued with a
// capped, jittered exponential backoff. Nothing here reads the clock or storage: callers pass `now` and `random`.
import type { BodyOf } from '#shared/api/contract.ts';
import type { Names } from '#shared/api/catalogue.ts';
import type { createInvoice, Invoice, PayResult } from '#shared/api/invoices.ts';
import type { Tiyin } from '#shared/money.ts';

export const OUTBOX_STATES = ['queued', 'sending', 'PAID', 'PENDING', 'ERROR', 'refused'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];
/** States in which the server's answer is stored and nothing more will be sent. */
export const FINISHED_STATES = ['PAID', 'PENDING', 'ERROR'] as const satisfies readonly OutboxState[];
export type FinishedState = (typeof FINISHED_STATES)[number];

export const BACKOFF = { baseMs: 1_000, maxMs: 60_000 } as const;

export type InvoiceBody = BodyOf<typeof createInvoice>;
export type OutboxError = { code: string; status: number; message: string };

/** What the queue screen and a "pending confirmation" receipt show before the server answers; never a card number. */
export type OutboxSummary = {
  merchantName: Names;
  merchantImage: string | null;
  /** The payer's account as the cashier saw it (prefix and mask applied). */
  account: string;
  amount: Tiyin;
  commission: Tiyin;
  total: Tiyin;
};

export type OutboxItem = {
  /** UUIDv7: sortable by creation, and the base of the Idempotency-Keys. */
  id: string;
  kind: 'payment';
  /** The user who queued it: only this user's session sends it. */
  ownerId: string;
  salePointId: string;
  merchantId: string;
  flow: 'SIMPLE' | 'ACCOUNT' | 'MOBILE';
  /** The body of POST /v1/invoice, sent as is (requestDate included). */
  invoice: InvoiceBody;
  summary: OutboxSummary;
  /** The server-corrected time of submission (device clock + clockOffsetMs), also sent as the body's requestDate. */
  requestDate: number;
  /** Server time minus device time, as last measured when the item was queued. */
  clockOffsetMs: number;
  createdAt: number;
  updatedAt: number;
  state: OutboxState;
  attempts: number;
  nextAttemptAt: number;
  lastError: OutboxError | null;
  /** Bumped by a retry of a refused item, so the new attempt is not answered with the stored refusal. */
  keyRound: number;
  invoiceNumber: string | null;
  /** The server's answers: the created invoice, then the pay result. */
  createdInvoice: Invoice | null;
  result: PayResult | null;
  paidInvoice: Invoice | null;
  /** When a final answer (or a refusal) was stored. */
  settledAt: number | null;
};

export type NewOutboxItem = Pick<OutboxItem, 'ownerId' | 'salePointId' | 'merchantId' | 'flow' | 'summary'> & {
  invoice: Omit<InvoiceBody, 'requestDate'>;
};

export type OutboxEvent =
  | { type: 'send'; now: number }
  | { type: 'invoiceCreated'; now: number; invoiceNumber: string; invoice: Invoice | null }
  | { type: 'paid'; now: number; result: PayResult; invoice: Invoice }
  | { type: 'failed'; now: number; error: OutboxError; random: number }
  /** A send cut short by a closed tab or a lost lock: nothing is known, so it is sent again with the same keys. */
  | { type: 'interrupted'; now: number }
  | { type: 'retry'; now: number };

export function createItem(input: NewOutboxItem, context: { id: string; now: number; clockOffsetMs: number }): OutboxItem {
  const requestDate = Math.round(context.now + context.clockOffsetMs);
  return {
    id: context.id,
    kind: 'payment',
    ownerId: input.ownerId,
    salePointId: input.salePointId,
    merchantId: input.merchantId,
    flow: input.flow,
    invoice: { ...input.invoice, requestDate },
    summary: input.summary,
    requestDate,
    clockOffsetMs: context.clockOffsetMs,
    createdAt: context.now,
    updatedAt: context.now,
    state: 'queued',
    attempts: 0,
    nextAttemptAt: context.now,
    lastError: null,
    keyRound: 0,
    invoiceNumber: null,
    createdInvoice: null,
    result: null,
    paidInvoice: null,
    settledAt: null,
  };
}

export function isFinished(state: OutboxState): state is FinishedState {
  return (FINISHED_STATES as readonly string[]).includes(state);
}

/** Still to be sent (or being sent): what the queue screen counts as unsent. */
export function isUnsent(item: Pick<OutboxItem, 'state'>): boolean {
  return item.state === 'queued' || item.state === 'sending';
}

/** The Idempotency-Keys of both calls; a retried refusal gets fresh ones (`:1`, `:2`, ...). */
export function idempotencyKeys(item: Pick<OutboxItem, 'id' | 'keyRound'>): { invoice: string; pay: string } {
  const round = item.keyRound === 0 ? '' : `:${item.keyRound}`;
  return { invoice: `${item.id}:invoice${round}`, pay: `${item.id}:pay${round}` };
}

/** 1 s, 2 s, 4 s … capped at 60 s; "equal jitter" keeps at least half the step so retries never bunch at zero. */
export function backoffDelay(attempts: number, random: number): number {
  const step = Math.min(BACKOFF.maxMs, BACKOFF.baseMs * 2 ** Math.max(0, attempts - 1));
  const jitter = Math.min(1, Math.max(0, random));
  return Math.round(step / 2 + (step / 2) * jitter);
}

/** Codes that say "nothing happened yet, ask again later" whatever the status. */
const TRANSIENT_CODES = new Set([
  'network_error',
  'internal_error',
  'unexpected_answer',
  'idempotency_request_in_progress',
  'too_many_requests',
  'unauthorized',
  'refresh_token_is_invalid',
  'global_tech_mode_is_on',
]);
/** Answers of the payment itself that are final even when sent with a 5xx status. */
const FINAL_CODES = new Set(['payment_provider_error']);

/**
 * A lost connection, a server fault, a request still in progress, a rate limit or an ended session: the same keys
 * are sent again later. Any other refusal (4xx business codes) is final until a person retries it.
 */
export function isTransient(error: Pick<OutboxError, 'code' | 'status'>): boolean {
  if (FINAL_CODES.has(error.code)) return false;
  if (TRANSIENT_CODES.has(error.code)) return true;
  return error.status === 0 || error.status === 408 || error.status >= 500;
}

const RESULT_STATE: Record<PayResult, FinishedState> = { SUCCESSFUL: 'PAID', IN_PROCESS: 'PENDING', UNSUCCESSFUL: 'ERROR' };

/** The next item for a `transition`; an event that does not apply to the item's state leaves it unchanged. */
export function transition(item: OutboxItem, event: OutboxEvent): OutboxItem {
  switch (event.type) {
    case 'send':
      if (item.state !== 'queued') return item;
      return { ...item, state: 'sending', attempts: item.attempts + 1, updatedAt: event.now };
    case 'invoiceCreated':
      if (item.state !== 'sending') return item;
      return { ...item, invoiceNumber: event.invoiceNumber, createdInvoice: event.invoice, updatedAt: event.now };
    case 'paid':
      if (item.state !== 'sending') return item;
      return {
        ...item,
        state: RESULT_STATE[event.result],
        result: event.result,
        paidInvoice: event.invoice,
        invoiceNumber: item.invoiceNumber ?? event.invoice.number,
        lastError: null,
        updatedAt: event.now,
        settledAt: event.now,
      };
    case 'failed':
      if (item.state !== 'sending') return item;
      if (isTransient(event.error)) {
        return {
          ...item,
          state: 'queued',
          lastError: event.error,
          nextAttemptAt: event.now + backoffDelay(item.attempts, event.random),
          updatedAt: event.now,
        };
      }
      return { ...item, state: 'refused', lastError: event.error, updatedAt: event.now, settledAt: event.now };
    case 'interrupted':
      if (item.state !== 'sending') return item;
      return { ...item, state: 'queued', nextAttemptAt: event.now, updatedAt: event.now };
    case 'retry':
      if (item.state === 'queued') return { ...item, nextAttemptAt: event.now, updatedAt: event.now };
      if (item.state !== 'refused') return item;
      return {
        ...item,
        state: 'queued',
        keyRound: item.keyRound + 1,
        nextAttemptAt: event.now,
        updatedAt: event.now,
        settledAt: null,
      };
  }
}

/** Creation order: UUIDv7 ids sort by time, `createdAt` breaks nothing when two share a millisecond. */
export function byCreation(a: Pick<OutboxItem, 'createdAt' | 'id'>, b: Pick<OutboxItem, 'createdAt' | 'id'>): number {
  return a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * What the drainer does next: the oldest queued item is sent when due, or waited for. Refused and finished items
 * are not queued, so they never hold up the rest; a queued item backing off does, which keeps the creation order.
 */
export function nextToSend(items: readonly OutboxItem[], now: number): { item: OutboxItem; waitMs: number } | null {
  const head = items.filter((item) => item.state === 'queued').sort(byCreation)[0];
  if (!head) return null;
  return { item: head, waitMs: Math.max(0, head.nextAttemptAt - now) };
}

/** Whether a person may remove the item: never while it may still reach the server unnoticed. */
export function canDiscard(item: Pick<OutboxItem, 'state' | 'attempts'>): boolean {
  return item.state === 'refused' || isFinished(item.state) || (item.state === 'queued' && item.attempts === 0);
}
