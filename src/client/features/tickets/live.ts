// Live ticket changes (issue 11 item 3): the server's event stream GET /v1/ticket/events on the portal's live
// transport (lib/event-stream.ts). Each `ticket` event refreshes that ticket, its messages, the list and the balance
// (the menu badge). While the stream is down the lists poll instead (POLL_FALLBACK_MS in api/tickets.ts).
import { useQueryClient, type Query } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { TICKET_EVENTS_PATH } from '#shared/api/tickets.ts';
import { followEvents, LiveFlag } from '#client/lib/event-stream.ts';
import { balanceKeys } from '#client/lib/query-keys.ts';
import { ticketKeys } from './keys.ts';

const live = new LiveFlag();

/** Whether the event stream is open now (the lists poll when it is not). */
export function useTicketsLive(): boolean {
  return useSyncExternalStore(live.subscribe, live.get);
}

/** Keeps the stream open while the owner is signed in (the shell mounts it for the tickets badge too). */
export function useTicketEvents(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    void followEvents(() => `/api/agent${TICKET_EVENTS_PATH}`, 'ticket', {
      signal: controller.signal,
      live,
      onEvent: (data) => {
        const ticketId = (data as { ticketId?: unknown }).ticketId;
        if (typeof ticketId !== 'string') return;
        void queryClient.invalidateQueries({ queryKey: ticketKeys.lists() });
        void queryClient.invalidateQueries({ queryKey: ticketKeys.one(ticketId) });
        void queryClient.invalidateQueries({ queryKey: ticketKeys.messages(ticketId) });
        void queryClient.invalidateQueries({ queryKey: balanceKeys.all });
      },
      // What changed while the stream was closed is fetched once it opens: the answers from before it closed. Those the
      // start asked for meanwhile are not asked again (issue 24 item 6: the balance was asked twice); a change in those
      // seconds reaches them with the next event or refresh.
      onOpen: (closedSince) => {
        const before = (query: Query) => query.state.dataUpdatedAt < closedSince;
        void queryClient.invalidateQueries({ queryKey: ticketKeys.all, predicate: before });
        void queryClient.invalidateQueries({ queryKey: balanceKeys.all, predicate: before });
      },
    });
    return () => controller.abort();
  }, [enabled, queryClient]);
}
