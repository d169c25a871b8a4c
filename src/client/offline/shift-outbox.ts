// Opening and closing a shift through the outbox (issue 24 item 2, DESIGN §10): written to the outbox's own database
// first, with the cashier's time (the device clock corrected by the recorded offset), and sent by the same drainer as
// payments, once, with its own Idempotency-Key. The counter works offline from the first payment of the day to the
// cash count.
//
// Order with the payments a shift frames: an action goes only when no payment queued before it is still unsent, so a
// close reaches the server after the payments taken before it; an open is queued before the payments taken in the
// shift and, the oldest, goes first. The server assigns payments to shifts by the time they were taken, so even a
// payment that overtakes an open (its backoff ended first) lands in the right shift. A refusal (a shift already open)
// stays, with its reason, until the cashier discards it. A sent action keeps the shift's id for the screen that
// follows it, until the next action replaces it.
import { uuidv7 } from 'uuidv7';
import { lastClockOffset } from './clock.ts';
import { outboxDatabase } from '#client/lib/local-stores.ts';
import type { OutboxDatabase } from './db.ts';
import { backoffDelay, isNetworkFailure, NETWORK_BACKOFF, type OutboxError } from './outbox-machine.ts';
import { afterFailure, oldestQueued, recoverSending, takeForSending } from './side-queue.ts';
import { requestBackgroundSync } from './background-sync.ts';
import { wakeDrainer } from './wake.ts';

export type ShiftActionState = 'queued' | 'sending' | 'refused' | 'sent';

export type ShiftOpening = { action: 'open'; openingCash: number };
export type ShiftClosing = { action: 'close'; countedCash: number; comment: string | null };

export type OutboxShiftAction = (ShiftOpening | ShiftClosing) & {
  /** UUIDv7: sortable by creation, and the base of the Idempotency-Key. */
  id: string;
  ownerId: string;
  salePointId: string;
  /** When the cashier did it, in server time: sent as the body's requestDate. */
  requestDate: number;
  createdAt: number;
  updatedAt: number;
  state: ShiftActionState;
  attempts: number;
  nextAttemptAt: number;
  lastError: OutboxError | null;
  keyRound: number;
  /** The shift the server answered, once sent. */
  shiftId: string | null;
};

export type ShiftTransport = {
  open(body: { salePointId: string; openingCash: number; requestDate: number }, idempotencyKey: string): Promise<{ id: string }>;
  close(body: { salePointId: string; countedCash: number; comment: string | null; requestDate: number }, idempotencyKey: string): Promise<{ id: string }>;
};

export const shiftActionKey = (item: Pick<OutboxShiftAction, 'id' | 'action' | 'keyRound'>) =>
  `${item.id}:shift-${item.action}${item.keyRound === 0 ? '' : `:${item.keyRound}`}`;

/** Queues an open or a close and wakes the drainer; answers the action's id. Earlier sent actions are forgotten. */
export async function enqueueShiftAction(
  input: Pick<OutboxShiftAction, 'ownerId' | 'salePointId'> & (ShiftOpening | ShiftClosing),
  db?: OutboxDatabase,
): Promise<string> {
  db ??= await outboxDatabase();
  const now = Date.now();
  const item: OutboxShiftAction = {
    ...input,
    id: uuidv7(),
    requestDate: Math.round(now + (await lastClockOffset())),
    createdAt: now,
    updatedAt: now,
    state: 'queued',
    attempts: 0,
    nextAttemptAt: now,
    lastError: null,
    keyRound: 0,
    shiftId: null,
  };
  await db.transaction('rw', db.shifts, async () => {
    await db.shifts.where('ownerId').equals(input.ownerId).filter((old) => old.state === 'sent').delete();
    await db.shifts.add(item);
  });
  wakeDrainer();
  void requestBackgroundSync();
  return item.id;
}

/** Removes a refused action (the cashier read why). */
export async function discardShiftAction(id: string, db?: OutboxDatabase): Promise<void> {
  db ??= await outboxDatabase();
  await db.transaction('rw', db.shifts, async () => {
    const item = await db.shifts.get(id);
    if (item?.state === 'refused') await db.shifts.delete(id);
  });
}

/** After a drainer took the lock, an action left `sending` was cut short: it is sent again with the same key. */
export const recoverShiftActions = (ownerId: string, db: OutboxDatabase, now: number) => recoverSending(db.shifts, ownerId, now);

/** The creation time of the owner's oldest payment not yet answered, or null. */
async function oldestUnsentPayment(ownerId: string, db: OutboxDatabase): Promise<number | null> {
  const unsent = await db.items
    .where('state')
    .anyOf('queued', 'sending')
    .filter((item) => item.ownerId === ownerId)
    .toArray();
  return unsent.reduce<number | null>((oldest, item) => (oldest === null || item.createdAt < oldest ? item.createdAt : oldest), null);
}

/**
 * Sends the owner's oldest queued shift action when it is due and no older payment is unsent. Answers 0 when one was
 * sent (or failed) and the caller should look again, the wait until it is due, or null when nothing can go now.
 */
export async function sendDueShiftAction(
  ownerId: string,
  options: { db: OutboxDatabase; transport: ShiftTransport; now: () => number; random: () => number; errorOf: (error: unknown) => OutboxError },
): Promise<number | null> {
  const { db, transport, now, random, errorOf } = options;
  const head = await oldestQueued(db.shifts, ownerId);
  if (!head) return null;
  const payment = await oldestUnsentPayment(ownerId, db);
  if (payment !== null && payment < head.createdAt) return null;
  const wait = head.nextAttemptAt - now();
  if (wait > 0) return wait;
  const taken = await takeForSending(db, db.shifts, head.id, now());
  if (!taken) return 0;
  try {
    const key = shiftActionKey(taken);
    const { salePointId, requestDate } = taken;
    const answer =
      taken.action === 'open'
        ? await transport.open({ salePointId, openingCash: taken.openingCash, requestDate }, key)
        : await transport.close({ salePointId, countedCash: taken.countedCash, comment: taken.comment, requestDate }, key);
    await db.shifts.put({ ...taken, state: 'sent', shiftId: answer.id, lastError: null, updatedAt: now() });
  } catch (error) {
    const failure = errorOf(error);
    const retryIn = () => backoffDelay(taken.attempts, random(), isNetworkFailure(failure) ? NETWORK_BACKOFF : undefined);
    await db.shifts.put(afterFailure(taken, failure, now(), retryIn));
  }
  return 0;
}
