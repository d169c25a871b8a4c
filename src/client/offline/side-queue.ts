// What the outbox's side queues (support messages, shift actions) do alike: an owner's oldest queued item, taken for
// sending inside a transaction (so two drainers never send one twice), put back or refused when its answer failed,
// and queued again when a drainer was cut short while sending it.
import type { EntityTable } from 'dexie';
import type { OutboxDatabase } from './db.ts';
import { isTransient, type OutboxError } from './outbox-machine.ts';

type SideQueueItem = {
  id: string;
  ownerId: string;
  createdAt: number;
  updatedAt: number;
  state: string;
  attempts: number;
  nextAttemptAt: number;
  lastError: OutboxError | null;
};

/** After a drainer took the lock, an item left `sending` was cut short: it is sent again with the same key. */
export async function recoverSending<T extends SideQueueItem>(table: EntityTable<T, 'id'>, ownerId: string, now: number): Promise<void> {
  await table
    .where('state')
    .equals('sending')
    .filter((item) => item.ownerId === ownerId)
    .modify((item) => {
      Object.assign(item, { state: 'queued', nextAttemptAt: now, updatedAt: now });
    });
}

/** The owner's oldest queued item, by creation (ids break ties). */
export async function oldestQueued<T extends SideQueueItem>(table: EntityTable<T, 'id'>, ownerId: string): Promise<T | undefined> {
  const queued = await table
    .where('state')
    .equals('queued')
    .filter((item) => item.ownerId === ownerId)
    .toArray();
  return queued.sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1))[0];
}

/** Marks the item `sending` if it is still queued; null when another drainer took it first. */
export function takeForSending<T extends SideQueueItem>(db: OutboxDatabase, table: EntityTable<T, 'id'>, id: string, now: number): Promise<T | null> {
  return db.transaction('rw', table, async () => {
    const item = await table.where('id').equals(id).first();
    if (!item || item.state !== 'queued') return null;
    const sending: T = { ...item, state: 'sending', attempts: item.attempts + 1, updatedAt: now };
    await table.put(sending);
    return sending;
  });
}

/** A failed send: queued again after `retryIn()` when the failure may pass, otherwise refused with its reason. */
export function afterFailure<T extends SideQueueItem>(taken: T, failure: OutboxError, at: number, retryIn: () => number): T {
  return isTransient(failure)
    ? { ...taken, state: 'queued', lastError: failure, nextAttemptAt: at + retryIn(), updatedAt: at }
    : { ...taken, state: 'refused', lastError: failure, updatedAt: at };
}
