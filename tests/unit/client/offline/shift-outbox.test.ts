// @vitest-environment jsdom
// Issue 24 item 2: a shift's open and close wait in the payment outbox (fake-indexeddb) and the same drainer sends
// them once each, with their own Idempotency-Keys and the cashier's time, in order with the payments they frame: an
// open before the payments taken after it, a close after the payments taken before it. A lost connection sends the
// same key again; a refusal stays until discarded.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '#client/lib/api.ts';
import { recordClockOffset } from '#client/offline/clock.ts';
import { outboxDb } from '#client/offline/db.ts';
import { startDrainer, type Drainer } from '#client/offline/drainer.ts';
import { enqueue } from '#client/offline/outbox.ts';
import { discardShiftAction, enqueueShiftAction, type ShiftTransport } from '#client/offline/shift-outbox.ts';
import type { OutboxTransport } from '#client/offline/transport.ts';
import { invoiceFixture, newPayment } from './fixtures.ts';

let clock = Date.now();
const drainers: Drainer[] = [];
const order: string[] = [];
const keys: string[] = [];
const failures: ApiError[] = [];

const shifts: ShiftTransport = {
  async open(body, key) {
    order.push(`open ${body.openingCash}`);
    keys.push(key);
    const planned = failures.shift();
    if (planned) throw planned;
    return { id: 'shift-1' };
  },
  async close(body, key) {
    order.push(`close ${body.countedCash}`);
    keys.push(key);
    const planned = failures.shift();
    if (planned) throw planned;
    return { id: 'shift-1' };
  },
};

const payments: OutboxTransport = {
  async createInvoice(body) {
    order.push(`invoice ${body.account}`);
    return { invoiceNumber: body.account, invoice: null };
  },
  async pay(invoiceNumber) {
    order.push(`pay ${invoiceNumber}`);
    return { status: 'SUCCESSFUL', invoice: invoiceFixture({ number: invoiceNumber }) };
  },
};

function drain(online = () => true): Drainer {
  const drainer = startDrainer({
    ownerId: 'user-1',
    transport: payments,
    shiftTransport: shifts,
    locks: null,
    now: () => clock,
    random: () => 1,
    canSend: online,
    measureClock: async () => null,
  });
  drainers.push(drainer);
  return drainer;
}

const settle = async (drainer: Drainer) => {
  await new Promise((resolve) => setTimeout(resolve, 50));
  await drainer.idle();
};

const paymentFor = (account: string) =>
  enqueue(newPayment({ invoice: { salePointId: 'sp-1', agentMerchantId: 'm-1', account, amount: 500_000, scope: true } }));

beforeEach(async () => {
  clock = Date.now() + 1_000;
  order.length = 0;
  keys.length = 0;
  failures.length = 0;
  await outboxDb.items.clear();
  await outboxDb.shifts.clear();
  await recordClockOffset(0);
});
afterEach(async () => {
  await Promise.all(drainers.splice(0).map((drainer) => drainer.stop()));
});

describe('shift actions in the outbox', () => {
  it('sends a shift opened and closed offline in order with the payments taken in it, each once', async () => {
    let online = false;
    const drainer = drain(() => online);
    await drainer.started;
    const open = await enqueueShiftAction({ ownerId: 'user-1', salePointId: 'sp-1', action: 'open', openingCash: 100_00 });
    await new Promise((resolve) => setTimeout(resolve, 2));
    await paymentFor('A');
    await new Promise((resolve) => setTimeout(resolve, 2));
    await paymentFor('B');
    await new Promise((resolve) => setTimeout(resolve, 2));
    const close = await enqueueShiftAction({ ownerId: 'user-1', salePointId: 'sp-1', action: 'close', countedCash: 200_00, comment: null });
    await settle(drainer);
    expect(order).toEqual([]);

    online = true;
    window.dispatchEvent(new Event('online'));
    await settle(drainer);
    expect(order).toEqual(['open 10000', 'invoice A', 'pay A', 'invoice B', 'pay B', 'close 20000']);
    expect(keys).toEqual([`${open}:shift-open`, `${close}:shift-close`]);
    // Sent actions keep their shift until the next action is queued.
    expect(await outboxDb.shifts.get(close)).toMatchObject({ state: 'sent', shiftId: 'shift-1' });
    const next = await enqueueShiftAction({ ownerId: 'user-1', salePointId: 'sp-1', action: 'open', openingCash: 0 });
    expect((await outboxDb.shifts.toArray()).map((item) => item.id)).toEqual([next]);
  });

  it('sends the same key again after a lost connection, and keeps a refusal until discarded', async () => {
    failures.push(new ApiError('network_error', 0), new ApiError('shift_is_already_open', 409));
    const id = await enqueueShiftAction({ ownerId: 'user-1', salePointId: 'sp-1', action: 'open', openingCash: 0 });
    const drainer = drain();
    await drainer.idle();
    clock += 60_000;
    window.dispatchEvent(new Event('focus'));
    await settle(drainer);
    expect(keys).toEqual([`${id}:shift-open`, `${id}:shift-open`]);
    expect(await outboxDb.shifts.get(id)).toMatchObject({ state: 'refused', lastError: { code: 'shift_is_already_open' } });
    await discardShiftAction(id);
    expect(await outboxDb.shifts.count()).toBe(0);
  });
});
