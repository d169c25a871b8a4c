// Live ticket changes (issue 11 item 3): the server's event stream GET /v1/ticket/events, read with fetch so the
// bearer token goes in a header (EventSource cannot send one). Each `ticket` event refreshes that ticket, its
// messages, the list and the balance (the menu badge). While the stream is down the lists poll instead
// (POLL_FALLBACK_MS in api/tickets.ts) and the stream is opened again with a growing pause.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { TICKET_EVENTS_PATH } from '#shared/api/tickets.ts';
import { refreshSession } from '#client/lib/api.ts';
import { getSession } from '#client/lib/session.ts';
import { balanceKeys } from '#client/lib/query-keys.ts';
import { ticketKeys } from './keys.ts';

const START_DELAY_MS = 1_500;

let live = false;
const listeners = new Set<() => void>();
function setLive(value: boolean) {
  if (live === value) return;
  live = value;
  for (const listener of listeners) listener();
}

/** Whether the event stream is open now (the lists poll when it is not). */
export function useTicketsLive(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => live,
  );
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/** Opens the stream and calls `onTicket` for each change until `signal` aborts; reconnects by itself. */
async function follow(signal: AbortSignal, onTicket: (ticketId: string) => void, onOpen: () => void): Promise<void> {
  // A background stream: it waits for the screen's own first requests and never competes with them (low priority).
  await sleep(START_DELAY_MS, signal);
  let pause = 1_000;
  while (!signal.aborted) {
    try {
      let token = getSession().accessToken;
      let response = await fetch(`/api/agent${TICKET_EVENTS_PATH}`, { headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' }, signal, priority: 'low' });
      if (response.status === 401 && (await refreshSession(token))) {
        token = getSession().accessToken;
        response = await fetch(`/api/agent${TICKET_EVENTS_PATH}`, { headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' }, signal, priority: 'low' });
      }
      if (response.ok && response.body) {
        setLive(true);
        pause = 1_000;
        onOpen();
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (event !== 'ticket' || !data) continue;
            try {
              const { ticketId } = JSON.parse(data) as { ticketId?: unknown };
              if (typeof ticketId === 'string') onTicket(ticketId);
            } catch {
              // A malformed event is skipped; the next one or the poll catches up.
            }
          }
        }
      }
    } catch {
      // Offline or the stream broke: poll meanwhile and try again.
    }
    setLive(false);
    if (signal.aborted) break;
    await sleep(pause, signal);
    pause = Math.min(pause * 2, 30_000);
  }
}

/** Keeps the stream open while the owner is signed in (the shell mounts it for the tickets badge too). */
export function useTicketEvents(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const refreshAll = () => {
      void queryClient.invalidateQueries({ queryKey: ticketKeys.all });
      void queryClient.invalidateQueries({ queryKey: balanceKeys.all });
    };
    void follow(
      controller.signal,
      (ticketId) => {
        void queryClient.invalidateQueries({ queryKey: ticketKeys.lists() });
        void queryClient.invalidateQueries({ queryKey: ticketKeys.one(ticketId) });
        void queryClient.invalidateQueries({ queryKey: ticketKeys.messages(ticketId) });
        void queryClient.invalidateQueries({ queryKey: balanceKeys.all });
      },
      // What changed while the stream was closed is fetched once it opens.
      refreshAll,
    );
    return () => controller.abort();
  }, [enabled, queryClient]);
}
