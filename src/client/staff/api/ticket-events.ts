// Live ticket changes for support (issue 15): GET /api/staff/v1/tickets/events, the portal's transport (fetch
// streaming with the bearer header, src/client/features/tickets/live.ts). Each `ticket` event refreshes the inbox
// and that conversation; while the stream is down the inbox polls, and the stream reopens with a growing pause.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { staffFetch } from '#client/lib/api.ts';
import { STAFF_TICKET_EVENTS_PATH } from '#shared/api/staff-tickets.ts';
import { staffKeys } from './keys.ts';

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/** The `ticket` events of a server-sent event stream's text so far, and the unfinished rest. */
export function readTicketEvents(buffer: string): { ticketIds: string[]; rest: string } {
  const ticketIds: string[] = [];
  let rest = buffer;
  let end: number;
  while ((end = rest.indexOf('\n\n')) >= 0) {
    const block = rest.slice(0, end);
    rest = rest.slice(end + 2);
    const event = /^event: (.*)$/m.exec(block)?.[1];
    const data = /^data: (.*)$/m.exec(block)?.[1];
    if (event !== 'ticket' || !data) continue;
    try {
      const { ticketId } = JSON.parse(data) as { ticketId?: unknown };
      if (typeof ticketId === 'string') ticketIds.push(ticketId);
    } catch {
      // A malformed event is skipped; the next one or the poll catches up.
    }
  }
  return { ticketIds, rest };
}

async function follow(signal: AbortSignal, onChange: () => void, setLive: (live: boolean) => void): Promise<void> {
  let pause = 1_000;
  while (!signal.aborted) {
    try {
      const response = await staffFetch(STAFF_TICKET_EVENTS_PATH, { headers: { Accept: 'text/event-stream' }, signal });
      if (response.ok && response.body) {
        setLive(true);
        pause = 1_000;
        // What changed while the stream was closed is fetched once it opens.
        onChange();
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const read = readTicketEvents(buffer + value);
          buffer = read.rest;
          if (read.ticketIds.length > 0) onChange();
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

/** Keeps the stream open while the tickets screen is; answers whether it is open now (else the screen polls). */
export function useStaffTicketEvents(): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    void follow(controller.signal, () => void queryClient.invalidateQueries({ queryKey: staffKeys.tickets() }), setLive);
    return () => controller.abort();
  }, [queryClient]);
  return live;
}
