// The signed-in user's notifications, live (issue 21 item 2): the server's stream GET /v1/notification/events on the
// portal's live transport (lib/event-stream.ts). Each event refreshes the list and its unread count and is announced
// to the screen it is about (lib/notification-arrivals.ts). While the stream is down the list polls instead.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { NOTIFICATION_EVENTS_PATH, NOTIFICATION_KINDS, type NotificationKind } from '#shared/api/notifications.ts';
import { apiBase } from '#client/lib/api.ts';
import { followEvents, LiveFlag } from '#client/lib/event-stream.ts';
import { announceNotification } from '#client/lib/notification-arrivals.ts';
import { notificationKeys } from './keys.ts';

const live = new LiveFlag();

export function useNotificationsLive(): boolean {
  return useSyncExternalStore(live.subscribe, live.get);
}

/** Keeps the stream open while the user is signed in (the shell mounts it for the bell). */
export function useNotificationEvents(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    void followEvents(() => `${apiBase({ scoped: true })}${NOTIFICATION_EVENTS_PATH}`, 'notification', {
      signal: controller.signal,
      live,
      onEvent: (data) => {
        void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
        const kind = (data as { kind?: unknown }).kind;
        if ((NOTIFICATION_KINDS as readonly unknown[]).includes(kind)) announceNotification(kind as NotificationKind);
      },
      // The list as it was before the stream closed (tickets/live.ts says why not the one the start asked for).
      onOpen: (closedSince) =>
        void queryClient.invalidateQueries({ queryKey: notificationKeys.list(), predicate: (query) => query.state.dataUpdatedAt < closedSince }),
    });
    return () => controller.abort();
  }, [enabled, queryClient]);
}
