// Wake-ups of the drainer. Only one tab holds the drainer's lock, so a payment queued in another tab is announced on
// a BroadcastChannel as well as to this tab's own loop.
const CHANNEL = 'agent-portal-outbox';

const listeners = new Set<() => void>();
let channel: BroadcastChannel | null = null;

function openChannel(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent) => {
    if (event.data === 'wake') for (const listener of listeners) listener();
  };
  return channel;
}

export function wakeDrainer(): void {
  for (const listener of listeners) listener();
  openChannel()?.postMessage('wake');
}

export function onWake(listener: () => void): () => void {
  openChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
