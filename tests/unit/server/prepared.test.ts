// Statements Kysely builds once and the payment path only binds (issue 23): the values bound are each call's own,
// a statement is compiled once per shape of its input, and a shape that changes the SQL gets a statement of its own.
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type KyselyPlugin } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Executor } from '../../../src/server/db/database.ts';
import { prepared, preparedByShape } from '../../../src/server/db/prepared.ts';

type Row = { id: string; amount: number; note: string | null; body: Uint8Array | null };
type Tables = { item: Row };

let db: Kysely<Tables>;
let compiles: number;
/** Kysely hands every query it compiles to its plugins first: a count of compiles. */
const compileCounter: KyselyPlugin = {
  transformQuery: (args) => {
    compiles += 1;
    return args.node;
  },
  transformResult: async (args) => args.result,
};

beforeEach(async () => {
  compiles = 0;
  db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }), plugins: [compileCounter] });
  await sql`create table item (id text primary key, amount integer not null, note text, body blob)`.execute(db);
  compiles = 0;
});
afterEach(async () => {
  await db.destroy();
});

const executor = () => db as unknown as Executor;
const rows = () => db.selectFrom('item').selectAll().orderBy('id').execute();

describe('prepared', () => {
  it('compiles once and binds each call its own values', async () => {
    const insert = prepared((executor, row: { id: string; amount: number }) => (executor as unknown as Kysely<Tables>).insertInto('item').values(row));
    await insert(executor(), { id: 'a', amount: 1 });
    await insert(executor(), { id: 'b', amount: 2 });
    expect(compiles).toBe(1);
    expect(await rows()).toEqual([
      { id: 'a', amount: 1, note: null, body: null },
      { id: 'b', amount: 2, note: null, body: null },
    ]);
  });
});

describe('preparedByShape', () => {
  /** An insert whose columns are its input's keys, and a flag that adds a statement part: a shape's structure. */
  const insert = preparedByShape((executor, input: { row: Pick<Row, 'id' | 'amount'> & Partial<Row>; upsert: boolean }) => {
    const query = (executor as unknown as Kysely<Tables>).insertInto('item').values(input.row);
    return input.upsert ? query.onConflict((conflict) => conflict.column('id').doUpdateSet({ amount: sql<number>`amount + ${input.row.amount}` })) : query;
  });

  it('binds each call its own values into one statement per shape', async () => {
    await insert(executor(), { row: { id: 'a', amount: 1, note: 'x' }, upsert: false });
    await insert(executor(), { row: { id: 'b', amount: 2, note: 'y' }, upsert: false });
    expect(compiles).toBe(1);
    // A buffer is a value too, bound as it is.
    await insert(executor(), { row: { id: 'c', amount: 3, body: Buffer.from([1, 2]) }, upsert: false });
    await insert(executor(), { row: { id: 'd', amount: 4, body: Buffer.from([3]) }, upsert: false });
    expect(compiles).toBe(2);
    expect((await rows()).map((row) => [row.id, row.amount, row.note, row.body && [...row.body]])).toEqual([
      ['a', 1, 'x', null],
      ['b', 2, 'y', null],
      ['c', 3, null, [1, 2]],
      ['d', 4, null, [3]],
    ]);
  });

  it('gives a flag, a null or another set of keys a statement of its own', async () => {
    await insert(executor(), { row: { id: 'a', amount: 1, note: 'x' }, upsert: true });
    await insert(executor(), { row: { id: 'a', amount: 2, note: 'x' }, upsert: true });
    await insert(executor(), { row: { id: 'b', amount: 3, note: null }, upsert: true });
    await insert(executor(), { row: { id: 'b', amount: 4, note: null }, upsert: true });
    await insert(executor(), { row: { id: 'c', amount: 5 }, upsert: false });
    await expect(insert(executor(), { row: { id: 'c', amount: 6 }, upsert: false })).rejects.toThrow(/UNIQUE/);
    expect(compiles).toBe(3);
    // An undefined is part of the shape too: it may leave a column out of a statement that lists its input's keys.
    await insert(executor(), { row: { id: 'd', amount: 7, note: undefined }, upsert: false });
    expect(compiles).toBe(4);
    expect((await rows()).map((row) => [row.id, row.amount, row.note])).toEqual([
      ['a', 3, 'x'],
      ['b', 7, null],
      ['c', 5, null],
      ['d', 7, null],
    ]);
  });
});
