// Query plans for the API suite: which index serves a list's count and page, on SQLite and on PostgreSQL.
import { CompiledQuery, sql, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { expect } from 'vitest';
import { isPostgres, type Db } from '../../src/server/db/database.ts';

/** Every query a service runs through `db`, compiled (SQL and parameters), without changing what it does. */
export function capturing(db: Db) {
  const queries: CompiledQuery[] = [];
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      queries.push(db.getExecutor().compileQuery(args.node as RootOperationNode, args.queryId));
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: db.withPlugin(plugin), queries };
}

/**
 * The plan of a query as text lines. PostgreSQL picks a sequential scan over a test's few rows whatever the indexes,
 * so the plan is asked with scans and sorts priced out: an index that can serve the query is then chosen, and a
 * missing one shows as a Seq Scan or a Sort anyway.
 */
export async function planOf(db: Db, query: CompiledQuery): Promise<string[]> {
  if (!isPostgres(db)) {
    const result = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]));
    return result.rows.map((row) => row.detail);
  }
  return db.transaction().execute(async (tx) => {
    await sql`set local enable_seqscan = off`.execute(tx);
    await sql`set local enable_sort = off`.execute(tx);
    const result = await tx.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]));
    return result.rows.map((row) => row['QUERY PLAN']);
  });
}

/**
 * Every statement of a list (its count's, possibly several or from an aggregate, and the page's) reads every table
 * through an index, and the page reads `alias` (its table `table`) through one; with `sorted`, the page needs no
 * sort step. `counted` is the capped count's subquery, scanned as the rows it produced. A `deferred` page (a deferred
 * join) is two statements: the page's keys picked on `table` alone (what `sorted` is about), then the joined rows of
 * those keys read by `table`'s primary key.
 */
export function expectServed(plans: string[][], alias: string, table: string, sorted: boolean, deferred = false) {
  if (process.env.SHOW_PLANS) console.log(alias, sorted, plans);
  const texts = plans.map((plan) => plan.join('\n'));
  const content = texts.at(deferred ? -2 : -1)!;
  if (deferred) {
    const rows = texts.at(-1)!;
    expect(rows, rows).toMatch(new RegExp(`SEARCH ${alias} USING INDEX sqlite_autoindex_${table}_1 \\(id=\\?\\)|Index Scan using ${table}_pkey on ${table} ${alias}\\b|Bitmap Index Scan on ${table}_pkey\\b`));
  }
  for (const plan of texts) {
    if (plan.includes('QUERY PLAN') || plan.includes('->') || /Scan/.test(plan)) {
      expect(plan, plan).not.toMatch(/Seq Scan on/);
    } else {
      expect(plan, plan).not.toMatch(/^SCAN (?!(counted|settled|live)\b)\w+(?! USING)$/m);
    }
  }
  if (/Scan|->/.test(content)) expect(content, content).not.toMatch(new RegExp(`Seq Scan on ${table}\\b`));
  else expect(content, content).toMatch(new RegExp(`(SEARCH|SCAN) ${alias} USING`));
  // A split list's page (ListColumns.split) merges its two arms: each reads its index in order, then the merge
  // orders the rows they produced (at most the page's), which SQLite shows as a sort right after each arm's scan.
  if (sorted) expect(content.replace(/^(SCAN (settled|live))\nUSE TEMP B-TREE FOR ORDER BY$/gm, '$1'), content).not.toMatch(/TEMP B-TREE FOR (RIGHT PART OF |LAST (\d+ )?TERMS? OF )?ORDER BY|\bSort\b(?! Key)/);
}
