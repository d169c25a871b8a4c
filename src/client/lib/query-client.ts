// Server state (DESIGN §5): one QueryClient whose cache persists in localStorage, bounded in age and dropped by a
// new app version, so a reload (or a reload offline) shows the last known profile at once. The large collections the
// counter needs offline (merchants, categories, sale points, recent payments) live in IndexedDB instead
// (lib/device-data.ts); for those keys this cache keeps only the time of their last sync. Offline, queries keep
// their last data (paused, not failed); mutations are sent at once and fail fast with `network_error`, which the
// screens show as "no connection" instead of waiting. What is stored is each query's last known data, whatever its
// last attempt did, so every start offline (not only the first) finds the profile.
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { hydrate, QueryCache, QueryClient, onlineManager } from '@tanstack/react-query';
import type { PersistedClient, PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { PRODUCT_VERSION } from '#shared/enums.ts';
import { isApiError } from './api.ts';
import { profileKeys } from './current-profile.ts';
import { getSession, isAuthenticated, subscribeSession } from './session.ts';
import { STORAGE_KEYS } from './storage.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

// TanStack assumes a network until the browser's next 'offline' event: a start with none would fail every query
// instead of pausing it.
onlineManager.setOnline(navigator.onLine !== false);

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({
    // Technical mode switched on while the user works: refetch the profile so the maintenance screen takes over.
    onError: (error) => {
      if (isApiError(error, 'global_tech_mode_is_on')) void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      gcTime: DAY_MS,
      // A refused request (4xx) will be refused again; only lost connections and server faults are worth a retry.
      retry: (count, error) => count < 2 && (!isApiError(error) || error.status === 0 || error.status >= 500),
    },
    // 'always': TanStack's default would pause a mutation offline, and its button would spin until reconnect.
    mutations: { retry: false, networkMode: 'always' },
  },
});

/**
 * The stored form of the cache: a query whose last refetch failed (the server out of reach) is stored as the data
 * it last had, not as the failure, which could not be read back as one anyway (an error does not survive JSON).
 */
function lastKnownData(client: PersistedClient): PersistedClient {
  const recovered = { status: 'success' as const, error: null, fetchFailureCount: 0, fetchFailureReason: null };
  const queries = client.clientState.queries.map((query) =>
    query.state.status === 'error' ? { ...query, state: { ...query.state, ...recovered } } : query,
  );
  return { ...client, clientState: { ...client.clientState, queries } };
}

export const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  // Written right after each change: a reload a moment after saving must not restore the state before it.
  persister: createSyncStoragePersister({
    storage: window.localStorage,
    key: STORAGE_KEYS.queryCache,
    throttleTime: 0,
    serialize: (client) => JSON.stringify(lastKnownData(client)),
  }),
  maxAge: DAY_MS,
  buster: PRODUCT_VERSION,
  dehydrateOptions: {
    shouldDehydrateQuery: (query) => query.meta?.persist !== false && query.state.data !== undefined,
  },
};

/**
 * Puts the stored cache back into `client` at once, as persistQueryClientRestore does (a copy past `maxAge` or of
 * another app version is removed instead), but synchronously: the signed-in screens' first render already shows the
 * last known profile, sale point and balance. Restored through the promise of TanStack's PersistQueryClientProvider,
 * that render showed a loading screen, and the whole workspace rendered a second time a moment later, in one task
 * React cannot slice (issue 24 item 6).
 */
export function restoreQueryCache(client: QueryClient = queryClient): void {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEYS.queryCache);
    if (raw === null) return;
    const stored = JSON.parse(raw) as PersistedClient;
    const expired = !stored.timestamp || Date.now() - stored.timestamp > (persistOptions.maxAge ?? DAY_MS);
    if (expired || stored.buster !== persistOptions.buster) window.localStorage.removeItem(STORAGE_KEYS.queryCache);
    else hydrate(client, stored.clientState, persistOptions.hydrateOptions);
  } catch {
    // An unreadable copy (or a blocked storage) is dropped, as TanStack's restore drops it: the screens fetch.
    try {
      window.localStorage.removeItem(STORAGE_KEYS.queryCache);
    } catch {
      // nothing stored can be read either
    }
  }
}

// Whatever ends the session (logout, a failed refresh, a removed device), nothing of that user may stay cached.
let wasAuthenticated = isAuthenticated(getSession());
subscribeSession(() => {
  const authenticated = isAuthenticated(getSession());
  if (wasAuthenticated && !authenticated) {
    queryClient.clear();
    // The persister unsubscribes when the signed-in half of the guard unmounts (shell/root.tsx): drop its copy too.
    window.localStorage.removeItem(STORAGE_KEYS.queryCache);
  }
  wasAuthenticated = authenticated;
});
