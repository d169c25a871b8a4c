// The device's copy of the collections the counter needs offline (DESIGN §5, issue 4): merchants, categories, sale
// points, today's recent payments and the first page of news live in IndexedDB (Dexie; the schema is device-db.ts),
// not in the localStorage query cache, which holds a few megabytes at most and would have to parse the whole catalogue
// at every start. TanStack Query still decides when to fetch (stale time, invalidation by key, pausing offline); each
// fetch replaces its part of the copy so the server's figures always win, and screens read the copy live
// (local-stores.ts). What the persisted query cache keeps for these keys is only the time of the last sync, which the
// "data as of" indicator shows. The copy belongs to the signed-in user and goes with the session; the outbox is a
// different database.
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { Table } from 'dexie';
import { useEffect } from 'react';
import type { DeviceDatabase } from './device-db.ts';
import { deviceDatabase, useLiveRead } from './local-stores.ts';
import { getSession, isAuthenticated, subscribeSession } from './session.ts';

/** One part of the copy: where it lives, how a fresh answer replaces it, how a screen reads it back. */
export type DeviceScope<Row> = {
  name: string;
  replace: (db: DeviceDatabase, rows: Row[]) => Promise<unknown>;
  read: (db: DeviceDatabase) => Promise<Row[]>;
};

/** A scope that is a whole table, read back in `order` (the order the server listed it in). */
export function wholeTable<Row>(name: string, table: (db: DeviceDatabase) => Table<Row, string>, order: (a: Row, b: Row) => number) {
  return {
    name,
    replace: async (db: DeviceDatabase, rows: Row[]) => {
      await table(db).clear();
      await table(db).bulkPut(rows);
    },
    read: async (db: DeviceDatabase) => (await table(db).toArray()).sort(order),
  } satisfies DeviceScope<Row>;
}

/** A digest of an answer (SHA-256 of its JSON); none where the page has no Web Crypto (an insecure origin). */
async function fingerprintOf(rows: unknown[]): Promise<string | undefined> {
  if (!globalThis.crypto?.subtle) return undefined;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(rows)));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}

/**
 * Stores a fresh answer as the scope's whole content, and when it arrived, in one transaction. An answer the copy
 * already holds (most starts: the catalogue and the sale points seldom change) is not written again: IndexedDB is
 * spared the rewrite and every screen reading the scope a re-read and a render, right after the first screen.
 */
export async function replaceScope<Row>(db: DeviceDatabase, scope: DeviceScope<Row>, rows: Row[], syncedAt: number) {
  const fingerprint = await fingerprintOf(rows);
  await db.transaction('rw', db.tables, async () => {
    if (fingerprint && (await db.syncs.get(scope.name))?.fingerprint === fingerprint) return;
    await scope.replace(db, rows);
    await db.syncs.put({ scope: scope.name, syncedAt, fingerprint });
  });
}

/** The scope's rows, or null when it was never synced on this device. */
export async function readScope<Row>(db: DeviceDatabase, scope: DeviceScope<Row>): Promise<Row[] | null> {
  return db.transaction('r', db.tables, async () => ((await db.syncs.get(scope.name)) ? scope.read(db) : null));
}

/** The scopes this page load has replaced from the server. Right after such a sync the copy may still read empty for
 * a moment (the live query has not re-read it yet), which is no loss of the copy to fetch again for. */
const syncedHere = new Set<string>();

type Refetch = () => Promise<unknown>;
/** The answer shape screens already use for queries: pending until the first copy exists, then always the copy. */
export type DeviceCollection<Row> =
  | { isPending: true; isError: false; isSuccess: false; data: undefined; error: null; refetch: Refetch }
  | { isPending: false; isError: true; isSuccess: false; data: undefined; error: Error; refetch: Refetch }
  | { isPending: false; isError: false; isSuccess: true; data: Row[]; error: null; refetch: Refetch };

/**
 * Keeps a scope of the copy in step with the server and reads it. Offline, or when a refresh fails, the last copy
 * stays on screen; an error shows only when there has never been one.
 */
export function useDeviceCollection<Row>(options: {
  queryKey: QueryKey;
  scope: DeviceScope<Row>;
  fetch: (signal: AbortSignal) => Promise<Row[]>;
  staleTime?: number;
  refetchOnMount?: UseQueryOptions<number>['refetchOnMount'];
}): DeviceCollection<Row> {
  const { scope, fetch } = options;
  const sync = useQuery({
    queryKey: options.queryKey,
    staleTime: options.staleTime,
    refetchOnMount: options.refetchOnMount,
    queryFn: async ({ signal }) => {
      const rows = await fetch(signal);
      const syncedAt = Date.now();
      await replaceScope(await deviceDatabase(), scope, rows, syncedAt);
      syncedHere.add(scope.name);
      return syncedAt;
    },
  });
  // undefined while IndexedDB answers the first time; null when this device has no copy yet.
  const stored = useLiveRead(({ deviceDb }) => readScope(deviceDb, scope), [scope.name]);
  const refetch = sync.refetch;
  // The query cache outlives the copy when the browser clears or evicts IndexedDB alone: it then still says the
  // scope was synced lately (a sync of an earlier page load), and without this the screen would wait for its
  // staleTime with nothing to show.
  const copyLost = stored === null && sync.isSuccess && !sync.isFetching && !syncedHere.has(scope.name);
  useEffect(() => {
    if (copyLost) void refetch();
  }, [copyLost, refetch]);
  if (stored) return { isPending: false, isError: false, isSuccess: true, data: stored, error: null, refetch };
  if (stored === null && sync.isError) {
    return { isPending: false, isError: true, isSuccess: false, data: undefined, error: sync.error, refetch };
  }
  return { isPending: true, isError: false, isSuccess: false, data: undefined, error: null, refetch };
}

/** Empties the copy: nothing of one user stays on a shared device for the next. */
export async function clearDeviceData(db?: DeviceDatabase): Promise<void> {
  syncedHere.clear();
  db ??= await deviceDatabase();
  await db.transaction('rw', db.tables, () => Promise.all(db.tables.map((table) => table.clear())));
}

// Uploaded images (avatars, documents' previews) the service worker cached belong to the user too; catalogue
// logos are everyone's and stay. The cache name is the service worker's (sw/sw.ts).
const IMAGE_CACHE = 'agent-portal-images';

async function forgetUserImages(): Promise<void> {
  if (!('caches' in window)) return;
  const cache = await caches.open(IMAGE_CACHE);
  const requests = await cache.keys();
  await Promise.all(
    requests.filter((request) => new URL(request.url).pathname.startsWith('/file/')).map((request) => cache.delete(request)),
  );
}

let wasAuthenticated = isAuthenticated(getSession());
subscribeSession(() => {
  const authenticated = isAuthenticated(getSession());
  if (wasAuthenticated && !authenticated) {
    void clearDeviceData();
    void forgetUserImages();
  }
  wasAuthenticated = authenticated;
});
