// The payment outbox's drainer (DESIGN §6), run for the session whatever screen is open. The first screen shows
// nothing of it and it has nothing to send before the outbox's database opens, after that screen's paint
// (lib/local-stores.ts), so the app layout loads this file after the paint too (issue 24 item 6): with the queues it
// sends (payments, support messages, shifts) it is code the signed-in start no longer waits for.
import { useEffect } from 'react';
import { listenForSyncWake } from '#client/offline/background-sync.ts';
import { startDrainer } from '#client/offline/drainer.ts';

/** Runs the drainer for this user while mounted (the layout mounts it once for the session). */
export default function OutboxDrainer({ ownerId }: { ownerId: string }) {
  useEffect(() => {
    const drainer = startDrainer({ ownerId });
    const unlisten = listenForSyncWake();
    return () => {
      unlisten();
      void drainer.stop();
    };
  }, [ownerId]);
  return null;
}
