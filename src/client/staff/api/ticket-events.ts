// Live ticket changes for support (issue 15): GET /api/staff/v1/tickets/events on the portal's live transport
// (lib/event-stream.ts), opened with the staff token. Each `ticket` event refreshes the inbox and that conversation;
// while the stream is down the inbox polls, and the stream reopens with a growing pause.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { staffFetch } from '#client/lib/api.ts';
import { followStream } from '#client/lib/event-stream.ts';
import { STAFF_TICKET_EVENTS_PATH } from '#shared/api/staff-tickets.ts';
import { staffKeys } from './keys.ts';

/** Keeps the stream open while the tickets screen is; answers whether it is open now (else the screen polls). */
export function useStaffTicketEvents(): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    const refresh = () => void queryClient.invalidateQueries({ queryKey: staffKeys.tickets() });
    const open = (signal: AbortSignal) => staffFetch(STAFF_TICKET_EVENTS_PATH, { headers: { Accept: 'text/event-stream' }, signal });
    // What changed while the stream was closed is fetched once it opens.
    void followStream(open, 'ticket', { signal: controller.signal, live: { set: setLive }, onEvent: refresh, onOpen: refresh });
    return () => controller.abort();
  }, [queryClient]);
  return live;
}
