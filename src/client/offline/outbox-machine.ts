// The payment outbox's state machine (DESIGN §6), as pure functions so every transition is unit-tested without a
// browser: queued → sending → PAID | PENDING | ERROR, or refused; a queued item never sent may be withdrawn by the
// cashier (kept as history, never sent); transient failures go back to queued with a
// capped, jittered exponential backoff. Nothing here reads the clock or storage: callers pass `now` and `random`.
//
// The order a cashier needs (DESIGN §6, issue 16): every payment reaches the server exactly once and soon, and the
// customer served first is sent first whenever both can go. Payments at the counter are independent of each other
// (each has its own invoice and keys), so the queue guarantees:
// - due items are sent oldest first (first attempts always in creation order);
// - an item backing off after a network failure (a dropped request, a lost answer) lets the younger items pass
//   until its short backoff (0.25 s doubling, capped at 3 s) ends, or until any exchange with the server succeeds
//   or the browser comes online, which make it due again at once; it is then the oldest due item and goes next;
// - an item backing off because the server itself is unwell (5xx, rate limit, technical mode, an expired session)
//   holds the whole queue until its backoff (1 s doubling, capped at 60 s) ends: sending the others would only
//   meet the same fault;
// - a refused item never holds anything (the person decides).
import type { BodyOf } from '#shared/api/contract.ts';
import type { Names } from '#shared/api/catalogue.ts';
import type { createInvoice, Invoice, PayResult } from '#shared/api/invoices.ts';
import type { Tiyin } from '#shared/money.ts';

export const OUTBOX_STATES = ['queued', 'sending', 'PAID', 'PENDING', 'ERROR', 'refused', 'withdrawn'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];
/** States in which the server's answer is stored and nothing more will be sent. */
export const FINISHED_STATES = ['PAID', 'PENDING', 'ERROR'] as const satisfies readonly OutboxState[];
export type FinishedState = (typeof FINISHED_STATES)[number];

/** Backoff after the server's own fault (5xx, rate limit, technical mode): the whole queue waits. */
export const BACKOFF = { baseMs: 1_000, maxMs: 60_000 } as const;
/** Backoff after a network failure: short, since the link is lossy rather than the server unwell. */
export const NETWORK_BACKOFF = { baseMs: 250, maxMs: 3_000 } as const;

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
  /** `linkFailures`: network failures in a row on this link (the drainer's count), which a network backoff follows. */
  | { type: 'failed'; now: number; error: OutboxError; random: number; linkFailures?: number }
  /** An exchange with the server succeeded or the browser came online: a network backoff ends now. */
  | { type: 'linkUp'; now: number }
  /** A send cut short by a closed tab or a lost lock: nothing is known, so it is sent again with the same keys. */
  | { type: 'interrupted'; now: number }
  | { type: 'retry'; now: number }
  /** The cashier takes back a payment that never left the device (`withdrawBlock` says when it may not). */
  | { type: 'withdraw'; now: number };

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
export function backoffDelay(
  attempts: number,
  random: number,
  steps: { baseMs: number; maxMs: number } = BACKOFF,
): number {
  const step = Math.min(steps.maxMs, steps.baseMs * 2 ** Math.max(0, attempts - 1));
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

/** The request did not reach the server or its answer did not come back: the link, not the server, failed. */
export function isNetworkFailure(error: Pick<OutboxError, 'code' | 'status'> | null): boolean {
  return error !== null && (error.code === 'network_error' || error.status === 0);
}

/** A queued item backing off because the server itself is unwell: it holds the whole queue (see the top). */
export function holdsQueue(item: Pick<OutboxItem, 'state' | 'lastError' | 'nextAttemptAt'>, now: number): boolean {
  return item.state === 'queued' && item.nextAttemptAt > now && item.lastError !== null && !isNetworkFailure(item.lastError);
}

/** What the drainer looks for, oldest first: an item due now, or one that holds the queue. */
export function isDueOrHolding(item: OutboxItem, now: number): boolean {
  return item.state === 'queued' && (item.nextAttemptAt <= now || holdsQueue(item, now));
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
        const delay = isNetworkFailure(event.error)
          ? backoffDelay(event.linkFailures ?? item.attempts, event.random, NETWORK_BACKOFF)
          : backoffDelay(item.attempts, event.random);
        return {
          ...item,
          state: 'queued',
          lastError: event.error,
          nextAttemptAt: event.now + delay,
          updatedAt: event.now,
        };
      }
      return { ...item, state: 'refused', lastError: event.error, updatedAt: event.now, settledAt: event.now };
    case 'linkUp':
      if (item.state !== 'queued' || item.nextAttemptAt <= event.now || !isNetworkFailure(item.lastError)) return item;
      return { ...item, nextAttemptAt: event.now, updatedAt: event.now };
    case 'interrupted':
      if (item.state !== 'sending') return item;
      return { ...item, state: 'queued', nextAttemptAt: event.now, updatedAt: event.now };
    case 'withdraw':
      if (withdrawBlock(item) !== null) return item;
      return { ...item, state: 'withdrawn', updatedAt: event.now, settledAt: event.now };
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
 * What the drainer does next (the order at the top of this file): the oldest item that is due or holds the queue
 * (sent when due, waited for when holding); else the queued item due soonest, waited for. Refused and finished
 * items are not queued, so they never hold up the rest.
 */
export function nextToSend(items: readonly OutboxItem[], now: number): { item: OutboxItem; waitMs: number } | null {
  const queued = items.filter((item) => item.state === 'queued').sort(byCreation);
  const first = queued.find((item) => isDueOrHolding(item, now));
  const next = first ?? queued.reduce<OutboxItem | undefined>((soonest, item) => (!soonest || item.nextAttemptAt < soonest.nextAttemptAt ? item : soonest), undefined);
  if (!next) return null;
  return { item: next, waitMs: Math.max(0, next.nextAttemptAt - now) };
}

/** Whether a person may remove the item: never while it may still reach the server unnoticed. */
export function canDiscard(item: Pick<OutboxItem, 'state' | 'attempts'>): boolean {
  return item.state === 'refused' || item.state === 'withdrawn' || isFinished(item.state) || (item.state === 'queued' && item.attempts === 0);
}

/**
 * Why an item may not be withdrawn (null: it may): only a queued payment that was never sent has certainly not
 * reached the server. Once a send started, its invoice may exist there (a lost answer looks like a dropped
 * request), so the payment is left to the queue, which finishes it without paying twice; a cashier who must undo
 * it cancels it from the transactions once it is paid.
 */
export function withdrawBlock(item: Pick<OutboxItem, 'state' | 'attempts' | 'invoiceNumber'>): 'not_queued' | 'invoice_exists' | 'may_have_reached' | null {
  const unsent = item.state === 'queued' || item.state === 'sending';
  if (!unsent) return 'not_queued';
  if (item.invoiceNumber !== null) return 'invoice_exists';
  if (item.attempts > 0 || item.state === 'sending') return 'may_have_reached';
  return null;
}
