// @vitest-environment jsdom
// The stored query cache (DESIGN §5): every start offline needs the profile the last start had, also when that
// start's refetch failed because the server was out of reach.
import { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { PRODUCT_VERSION } from '#shared/enums.ts';
import { persistOptions, restoreQueryCache } from '#client/lib/query-client.ts';
import { STORAGE_KEYS } from '#client/lib/storage.ts';

const profile = { id: 'u1', firstName: 'Aziz' };

beforeEach(() => localStorage.clear());

/** Saves the cache as the app does; the persister writes on its next tick. */
async function save(queryClient: QueryClient) {
  await persistQueryClientSave({ queryClient, ...persistOptions });
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('the stored query cache', () => {
  it('keeps the last data of a query whose refetch failed, and restores it as data, not as the failure', async () => {
    const before = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    before.setQueryData(['profile', 'current'], profile);
    await before
      .fetchQuery({ queryKey: ['profile', 'current'], queryFn: () => Promise.reject(new Error('no connection')), staleTime: 0 })
      .catch(() => undefined);
    expect(before.getQueryState(['profile', 'current'])?.status).toBe('error');
    await save(before);

    const after = new QueryClient();
    await persistQueryClientRestore({ queryClient: after, ...persistOptions });
    expect(after.getQueryData(['profile', 'current'])).toEqual(profile);
    expect(after.getQueryState(['profile', 'current'])).toMatchObject({ status: 'success', error: null });
  });

  it('stores nothing for a query that never had data', async () => {
    const before = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await before.fetchQuery({ queryKey: ['news'], queryFn: () => Promise.reject(new Error('no connection')) }).catch(() => undefined);
    await save(before);

    const after = new QueryClient();
    await persistQueryClientRestore({ queryClient: after, ...persistOptions });
    expect(after.getQueryState(['news'])).toBeUndefined();
  });
});

describe('restoring the stored query cache at a start', () => {
  // The signed-in screens' first render shows the last known profile: the copy is back before that render, not a
  // promise later (TanStack's own restore), when the whole first screen would render a second time (issue 24 item 6).
  it('puts the stored data back at once, before anything is awaited', async () => {
    const before = new QueryClient();
    before.setQueryData(['profile', 'current'], profile);
    await save(before);

    const after = new QueryClient();
    restoreQueryCache(after);
    expect(after.getQueryData(['profile', 'current'])).toEqual(profile);
  });

  it('drops a copy of another app version or older than a day, as TanStack does', () => {
    const stored = (timestamp: number, buster: string) =>
      JSON.stringify({ timestamp, buster, clientState: { mutations: [], queries: [{ queryKey: ['profile', 'current'], queryHash: '["profile","current"]', state: { data: profile, dataUpdatedAt: timestamp, status: 'success', fetchStatus: 'idle' } }] } });
    for (const [timestamp, buster] of [[Date.now(), 'an older version'], [Date.now() - 25 * 60 * 60 * 1000, PRODUCT_VERSION]] as const) {
      localStorage.setItem(STORAGE_KEYS.queryCache, stored(timestamp, buster));
      const after = new QueryClient();
      restoreQueryCache(after);
      expect(after.getQueryData(['profile', 'current'])).toBeUndefined();
      expect(localStorage.getItem(STORAGE_KEYS.queryCache)).toBeNull();
    }
    localStorage.setItem(STORAGE_KEYS.queryCache, stored(Date.now(), PRODUCT_VERSION));
    const current = new QueryClient();
    restoreQueryCache(current);
    expect(current.getQueryData(['profile', 'current'])).toEqual(profile);
  });

  it('drops an unreadable copy without failing the start', () => {
    localStorage.setItem(STORAGE_KEYS.queryCache, '{not json');
    expect(() => restoreQueryCache(new QueryClient())).not.toThrow();
    expect(localStorage.getItem(STORAGE_KEYS.queryCache)).toBeNull();
  });
});
