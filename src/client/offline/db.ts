// The outbox's own IndexedDB database (DESIGN §6). It is separate from any cache on purpose: logout, a query-cache
// reset and an app update never touch it, so an unsent payment survives all three. Every version of the schema
// lives here; a new version only adds (Dexie keeps older ones readable), it never deletes stores holding payments.
import { Dexie, type EntityTable } from 'dexie';
import type { OutboxMessage } from './message-outbox.ts';
import type { OutboxItem } from './outbox-machine.ts';
import type { OutboxShiftAction } from './shift-outbox.ts';

export const OUTBOX_DB_NAME = 'agent-portal-outbox';

/** Small facts the outbox keeps next to its items (the last measured clock offset). */
export type OutboxMeta = { key: string; value: unknown };

export type OutboxDatabase = Dexie & {
  items: EntityTable<OutboxItem, 'id'>;
  meta: EntityTable<OutboxMeta, 'key'>;
  /** Support chat messages waiting to be sent (issue 11): version 2 only adds this store. */
  messages: EntityTable<OutboxMessage, 'id'>;
  /** Shift opens and closes waiting to be sent (issue 24): version 3 only adds this store. */
  shifts: EntityTable<OutboxShiftAction, 'id'>;
};

export function openOutboxDatabase(name: string = OUTBOX_DB_NAME): OutboxDatabase {
  const db = new Dexie(name) as OutboxDatabase;
  db.version(1).stores({
    items: 'id, createdAt, state, ownerId, settledAt',
    meta: 'key',
  });
  db.version(2).stores({
    items: 'id, createdAt, state, ownerId, settledAt',
    meta: 'key',
    messages: 'id, createdAt, state, ownerId, ticketId',
  });
  db.version(3).stores({
    items: 'id, createdAt, state, ownerId, settledAt',
    meta: 'key',
    messages: 'id, createdAt, state, ownerId, ticketId',
    shifts: 'id, createdAt, state, ownerId, salePointId',
  });
  return db;
}

export const outboxDb: OutboxDatabase = openOutboxDatabase();
