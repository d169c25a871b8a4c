// Support chat messages in the outbox (DESIGN §6, issue 11 item 3): a message typed offline is written to the
// outbox's own database first and sent by the same drainer as payments, once, with its own Idempotency-Key, so a
// lost answer or a second tab never posts it twice. A message leaves the outbox when the server has stored it;
// a refusal (the ticket closed meanwhile) stays, shown with its reason, until the user discards it.
import { uuidv7 } from 'uuidv7';
import { outboxDatabase } from '#client/lib/local-stores.ts';
import type { OutboxDatabase } from './db.ts';
import { backoffDelay, type OutboxError } from './outbox-machine.ts';
import { afterFailure, oldestQueued, recoverSending, takeForSending } from './side-queue.ts';
import { requestBackgroundSync } from './background-sync.ts';
import { wakeDrainer } from './wake.ts';

export type OutboxMessageState = 'queued' | 'sending' | 'refused';

export type OutboxMessage = {
  /** UUIDv7: sortable by creation, and the base of the Idempotency-Key. */
  id: string;
  ownerId: string;
  ticketId: string;
  text: string | null;
  /** An attachment uploaded before the message was queued (uploads need the network). */
  fileId: string | null;
  fileName: string | null;
  createdAt: number;
  updatedAt: number;
  state: OutboxMessageState;
  attempts: number;
  nextAttemptAt: number;
  lastError: OutboxError | null;
  keyRound: number;
};

export type MessageTransport = {
  send(body: { ticketId: string; text: string | null; fileId: string | null }, idempotencyKey: string): Promise<unknown>;
};

export const messageKey = (item: Pick<OutboxMessage, 'id' | 'keyRound'>) => `${item.id}:message${item.keyRound === 0 ? '' : `:${item.keyRound}`}`;

export async function enqueueMessage(
  input: Pick<OutboxMessage, 'ownerId' | 'ticketId' | 'text' | 'fileId' | 'fileName'>,
  db?: OutboxDatabase,
): Promise<string> {
  db ??= await outboxDatabase();
  const now = Date.now();
  const item: OutboxMessage = { ...input, id: uuidv7(), createdAt: now, updatedAt: now, state: 'queued', attempts: 0, nextAttemptAt: now, lastError: null, keyRound: 0 };
  await db.messages.add(item);
  wakeDrainer();
  void requestBackgroundSync();
  return item.id;
}

/** Sends a refused message again with a fresh key. */
export async function retryMessage(id: string, db?: OutboxDatabase): Promise<void> {
  db ??= await outboxDatabase();
  await db.transaction('rw', db.messages, async () => {
    const item = await db.messages.get(id);
    if (!item || item.state !== 'refused') return;
    await db.messages.put({ ...item, state: 'queued', keyRound: item.keyRound + 1, nextAttemptAt: Date.now(), updatedAt: Date.now() });
  });
  wakeDrainer();
}

/** Removes a refused message, or a queued one never sent; false while it may still reach the server. */
export async function discardMessage(id: string, db?: OutboxDatabase): Promise<boolean> {
  db ??= await outboxDatabase();
  return db.transaction('rw', db.messages, async () => {
    const item = await db.messages.get(id);
    if (!item || !(item.state === 'refused' || (item.state === 'queued' && item.attempts === 0))) return false;
    await db.messages.delete(id);
    return true;
  });
}

/** After a drainer took the lock, a message left `sending` was cut short: it is sent again with the same key. */
export const recoverMessages = (ownerId: string, db: OutboxDatabase, now: number) => recoverSending(db.messages, ownerId, now);

/**
 * Sends the owner's oldest queued message when it is due. Answers 0 when one was sent (or failed) and the caller
 * should look again, the wait until the head is due, or null when nothing is queued.
 */
export async function sendDueMessage(
  ownerId: string,
  options: { db: OutboxDatabase; transport: MessageTransport; now: () => number; random: () => number; errorOf: (error: unknown) => OutboxError },
): Promise<number | null> {
  const { db, transport, now, random, errorOf } = options;
  const head = await oldestQueued(db.messages, ownerId);
  if (!head) return null;
  const wait = head.nextAttemptAt - now();
  if (wait > 0) return wait;
  const taken = await takeForSending(db, db.messages, head.id, now());
  if (!taken) return 0;
  try {
    await transport.send({ ticketId: taken.ticketId, text: taken.text, fileId: taken.fileId }, messageKey(taken));
    await db.messages.delete(taken.id);
  } catch (error) {
    await db.messages.put(afterFailure(taken, errorOf(error), now(), () => backoffDelay(taken.attempts, random())));
  }
  return 0;
}
