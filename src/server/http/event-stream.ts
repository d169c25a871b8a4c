// The portal's live transport (issue 11 item 3, reused by issue 21): server-sent events. Several server processes may
// serve one database, so a change is not announced in memory: while anyone listens, each process polls the rows
// changed lately (one indexed query a second) and tells the listeners whose key each change names. The client
// refetches what it shows on each event, and falls back to polling when the stream breaks.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';

export const POLL_MS = 1_000;
/** Changes are looked for this far back, so one committed late (after a later one was seen) is never missed. */
const WINDOW_MS = 30_000;
/** A stream ends after this long and the client opens a new one, its token checked again. */
export const STREAM_MS = 5 * 60_000;
const HEARTBEAT_MS = 25_000;

/** A row changed at `at`: told to the listeners of each of `keys`, as the event's `data`. */
export type Change = { id: string; at: string; keys: string[]; data: object };
type Listener = (change: Change) => void;

/** One per stream kind and app: the listeners by key and the poller that runs while there are any. */
export class ChangePoller {
  private readonly listeners = new Map<string, Set<Listener>>();
  /** The time last announced per row, within the window. */
  private readonly seen = new Map<string, string>();
  private timer: NodeJS.Timeout | null = null;
  /** When the poller started: its first look announces only what changed since, the rest is already known. */
  private startedAt = '';
  private primed = false;
  private polling = false;

  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'clock'>,
    private readonly changedSince: (since: string) => Promise<Change[]>,
  ) {}

  listen(key: string, listener: Listener): () => void {
    let set = this.listeners.get(key);
    if (!set) this.listeners.set(key, (set = new Set()));
    set.add(listener);
    if (!this.timer) {
      this.primed = false;
      this.startedAt = this.ctx.clock.now().toISOString();
      this.timer = setInterval(() => void this.poll(), POLL_MS);
      this.timer.unref();
      void this.poll();
    }
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(key);
      if (this.listeners.size === 0) this.stop();
    };
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.seen.clear();
  }

  private async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      const since = new Date(this.ctx.clock.now().getTime() - WINDOW_MS).toISOString();
      const changes = await this.changedSince(since);
      for (const [id, at] of this.seen) if (at < since) this.seen.delete(id);
      for (const change of changes) {
        if (this.seen.get(change.id) === change.at) continue;
        this.seen.set(change.id, change.at);
        // The first look only learns what was there before: a new stream's client loads the current state itself.
        if (!this.primed && change.at < this.startedAt) continue;
        for (const key of change.keys) for (const listener of this.listeners.get(key) ?? []) listener(change);
      }
      this.primed = true;
    } catch {
      // A failed look (the database restarting) is retried at the next tick.
    } finally {
      this.polling = false;
    }
  }
}

/**
 * One app's streams of one kind: answers a function that turns a request into an event stream of the changes under a
 * key, each written as an `event` of that name. The routes check the caller and choose the key.
 */
export function eventStreams(app: FastifyInstance, event: string, changedSince: (since: string) => Promise<Change[]>) {
  const poller = new ChangePoller(app.ctx, changedSince);
  const open = new Set<() => void>();
  // Before the server waits for its connections to end: open streams would keep it waiting.
  app.addHook('preClose', async () => {
    for (const close of [...open]) close();
    poller.stop();
  });
  return (request: FastifyRequest, reply: FastifyReply, key: string) => {
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-request-id': request.id,
    });
    raw.write('retry: 3000\n\nevent: ready\ndata: {}\n\n');
    const stop = poller.listen(key, (change) => raw.write(`event: ${event}\ndata: ${JSON.stringify(change.data)}\n\n`));
    const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
    const end = setTimeout(() => raw.end(), STREAM_MS);
    const close = () => {
      open.delete(close);
      stop();
      clearInterval(heartbeat);
      clearTimeout(end);
      raw.end();
    };
    open.add(close);
    raw.on('close', close);
  };
}
