// The outbox drainer (DESIGN §6): one per origin through the Web Lock `agent-portal-outbox-drainer` (in-tab where
// the browser has no Web Locks). It sends the owner's queued payments in creation order, one at a time: the invoice
// with `${id}:invoice`, its number stored, then the payment with `${id}:pay`; each answer is stored before the next
// step. It sleeps until the head of the queue is due, and is woken by a submit (in any tab), `online`, focus, a
// visible tab, start and a foreground poll.
import { measureClockOffset } from './clock.ts';
import { outboxDb, type OutboxDatabase } from './db.ts';
import { idempotencyKeys, nextToSend, type OutboxItem } from './outbox-machine.ts';
import { applyEvent } from './outbox.ts';
import { apiTransport, outboxErrorOf, type OutboxTransport } from './transport.ts';
import { onWake } from './wake.ts';

export const DRAINER_LOCK = 'agent-portal-outbox-drainer';
export const FOREGROUND_POLL_MS = 15_000;

type LockRequest = (name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>) => Promise<unknown>;

export type DrainerOptions = {
  /** Only this user's items are sent, with this user's session. */
  ownerId: string;
  transport?: OutboxTransport;
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
    db = outboxDb,
    pollMs = FOREGROUND_POLL_MS,
    now = Date.now,
    random = Math.random,
    canSend = browserOnline,
    measureClock = () => measureClockOffset(),
  } = options;
  const locks = options.locks === undefined ? defaultLocks() : options.locks;
  const controller = new AbortController();
  let woken = false;
  let interruptSleep: (() => void) | null = null;
  let idleWaiters: (() => void)[] = [];
  let busy = true;
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
        invoiceNumber = created.invoiceNumber;
        await applyEvent(id, { type: 'invoiceCreated', now: now(), ...created }, db);
      }
      const paid = await transport.pay(invoiceNumber, keys.pay);
      await applyEvent(id, { type: 'paid', now: now(), result: paid.status, invoice: paid.invoice }, db);
    } catch (error) {
      await applyEvent(id, { type: 'failed', now: now(), error: outboxErrorOf(error), random: random() }, db);
    }
  }

  /** Sends whatever is due; answers how long to sleep before the head of the queue is due (null: until woken). */
  async function pass(): Promise<number | null> {
    while (!controller.signal.aborted) {
      if (!canSend()) return null;
      // Only the head is read: the state index holds queued items in primary-key order, and UUIDv7 ids sort by
      // creation, so the first one of this owner is the oldest. Reading the whole queue on every send made a long
      // queue quadratic (tests/bench/offline).
      const head = await db.items
        .where('state')
        .equals('queued')
        .filter((item) => item.ownerId === ownerId)
        .first();
      const next = nextToSend(head ? [head] : [], now());
      if (!next) return null;
      if (next.waitMs > 0) return next.waitMs;
      await sendOne(next.item);
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
  }

  async function run(): Promise<void> {
    markStarted();
    void measureClock();
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
