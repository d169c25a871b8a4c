// Live delivery of ticket changes (issue 11 item 3): server-sent events per business. Several server processes may
// serve one database, so a change is not announced in memory: while anyone listens, each process polls the tickets
// changed lately (one indexed query a second) and tells the listeners of their business. The client refetches what
// it shows on each event, and falls back to polling when the stream breaks.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TICKET_EVENTS_PATH } from '#shared/api/tickets.ts';
import { AppError } from '../../http/app-error.ts';
import { authenticate } from '../../http/auth.ts';
import { handRoute } from '../../http/openapi.ts';
import type { AppContext } from '../../context.ts';
import { isTechModeOn } from '../settings/settings.service.ts';
import { ticketsChangedSince } from './tickets.repository.ts';
import { ticketOwner } from './tickets.service.ts';

export const POLL_MS = 1_000;
/** Changes are looked for this far back, so one committed late (after a later one was seen) is never missed. */
const WINDOW_MS = 30_000;
/** A stream ends after this long and the client opens a new one, its token checked again. */
export const STREAM_MS = 5 * 60_000;
const HEARTBEAT_MS = 25_000;

type Listener = (ticketId: string) => void;

/** The key staff listen on: every business's tickets. */
export const ALL_BUSINESSES = '*';

/** One per app: the listeners by business and the poller that runs while there are any. */
export class TicketEvents {
  private readonly listeners = new Map<string, Set<Listener>>();
  /** The modifiedDate last announced per ticket, within the window. */
  private readonly seen = new Map<string, string>();
  private timer: NodeJS.Timeout | null = null;
  /** When the poller started: its first look announces only what changed since, the rest is already known. */
  private startedAt = '';
  private primed = false;
  private polling = false;

  constructor(private readonly ctx: Pick<AppContext, 'db' | 'clock'>) {}

  listen(businessId: string, listener: Listener): () => void {
    let set = this.listeners.get(businessId);
    if (!set) this.listeners.set(businessId, (set = new Set()));
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
      if (set.size === 0) this.listeners.delete(businessId);
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
      const rows = await ticketsChangedSince(this.ctx.db, since);
      for (const [id, at] of this.seen) if (at < since) this.seen.delete(id);
      for (const row of rows) {
        if (this.seen.get(row.id) === row.modified_at) continue;
        this.seen.set(row.id, row.modified_at);
        // The first look only learns what was there before: a new stream's client loads the current state itself.
        if (!this.primed && row.modified_at < this.startedAt) continue;
        for (const key of [row.business_id, ALL_BUSINESSES]) for (const listener of this.listeners.get(key) ?? []) listener(row.id);
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
 * One app's ticket streams: answers a function that turns a request into an event stream of the tickets of a business
 * (or of ALL_BUSINESSES, for staff). The portal's route and the staff route each make their own.
 */
export function ticketEventStreams(app: FastifyInstance) {
  const events = new TicketEvents(app.ctx);
  const open = new Set<() => void>();
  // Before the server waits for its connections to end: open streams would keep it waiting.
  app.addHook('preClose', async () => {
    for (const close of [...open]) close();
    events.stop();
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
    const stop = events.listen(key, (ticketId) => raw.write(`event: ticket\ndata: ${JSON.stringify({ ticketId })}\n\n`));
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

/** Hand-kept: an event stream is no enveloped answer, and its events have no valibot schema. */
export function ticketEventsDescription(security: 'bearer' | 'staff', whose: string) {
  return handRoute({
    summary: `Server-sent events of ${whose} tickets`,
    description:
      'An event stream read with fetch (the bearer in the Authorization header): `retry: 3000`, `event: ready`, then ' +
      '`event: ticket` with `data: {"ticketId": "..."}` whenever a ticket changes, and a `: ping` comment as heartbeat. ' +
      'The stream ends after a while; reconnect.',
    security,
    responses: {
      200: {
        description: 'The stream; each `data` of an `event: ticket` is the JSON shown.',
        contentType: 'text/event-stream',
        schema: { type: 'object', properties: { ticketId: { type: 'string' } }, required: ['ticketId'] },
      },
    },
    errors: { 400: 'validation_error', 401: 'unauthorized', ...(security === 'bearer' ? { 503: 'global_tech_mode_is_on' } : { 403: 'forbidden' }) },
  });
}

export async function ticketEventsRoute(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const stream = ticketEventStreams(app);
  app.get(`/api/agent${TICKET_EVENTS_PATH}`, ticketEventsDescription('bearer', "the owner's"), async (request, reply) => {
    const auth = await authenticate(ctx, request, { required: true });
    // The stream takes no parameters.
    if (Object.keys(request.query as object).length > 0) throw new AppError(400, 'validation_error', { query: 'invalid' });
    if (await isTechModeOn(ctx.db)) throw new AppError(503, 'global_tech_mode_is_on');
    stream(request, reply, await ticketOwner(ctx, auth!));
  });
}
