// Issue 13 item 2: rows that change rarely (merchants, sale points) kept in each process's memory, so a payment does
// not read them again every time. Each cached table has a version row in `cache_version`; every change of the table
// bumps it (`tableChanged`, in the changing transaction). A process compares its rows' version with the row at most
// once a second, so a change made by another process is seen within a second (as a revoked session is), and one
// made by this process at once. Reads inside a transaction bypass the cache: a transaction sees the database.
import { ExpiringCache } from '../lib/expiring-cache.ts';
import type { Db, Executor } from './database.ts';

export type CachedTable = 'merchant' | 'sale_point';

/** How stale another process's change may be seen; this process's own changes are seen at once. */
const CHECK_MS = 1_000;
/** A bound on memory: past it the table's rows are dropped and read again. */
const MAX_ROWS = 20_000;

class TableCache<T> {
  private readonly rows = new ExpiringCache<string, T>({ ttlMs: Infinity, maxEntries: MAX_ROWS });
  /** The table's version row, asked again at most once per CHECK_MS. */
  private readonly versions = new ExpiringCache<'version', number>({ ttlMs: CHECK_MS, maxEntries: 1 });
  private version: number | null = null;

  constructor(private readonly table: CachedTable) {}

  async get(db: Db, id: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
    const version = (await this.versions.get('version', async () => {
      const row = await db.selectFrom('cache_version').select('version').where('name', '=', this.table).executeTakeFirst();
      return Number(row?.version ?? 0);
    }))!;
    // A new version drops the rows, and with them any row being read under the older one (its load is not kept).
    if (version !== this.version) {
      this.rows.forget();
      this.version = version;
    }
    // Unknown ids are not kept (anyone can ask for any id).
    return (await this.rows.get(id, load)) ?? undefined;
  }

  /** Drops every row and asks the version again at the next read. */
  forget(): void {
    this.rows.forget();
    this.versions.forget();
    this.version = null;
  }
}

const caches = new WeakMap<Db, Map<CachedTable, TableCache<unknown>>>();

function cacheOf<T>(db: Db, table: CachedTable): TableCache<T> {
  let tables = caches.get(db);
  if (!tables) caches.set(db, (tables = new Map()));
  let cache = tables.get(table);
  if (!cache) tables.set(table, (cache = new TableCache(table)));
  return cache as TableCache<T>;
}

/** A row of a cached table by id: from memory when `db` is no transaction, else read by `load`. */
export function cachedRow<T>(db: Executor, table: CachedTable, id: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
  if (db.isTransaction) return load();
  return cacheOf<T>(db as Db, table).get(db as Db, id, load);
}

/**
 * Every writer of a cached table calls this with the same executor (in the same transaction): the version moves, so
 * every process drops its rows. Outside a transaction this process's rows go at once; a writer in a transaction
 * calls `forgetRows` after its commit (before it, a read could cache the old row again under the old version).
 */
export async function tableChanged(db: Executor, table: CachedTable): Promise<void> {
  await db
    .insertInto('cache_version')
    .values({ name: table, version: 1 })
    .onConflict((oc) => oc.column('name').doUpdateSet((eb) => ({ version: eb('cache_version.version', '+', 1) })))
    .execute();
  if (!db.isTransaction) forgetRows(db as Db, table);
}

/** Drops this process's rows of `table` (after a committed change). */
export function forgetRows(db: Db, table: CachedTable): void {
  cacheOf(db, table).forget();
}
