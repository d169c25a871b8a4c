// The notification calls (issue 21) as queries and mutations. The list falls back to polling while the live stream is
// down (live.ts), so the bell's count still moves without a reload.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getNotificationSettings,
  listNotifications,
  readAllNotifications,
  readNotification,
  saveNotificationSettings,
  type NotificationSettings,
} from '#shared/api/notifications.ts';
import { request } from '#client/lib/api.ts';
import { notificationKeys } from '../keys.ts';
import { useNotificationsLive } from '../live.ts';

/** While the stream is down, the list is asked again this often. */
export const POLL_FALLBACK_MS = 30_000;

export function useNotificationList() {
  const live = useNotificationsLive();
  return useQuery({
    queryKey: notificationKeys.list(),
    queryFn: ({ signal }) => request(listNotifications, { signal }),
    refetchInterval: live ? false : POLL_FALLBACK_MS,
  });
}

/** The notifications page's list: the newest page, then older ones a page at a time (`before` the last id shown). A
 * refresh of the list (the stream, a poll, a read) asks for every page shown again. */
export function useNotificationPages() {
  const live = useNotificationsLive();
  return useInfiniteQuery({
    queryKey: notificationKeys.pages(),
    queryFn: ({ pageParam, signal }) => request(listNotifications, { query: pageParam ? { before: pageParam } : {}, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore ? (last.content.at(-1)?.id ?? null) : null),
    refetchInterval: live ? false : POLL_FALLBACK_MS,
  });
}

export function useReadNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) => (id ? request(readNotification, { params: { id } }) : request(readAllNotifications)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list() }),
  });
}

export function useNotificationSettings() {
  return useQuery({ queryKey: notificationKeys.settings(), queryFn: ({ signal }) => request(getNotificationSettings, { signal }) });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettings) => request(saveNotificationSettings, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.settings() }),
  });
}
