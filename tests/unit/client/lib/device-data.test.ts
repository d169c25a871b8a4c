// @vitest-environment jsdom
// Issue 4 item 1: the device's copy of the counter's collections in Dexie. A sync replaces its scope (the server's
// figures win, removed rows go), one sale point's recent payments never touch another's, a screen keeps the last
// copy when a refresh fails (offline), and the copy goes with the session.
import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Dexie } from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Category } from '#shared/api/catalogue.ts';
import { recentScope } from '#client/features/payments/api/list-recent-invoices.ts';
import { deviceDb, openDeviceDatabase } from '#client/lib/device-db.ts';
import {
  clearDeviceData,
  readScope,
  replaceScope,
  useDeviceCollection,
  wholeTable,
  type DeviceCollection,
} from '#client/lib/device-data.ts';
import { clearSession, startSession } from '#client/lib/session.ts';
import { invoiceFixture } from '../offline/fixtures.ts';

const category = (id: string, position: number, ru = id): Category => ({
  id,
  name: { uz: ru, ru, en: ru },
  image: null,
  position,
  status: 'ACTIVE',
});
const categories = wholeTable<Category>('categories', (db) => db.categories, (a, b) => a.position - b.position);

beforeEach(() => clearDeviceData());

describe('the device copy', () => {
  it('has nothing for a scope never synced, then the rows in the server order', async () => {
    expect(await readScope(deviceDb, categories)).toBeNull();
    await replaceScope(deviceDb, categories, [category('b', 2), category('a', 1)], 1000);
    expect((await readScope(deviceDb, categories))?.map((row) => row.id)).toEqual(['a', 'b']);
    expect(await deviceDb.syncs.get('categories')).toMatchObject({ scope: 'categories', syncedAt: 1000 });
  });

  it('lets the next sync win: changed rows change and rows the server no longer lists are gone', async () => {
    await replaceScope(deviceDb, categories, [category('a', 1), category('b', 2)], 1000);
    await replaceScope(deviceDb, categories, [category('a', 1, 'Renamed')], 2000);
    expect(await readScope(deviceDb, categories)).toEqual([category('a', 1, 'Renamed')]);
  });

  it('does not write an answer the copy already holds again, and writes the next one that differs', async () => {
    await replaceScope(deviceDb, categories, [category('a', 1)], 1000);
    await replaceScope(deviceDb, categories, [category('a', 1)], 2000);
    expect(await deviceDb.syncs.get('categories')).toMatchObject({ syncedAt: 1000 });
    await replaceScope(deviceDb, categories, [category('a', 1, 'Renamed')], 3000);
    expect(await deviceDb.syncs.get('categories')).toMatchObject({ syncedAt: 3000 });
    expect(await readScope(deviceDb, categories)).toEqual([category('a', 1, 'Renamed')]);
  });

  it("replaces one sale point's recent payments without touching another's, and reads only today's, newest first", async () => {
    const dayStart = Date.parse('2026-11-21T19:00:00Z');
    const at = (id: string, createdDate: string) => invoiceFixture({ id, createdDate });
    const first = recentScope('sp-1', dayStart);
    const second = recentScope('sp-2', dayStart);
    await replaceScope(deviceDb, second, [at('other', '2026-11-22T08:00:00Z')], 1000);
    await replaceScope(
      deviceDb,
      first,
      [at('yesterday', '2026-11-21T18:59:59Z'), at('morning', '2026-11-22T05:00:00Z'), at('noon', '2026-11-22T07:00:00Z')],
      1000,
    );
    expect((await readScope(deviceDb, first))?.map((row) => row.id)).toEqual(['noon', 'morning']);

    await replaceScope(deviceDb, first, [at('evening', '2026-11-22T12:00:00Z')], 2000);
    expect((await readScope(deviceDb, first))?.map((row) => row.id)).toEqual(['evening']);
    expect((await readScope(deviceDb, second))?.map((row) => row.id)).toEqual(['other']);
  });

  it('is emptied when the session ends', async () => {
    await replaceScope(deviceDb, categories, [category('a', 1)], 1000);
    startSession({
      auth: { accessToken: 'access', refreshToken: 'refresh', accessExpiresAt: '2026-11-22T12:00:00Z' },
      deviceToken: 'device',
    } as Parameters<typeof startSession>[0]);
    clearSession();
    await expect.poll(() => deviceDb.syncs.count()).toBe(0);
    expect(await deviceDb.categories.count()).toBe(0);
  });
});

describe('the device database', () => {
  it('upgrades a version 1 copy to version 2 with a news table, keeping what it held', async () => {
    const name = 'device-data-upgrade';
    const old = new Dexie(name);
    old.version(1).stores({ merchants: 'id', categories: 'id', salePoints: 'id', recentInvoices: 'id, salePointId', syncs: 'scope' });
    await old.table('categories').put(category('kept', 1));
    await old.table('syncs').put({ scope: 'categories', syncedAt: 1000 });
    old.close();

    const upgraded = openDeviceDatabase(name);
    expect(await readScope(upgraded, categories)).toEqual([category('kept', 1)]);
    expect(await upgraded.news.count()).toBe(0);
    expect(upgraded.verno).toBe(2);
    upgraded.close();
    await Dexie.delete(name);
  });
});

describe('a screen reading the copy', () => {
  let unmount: () => void = () => {};
  afterEach(() => unmount());

  /** Renders a component on the hook and returns a getter for its latest answer. */
  function renderCollection(fetch: () => Promise<Category[]>, options: { client?: QueryClient; staleTime?: number } = {}) {
    const client = options.client ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let latest: DeviceCollection<Category> | undefined;
    function Probe(): ReactNode {
      latest = useDeviceCollection({ queryKey: ['categories'], scope: categories, fetch, staleTime: options.staleTime });
      return null;
    }
    const root = createRoot(document.createElement('div'));
    // The probe re-renders on its own as IndexedDB and the query answer; the tests poll for what it ends up showing.
    flushSync(() => root.render(createElement(QueryClientProvider, { client }, createElement(Probe))));
    unmount = () => root.unmount();
    return () => latest!;
  }

  it('shows the fetched rows once they are stored', async () => {
    const answer = renderCollection(async () => [category('a', 1)]);
    expect(answer().isPending).toBe(true);
    await expect.poll(() => answer().data?.map((row) => row.id)).toEqual(['a']);
  });

  it('keeps showing the last copy when the refresh fails, as it does offline', async () => {
    await replaceScope(deviceDb, categories, [category('kept', 1)], 1000);
    const answer = renderCollection(() => Promise.reject(new Error('network_error')));
    await expect.poll(() => answer().data?.map((row) => row.id)).toEqual(['kept']);
    expect(answer().isError).toBe(false);
  });

  it('fetches at once when the kept query cache says it synced but the copy is gone (IndexedDB cleared alone)', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(['categories'], Date.now());
    let fetched = 0;
    const answer = renderCollection(async () => {
      fetched += 1;
      return [category('again', 1)];
    }, { client, staleTime: 5 * 60_000 });
    await expect.poll(() => answer().data?.map((row) => row.id)).toEqual(['again']);
    expect(fetched).toBe(1);
  });

  it('reports the error when the device has never had a copy', async () => {
    const answer = renderCollection(() => Promise.reject(new Error('network_error')));
    await expect.poll(() => answer().isError).toBe(true);
    expect(answer().error?.message).toBe('network_error');
  });
});
