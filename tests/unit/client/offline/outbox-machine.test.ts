// DESIGN §6 payment outbox: every transition of the pure state machine, the backoff's growth and cap, which
// failures are retried with the same keys and which are final, creation order and refused items not blocking.
import { describe, expect, it } from 'vitest';
import {
  BACKOFF,
  NETWORK_BACKOFF,
  backoffDelay,
  canDiscard,
  createItem,
  idempotencyKeys,
  isTransient,
  withdrawBlock,
  nextToSend,
  transition,
  type OutboxItem,
} from '#client/offline/outbox-machine.ts';
import { invoiceFixture, newPayment } from './fixtures.ts';

const T0 = 1_750_000_000_000;

function queued(overrides: Partial<OutboxItem> = {}): OutboxItem {
  return { ...createItem(newPayment(), { id: '0190-a', now: T0, clockOffsetMs: 0 }), ...overrides };
}

const sending = (overrides: Partial<OutboxItem> = {}) => transition(queued(overrides), { type: 'send', now: T0 + 1 });

describe('createItem', () => {
  it('queues the payment with the server-corrected request date in its body', () => {
    const item = createItem(newPayment(), { id: '0190-x', now: T0, clockOffsetMs: -1_500 });
    expect(item).toMatchObject({
      id: '0190-x',
      kind: 'payment',
      state: 'queued',
      attempts: 0,
      nextAttemptAt: T0,
      createdAt: T0,
      clockOffsetMs: -1_500,
      requestDate: T0 - 1_500,
      keyRound: 0,
      invoiceNumber: null,
      lastError: null,
    });
    expect(item.invoice.requestDate).toBe(T0 - 1_500);
    expect(item.invoice.amount).toBe(500_000);
  });
});

describe('transition', () => {
  it('queued → sending on send, counting the attempt', () => {
    const item = sending();
    expect(item.state).toBe('sending');
    expect(item.attempts).toBe(1);
    expect(item.updatedAt).toBe(T0 + 1);
  });

  it('stores the invoice number while sending, between the two calls', () => {
    const item = transition(sending(), { type: 'invoiceCreated', now: T0 + 2, invoiceNumber: '1000001', invoice: null });
    expect(item.state).toBe('sending');
    expect(item.invoiceNumber).toBe('1000001');
  });

  it.each([
    ['SUCCESSFUL', 'PAID'],
    ['IN_PROCESS', 'PENDING'],
    ['UNSUCCESSFUL', 'ERROR'],
  ] as const)('sending → %s answer → %s, with the server answer stored', (result, state) => {
    const invoice = invoiceFixture();
    const item = transition(sending(), { type: 'paid', now: T0 + 3, result, invoice });
    expect(item.state).toBe(state);
    expect(item.result).toBe(result);
    expect(item.paidInvoice).toBe(invoice);
    expect(item.invoiceNumber).toBe(invoice.number);
    expect(item.settledAt).toBe(T0 + 3);
  });

  it('a transient failure goes back to queued with a backoff and keeps the error', () => {
    const error = { code: 'internal_error', status: 500, message: 'internal_error' };
    const item = transition(sending(), { type: 'failed', now: T0 + 10, error, random: 1 });
    expect(item.state).toBe('queued');
    expect(item.lastError).toEqual(error);
    expect(item.nextAttemptAt).toBe(T0 + 10 + BACKOFF.baseMs);
    expect(item.settledAt).toBeNull();
  });

  it('a network failure is not a refusal: queued again after a short backoff that follows the link failures', () => {
    const error = { code: 'network_error', status: 0, message: '' };
    const first = transition(sending(), { type: 'failed', now: T0 + 10, error, random: 1, linkFailures: 1 });
    expect(first).toMatchObject({ state: 'queued', lastError: error, nextAttemptAt: T0 + 10 + NETWORK_BACKOFF.baseMs });
    // The item's own attempts do not lengthen it: after a success the link count starts again at 1.
    const later = transition(sending({ attempts: 9 }), { type: 'failed', now: T0 + 10, error, random: 1, linkFailures: 1 });
    expect(later.nextAttemptAt).toBe(T0 + 10 + NETWORK_BACKOFF.baseMs);
    const many = transition(sending(), { type: 'failed', now: T0 + 10, error, random: 1, linkFailures: 40 });
    expect(many.nextAttemptAt).toBe(T0 + 10 + NETWORK_BACKOFF.maxMs);
  });

  it('linkUp ends a network backoff at once, and only a network one', () => {
    const network = { code: 'network_error', status: 0, message: '' };
    const waiting = queued({ nextAttemptAt: T0 + 3_000, lastError: network, attempts: 2 });
    expect(transition(waiting, { type: 'linkUp', now: T0 + 5 })).toMatchObject({ state: 'queued', nextAttemptAt: T0 + 5, attempts: 2 });
    const serverFault = queued({ nextAttemptAt: T0 + 30_000, lastError: { code: 'internal_error', status: 500, message: '' } });
    expect(transition(serverFault, { type: 'linkUp', now: T0 + 5 })).toBe(serverFault);
    const due = queued({ lastError: network });
    expect(transition(due, { type: 'linkUp', now: T0 + 5 })).toBe(due);
  });

  it('a business refusal is final: refused with the code', () => {
    const error = { code: 'not_enough_money_in_your_balance', status: 400, message: 'not_enough_money_in_your_balance' };
    const item = transition(sending(), { type: 'failed', now: T0 + 10, error, random: 0.5 });
    expect(item.state).toBe('refused');
    expect(item.lastError?.code).toBe('not_enough_money_in_your_balance');
    expect(item.settledAt).toBe(T0 + 10);
  });

  it('an interrupted send is queued again at once with the same keys', () => {
    const before = sending({ invoiceNumber: '1000001' });
    const item = transition(before, { type: 'interrupted', now: T0 + 20 });
    expect(item.state).toBe('queued');
    expect(item.nextAttemptAt).toBe(T0 + 20);
    expect(idempotencyKeys(item)).toEqual(idempotencyKeys(before));
    expect(item.invoiceNumber).toBe('1000001');
  });

  it('retry of a refused item queues it with fresh keys', () => {
    const refused = transition(sending(), {
      type: 'failed',
      now: T0 + 5,
      error: { code: 'sale_point_is_inactive', status: 400, message: '' },
      random: 0,
    });
    const item = transition(refused, { type: 'retry', now: T0 + 60 });
    expect(item.state).toBe('queued');
    expect(item.keyRound).toBe(1);
    expect(item.nextAttemptAt).toBe(T0 + 60);
    expect(idempotencyKeys(item)).toEqual({ invoice: '0190-a:invoice:1', pay: '0190-a:pay:1' });
  });

  it('retry of a queued item only brings its next attempt forward', () => {
    const item = transition(queued({ nextAttemptAt: T0 + 50_000, attempts: 4 }), { type: 'retry', now: T0 + 100 });
    expect(item).toMatchObject({ state: 'queued', nextAttemptAt: T0 + 100, keyRound: 0, attempts: 4 });
  });

  it('ignores events that do not apply to the state', () => {
    const paid = transition(sending(), { type: 'paid', now: T0, result: 'SUCCESSFUL', invoice: invoiceFixture() });
    for (const event of [
      { type: 'send', now: T0 },
      { type: 'retry', now: T0 },
      { type: 'interrupted', now: T0 },
      { type: 'invoiceCreated', now: T0, invoiceNumber: 'x', invoice: null },
      { type: 'failed', now: T0, error: { code: 'network_error', status: 0, message: '' }, random: 0 },
    ] as const) {
      expect(transition(paid, event)).toBe(paid);
    }
    const fresh = queued();
    expect(transition(fresh, { type: 'paid', now: T0, result: 'SUCCESSFUL', invoice: invoiceFixture() })).toBe(fresh);
    expect(transition(fresh, { type: 'interrupted', now: T0 })).toBe(fresh);
  });
});

describe('idempotencyKeys', () => {
  it('derives both keys from the item id', () => {
    expect(idempotencyKeys({ id: 'abc', keyRound: 0 })).toEqual({ invoice: 'abc:invoice', pay: 'abc:pay' });
  });
});

describe('backoffDelay', () => {
  it('after network failures: 0.25 s doubling, capped at 3 s', () => {
    expect([1, 2, 3, 4, 5, 6, 30].map((failures) => backoffDelay(failures, 1, NETWORK_BACKOFF))).toEqual([
      250, 500, 1_000, 2_000, 3_000, 3_000, 3_000,
    ]);
  });

  it('doubles from 1 s at the top of the jitter', () => {
    expect([1, 2, 3, 4, 5, 6].map((attempts) => backoffDelay(attempts, 1))).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 32_000]);
  });

  it('is capped at 60 s however many attempts', () => {
    expect(backoffDelay(7, 1)).toBe(60_000);
    expect(backoffDelay(50, 1)).toBe(60_000);
    expect(backoffDelay(1_000, 0.999)).toBeLessThanOrEqual(60_000);
  });

  it('jitters within the upper half of the step', () => {
    expect(backoffDelay(3, 0)).toBe(2_000);
    expect(backoffDelay(3, 0.5)).toBe(3_000);
    expect(backoffDelay(20, 0)).toBe(30_000);
  });

  it('grows with the attempts of the item', () => {
    let item = queued();
    const delays: number[] = [];
    for (let n = 0; n < 8; n++) {
      item = transition(item, { type: 'send', now: T0 });
      item = transition(item, { type: 'failed', now: T0, error: { code: 'internal_error', status: 500, message: '' }, random: 1 });
      delays.push(item.nextAttemptAt - T0);
    }
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000]);
  });
});

describe('isTransient', () => {
  it.each([
    ['network_error', 0],
    ['internal_error', 500],
    ['internal_error', 503],
    ['idempotency_request_in_progress', 409],
    ['too_many_requests', 429],
    ['unauthorized', 401],
    ['global_tech_mode_is_on', 503],
    ['unexpected_answer', 200],
  ])('%s (%i) is sent again later', (code, status) => {
    expect(isTransient({ code, status })).toBe(true);
  });

  it.each([
    ['not_enough_money_in_your_balance', 400],
    ['sale_point_is_inactive', 400],
    ['amount_is_out_of_limits', 400],
    ['merchant_is_not_active', 400],
    ['validation_error', 400],
    ['access_denied', 403],
    ['idempotency_key_reused', 422],
    ['payment_provider_error', 502],
    // issue 11: the owner deactivated or deleted the employee whose device queued the payment.
    ['employee_is_inactive', 401],
    ['employee_is_deleted', 401],
  ])('%s (%i) is a refusal', (code, status) => {
    expect(isTransient({ code, status })).toBe(false);
  });
});

describe('nextToSend', () => {
  const at = (id: string, createdAt: number, overrides: Partial<OutboxItem> = {}) =>
    queued({ id, createdAt, nextAttemptAt: createdAt, ...overrides });

  it('picks the oldest queued item whatever the storage order', () => {
    const items = [at('c', T0 + 3), at('a', T0 + 1), at('b', T0 + 2)];
    expect(nextToSend(items, T0 + 10)?.item.id).toBe('a');
  });

  const serverFault = { code: 'internal_error', status: 500, message: '' };
  const network = { code: 'network_error', status: 0, message: '' };

  it('waits for an item backing off after a server fault: it holds the queue', () => {
    const items = [at('a', T0 + 1, { nextAttemptAt: T0 + 5_000, lastError: serverFault }), at('b', T0 + 2)];
    expect(nextToSend(items, T0 + 1_000)).toMatchObject({ item: { id: 'a' }, waitMs: 4_000 });
  });

  it('lets younger items pass one backing off after a network failure', () => {
    const items = [at('a', T0 + 1, { nextAttemptAt: T0 + 2_000, lastError: network }), at('b', T0 + 2)];
    expect(nextToSend(items, T0 + 1_000)).toMatchObject({ item: { id: 'b' }, waitMs: 0 });
    // Once due again it is the oldest due item and goes first.
    expect(nextToSend(items, T0 + 2_000)).toMatchObject({ item: { id: 'a' }, waitMs: 0 });
  });

  it('waits for the soonest when every item backs off after network failures', () => {
    const items = [at('a', T0 + 1, { nextAttemptAt: T0 + 3_000, lastError: network }), at('b', T0 + 2, { nextAttemptAt: T0 + 1_500, lastError: network })];
    expect(nextToSend(items, T0 + 1_000)).toMatchObject({ item: { id: 'b' }, waitMs: 500 });
  });

  it('skips refused and finished items: a refusal never blocks the others', () => {
    const items = [at('a', T0 + 1, { state: 'refused' }), at('b', T0 + 2, { state: 'PAID' }), at('c', T0 + 3)];
    expect(nextToSend(items, T0 + 10)?.item.id).toBe('c');
  });

  it('has nothing to do without queued items', () => {
    expect(nextToSend([at('a', T0, { state: 'sending' })], T0)).toBeNull();
  });
});

describe('withdraw', () => {
  it('takes back a queued item never sent, and nothing else', () => {
    const item = transition(queued(), { type: 'withdraw', now: T0 + 5 });
    expect(item).toMatchObject({ state: 'withdrawn', settledAt: T0 + 5 });
    expect(transition(item, { type: 'send', now: T0 + 6 })).toBe(item);
    expect(transition(item, { type: 'retry', now: T0 + 6 })).toBe(item);
    const tried = queued({ attempts: 1 });
    expect(transition(tried, { type: 'withdraw', now: T0 })).toBe(tried);
    expect(withdrawBlock(tried)).toBe('may_have_reached');
    expect(withdrawBlock(queued({ attempts: 1, invoiceNumber: '1000001' }))).toBe('invoice_exists');
    expect(withdrawBlock(sending())).toBe('may_have_reached');
    expect(withdrawBlock(transition(queued(), { type: 'withdraw', now: T0 }))).toBe('not_queued');
    expect(withdrawBlock(queued())).toBeNull();
  });
});

describe('canDiscard', () => {
  it('allows refused, finished and never-sent items only', () => {
    expect(canDiscard({ state: 'refused', attempts: 1 })).toBe(true);
    expect(canDiscard({ state: 'PAID', attempts: 1 })).toBe(true);
    expect(canDiscard({ state: 'ERROR', attempts: 1 })).toBe(true);
    expect(canDiscard({ state: 'queued', attempts: 0 })).toBe(true);
    expect(canDiscard({ state: 'queued', attempts: 2 })).toBe(false);
    expect(canDiscard({ state: 'sending', attempts: 1 })).toBe(false);
  });
});
