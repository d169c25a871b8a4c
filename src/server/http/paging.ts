// The paged-list compiler (DESIGN §3): whitelisted sort names and search keys map to columns; values are bound
// parameters, never SQL text. The body was already validated against the list's picklists by its schema.
import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { COUNT_CAP, type Page, type PageableBody } from '#shared/api/paging.ts';
import { isPostgres, type Executor } from '../db/database.ts';
import { AppError } from './app-error.ts';

type ValueKind = 'string' | 'number' | 'boolean';

export type ListColumns<TSort extends string, TSearch extends string> = {
  sort: Record<TSort, string>;
  search: Record<TSearch, { column: string; kind: ValueKind }>;
  defaultSort: { column: string; direction: 'asc' | 'desc' };
  /** A unique column ordered after the sort, so rows with equal sort values keep one order across pages. */
  tiebreak?: string;
  /**
   * The rows split in two by the indexes that serve the list (decision 191): `settled` is the predicate of the
   * partial indexes of the rows that no longer change, `live` that of the few that still do. With a deferred join
   * (`from` and `key`), the count adds the two arms' counts, and a page sorted by `column` merges the two arms, each
   * read in order from its own index, up to the rows the page needs. Each predicate is spelled as its indexes are, so
   * both planners see those indexes cover it.
   */
  split?: { column: string; settled: RawBuilder<boolean>; live: RawBuilder<boolean> };
};

function coerce(value: string | number | boolean, kind: ValueKind, key: string): string | number {
  if (kind === 'number') {
    // Numeric columns are integers (money, ids): 1.5 or 1e300 is no value of theirs (PostgreSQL refuses to bind it).
    const number = typeof value === 'number' ? value : Number(value);
    if (!Number.isSafeInteger(number)) throw new AppError(400, 'validation_error', { [`search.${key}`]: 'invalid' });
    return number;
  }
  if (kind === 'boolean') return value === true || value === 'true' ? 1 : 0;
  return String(value);
}

/** The list's filters as WHERE clauses on `query` (one whitelisted column each, values bound). */
function filtered<DB, TB extends keyof DB, O, TSort extends string, TSearch extends string>(
  query: SelectQueryBuilder<DB, TB, O>,
  body: PageableBody<TSort, TSearch>,
  columns: ListColumns<TSort, TSearch>,
): SelectQueryBuilder<DB, TB, O> {
  let result = query;
  for (const filter of body.search) {
    if (filter.value === '' || filter.value === null) continue; // spec 01 §7: empty filters are dropped
    const { column, kind } = columns.search[filter.key];
    if (filter.operation === 'like' && kind !== 'string') {
      throw new AppError(400, 'validation_error', { [`search.${filter.key}`]: 'invalid' });
    }
    const value = coerce(filter.value, kind, filter.key);
    const ref = sql.ref(column);
    result =
      filter.operation === 'like'
        ? result.where(sql<boolean>`lower(${ref}) like ${`%${String(value).toLowerCase()}%`}`)
        : result.where(sql<boolean>`${ref} ${sql.raw(filter.operation === '!=' ? '<>' : filter.operation)} ${value}`);
  }
  return result;
}

async function countOf<DB, TB extends keyof DB, O, TSort extends string, TSearch extends string>(
  query: SelectQueryBuilder<DB, TB, O>,
  body: PageableBody<TSort, TSearch>,
  columns: ListColumns<TSort, TSearch>,
): Promise<number> {
  const row = await filtered(query, body, columns).clearSelect().clearOrderBy().select(sql<number>`count(*)`.as('total')).executeTakeFirst();
  return Number((row as { total?: number } | undefined)?.total ?? 0);
}

/** How many rows `query` has, counting no further than `limit`: the cost is bounded whatever the history's size. */
export async function countUpTo<DB, TB extends keyof DB, O>(db: Executor, query: SelectQueryBuilder<DB, TB, O>, limit: number): Promise<number> {
  const rows = query.clearSelect().clearOrderBy().select(sql<number>`1`.as('one')).limit(limit);
  const result = await sql<{ total: number }>`select count(*) as total from (${rows}) as counted`.execute(db);
  return Number(result.rows[0]?.total ?? 0);
}

/** As countUpTo, each arm of a split list (ListColumns.split) counted through its own indexes. */
async function splitCountUpTo<DB, TB extends keyof DB, O, TSort extends string, TSearch extends string>(
  db: Executor,
  query: SelectQueryBuilder<DB, TB, O>,
  columns: ListColumns<TSort, TSearch>,
  limit: number,
): Promise<number> {
  if (!columns.split) return countUpTo(db, query, limit);
  const { settled, live } = columns.split;
  const settledCount = await countUpTo(db, query.where(settled), limit);
  return settledCount >= limit ? limit : settledCount + (await countUpTo(db, query.where(live), limit - settledCount));
}

/**
 * The rows of `arm(settled)` and `arm(live)` together, in the order of their `keyset_sort` and `keyset_tie` columns:
 * each arm is read in that order from its own indexes, no further than `limit` rows (the caller cuts the merge).
 */
function mergedArms<DB, TB extends keyof DB, O>(
  db: Executor,
  split: NonNullable<ListColumns<string, string>['split']>,
  arm: (predicate: RawBuilder<boolean>) => SelectQueryBuilder<DB, TB, O>,
  direction: 'asc' | 'desc',
  limit: number,
) {
  const each = (predicate: RawBuilder<boolean>, alias: string) => db.selectFrom(arm(predicate).limit(limit).as(alias)).selectAll();
  return each(split.settled, 'settled')
    .unionAll(each(split.live, 'live'))
    .orderBy(sql.ref('keyset_sort'), direction)
    .orderBy(sql.ref('keyset_tie'), direction);
}

/**
 * How a list of a business's history counts and pages (issue 13): by `shortcut` when the list's filters allow one (an
 * aggregate's exact count, or an index count; it answers null when they do not), otherwise its rows no further than
 * COUNT_CAP + 1, the wire's "more than COUNT_CAP". `from` is what is counted instead of the list's query: the same
 * rows without the joins that only add columns. With `key` (a unique column of `from`, e.g. 'i.id') the page is a
 * deferred join: its keys are picked on `from` alone, where one index serves the filters and the sort, and only
 * those rows are then read with the joins, so the planner never sorts a large joined range. `query` then only reads
 * the rows of those keys (it may leave out conditions `from` already applied).
 */
export type HistoryCount<CDB, CTB extends keyof CDB, CO> = {
  db: Executor;
  from?: SelectQueryBuilder<CDB, CTB, CO>;
  shortcut?: () => Promise<number | null>;
  key?: string;
};

/** The page's rows of `query`: filtered, sorted (then by the tiebreak) and cut. */
function sortedPage<DB, TB extends keyof DB, O, TSort extends string, TSearch extends string>(
  query: SelectQueryBuilder<DB, TB, O>,
  body: PageableBody<TSort, TSearch>,
  columns: ListColumns<TSort, TSearch>,
): SelectQueryBuilder<DB, TB, O> {
  const sortColumn = body.sort ? columns.sort[body.sort.name] : columns.defaultSort.column;
  const direction = body.sort ? (body.sort.direction.toLowerCase() as 'asc' | 'desc') : columns.defaultSort.direction;
  const sorted = filtered(query, body, columns).orderBy(sql.ref(sortColumn), direction);
  return (columns.tiebreak ? sorted.orderBy(sql.ref(columns.tiebreak), direction) : sorted).limit(body.perPage).offset(body.page * body.perPage);
}

/** The keys of the page's rows of `from`, in order: from one index, or merged from a split list's two arms. */
async function pageKeys<DB, TB extends keyof DB, O, TSort extends string, TSearch extends string>(
  from: SelectQueryBuilder<DB, TB, O>,
  key: string,
  body: PageableBody<TSort, TSearch>,
  columns: ListColumns<TSort, TSearch>,
  db: Executor,
): Promise<string[]> {
  const sortColumn = body.sort ? columns.sort[body.sort.name] : columns.defaultSort.column;
  const { split } = columns;
  if (!split || split.column !== sortColumn || !columns.tiebreak) {
    const keyRows = await sortedPage(from, body, columns).clearSelect().select(sql.ref(key).as('key')).execute();
    return (keyRows as { key: string }[]).map((row) => row.key);
  }
  const direction = body.sort ? (body.sort.direction.toLowerCase() as 'asc' | 'desc') : columns.defaultSort.direction;
  const through = { ...body, page: 0, perPage: (body.page + 1) * body.perPage };
  const arm = (predicate: RawBuilder<boolean>) =>
    sortedPage(from.where(predicate), through, columns)
      .clearSelect()
      .select([sql.ref(key).as('keyset_key'), sql.ref(sortColumn).as('keyset_sort'), sql.ref(columns.tiebreak!).as('keyset_tie')]);
  const rows = await mergedArms(db, split, arm, direction, through.perPage)
    .limit(body.perPage)
    .offset(body.page * body.perPage)
    .execute();
  return (rows as { keyset_key: string }[]).map((row) => row.keyset_key);
}

/** The page as a deferred join (`HistoryCount.key`): the keys in order from `from`, then their rows of `query`, in that order. */
async function deferredPage<DB, TB extends keyof DB, O, CDB, CTB extends keyof CDB, CO, TSort extends string, TSearch extends string>(
  query: SelectQueryBuilder<DB, TB, O>,
  from: SelectQueryBuilder<CDB, CTB, CO>,
  key: string,
  body: PageableBody<TSort, TSearch>,
  columns: ListColumns<TSort, TSearch>,
  db: Executor,
): Promise<O[]> {
  const keys = await pageKeys(from, key, body, columns, db);
  if (keys.length === 0) return [];
  const rows = await query.where(sql.ref(key), 'in', keys).execute();
  const field = key.slice(key.lastIndexOf('.') + 1) as keyof O;
  const byKey = new Map(rows.map((row) => [row[field], row]));
  return keys.map((value) => byKey.get(value as O[keyof O])).filter((row): row is Awaited<O> => row !== undefined) as O[];
}

/**
 * One page of `query` and the count of its filtered rows: exact for the small lists (a business's sale points,
 * employees, tickets), as `history` says for the lists that grow with every payment.
 */
export async function pageOf<DB, TB extends keyof DB, O, TSort extends string, TSearch extends string, CDB, CTB extends keyof CDB, CO>(
  query: SelectQueryBuilder<DB, TB, O>,
  body: PageableBody<TSort, TSearch>,
  columns: ListColumns<TSort, TSearch>,
  history?: HistoryCount<CDB, CTB, CO>,
): Promise<Page<O>> {
  let totalElements: number;
  if (!history) totalElements = await countOf(query, body, columns);
  else {
    const { db, from, shortcut } = history;
    totalElements =
      (await shortcut?.()) ??
      (from ? await splitCountUpTo(db, filtered(from, body, columns), columns, COUNT_CAP + 1) : await countUpTo(db, filtered(query, body, columns), COUNT_CAP + 1));
  }

  const content =
    history?.from && history.key ? await deferredPage(query, history.from, history.key, body, columns, history.db) : await sortedPage(query, body, columns).execute();

  return {
    content: content as O[],
    totalElements,
    totalPages: Math.ceil(totalElements / body.perPage),
    number: body.page,
    numberOfElements: content.length,
    size: body.perPage,
  };
}

/** Rows an export reads at a time: a page's rows are all it holds of the history (issue 21 item 3). */
export const EXPORT_PAGE_SIZE = 250;

export type KeysetOptions<CDB, CTB extends keyof CDB, CO> = {
  /** As HistoryCount: the keys are picked on `from` (the caller's rows, no joins), then read with `query`'s joins. */
  from?: SelectQueryBuilder<CDB, CTB, CO>;
  key?: string;
  /** A nullable sort column's stand-in for NULL, so that the keyset compares values (NULLs sort first, as SQLite's). */
  nulls?: Record<string, string | number>;
  pageSize?: number;
};

/**
 * Every row of the list's filters in the list's order (its sort, then the tiebreak), a page at a time: a keyset
 * (rows after the last one read), never an offset, so each page costs the same at the end of a year as at its start,
 * and the event loop is let go between pages so that other requests run while a large export streams.
 *
 * Each page is bounded on the sort column, so that SQLite walks the index of the sort (the business's, by modified
 * time, amount...) from the bound instead of taking a filter's index and sorting the whole range for every page (a
 * year's export took 1.4 s a page that way). The first page's bound is one every value passes: in SQLite's order of
 * types a number is below any text and every text below U+10FFFF, and an ascending sort starts at the smallest
 * safe integer. PostgreSQL (typed columns, real statistics) gets no first bound.
 */
export async function* keysetPages<DB, TB extends keyof DB, O, TSort extends string, TSearch extends string, CDB, CTB extends keyof CDB, CO>(
  db: Executor,
  query: SelectQueryBuilder<DB, TB, O>,
  body: Omit<PageableBody<TSort, TSearch>, 'page' | 'perPage'>,
  columns: ListColumns<TSort, TSearch> & { tiebreak: string },
  options: KeysetOptions<CDB, CTB, CO> = {},
): AsyncGenerator<O[]> {
  const pageSize = options.pageSize ?? EXPORT_PAGE_SIZE;
  const sortColumn = body.sort ? columns.sort[body.sort.name] : columns.defaultSort.column;
  const direction = body.sort ? (body.sort.direction.toLowerCase() as 'asc' | 'desc') : columns.defaultSort.direction;
  const fallback = options.nulls?.[sortColumn];
  const sortBy = fallback === undefined ? sql`${sql.ref(sortColumn)}` : sql`coalesce(${sql.ref(sortColumn)}, ${fallback})`;
  const tie = sql.ref(columns.tiebreak);
  const before = sql.raw(direction === 'desc' ? '<' : '>');
  const listBody = { ...body, page: 0, perPage: pageSize };
  const within = sql.raw(direction === 'desc' ? '<=' : '>=');
  const firstBound = isPostgres(db) ? null : direction === 'desc' ? '\u{10FFFF}' : Number.MIN_SAFE_INTEGER;
  let after: { sort: unknown; tie: unknown } | null = null;
  const split = options.from && options.key && columns.split?.column === sortColumn ? columns.split : null;
  for (;;) {
    const source = options.from && options.key ? options.from : query;
    // The next page's rows, of one arm of a split list or of all of them.
    const nextRows = (predicate: RawBuilder<boolean> | null) => {
      let page = filtered(source as SelectQueryBuilder<DB, TB, O>, listBody, columns);
      if (predicate) page = page.where(predicate);
      if (after) {
        page = page.where(sql<boolean>`${sortBy} ${within} ${after.sort} and (${sortBy} ${before} ${after.sort} or ${tie} ${before} ${after.tie})`);
      } else if (firstBound !== null) page = page.where(sql<boolean>`${sortBy} ${within} ${firstBound}`);
      return page.orderBy(sortBy, direction).orderBy(tie, direction).limit(pageSize);
    };
    if (options.from && options.key) {
      const keyed = (predicate: RawBuilder<boolean> | null) =>
        nextRows(predicate)
          .clearSelect()
          .select([sql.ref(options.key!).as('keyset_key'), sortBy.as('keyset_sort'), tie.as('keyset_tie')]);
      const keys = (await (split ? mergedArms(db, split, keyed, direction, pageSize).limit(pageSize) : keyed(null)).execute()) as unknown as {
        keyset_key: string;
        keyset_sort: unknown;
        keyset_tie: unknown;
      }[];
      if (keys.length === 0) return;
      const read = await query.where(sql.ref(options.key), 'in', keys.map((row) => row.keyset_key)).execute();
      const field = options.key.slice(options.key.lastIndexOf('.') + 1) as keyof O;
      const byKey = new Map(read.map((row) => [row[field], row]));
      // In the keys' order; the rows are not copied (an export's garbage is most of its memory).
      const ordered: O[] = [];
      for (const row of keys) {
        const found = byKey.get(row.keyset_key as O[keyof O]);
        if (found) ordered.push(found as O);
      }
      after = { sort: keys.at(-1)!.keyset_sort, tie: keys.at(-1)!.keyset_tie };
      if (ordered.length > 0) yield ordered;
      if (keys.length < pageSize) return;
    } else {
      const rows = (await nextRows(null).select([sortBy.as('keyset_sort'), tie.as('keyset_tie')]).execute()) as (O & { keyset_sort: unknown; keyset_tie: unknown })[];
      if (rows.length === 0) return;
      after = { sort: rows.at(-1)!.keyset_sort, tie: rows.at(-1)!.keyset_tie };
      yield rows;
      if (rows.length < pageSize) return;
    }
    // Let the requests that arrived while this page was read (or written out) run before the next one is read.
    await new Promise((resolve) => setImmediate(resolve));
  }
}
