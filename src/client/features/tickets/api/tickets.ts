// The ticket and ticket-message calls of spec 03 §7 as queries and mutations. Each list falls back to polling while
// the live stream is down (live.ts), so a message still arrives without a reload.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import {
  createTicket,
  getTicket,
  listTicketMessages,
  listTickets,
  listTicketSubjects,
  readTicketMessage,
  TICKET_MESSAGES_PAGE_SIZE,
  TICKETS_PAGE_SIZE,
  type TicketMessage,
} from '#shared/api/tickets.ts';
import type { Page } from '#shared/api/paging.ts';
import { request } from '#client/lib/api.ts';
import { balanceKeys } from '#client/lib/query-keys.ts';
import { ticketKeys } from '../keys.ts';
import { useTicketsLive } from '../live.ts';

/** While the stream is down, lists are asked again this often. */
export const POLL_FALLBACK_MS = 10_000;

/** The subject's title key of the quick search in the interface language (Cyrillic Uzbek searches the Uzbek title). */
function subjectKey(locale: string) {
  return locale === 'ru' || locale === 'en' ? (`ticketSubject.title.${locale}` as const) : ('ticketSubject.title.uz' as const);
}

export function useTicketSubjects(enabled: boolean) {
  return useQuery({
    queryKey: ticketKeys.subjects(),
    queryFn: ({ signal }) => request(listTicketSubjects, { signal }),
    enabled,
    staleTime: 60 * 60_000,
  });
}

export function useTicketList(search: string, locale: string) {
  const live = useTicketsLive();
  return useInfiniteQuery({
    queryKey: ticketKeys.list(search, locale),
    queryFn: ({ pageParam, signal }) =>
      request(listTickets, {
        signal,
        body: {
          perPage: TICKETS_PAGE_SIZE,
          page: pageParam,
          sort: { name: 'modifiedDate', direction: 'desc' },
          search: search ? [{ key: subjectKey(locale), operation: 'like', value: search }] : [],
        },
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.number + 1 < last.totalPages ? last.number + 1 : undefined),
    refetchInterval: live ? false : POLL_FALLBACK_MS,
  });
}

export function useTicket(id: string | undefined) {
  const live = useTicketsLive();
  return useQuery({
    queryKey: ticketKeys.one(id ?? ''),
    queryFn: ({ signal }) => request(getTicket, { signal, params: { id: id! } }),
    enabled: id !== undefined,
    refetchInterval: live ? false : POLL_FALLBACK_MS,
  });
}

/** spec 03 §4: newest first, 30 a page; the next page holds older messages. */
export function useTicketMessages(id: string) {
  const live = useTicketsLive();
  return useInfiniteQuery({
    queryKey: ticketKeys.messages(id),
    queryFn: ({ pageParam, signal }) =>
      request(listTicketMessages, {
        signal,
        body: {
          perPage: TICKET_MESSAGES_PAGE_SIZE,
          page: pageParam,
          sort: { name: 'createdDate', direction: 'desc' },
          search: [{ key: 'ticketId', operation: '=', value: id }],
        },
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.number + 1 < last.totalPages ? last.number + 1 : undefined),
    refetchInterval: live ? false : POLL_FALLBACK_MS,
  });
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ticketSubjectId: string) => request(createTicket, { body: { ticketSubjectId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ticketKeys.lists() }),
  });
}

/** spec 03 §4 read flow: marking an ADMIN message read refreshes the ticket list and the balance (the menu badge). */
export function useReadMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(readTicketMessage, { params: { id } }),
    onSuccess: (message) => {
      void queryClient.invalidateQueries({ queryKey: ticketKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: ticketKeys.one(message.ticketId) });
      void queryClient.invalidateQueries({ queryKey: balanceKeys.all });
      // The chat keeps its pages (a refetch would cancel an older page being loaded); only this message changes.
      queryClient.setQueryData<InfiniteData<Page<TicketMessage>, number>>(ticketKeys.messages(message.ticketId), (data) =>
        data && {
          ...data,
          pages: data.pages.map((page) => ({ ...page, content: page.content.map((row) => (row.id === message.id ? message : row)) })),
        },
      );
    },
  });
}
