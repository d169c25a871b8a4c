// One Kysely instance per process: SQLite through better-sqlite3 by default, PostgreSQL when DATABASE_URL says so.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type Migration, type Transaction } from 'kysely';
import pg from 'pg';
import * as foundation from './migrations/0001-foundation.ts';
import * as catalogueSalePoints from './migrations/0002-catalogue-sale-points.ts';
import * as payments from './migrations/0003-payments.ts';
import * as onboardingDocuments from './migrations/0004-onboarding-documents.ts';
import * as news from './migrations/0005-news.ts';
import * as catalogueOzNames from './migrations/0006-catalogue-oz-names.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;
export type Tx = Transaction<Database>;
/** Repositories take either the instance or a transaction first (STYLE: Kysely example). */
export type Executor = Db | Tx;

// Money and counters are bigint; tiyin amounts stay far below 2^53, so numbers are safe and simpler.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function createDb(options: { databaseUrl: string | null; sqliteFile: string }): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server drops (restart, admin termination) is discarded by the pool and replaced on
    // the next query; unheard, its 'error' event would crash the whole process.
    pool.on('error', () => {});
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (options.sqliteFile !== ':memory:') fs.mkdirSync(path.dirname(options.sqliteFile), { recursive: true });
  const sqlite = new SQLite(options.sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  // In WAL mode NORMAL skips the fsync at every commit (only checkpoints sync): a commit survives a process crash,
  // and a power cut can lose only the last commits, never corrupt the file or split a transaction.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // SQLite's own lower() folds ASCII only; searches lower both sides, so Cyrillic names (ru is the default
  // language) would never match a typed capital. JavaScript's toLowerCase folds them as PostgreSQL does.
  sqlite.function('lower', { deterministic: true }, (value: unknown) => (value === null ? null : String(value).toLowerCase()));
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

/** Kysely prepares every query anew; a payment repeats the same few dozen statements, so keep them prepared.
 * Safe because Kysely runs one query at a time on its single SQLite connection and never streams here. */
function withStatementCache(sqlite: SQLite.Database, size = 500) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (statement) {
        cache.delete(sql); // re-insert below: the Map's order is the recency order
      } else {
        statement = sqlite.prepare(sql);
        if (cache.size >= size) cache.delete(cache.keys().next().value!);
      }
      cache.set(sql, statement);
      return statement;
    },
  };
}

const MIGRATIONS: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-catalogue-sale-points': catalogueSalePoints,
  '0003-payments': payments,
  '0004-onboarding-documents': onboardingDocuments,
  '0005-news': news,
  '0006-catalogue-oz-names': catalogueOzNames,
};

export async function migrate(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}
