// The portal's live transport on the client (the server's http/event-stream.ts): a server-sent event stream read with
// fetch, so the bearer token goes in a header (EventSource cannot send one). Reconnects by itself with a growing pause
// and says whether it is open, so the lists it feeds poll while it is not. Tickets and notifications each follow one.
import { refreshSession } from './api.ts';
import { getSession } from './session.ts';

const START_DELAY_MS = 1_500;

/** Whether a stream is open now, for the lists it feeds (they poll when it is not). */
export class LiveFlag {
  private live = false;
  private readonly listeners = new Set<() => void>();
  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
  readonly get = () => this.live;
  set(value: boolean) {
    if (this.live === value) return;
    this.live = value;
    for (const listener of this.listeners) listener();
  }
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/** The complete `event` blocks of `buffer` (name and parsed data) and what is left of it. */
export function readEvents(buffer: string): { events: { event: string; data: unknown }[]; rest: string } {
  const events: { event: string; data: unknown }[] = [];
  let rest = buffer;
  let end: number;
  while ((end = rest.indexOf('\n\n')) >= 0) {
    const block = rest.slice(0, end);
    rest = rest.slice(end + 2);
    const event = /^event: (.*)$/m.exec(block)?.[1];
    const data = /^data: (.*)$/m.exec(block)?.[1];
    if (!event || !data) continue;
    try {
      events.push({ event, data: JSON.parse(data) as unknown });
    } catch {
      // A malformed event is skipped; the next one or the poll catches up.
    }
  }
  return { events, rest };
}

/** What a stream reports to: its events, each (re)opening, and whether it is open now. */
type StreamOptions = {
  signal: AbortSignal;
  live: Pick<LiveFlag, 'set'>;
  onEvent: (data: unknown) => void;
  /** Called with the time since which the stream has been closed (its start, then each break). */
  onOpen: (closedSince: number) => void;
};

/**
 * Reads the streams `open` answers and calls `onEvent` with each `event`'s data until `signal` aborts; `onOpen` on
 * each (re)connection, so the caller fetches what changed while it was closed (since `closedSince` at first). The
 * portal's streams and the staff console's differ only in how they are opened (token, base).
 */
export async function followStream(
  open: (signal: AbortSignal) => Promise<Response>,
  event: string,
  options: StreamOptions,
  closedSince = Date.now(),
): Promise<void> {
  const { signal, live } = options;
  let pause = 1_000;
  let since = closedSince;
  while (!signal.aborted) {
    try {
      const response = await open(signal);
      if (response.ok && response.body) {
        live.set(true);
        pause = 1_000;
        options.onOpen(since);
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const read = readEvents(buffer + value);
          buffer = read.rest;
          for (const item of read.events) if (item.event === event) options.onEvent(item.data);
        }
      }
    } catch {
      // Offline or the stream broke: poll meanwhile and try again.
    }
    live.set(false);
    since = Date.now();
    if (signal.aborted) break;
    await sleep(pause, signal);
    pause = Math.min(pause * 2, 30_000);
  }
}

/** Until the shell's first streams have waited their start delay: they count from the page's own start. */
let firstStreams = true;

/** The portal's stream at `url`, with the signed-in user's bearer (renewed once on a 401). */
export async function followEvents(url: () => string, event: string, options: StreamOptions): Promise<void> {
  // The page's first streams count from the page's own start: the early requests (lib/early-requests.ts) may have
  // been answered before the shell mounted, and are as fresh as anything the shell asked for since.
  const startedAt = firstStreams ? performance.timeOrigin : Date.now();
  // A background stream: it waits for the screen's own first requests and never competes with them (low priority).
  await sleep(START_DELAY_MS, options.signal);
  firstStreams = false;
  const open = async (signal: AbortSignal) => {
    const request = (token: string | null) => fetch(url(), { headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' }, signal, priority: 'low' });
    const token = getSession().accessToken;
    const response = await request(token);
    if (response.status === 401 && (await refreshSession(token))) return request(getSession().accessToken);
    return response;
  };
  // Closed since the shell started it: what the screen's first requests answered meanwhile is not asked again.
  await followStream(open, event, options, startedAt);
}
