// Registers the service worker built from sw/ (DESIGN §6). A new version waits (registerType 'prompt') until the
// user accepts it in the update prompt; then it is told to skip waiting and the page reloads once it controls.
import { Workbox } from 'workbox-window';
import { offerUpdate } from './update-state.ts';

export function registerServiceWorker(): void {
  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () => {
    offerUpdate(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  void workbox.register();
}
