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
import { cleanupOutdatedCaches, createHandlerBoundToURL, getCacheKeyForURL, precacheAndRoute } from 'workbox-precaching';
import { cacheNames } from 'workbox-core';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import type { PushPayload } from '#shared/api/notifications.ts';
import { startWorkerErrorReporting } from './error-reporting.ts';
import { notificationText } from './notification-texts.ts';
import { isReferenceData } from './reference-data.ts';
import { updateSize } from './update-size.ts';

declare const self: ServiceWorkerGlobalScope;

// First, so that an error anywhere below is reported (only when the build has VITE_SENTRY_DSN).
startWorkerErrorReporting();

// Message the update prompt posts (workbox-window's messageSkipWaiting) when the user accepts a new version.
const SKIP_WAITING = 'SKIP_WAITING';

// Paths the server answers itself; a navigation there must reach the network, never the app shell.
const NETWORK_ONLY_NAVIGATIONS = [/^\/api\//, /^\/file\//];

// --- App shell ---------------------------------------------------------------------------------------------
// The build injects the list of hashed assets plus index.html, the manifest and the icons.
// (The build replaces the one mention of the injection point; the update size below reads the same list.)
const PRECACHE_ENTRIES = self.__WB_MANIFEST;
precacheAndRoute(PRECACHE_ENTRIES);
cleanupOutdatedCaches();

// --- The size of an update (issue 12) ----------------------------------------------------------------------
// Workbox's install fetches only the entries its precache does not hold yet (a chunk whose hash did not change is
// kept). Before it does, this worker, when it updates a running version, adds up what those entries cost (`bytes`,
// written by the build: brotli where the server has it) and leaves the figure where the update prompt reads it.
const UPDATE_SIZE_CACHE = 'agent-portal-update';
const UPDATE_SIZE_KEY = '/__update-size';

self.addEventListener('install', (event) => {
  if (!self.registration.active) return;
  event.waitUntil(
    (async () => {
      const precache = await caches.open(cacheNames.precache);
      const held = new Set((await precache.keys()).map((request) => request.url));
      const size = updateSize(PRECACHE_ENTRIES, (url) => {
        const key = getCacheKeyForURL(url);
        return key !== undefined && held.has(key);
      });
      const answer = new Response(JSON.stringify(size), { headers: { 'content-type': 'application/json' } });
      await (await caches.open(UPDATE_SIZE_CACHE)).put(UPDATE_SIZE_KEY, answer);
    })().catch(() => undefined),
  );
});

// Every in-app path is a client-side route: serve the precached index.html and let the router take over.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NETWORK_ONLY_NAVIGATIONS }),
);

// --- Images ----------------------------------------------------------------------------------------------------
// Catalogue logos (/catalogue/*.png) and uploaded images (merchant logos, news) change rarely and are needed at the
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
    // An uploaded file's link is signed anew every hour (issue 22): the same file is the same image whatever its link.
    matchOptions: { ignoreSearch: true },
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true }),
    ],
  }),
);

// --- The barcode scanner's WebAssembly (issue 24) -------------------------------------------------------------
// About 1 MiB that only a scanning cashier needs, so not precached for every device: kept at its first use (the
// scanner fetches it from our own /assets/, hashed, never changing), then read from the cache, offline too.
registerRoute(
  ({ request, url, sameOrigin }) => sameOrigin && request.method === 'GET' && url.pathname.startsWith('/assets/') && url.pathname.endsWith('.wasm'),
  new CacheFirst({
    cacheName: 'agent-portal-wasm',
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 4, purgeOnQuotaError: true })],
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

// --- Push notifications (issue 21) ---------------------------------------------------------------------------
// A push carries a message code and its parameters (never a card number); the worker shows it in the language the
// device subscribed in, tagged with its id, so a push the server had to send again is shown once. A tap focuses an
// open portal window on the screen the notification is about, or opens one.
self.addEventListener('push', (event) => {
  let payload: PushPayload | null = null;
  try {
    payload = event.data?.json() as PushPayload;
  } catch {
    payload = null;
  }
  if (!payload?.id || !payload.kind) return;
  const { title, body } = notificationText(payload);
  event.waitUntil(self.registration.showNotification(title, { body, tag: payload.id, icon: '/icons/icon-192.png', badge: '/icons/icon-192.png', data: { url: payload.url } }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data as { url?: unknown } | null)?.url;
  // Only a path of the portal itself is opened.
  const url = new URL(typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') ? path : '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows[0];
      if (open) {
        await open.focus();
        await open.navigate(url).catch(() => null);
        return;
      }
      await self.clients.openWindow(url);
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
