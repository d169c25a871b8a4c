// The signed-in user's notifications, live (issue 21 item 2): the server's stream GET /v1/notification/events on the
// portal's live transport (lib/event-stream.ts). Each event refreshes the list and its unread count and is announced
// to the screen it is about (lib/notification-arrivals.ts). While the stream is down the list polls instead, and what
// a poll brings that is new is announced the same way, once (the moderation waiting page changes without a stream).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { NOTIFICATION_EVENTS_PATH, NOTIFICATION_KINDS, type Notification, type NotificationKind } from '#shared/api/notifications.ts';
import { apiBase } from '#client/lib/api.ts';
import { followEvents, LiveFlag } from '#client/lib/event-stream.ts';
import { announceNotification } from '#client/lib/notification-arrivals.ts';
import { notificationKeys } from './keys.ts';

const live = new LiveFlag();

/**
 * Which notifications are arrivals to announce: those the stream told of, and those a list answer shows that are
 * newer than the first answer's newest (ids are time-ordered) and still unread; each once.
 */
export class Arrivals {
  private readonly announced = new Set<string>();
  /** The newest id of the list when the shell started following it; null until its first answer. */
  private newest: string | null = null;

  constructor(private readonly announce: (kind: NotificationKind) => void) {}

  /** One the stream told of. */
  told(id: unknown, kind: unknown): void {
    if (typeof id !== 'string' || !(NOTIFICATION_KINDS as readonly unknown[]).includes(kind)) return;
    if (this.announced.has(id)) return;
    this.announced.add(id);
    this.announce(kind as NotificationKind);
  }

  /** A list answer (newest first): its first one sets what is old; later ones announce what came since. */
  listed(content: readonly Pick<Notification, 'id' | 'kind' | 'read'>[]): void {
    const newest = content[0]?.id ?? '';
    if (this.newest === null) {
      this.newest = newest;
      return;
    }
    const since = this.newest;
    for (const item of [...content].reverse()) if (item.id > since && !item.read) this.told(item.id, item.kind);
    if (newest > since) this.newest = newest;
  }
}

export function useNotificationsLive(): boolean {
  return useSyncExternalStore(live.subscribe, live.get);
}

/** Keeps the stream open while the user is signed in (the shell mounts it for the bell). */
export function useNotificationEvents(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const arrivals = new Arrivals(announceNotification);
    // Each list answer, the stream's or the poll's: while the stream is down, arrivals come this way.
    const unwatch = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      const [scope, name] = event.query.queryKey;
      const data = event.query.state.data as { content?: Notification[] } | undefined;
      if (scope === notificationKeys.all[0] && name === 'list' && data?.content) arrivals.listed(data.content);
    });
    void followEvents(() => `${apiBase({ scoped: true })}${NOTIFICATION_EVENTS_PATH}`, 'notification', {
      signal: controller.signal,
      live,
      onEvent: (data) => {
        void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
        arrivals.told((data as { id?: unknown }).id, (data as { kind?: unknown }).kind);
      },
      // The list as it was before the stream closed (tickets/live.ts says why not the one the start asked for).
      onOpen: (closedSince) =>
        void queryClient.invalidateQueries({ queryKey: notificationKeys.list(), predicate: (query) => query.state.dataUpdatedAt < closedSince }),
    });
    return () => {
      controller.abort();
      unwatch();
    };
  }, [enabled, queryClient]);
}
