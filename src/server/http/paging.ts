// The paged-list compiler (DESIGN §3): whitelisted sort names and search keys map to columns; values are bound
// parameters, never SQL text. The body was already validated against the list's picklists by its schema.
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Page, PageableBody } from '#shared/api/paging.ts';
import { AppError } from './app-error.ts';

type ValueKind = 'string' | 'number' | 'boolean';

export type ListColumns<TSort extends string, TSearch extends string> = {
  sort: Record<TSort, string>;
  search: Record<TSearch, { column: string; kind: ValueKind }>;
  defaultSort: { column: string; direction: 'asc' | 'desc' };
  /** A unique column ordered after the sort, so rows with equal sort values keep one order across pages. */
  tiebreak?: string;
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

/**
 * One page of `query` and the count of all its filtered rows. `countFrom`, when given, is what is counted instead:
 * the same rows without the joins that only add columns (issue 13: a count over a large history reads one index).
 */
export async function pageOf<DB, TB extends keyof DB, O, TSort extends string, TSearch extends string, CDB, CTB extends keyof CDB, CO>(
  query: SelectQueryBuilder<DB, TB, O>,
  body: PageableBody<TSort, TSearch>,
  columns: ListColumns<TSort, TSearch>,
  countFrom?: SelectQueryBuilder<CDB, CTB, CO>,
): Promise<Page<O>> {
  const totalElements = countFrom ? await countOf(countFrom, body, columns) : await countOf(query, body, columns);

  const sortColumn = body.sort ? columns.sort[body.sort.name] : columns.defaultSort.column;
  const direction = body.sort ? (body.sort.direction.toLowerCase() as 'asc' | 'desc') : columns.defaultSort.direction;
  const sorted = filtered(query, body, columns).orderBy(sql.ref(sortColumn), direction);
  const content = await (columns.tiebreak ? sorted.orderBy(sql.ref(columns.tiebreak), direction) : sorted)
    .limit(body.perPage)
    .offset(body.page * body.perPage)
    .execute();

  return {
    content: content as O[],
    totalElements,
    totalPages: Math.ceil(totalElements / body.perPage),
    number: body.page,
    numberOfElements: content.length,
    size: body.perPage,
  };
}
