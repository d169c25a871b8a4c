// What a signed-in session runs in the background whatever screen is open: the payment outbox's drainer (DESIGN §6),
// support's and the bell's live streams and the push subscription's language. The first screen shows none of it, so
// the app layout loads this file after that screen's paint (issue 24 item 6); the drainer has nothing to send before
// then anyway, since the outbox's database opens only after the paint too (lib/local-stores.ts).
import { useEffect } from 'react';
import { useNotificationEvents } from '#client/features/notifications/live.ts';
import { usePushLanguage } from '#client/features/notifications/push.ts';
import { useTicketEvents } from '#client/features/tickets/live.ts';
import { listenForSyncWake } from '#client/offline/background-sync.ts';
import { startDrainer } from '#client/offline/drainer.ts';

/** Runs the drainer for this user while mounted (the layout mounts it once for the session). */
function useOutboxDrainer(ownerId: string): void {
  useEffect(() => {
    const drainer = startDrainer({ ownerId });
    const unlisten = listenForSyncWake();
    return () => {
      unlisten();
      void drainer.stop();
    };
  }, [ownerId]);
}

type Props = {
  ownerId: string;
  /** Support's answers light the tickets badge without a reload (issue 11 item 3). */
  ticketEvents: boolean;
  /** The bell's notifications, live (issue 21), and the language push messages come in. */
  notifications: boolean;
};

export default function SessionServices({ ownerId, ticketEvents, notifications }: Props) {
  useOutboxDrainer(ownerId);
  useTicketEvents(ticketEvents);
  useNotificationEvents(notifications);
  usePushLanguage(notifications);
  return null;
}
