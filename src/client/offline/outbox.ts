// The outbox's operations on its database: enqueue, wake, retry, discard (the hooks useOutboxItem, useOutboxItems
// and useOutboxDrainer are in hooks.ts). The UI submits a payment only through `enqueue` and then watches the item;
// the drainer moves it on through `applyEvent`. Each change is one read-transition-write transaction, so
// two tabs (a retry here, a send there) never overwrite each other's step.
import { uuidv7 } from 'uuidv7';
import { lastClockOffset } from './clock.ts';
import { outboxDatabase } from '#client/lib/local-stores.ts';
import type { OutboxDatabase } from './db.ts';
import {
  byCreation,
  canDiscard,
  createItem,
  isFinished,
  transition,
  withdrawBlock,
  type NewOutboxItem,
  type OutboxEvent,
  type OutboxItem,
} from './outbox-machine.ts';
import { requestBackgroundSync } from './background-sync.ts';
import { wakeDrainer } from './wake.ts';

/** Wakes the drainer (in whichever tab holds its lock) to send what is due now. */
export const wake = wakeDrainer;

/** Writes the payment to the outbox, wakes the drainer and answers the item's id (its Idempotency-Key base). */
export async function enqueue(input: NewOutboxItem, db?: OutboxDatabase): Promise<string> {
  db ??= await outboxDatabase();
  const item = createItem(input, { id: uuidv7(), now: Date.now(), clockOffsetMs: await lastClockOffset() });
  await db.items.add(item);
  wakeDrainer();
  void requestBackgroundSync();
  return item.id;
}

/**
 * A new payment with the same details as a finished one (issue 16: a failed payment is tried again as it was typed):
 * its own id, keys and time; answers the new item's id.
 */
export async function enqueueAgain(item: OutboxItem, db?: OutboxDatabase): Promise<string> {
  const { requestDate: _sentAt, ...invoice } = item.invoice;
  return enqueue({ ownerId: item.ownerId, salePointId: item.salePointId, merchantId: item.merchantId, flow: item.flow, summary: item.summary, invoice }, db);
}

/** Applies one event in a transaction; answers the stored item, or null when it is gone (discarded meanwhile). */
export async function applyEvent(id: string, event: OutboxEvent, db?: OutboxDatabase): Promise<OutboxItem | null> {
  db ??= await outboxDatabase();
  return db.transaction('rw', db.items, async () => {
    const item = await db.items.get(id);
    if (!item) return null;
    const next = transition(item, event);
    if (next !== item) await db.items.put(next);
    return next;
  });
}

/** Sends a refused item again with fresh keys, or a queued one now instead of after its backoff. */
export async function retry(id: string, db?: OutboxDatabase): Promise<void> {
  await applyEvent(id, { type: 'retry', now: Date.now() }, db);
  wakeDrainer();
}

/**
 * Withdraws a payment that never left the device: kept in the queue's history as withdrawn, never sent. Answers
 * why not when the drainer sent it meanwhile (one transaction with the drainer's own steps, so never both).
 */
export async function withdraw(id: string, db?: OutboxDatabase): Promise<ReturnType<typeof withdrawBlock> | 'gone'> {
  db ??= await outboxDatabase();
  return db.transaction('rw', db.items, async () => {
    const item = await db.items.get(id);
    if (!item) return 'gone';
    const block = withdrawBlock(item);
    if (block === null) await db.items.put(transition(item, { type: 'withdraw', now: Date.now() }));
    return block;
  });
}

/** Removes an item a person gave up on (refused), or history; answers false when it may still be in flight. */
export async function discard(id: string, db?: OutboxDatabase): Promise<boolean> {
  db ??= await outboxDatabase();
  return db.transaction('rw', db.items, async () => {
    const item = await db.items.get(id);
    if (!item || !canDiscard(item)) return false;
    await db.items.delete(id);
    return true;
  });
}

export async function getItem(id: string, db?: OutboxDatabase): Promise<OutboxItem | undefined> {
  db ??= await outboxDatabase();
  return db.items.get(id);
}

/**
 * How many payments of the device's other users still need their owner (unsent or refused): only their owner's
 * session can send them, so whoever signs in here next must at least know they exist.
 */
export async function waitingForOthers(ownerId: string, db?: OutboxDatabase): Promise<number> {
  db ??= await outboxDatabase();
  return db.items
    .where('ownerId')
    .notEqual(ownerId)
    .filter((item) => !isFinished(item.state) && item.state !== 'withdrawn')
    .count();
}

/** The owner's items in creation order (all owners when `ownerId` is omitted). */
export async function listItems(ownerId?: string, db?: OutboxDatabase): Promise<OutboxItem[]> {
  db ??= await outboxDatabase();
  const items = ownerId === undefined ? await db.items.toArray() : await db.items.where('ownerId').equals(ownerId).toArray();
  return items.sort(byCreation);
}
