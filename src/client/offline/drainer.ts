// The outbox drainer (DESIGN §6): one per origin through the Web Lock `agent-portal-outbox-drainer` (in-tab where
// the browser has no Web Locks). It sends the owner's queued payments one at a time in the order outbox-machine.ts
// states (oldest due first; a network failure lets the younger ones pass): the invoice with `${id}:invoice`, its
// number stored, then the payment with `${id}:pay`; each answer is stored before the next step. It counts network
// failures in a row (their backoff follows the count) and clears the count, and every network backoff, on any
// successful exchange and on `online`. It sleeps until the next item is due, and is woken by a submit (in any
// tab), `online`, focus, a visible tab, start and a foreground poll.
import { measureClockOffset } from './clock.ts';
import { outboxDatabase } from '#client/lib/local-stores.ts';
import type { OutboxDatabase } from './db.ts';
import { idempotencyKeys, isDueOrHolding, isNetworkFailure, nextToSend, type OutboxItem } from './outbox-machine.ts';
import { applyEvent } from './outbox.ts';
import { recoverMessages, sendDueMessage, type MessageTransport } from './message-outbox.ts';
import { recoverShiftActions, sendDueShiftAction, type ShiftTransport } from './shift-outbox.ts';
import { apiMessageTransport, apiShiftTransport, apiTransport, outboxErrorOf, type OutboxTransport } from './transport.ts';
import { onWake } from './wake.ts';

export const DRAINER_LOCK = 'agent-portal-outbox-drainer';
export const FOREGROUND_POLL_MS = 15_000;

type LockRequest = (name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>) => Promise<unknown>;

export type DrainerOptions = {
  /** Only this user's items are sent, with this user's session. */
  ownerId: string;
  transport?: OutboxTransport;
  /** Sends the support chat messages queued in the same outbox (issue 11). */
  messageTransport?: MessageTransport;
  /** Opens and closes shifts queued in the same outbox, in order with the payments (issue 24). */
  shiftTransport?: ShiftTransport;
  db?: OutboxDatabase;
  /** `navigator.locks` by default; null runs the drainer in this tab without a lock. */
  locks?: { request: LockRequest } | null;
  pollMs?: number;
  now?: () => number;
  random?: () => number;
  /** Whether sending makes sense now (by default: the browser does not say it is offline). */
  canSend?: () => boolean;
  /** Refreshes the recorded clock offset (at start and on reconnect). */
  measureClock?: () => Promise<unknown>;
};

export type Drainer = {
  /** Resolves once this drainer holds the lock (or runs without one). */
  readonly started: Promise<void>;
  /** Resolves after the current pass has nothing left to send now. */
  idle(): Promise<void>;
  stop(): Promise<void>;
};

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

function defaultLocks(): { request: LockRequest } | null {
  if (typeof navigator === 'undefined' || !navigator.locks) return null;
  return { request: (name, options, callback) => navigator.locks.request(name, options, callback) };
}

export function startDrainer(options: DrainerOptions): Drainer {
  const {
    ownerId,
    transport = apiTransport,
    messageTransport = apiMessageTransport,
    shiftTransport = apiShiftTransport,
    pollMs = FOREGROUND_POLL_MS,
    now = Date.now,
    random = Math.random,
    canSend = browserOnline,
    measureClock = () => measureClockOffset(),
  } = options;
  const locks = options.locks === undefined ? defaultLocks() : options.locks;
  const controller = new AbortController();
  /** Opened by `run` before anything reads it: Dexie loads after the first screen (lib/local-stores.ts). */
  let db: OutboxDatabase;
  let woken = false;
  let interruptSleep: (() => void) | null = null;
  let idleWaiters: (() => void)[] = [];
  let busy = true;
  /** Network failures in a row since the last successful exchange. */
  let linkFailures = 0;
  /** Whether some item may be backing off after a network failure (at start: whatever an earlier drainer left). */
  let linkBackoffs = true;
  let markStarted: () => void = () => {};
  const started = new Promise<void>((resolve) => (markStarted = resolve));

  const wake = () => {
    woken = true;
    busy = true;
    interruptSleep?.();
  };

  const setIdle = (idle: boolean) => {
    busy = !idle;
    if (idle) {
      for (const resolve of idleWaiters) resolve();
      idleWaiters = [];
    }
  };

  function sleep(ms: number | null): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        interruptSleep = null;
        if (timer !== undefined) clearTimeout(timer);
        resolve();
      };
      const timer = ms === null ? undefined : setTimeout(done, ms);
      interruptSleep = done;
      if (woken || controller.signal.aborted) done();
    });
  }

  async function sendOne(queued: OutboxItem): Promise<void> {
    const id = queued.id;
    const sending = await applyEvent(id, { type: 'send', now: now() }, db);
    if (!sending || sending.state !== 'sending') return;
    const keys = idempotencyKeys(sending);
    try {
      let invoiceNumber = sending.invoiceNumber;
      if (!invoiceNumber) {
        const created = await transport.createInvoice(sending.invoice, keys.invoice);
        linkFailures = 0;
        invoiceNumber = created.invoiceNumber;
        await applyEvent(id, { type: 'invoiceCreated', now: now(), ...created }, db);
      }
      const paid = await transport.pay(invoiceNumber, keys.pay);
      linkFailures = 0;
      await applyEvent(id, { type: 'paid', now: now(), result: paid.status, invoice: paid.invoice }, db);
    } catch (error) {
      const stored = outboxErrorOf(error);
      if (isNetworkFailure(stored)) {
        linkFailures += 1;
        linkBackoffs = true;
      } else if (stored.status !== 0) {
        // The server answered (even with a fault): the link works.
        linkFailures = 0;
      }
      await applyEvent(id, { type: 'failed', now: now(), error: stored, random: random(), linkFailures }, db);
    }
  }

  /** The link works (an answer came, or the browser is online): every network backoff ends now. */
  async function endLinkBackoffs(): Promise<void> {
    linkBackoffs = false;
    const at = now();
    const waiting = await db.items
      .where('state')
      .equals('queued')
      .filter((item) => item.ownerId === ownerId && item.nextAttemptAt > at && isNetworkFailure(item.lastError))
      .primaryKeys();
    for (const id of waiting) await applyEvent(id, { type: 'linkUp', now: at }, db);
  }

  /** Sends whatever is due; answers how long to sleep before the head of the queue is due (null: until woken). */
  async function pass(): Promise<number | null> {
    while (!controller.signal.aborted) {
      if (!canSend()) return null;
      if (linkBackoffs && linkFailures === 0) await endLinkBackoffs();
      // Only the first candidate is read: the state index holds queued items in primary-key order, and UUIDv7 ids
      // sort by creation, so the first due (or holding) one of this owner is the oldest. Reading the whole queue on
      // every send made a long queue quadratic (tests/bench/offline); it is read only when nothing is due.
      const at = now();
      const first = await db.items
        .where('state')
        .equals('queued')
        .filter((item) => item.ownerId === ownerId && isDueOrHolding(item, at))
        .first();
      const candidates = first
        ? [first]
        : await db.items
            .where('state')
            .equals('queued')
            .filter((item) => item.ownerId === ownerId)
            .toArray();
      const next = nextToSend(candidates, at);
      // A shift's open or close goes when no payment queued before it is unsent (shift-outbox.ts).
      const shiftWait = await sendDueShiftAction(ownerId, { db, transport: shiftTransport, now, random, errorOf: outboxErrorOf });
      if (shiftWait === 0) continue;
      if (next && next.waitMs === 0) {
        await sendOne(next.item);
        continue;
      }
      // Chat messages go when no payment is due now, so a payment never waits behind a message.
      const messageWait = await sendDueMessage(ownerId, { db, transport: messageTransport, now, random, errorOf: outboxErrorOf });
      if (messageWait === 0) continue;
      const waits = [next?.waitMs ?? null, messageWait, shiftWait].filter((wait): wait is number => wait !== null);
      return waits.length === 0 ? null : Math.min(...waits);
    }
    return null;
  }

  /** Holding the lock means no other drainer is sending: an item left `sending` was cut short. */
  async function recoverInterrupted(): Promise<void> {
    const stale = await db.items
      .where('state')
      .equals('sending')
      .filter((item) => item.ownerId === ownerId)
      .primaryKeys();
    for (const id of stale) await applyEvent(id, { type: 'interrupted', now: now() }, db);
    await recoverMessages(ownerId, db, now());
    await recoverShiftActions(ownerId, db, now());
  }

  async function run(): Promise<void> {
    markStarted();
    void measureClock();
    db = options.db ?? (await outboxDatabase());
    await recoverInterrupted();
    while (!controller.signal.aborted) {
      woken = false;
      setIdle(false);
      let wait: number | null;
      try {
        wait = await pass();
      } catch {
        // The database itself failed (quota, a blocked upgrade): try again at the next poll.
        wait = pollMs;
      }
      if (controller.signal.aborted) break;
      if (woken) continue;
      setIdle(true);
      await sleep(wait);
    }
    setIdle(true);
  }

  const unsubscribe = onWake(wake);
  const onOnline = () => {
    void measureClock();
    linkFailures = 0;
    linkBackoffs = true;
    wake();
  };
  const onVisible = () => {
    if (typeof document === 'undefined' || document.visibilityState === 'visible') wake();
  };
  const hasWindow = typeof window !== 'undefined';
  if (hasWindow) {
    window.addEventListener('online', onOnline);
    window.addEventListener('focus', wake);
    document.addEventListener('visibilitychange', onVisible);
  }
  const poll = setInterval(onVisible, pollMs);

  const running: Promise<unknown> = locks
    ? locks.request(DRAINER_LOCK, { signal: controller.signal }, run).catch(() => undefined)
    : run();

  return {
    started,
    idle: () => (busy ? new Promise<void>((resolve) => idleWaiters.push(resolve)) : Promise.resolve()),
    async stop() {
      controller.abort();
      unsubscribe();
      clearInterval(poll);
      if (hasWindow) {
        window.removeEventListener('online', onOnline);
        window.removeEventListener('focus', wake);
        document.removeEventListener('visibilitychange', onVisible);
      }
      interruptSleep?.();
      await running;
    },
  };
}
