// @vitest-environment jsdom
// The stored query cache (DESIGN §5): every start offline needs the profile the last start had, also when that
// start's refetch failed because the server was out of reach.
import { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { persistOptions } from '#client/lib/query-client.ts';

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
