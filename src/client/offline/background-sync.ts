// Background sync (DESIGN §6): where the browser has it (Chromium), a queued payment registers the sync tag, and
// when the connection returns the service worker posts `outbox-wake` to its pages, which wake the drainer even in a
// tab that has not noticed the reconnect yet. Elsewhere the drainer's own wake-ups (online, focus, poll) suffice.
import { wakeDrainer } from './wake.ts';

/** Shared with sw/sw.ts (which imports nothing from the client): keep both strings equal. */
export const OUTBOX_SYNC_TAG = 'agent-portal-outbox';
export const OUTBOX_WAKE_MESSAGE = 'outbox-wake';

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

/** Asks for a sync once the connection is back; silently nothing where unsupported or not yet controlled. */
export async function requestBackgroundSync(): Promise<void> {
  try {
    if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return;
    const registration = (await navigator.serviceWorker.ready) as SyncRegistration;
    await registration.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // Not allowed (permissions, private mode): the drainer's own wake-ups still send the queue.
  }
}

/** Wakes the drainer when the service worker relays a background sync; answers the unsubscribe. */
export function listenForSyncWake(): () => void {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker) return () => {};
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === OUTBOX_WAKE_MESSAGE) wakeDrainer();
  };
  navigator.serviceWorker.addEventListener('message', onMessage);
  return () => navigator.serviceWorker.removeEventListener('message', onMessage);
}
