// The device's copy of the counter's collections (device-data.ts says what it holds and how it stays in step): its
// IndexedDB schema, loaded with Dexie after the first screen (local-stores.ts).
import { Dexie, type Table } from 'dexie';
import type { Category, Merchant } from '#shared/api/catalogue.ts';
import type { Invoice } from '#shared/api/invoices.ts';
import type { News } from '#shared/api/news.ts';
import type { SalePoint } from '#shared/api/sale-points.ts';

export const DEVICE_DB_NAME = 'agent-portal-data';

/** When a part of the copy (a scope: a whole table, or one sale point's recent payments) was last replaced, and the
 * fingerprint of the answer it was replaced with (device-data.ts). */
type Sync = { scope: string; syncedAt: number; fingerprint?: string };

export type DeviceDatabase = Dexie & {
  merchants: Table<Merchant, string>;
  categories: Table<Category, string>;
  salePoints: Table<SalePoint, string>;
  recentInvoices: Table<Invoice & { salePointId: string }, string>;
  /** The first page of news, each row with the list's total so the pager still knows the page count offline. */
  news: Table<News & { totalElements: number }, string>;
  syncs: Table<Sync, string>;
};

export function openDeviceDatabase(name: string = DEVICE_DB_NAME): DeviceDatabase {
  const db = new Dexie(name) as DeviceDatabase;
  db.version(1).stores({
    merchants: 'id',
    categories: 'id',
    salePoints: 'id',
    recentInvoices: 'id, salePointId',
    syncs: 'scope',
  });
  // Version 1 is frozen: a device that has it upgrades by adding the news table, keeping the rest.
  db.version(2).stores({
    merchants: 'id',
    categories: 'id',
    salePoints: 'id',
    recentInvoices: 'id, salePointId',
    syncs: 'scope',
    news: 'id',
  });
  return db;
}

export const deviceDb: DeviceDatabase = openDeviceDatabase();

