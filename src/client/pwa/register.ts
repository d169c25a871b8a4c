// Registers the service worker built from sw/ (DESIGN §6). A new version waits (registerType 'prompt') until the
// user accepts it in the update prompt; then it is told to skip waiting and the page reloads once it controls. The
// prompt says how many bytes the update took, as the installing worker left the figure (sw/sw.ts, issue 12).
import { Workbox } from 'workbox-window';
import { offerUpdate } from './update-state.ts';

// Where sw/sw.ts leaves the size of the update it installed (same strings).
const UPDATE_SIZE_CACHE = 'agent-portal-update';
const UPDATE_SIZE_KEY = '/__update-size';

async function updateBytes(): Promise<number | null> {
  try {
    const answer = await (await caches.open(UPDATE_SIZE_CACHE)).match(UPDATE_SIZE_KEY);
    const size = answer ? ((await answer.json()) as { bytes?: unknown; known?: unknown }) : null;
    return size?.known === true && typeof size.bytes === 'number' ? size.bytes : null;
  } catch {
    return null;
  }
}

export function registerServiceWorker(): void {
  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () => {
    const apply = () => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    };
    void updateBytes().then((bytes) => offerUpdate(apply, bytes));
  });
  void workbox.register();
}
