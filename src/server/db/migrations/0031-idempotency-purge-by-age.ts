// Frozen in time. Issue 23, fewer pages written per payment: on SQLite the idempotency records lose their created_at
// index (two pages a payment: the invoice's key and the pay's each insert into it). The purge reads the oldest
// records by rowid instead, which SQLite hands out in insertion order (purgeIdempotencyRecords). PostgreSQL keeps the
// index: its rows have no such order.
import type { Kysely } from 'kysely';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter.constructor.name === 'PostgresAdapter';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) await db.schema.dropIndex('idempotency_record_created_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) await db.schema.createIndex('idempotency_record_created_idx').on('idempotency_record').column('created_at').execute();
}
