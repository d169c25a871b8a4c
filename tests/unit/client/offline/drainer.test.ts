// @vitest-environment jsdom
// DESIGN §6 payment outbox on IndexedDB (fake-indexeddb): enqueue, the drainer's two idempotent calls with the
// invoice number stored in between, the result states, backoff with the same keys, creation order, a refused item
// not blocking the rest, retry and discard, recovery of an interrupted send, and one drainer per origin through
// Web Locks (a mocked navigator.locks).
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Invoice, PayResult } from '#shared/api/invoices.ts';
import { ApiError } from '#client/lib/api.ts';
import { recordClockOffset } from '#client/offline/clock.ts';
import { outboxDb } from '#client/offline/db.ts';
import { startDrainer, type Drainer, type DrainerOptions } from '#client/offline/drainer.ts';
import { applyEvent, discard, enqueue, getItem, listItems, retry, waitingForOthers, withdraw } from '#client/offline/outbox.ts';
import type { OutboxTransport } from '#client/offline/transport.ts';
import { wakeDrainer } from '#client/offline/wake.ts';
import { invoiceFixture, newPayment } from './fixtures.ts';
import { fakeLocks } from './fake-locks.ts';

type Call = { call: 'invoice' | 'pay'; key: string; account?: string; invoiceNumber?: string };

/** A server double: answers by account (`refuse…`, `down…`), records every call with its key. */
function fakeServer(result: PayResult = 'SUCCESSFUL') {
  const calls: Call[] = [];
  const invoices = new Map<string, string>();
  let next = 1000;
  const failures = new Map<string, ApiError[]>();
  const transport: OutboxTransport = {
    async createInvoice(body, key) {
      calls.push({ call: 'invoice', key, account: body.account });
      const planned = failures.get(body.account)?.shift();
      if (planned) throw planned;
      const number = invoices.get(key) ?? String(++next);
      invoices.set(key, number);
      return { invoiceNumber: number, invoice: null };
    },
    async pay(invoiceNumber, key) {
      calls.push({ call: 'pay', key, invoiceNumber });
      const invoice: Invoice = invoiceFixture({ number: invoiceNumber });
      return { status: result, invoice };
    },
  };
  return { calls, transport, failWith: (account: string, ...errors: ApiError[]) => failures.set(account, errors) };
}

let clock = Date.now();
const drainers: Drainer[] = [];

function drain(transport: OutboxTransport, options: Partial<DrainerOptions> = {}): Drainer {
  const drainer = startDrainer({
    ownerId: 'user-1',
    transport,
    locks: null,
    now: () => clock,
    random: () => 1,
    canSend: () => true,
    measureClock: async () => null,
    ...options,
  });
  drainers.push(drainer);
  return drainer;
}

const pay = (account: string, overrides = {}) =>
  enqueue(newPayment({ invoice: { ...newPayment().invoice, account }, ...overrides }));

beforeEach(async () => {
  // Items are stamped with the real clock when queued; the drainer's clock starts a second later and is moved by hand.
  clock = Date.now() + 1_000;
  await outboxDb.items.clear();
  await outboxDb.meta.clear();
  await recordClockOffset(0);
});
afterEach(async () => {
  await Promise.all(drainers.splice(0).map((drainer) => drainer.stop()));
});

describe('enqueue', () => {
  it('stores a queued item with a UUIDv7 id and the last clock offset', async () => {
    await recordClockOffset(-2_000);
    const id = await pay('901111111');
    const item = await getItem(id);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-/);
    expect(item).toMatchObject({ state: 'queued', clockOffsetMs: -2_000, attempts: 0 });
    expect(item!.invoice.requestDate).toBe(item!.requestDate);
  });
});

describe('the drainer', () => {
  it('creates the invoice, stores its number, then pays with the derived keys', async () => {
    const server = fakeServer();
    const seenNumbers: (string | null)[] = [];
    const pay0 = server.transport.pay;
    server.transport.pay = async (number, key) => {
      seenNumbers.push((await getItem(id))!.invoiceNumber);
      return pay0(number, key);
    };
    const id = await pay('901111111');
    const drainer = drain(server.transport);
    await drainer.idle();
    expect(server.calls).toEqual([
      { call: 'invoice', key: `${id}:invoice`, account: '901111111' },
      { call: 'pay', key: `${id}:pay`, invoiceNumber: '1001' },
    ]);
    expect(seenNumbers).toEqual(['1001']);
    expect(await getItem(id)).toMatchObject({ state: 'PAID', result: 'SUCCESSFUL', invoiceNumber: '1001', attempts: 1 });
  });

  it.each([
    ['IN_PROCESS', 'PENDING'],
    ['UNSUCCESSFUL', 'ERROR'],
  ] as const)('stores a %s answer as %s', async (result, state) => {
    const server = fakeServer(result);
    const id = await pay('901111111');
    await drain(server.transport).idle();
    expect((await getItem(id))?.state).toBe(state);
  });

  it('sends in creation order, one at a time', async () => {
    const server = fakeServer();
    const ids = [await pay('900000001'), await pay('900000002'), await pay('900000003')];
    await drain(server.transport).idle();
    expect(server.calls.filter((call) => call.call === 'invoice').map((call) => call.key)).toEqual(ids.map((id) => `${id}:invoice`));
    expect(server.calls.map((call) => call.call)).toEqual(['invoice', 'pay', 'invoice', 'pay', 'invoice', 'pay']);
  });

  it('a refused item does not block the next ones', async () => {
    const server = fakeServer();
    server.failWith('900000001', new ApiError('not_enough_money_in_your_balance', 400));
    const [first, second, third] = [await pay('900000001'), await pay('900000002'), await pay('900000003')];
    await drain(server.transport).idle();
    expect(await getItem(first)).toMatchObject({
      state: 'refused',
      lastError: { code: 'not_enough_money_in_your_balance', status: 400 },
    });
    expect((await getItem(second))?.state).toBe('PAID');
    expect((await getItem(third))?.state).toBe('PAID');
  });

  it('backs off after a lost connection and resends with the same keys', async () => {
    const server = fakeServer();
    server.failWith('900000001', new ApiError('network_error', 0), new ApiError('idempotency_request_in_progress', 409));
    const id = await pay('900000001');
    const drainer = drain(server.transport);
    await drainer.idle();
    // A network failure: short backoff (0.25 s for the first failure on the link).
    expect(await getItem(id)).toMatchObject({ state: 'queued', attempts: 1, nextAttemptAt: clock + 250 });

    wakeDrainer();
    await drainer.idle();
    expect(server.calls).toHaveLength(1);

    clock += 250;
    wakeDrainer();
    await drainer.idle();
    // The server answered (still in progress): its backoff follows the item's attempts.
    expect(await getItem(id)).toMatchObject({ state: 'queued', attempts: 2, nextAttemptAt: clock + 2_000 });

    clock += 2_000;
    wakeDrainer();
    await drainer.idle();
    expect((await getItem(id))?.state).toBe('PAID');
    expect(new Set(server.calls.filter((call) => call.call === 'invoice').map((call) => call.key))).toEqual(new Set([`${id}:invoice`]));
  });

  it('caps the backoff of network failures in a row at 3 s and shows the next attempt', async () => {
    const server = fakeServer();
    const lost = () => new ApiError('network_error', 0);
    server.failWith('900000001', lost(), lost(), lost(), lost(), lost(), lost());
    const id = await pay('900000001');
    const drainer = drain(server.transport);
    const delays: number[] = [];
    for (let n = 0; n < 6; n++) {
      wakeDrainer();
      await drainer.idle();
      const item = await getItem(id);
      delays.push(item!.nextAttemptAt - clock);
      clock = item!.nextAttemptAt;
    }
    expect(delays).toEqual([250, 500, 1_000, 2_000, 3_000, 3_000]);
    wakeDrainer();
    await drainer.idle();
    expect((await getItem(id))?.state).toBe('PAID');
  });

  it('one item failing on the network does not hold back the rest; the next success sends it again at once', async () => {
    const server = fakeServer();
    server.failWith('900000001', new ApiError('network_error', 0));
    const [first, second, third] = [await pay('900000001'), await pay('900000002'), await pay('900000003')];
    await drain(server.transport).idle();
    // The clock never moved: the second payment's success ended the first one's backoff, and it went next.
    expect(server.calls.filter((call) => call.call === 'invoice').map((call) => call.key)).toEqual(
      [first, second, first, third].map((id) => `${id}:invoice`),
    );
    for (const id of [first, second, third]) expect((await getItem(id))?.state).toBe('PAID');
  });

  it('coming online ends a network backoff and restarts its count', async () => {
    const server = fakeServer();
    const lost = () => new ApiError('network_error', 0);
    server.failWith('900000001', lost(), lost(), lost());
    const id = await pay('900000001');
    const drainer = drain(server.transport);
    for (let n = 0; n < 3; n++) {
      wakeDrainer();
      await drainer.idle();
      clock = (await getItem(id))!.nextAttemptAt;
    }
    expect((await getItem(id))?.state).toBe('queued');
    clock -= 500; // still backing off
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await drainer.idle();
    expect((await getItem(id))?.state).toBe('PAID');
  });

  it('a backoff left by an earlier drainer ends when a new one starts', async () => {
    const id = await pay('900000001');
    await applyEvent(id, { type: 'send', now: clock });
    await applyEvent(id, { type: 'failed', now: clock, error: { code: 'network_error', status: 0, message: '' }, random: 1, linkFailures: 9 });
    expect((await getItem(id))!.nextAttemptAt).toBe(clock + 3_000);
    const server = fakeServer();
    await drain(server.transport).idle();
    expect((await getItem(id))?.state).toBe('PAID');
  });

  it('keeps the creation order while the head of the queue backs off', async () => {
    const server = fakeServer();
    server.failWith('900000001', new ApiError('internal_error', 500));
    const first = await pay('900000001');
    const second = await pay('900000002');
    const drainer = drain(server.transport);
    await drainer.idle();
    expect((await getItem(second))?.state).toBe('queued');
    clock += 1_000;
    wakeDrainer();
    await drainer.idle();
    expect((await getItem(first))?.state).toBe('PAID');
    expect((await getItem(second))?.state).toBe('PAID');
  });

  it('withdraws a payment never sent: kept as withdrawn, never sent, no longer waiting', async () => {
    const server = fakeServer();
    const [first, second] = [await pay('900000001'), await pay('900000002')];
    expect(await withdraw(first)).toBeNull();
    await drain(server.transport).idle();
    expect(await getItem(first)).toMatchObject({ state: 'withdrawn', attempts: 0 });
    expect(server.calls.some((call) => call.key.startsWith(first))).toBe(false);
    expect((await getItem(second))?.state).toBe('PAID');
    // History: still listed, removable from history, and never counted as waiting for its owner.
    expect((await listItems('user-1')).map((item) => item.id)).toContain(first);
    expect(await waitingForOthers('user-2')).toBe(0);
    expect(await discard(first)).toBe(true);
  });

  it('refuses to withdraw once a send started: the invoice may exist on the server', async () => {
    const server = fakeServer();
    server.failWith('900000001', new ApiError('network_error', 0));
    const id = await pay('900000001');
    const drainer = drain(server.transport, { canSend: () => server.calls.length === 0 });
    await drainer.idle();
    expect(await getItem(id)).toMatchObject({ state: 'queued', attempts: 1, invoiceNumber: null });
    expect(await withdraw(id)).toBe('may_have_reached');
    await applyEvent(id, { type: 'send', now: clock });
    await applyEvent(id, { type: 'invoiceCreated', now: clock, invoiceNumber: '1000123', invoice: null });
    await applyEvent(id, { type: 'failed', now: clock, error: { code: 'network_error', status: 0, message: '' }, random: 1 });
    expect(await withdraw(id)).toBe('invoice_exists');
    expect((await getItem(id))?.state).toBe('queued');
  });

  it('retries a refused item with fresh keys; discard removes it', async () => {
    const server = fakeServer();
    server.failWith('900000001', new ApiError('sale_point_is_inactive', 400));
    const id = await pay('900000001');
    const drainer = drain(server.transport);
    await drainer.idle();
    expect((await getItem(id))?.state).toBe('refused');

    await retry(id);
    await drainer.idle();
    expect(await getItem(id)).toMatchObject({ state: 'PAID', keyRound: 1 });
    expect(server.calls.map((call) => call.key)).toEqual([`${id}:invoice`, `${id}:invoice:1`, `${id}:pay:1`]);

    expect(await discard(id)).toBe(true);
    expect(await getItem(id)).toBeUndefined();
  });

  it('never discards an item that may be in flight', async () => {
    const id = await pay('900000001');
    await applyEvent(id, { type: 'send', now: clock });
    expect(await discard(id)).toBe(false);
    expect(await getItem(id)).toBeDefined();
  });

  it('resends an item left sending by a closed tab, skipping a stored invoice', async () => {
    const server = fakeServer();
    const id = await pay('900000001');
    await applyEvent(id, { type: 'send', now: clock });
    await applyEvent(id, { type: 'invoiceCreated', now: clock, invoiceNumber: '7777', invoice: null });
    await drain(server.transport).idle();
    expect(server.calls).toEqual([{ call: 'pay', key: `${id}:pay`, invoiceNumber: '7777' }]);
    expect(await getItem(id)).toMatchObject({ state: 'PAID', attempts: 2 });
  });

  it("sends only its owner's items", async () => {
    const server = fakeServer();
    const other = await pay('900000001', { ownerId: 'user-2' });
    const mine = await pay('900000002');
    await drain(server.transport).idle();
    expect((await getItem(other))?.state).toBe('queued');
    expect((await getItem(mine))?.state).toBe('PAID');
    expect((await listItems('user-1')).map((item) => item.id)).toEqual([mine]);
    // Whoever is signed in learns that another user's payment waits on this device; the other sees nothing of theirs.
    expect(await waitingForOthers('user-1')).toBe(1);
    expect(await waitingForOthers('user-2')).toBe(0);
  });

  it('waits while the browser is offline and sends once woken online', async () => {
    const server = fakeServer();
    let online = false;
    const id = await pay('900000001');
    const drainer = drain(server.transport, { canSend: () => online });
    await drainer.idle();
    expect(server.calls).toEqual([]);
    online = true;
    wakeDrainer();
    await drainer.idle();
    expect((await getItem(id))?.state).toBe('PAID');
  });

  it('is woken by a payment queued after it went to sleep', async () => {
    const server = fakeServer();
    const drainer = drain(server.transport);
    await drainer.idle();
    const id = await pay('900000001');
    await drainer.idle();
    expect((await getItem(id))?.state).toBe('PAID');
  });
});

describe('one drainer per origin (Web Locks)', () => {
  it('lets only the lock holder send, and hands over when it stops', async () => {
    const locks = fakeLocks();
    const firstServer = fakeServer();
    const secondServer = fakeServer();
    const first = drain(firstServer.transport, { locks });
    await first.started;
    const second = drain(secondServer.transport, { locks });
    expect(locks.waiting()).toBe(1);

    const a = await pay('900000001');
    await first.idle();
    expect((await getItem(a))?.state).toBe('PAID');
    expect(firstServer.calls).toHaveLength(2);
    expect(secondServer.calls).toHaveLength(0);
    expect(locks.requested()).toEqual(['agent-portal-outbox-drainer', 'agent-portal-outbox-drainer']);

    await first.stop();
    await second.started;
    const b = await pay('900000002');
    await second.idle();
    expect((await getItem(b))?.state).toBe('PAID');
    expect(secondServer.calls).toHaveLength(2);
    expect(firstServer.calls).toHaveLength(2);
  });

  it('takes navigator.locks by default', async () => {
    const locks = fakeLocks();
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    try {
      const server = fakeServer();
      const drainer = drain(server.transport, { locks: undefined });
      await drainer.started;
      expect(locks.requested()).toEqual(['agent-portal-outbox-drainer']);
      const id = await pay('900000001');
      await drainer.idle();
      expect((await getItem(id))?.state).toBe('PAID');
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });

  it('runs in the tab where the browser has no Web Locks', async () => {
    expect('locks' in navigator).toBe(false);
    const server = fakeServer();
    const id = await pay('900000001');
    await drain(server.transport, { locks: undefined }).idle();
    expect((await getItem(id))?.state).toBe('PAID');
  });

  it('gives up waiting for the lock when stopped first', async () => {
    const locks = fakeLocks();
    const first = drain(fakeServer().transport, { locks });
    await first.started;
    const second = drain(fakeServer().transport, { locks });
    await second.stop();
    expect(locks.waiting()).toBe(0);
  });
});
