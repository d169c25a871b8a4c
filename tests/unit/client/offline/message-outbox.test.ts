// @vitest-environment jsdom
// Issue 11 item 3: a support chat message waits in the payment outbox (fake-indexeddb) and the same drainer sends it
// once, with its own Idempotency-Key: a lost connection sends it again with the same key, a refusal (the ticket
// closed meanwhile) stays until the user retries with a fresh key or discards it, and a payment goes first.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '#client/lib/api.ts';
import { recordClockOffset } from '#client/offline/clock.ts';
import { outboxDb } from '#client/offline/db.ts';
import { startDrainer, type Drainer } from '#client/offline/drainer.ts';
import { discardMessage, enqueueMessage, retryMessage, type MessageTransport } from '#client/offline/message-outbox.ts';
import { enqueue } from '#client/offline/outbox.ts';
import type { OutboxTransport } from '#client/offline/transport.ts';
import { invoiceFixture, newPayment } from './fixtures.ts';

let clock = Date.now();
const drainers: Drainer[] = [];
const order: string[] = [];

function fakeServer() {
  const sent: { text: string | null; key: string }[] = [];
  const failures: ApiError[] = [];
  const messages: MessageTransport = {
    async send(body, key) {
      order.push(`message ${body.text}`);
      const planned = failures.shift();
      if (planned) throw planned;
      sent.push({ text: body.text, key });
      return body;
    },
  };
  return { sent, failures, messages };
}

const payments: OutboxTransport = {
  async createInvoice() {
    order.push('invoice');
    return { invoiceNumber: '1001', invoice: null };
  },
  async pay(invoiceNumber) {
    order.push('pay');
    return { status: 'SUCCESSFUL', invoice: invoiceFixture({ number: invoiceNumber }) };
  },
};

function drain(messageTransport: MessageTransport, online = () => true): Drainer {
  const drainer = startDrainer({
    ownerId: 'user-1',
    transport: payments,
    messageTransport,
    locks: null,
    now: () => clock,
    random: () => 1,
    canSend: online,
    measureClock: async () => null,
  });
  drainers.push(drainer);
  return drainer;
}

const message = (text: string, ticketId = 'ticket-1') => enqueueMessage({ ownerId: 'user-1', ticketId, text, fileId: null, fileName: null });

beforeEach(async () => {
  clock = Date.now() + 1_000;
  order.length = 0;
  await outboxDb.items.clear();
  await outboxDb.messages.clear();
  await recordClockOffset(0);
});
afterEach(async () => {
  await Promise.all(drainers.splice(0).map((drainer) => drainer.stop()));
});

describe('chat messages in the outbox', () => {
  it('waits offline, then is sent once with its key and leaves the outbox', async () => {
    const server = fakeServer();
    let online = false;
    const id = await message('Здравствуйте');
    const drainer = drain(server.messages, () => online);
    await drainer.started;
    await drainer.idle();
    expect(server.sent).toEqual([]);
    expect((await outboxDb.messages.get(id))?.state).toBe('queued');
    online = true;
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await drainer.idle();
    expect(server.sent).toEqual([{ text: 'Здравствуйте', key: `${id}:message` }]);
    expect(await outboxDb.messages.count()).toBe(0);
  });

  it('sends again with the same key after a lost connection, and keeps a refusal until retried with a fresh key', async () => {
    const server = fakeServer();
    server.failures.push(new ApiError('network_error', 0), new ApiError('ticket_is_closed', 400));
    const id = await message('first');
    const drainer = drain(server.messages);
    await drainer.idle();
    // The lost connection backs off; move the clock past it and wake the drainer.
    clock += 60_000;
    window.dispatchEvent(new Event('focus'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await drainer.idle();
    const refused = await outboxDb.messages.get(id);
    expect(refused).toMatchObject({ state: 'refused', attempts: 2, lastError: { code: 'ticket_is_closed' } });
    expect(server.sent).toEqual([]);
    await retryMessage(id);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await drainer.idle();
    expect(server.sent).toEqual([{ text: 'first', key: `${id}:message:1` }]);
    expect(order).toEqual(['message first', 'message first', 'message first']);
  });

  it('lets a payment go first and a refused message be discarded', async () => {
    const server = fakeServer();
    server.failures.push(new ApiError('ticket_is_closed', 400));
    const refused = await message('late');
    await enqueue(newPayment());
    const drainer = drain(server.messages);
    await drainer.idle();
    expect(order).toEqual(['invoice', 'pay', 'message late']);
    expect(await discardMessage(refused)).toBe(true);
    expect(await outboxDb.messages.count()).toBe(0);
  });
});
