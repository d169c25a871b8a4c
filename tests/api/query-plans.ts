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

/** The list's table (its alias) is only ever read through an index; with `sorted`, the page needs no sort step. */
export function expectServed(plans: string[][], alias: string, table: string, sorted: boolean) {
  const [count, content] = plans.map((plan) => plan.join('\n'));
  if (process.env.SHOW_PLANS) console.log(alias, sorted, plans);
  for (const plan of [count!, content!]) {
    if (plan.includes('QUERY PLAN') || plan.includes('->') || /Scan/.test(plan)) {
      expect(plan, plan).not.toMatch(new RegExp(`Seq Scan on ${table}\\b`));
    } else {
      expect(plan, plan).not.toMatch(new RegExp(`SCAN ${alias}(?! USING)`, 'm'));
      expect(plan, plan).toMatch(new RegExp(`(SEARCH|SCAN) ${alias} USING`));
    }
  }
  if (sorted) expect(content!, content!).not.toMatch(/TEMP B-TREE FOR ORDER BY|\bSort\b/);
}

