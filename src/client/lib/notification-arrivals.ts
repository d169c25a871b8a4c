// Notifications arriving on the live stream (features/notifications/live.ts), announced to the screens they are about:
// the moderation waiting page and the documents screens refetch when their event arrives (issue 21 item 2). Here, in
// lib/, because a feature never imports another feature.
import { useEffect, useRef } from 'react';
import type { NotificationKind } from '#shared/api/notifications.ts';

const listeners = new Set<(kind: NotificationKind) => void>();

export function announceNotification(kind: NotificationKind): void {
  for (const listener of listeners) listener(kind);
}

/** Calls `onArrival` whenever a notification of one of `kinds` arrives while the screen is shown. */
export function useNotificationArrival(kinds: readonly NotificationKind[], onArrival: (kind: NotificationKind) => void): void {
  const latest = useRef({ kinds, onArrival });
  latest.current = { kinds, onArrival };
  useEffect(() => {
    const listener = (kind: NotificationKind) => {
      if (latest.current.kinds.includes(kind)) latest.current.onArrival(kind);
    };
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, []);
}
