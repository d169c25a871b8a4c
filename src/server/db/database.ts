// One Kysely instance per process: SQLite through better-sqlite3 by default, PostgreSQL when DATABASE_URL says so.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresAdapter, PostgresDialect, SqliteDialect, type Migration, type Transaction } from 'kysely';
import pg from 'pg';
import * as foundation from './migrations/0001-foundation.ts';
import * as catalogueSalePoints from './migrations/0002-catalogue-sale-points.ts';
import * as payments from './migrations/0003-payments.ts';
import * as onboardingDocuments from './migrations/0004-onboarding-documents.ts';
import * as news from './migrations/0005-news.ts';
import * as catalogueOzNames from './migrations/0006-catalogue-oz-names.ts';
import * as smsBudget from './migrations/0007-sms-budget.ts';
import * as depositIncomes from './migrations/0009-deposit-incomes.ts';
import * as moneyAggregates from './migrations/0010-money-aggregates.ts';
import * as agreementsAccountInvoices from './migrations/0011-agreements-account-invoices.ts';
import * as employees from './migrations/0012-employees.ts';
import * as tickets from './migrations/0013-tickets.ts';
import * as paymentTime from './migrations/0014-payment-time.ts';
import * as staffAccounts from './migrations/0015-staff-accounts.ts';
import * as historyCounts from './migrations/0017-history-counts.ts';
import * as leanPaymentPath from './migrations/0023-lean-payment-path.ts';
import * as shifts from './migrations/0024-shifts.ts';
import * as notifications from './migrations/0028-notifications.ts';
import * as listTiebreakIndexes from './migrations/0029-list-tiebreak-indexes.ts';
import * as liveStatusAndIncomeIndexes from './migrations/0030-live-status-and-income-indexes.ts';
import * as idempotencyPurgeByAge from './migrations/0031-idempotency-purge-by-age.ts';
import * as ticketSubjectOz from './migrations/0034-ticket-subject-oz.ts';
import * as settledListIndexes from './migrations/0035-settled-list-indexes.ts';
import * as ledgerClusteredByBusiness from './migrations/0036-ledger-clustered-by-business.ts';
import * as shiftPaymentsBySalePoint from './migrations/0037-shift-payments-by-sale-point.ts';
import type { Database } from './schema.ts';
import { startCheckpointer, type Checkpointer } from './checkpointer.ts';

export type Db = Kysely<Database>;
export type Tx = Transaction<Database>;
/** Repositories take either the instance or a transaction first (STYLE: Kysely example). */
export type Executor = Db | Tx;

/** Whether `db` speaks PostgreSQL (else SQLite): for the few statements the dialects write differently. */
export function isPostgres(db: Executor): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

// Money and counters are bigint; tiyin amounts stay far below 2^53, so numbers are safe and simpler.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

const pools = new WeakMap<Db, pg.Pool>();
const checkpointers = new WeakMap<Db, Checkpointer>();

/** The PostgreSQL pool behind `db` (its use is a metric), or null on SQLite. */
export function poolOf(db: Db): pg.Pool | null {
  return pools.get(db) ?? null;
}

/** The worker that checkpoints the SQLite file behind `db` (checkpointer.ts), or null (PostgreSQL, in memory). */
export function checkpointerOf(db: Db): Checkpointer | null {
  return checkpointers.get(db) ?? null;
}

/** The texts of the statements run as named prepared statements on PostgreSQL, and their names. */
const statementNames = new Map<string, string>();

/**
 * Issue 23: a statement prepared once in TypeScript (db/prepared.ts) also runs as a named statement on PostgreSQL, so
 * each connection parses and plans its text (several kilobytes for a payment's step) once, and later calls send only
 * its values. Their filters are keys (an id, a number, a business), where PostgreSQL's generic plan is the custom one.
 */
export function runAsNamedStatement(text: string): void {
  if (!statementNames.has(text)) statementNames.set(text, `portal_${statementNames.size + 1}`);
}

/** Kysely calls `query(text, values)`: a text named above goes as its named statement, any other call as it was. */
function runNamedStatementsByName(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const [text, values] = args;
    const name = args.length === 2 && typeof text === 'string' ? statementNames.get(text) : undefined;
    return name ? query({ name, text, values }) : query(...args);
  }) as typeof client.query;
}

export function createDb(options: { databaseUrl: string | null; sqliteFile: string }): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server drops (restart, admin termination) is discarded by the pool and replaced on
    // the next query; unheard, its 'error' event would crash the whole process.
    pool.on('error', () => {});
    pool.on('connect', runNamedStatementsByName);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    pools.set(db, pool);
    return db;
  }
  if (options.sqliteFile !== ':memory:') fs.mkdirSync(path.dirname(options.sqliteFile), { recursive: true });
  const sqlite = new SQLite(options.sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  // In WAL mode NORMAL skips the fsync at every commit (only checkpoints sync): a commit survives a process crash,
  // and a power cut can lose only the last commits, never corrupt the file or split a transaction.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // A payment writes a dozen invoice index entries and the aggregates' rows; with a large history their B-tree pages
  // outgrow the default 2 MiB page cache and each write would re-read them from the file (issue 13): 64 MiB keeps
  // the pages a payment touches, and reads of the file's first 256 MiB skip the read() calls through a memory map.
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('mmap_size = 268435456');
  // Planner statistics for tables that need them, sampled (cheap even at millions of rows): without them SQLite may
  // pick a poor index for a large history's lists (issue 13). Recommended by SQLite for every long-lived connection.
  sqlite.pragma('analysis_limit = 1000');
  sqlite.pragma('optimize = 0x10002');
  // SQLite's own lower() folds ASCII only; searches lower both sides, so Cyrillic names (ru is the default
  // language) would never match a typed capital. JavaScript's toLowerCase folds them as PostgreSQL does.
  sqlite.function('lower', { deterministic: true }, (value: unknown) => (value === null ? null : String(value).toLowerCase()));
  if (options.sqliteFile === ':memory:') return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  // Checkpoints run on a worker thread, never inside a request's commit (decision 192).
  sqlite.pragma('wal_autocheckpoint = 0');
  const checkpointer = startCheckpointer(options.sqliteFile, () => {
    // Without the worker the WAL would grow without end: checkpoint on commit again, unless already closed.
    if (sqlite.open) sqlite.pragma('wal_autocheckpoint = 1000');
  });
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite, checkpointer) }) });
  checkpointers.set(db, checkpointer);
  return db;
}

/** Kysely prepares every query anew; a payment repeats the same few dozen statements, so keep them prepared.
 * Safe because Kysely runs one query at a time on its single SQLite connection and never streams here. */
function withStatementCache(sqlite: SQLite.Database, checkpointer: Checkpointer | null = null, size = 500) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      void checkpointer?.close();
      sqlite.close();
    },
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
  '0007-sms-budget': smsBudget,
  '0009-deposit-incomes': depositIncomes,
  '0010-money-aggregates': moneyAggregates,
  '0011-agreements-account-invoices': agreementsAccountInvoices,
  '0012-employees': employees,
  '0013-tickets': tickets,
  '0014-payment-time': paymentTime,
  '0015-staff-accounts': staffAccounts,
  '0017-history-counts': historyCounts,
  '0023-lean-payment-path': leanPaymentPath,
  '0024-shifts': shifts,
  '0028-notifications': notifications,
  '0029-list-tiebreak-indexes': listTiebreakIndexes,
  '0030-live-status-and-income-indexes': liveStatusAndIncomeIndexes,
  '0031-idempotency-purge-by-age': idempotencyPurgeByAge,
  '0034-ticket-subject-oz': ticketSubjectOz,
  '0035-settled-list-indexes': settledListIndexes,
  '0036-ledger-clustered-by-business': ledgerClusteredByBusiness,
  '0037-shift-payments-by-sale-point': shiftPaymentsBySalePoint,
};

const migratorOf = (db: Db) => new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });

export async function migrate(db: Db): Promise<void> {
  const { error } = await migratorOf(db).migrateToLatest();
  if (error) throw error;
}

/** Whether every migration this code knows has run on `db` (another process may have started an older schema). */
export async function migrationsCurrent(db: Db): Promise<boolean> {
  return (await migratorOf(db).getMigrations()).every((migration) => migration.executedAt !== undefined);
}
