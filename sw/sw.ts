// The portal's service worker (DESIGN §6): the precached app shell, the navigation fallback that lets a reload
// with the network cut still show it, and updates that wait for the user's consent.
// Runtime routes (images, background sync) follow the shell section, one block each.
// API answers are not cached here, except the catalogue's shared reference data (sw/reference-data.ts): auth, OTP and
// PIN responses must not outlive the request that made them. The
// catalogue (merchants, categories) comes from POST pageable calls, which the Cache API cannot key: it survives
// offline in the device's IndexedDB copy instead (src/client/lib/device-data.ts). The payment outbox lives in its
// own IndexedDB database, which no cache cleanup or update here ever touches.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { isReferenceData } from './reference-data.ts';

declare const self: ServiceWorkerGlobalScope;

// Message the update prompt posts (workbox-window's messageSkipWaiting) when the user accepts a new version.
const SKIP_WAITING = 'SKIP_WAITING';

// Paths the server answers itself; a navigation there must reach the network, never the app shell.
const NETWORK_ONLY_NAVIGATIONS = [/^\/api\//, /^\/file\//];

// --- App shell ---------------------------------------------------------------------------------------------
// The build injects the list of hashed assets plus index.html, the manifest and the icons.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every in-app path is a client-side route: serve the precached index.html and let the router take over.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NETWORK_ONLY_NAVIGATIONS }),
);

// --- Images ----------------------------------------------------------------------------------------------------
// Catalogue logos (/catalogue/*.svg) and uploaded images (merchant logos, news) change rarely and are needed at the
// counter offline: cache-first, bounded in number and age. Only image requests of /file/download are kept, never a
// downloaded document; only complete, successful answers are stored.
const DAY_S = 24 * 60 * 60;
const IMAGE_CACHE = 'agent-portal-images';

registerRoute(
  ({ request, url, sameOrigin }) =>
    sameOrigin &&
    request.method === 'GET' &&
    (url.pathname.startsWith('/catalogue/') || (url.pathname.startsWith('/file/download/') && request.destination === 'image')),
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true }),
    ],
  }),
);

// --- Catalogue reference data ----------------------------------------------------------------------------------
// Regions, districts and merchant options answer at once from the cache, offline too, and refresh behind the scenes.
registerRoute(
  ({ request }) => isReferenceData(request),
  new StaleWhileRevalidate({
    cacheName: 'agent-portal-reference',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * DAY_S, purgeOnQuotaError: true }),
    ],
  }),
);

// --- Background sync of the payment outbox -----------------------------------------------------------------
// The page registers this tag when it queues a payment (src/client/offline/background-sync.ts, same strings). When
// the browser sees the connection back it fires 'sync' here; the worker cannot send payments itself (the session
// and the outbox's single drainer live in the page), so it asks every open page to wake its drainer.
const OUTBOX_SYNC_TAG = 'agent-portal-outbox';
const OUTBOX_WAKE_MESSAGE = 'outbox-wake';

type SyncEvent = ExtendableEvent & { tag: string };

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const client of windows) client.postMessage({ type: OUTBOX_WAKE_MESSAGE });
    }),
  );
});

// --- Lifecycle -----------------------------------------------------------------------------------------------
// Take control of the page that installed us, so the very first visit already works offline after one load.
clientsClaim();

// A new version waits (registerType 'prompt') until the page relays the user's consent.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});
