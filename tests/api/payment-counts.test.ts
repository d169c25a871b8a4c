// Issue 23: what an invoice + pay pair costs the database, as counts that do not depend on the machine, so that a
// later change cannot quietly add statements or pages to the payment path: on PostgreSQL the round trips, counted
// on the wire (at most 8; 5 since issue 23: a read and one statement to open, a read and one statement for each of
// the reserve and the settle); on SQLite the pages written to the WAL (the invoice, its indexes, the ledger entries,
// the idempotency records and the aggregates), held at today's count. On both, no statement of the path is built and
// compiled by Kysely anew once warm: each is prepared once and only binds its values (db/prepared.ts), and on
// PostgreSQL runs as a named statement, its text sent once per connection.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DefaultQueryCompiler, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkpointerOf } from '../../src/server/db/database.ts';
import { pgWireCounter, walFrames, type WireCounter } from '../payment-counts.ts';
import { createTestApp, DEMO, signIn, type TestApp } from './helper.ts';
import { deposit, DEMO_TAX_NUMBER, invoiceBody, openInvoice, payInvoice, POINTS } from './money-helper.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const MAX_ROUND_TRIPS = 8;
/** The tables a payment reads and writes: a statement naming one is on the payment's path. */
const PAYMENT_TABLES = /invoice|ledger_entry|idempotency_record|account_balance|shift|daily_|merchant_month/;
/**
 * Today's pages a pair on this file (32.9 since migrations 0036 and 0037 and packed answers, 40.4 since 0035, 50.3
 * before it; the benchmark's larger database writes about 39: docs/benchmarks-payments.md), with a page of room for
 * B-tree splits.
 */
const MAX_WAL_FRAMES = 34;

let t: TestApp;
let counter: WireCounter | null = null;
let token: string;
let merchantId: string;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-counts-'));
const sqliteFile = path.join(dir, 'portal.sqlite');

beforeAll(async () => {
  t = await createTestApp(
    { sqliteFile },
    {
      postgresVia: async (url) => {
        counter = await pgWireCounter(url);
        return counter.url;
      },
    },
  );
  token = (await signIn(t.app, DEMO.agent.phone, DEMO.agent.pin)).accessToken;
  await deposit(t, DEMO_TAX_NUMBER, 1_000_000_000);
  merchantId = (await t.app.ctx.db.selectFrom('merchant').select('id').where('key', '=', 'suvsoz').executeTakeFirstOrThrow()).id;
  for (let warm = 0; warm < 5; warm += 1) await pair(warm);
});
afterAll(async () => {
  await t.close();
  await counter?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** An invoice and its payment at a SIMPLE merchant, each with its own Idempotency-Key, as the outbox sends them. */
async function pair(index: number): Promise<void> {
  const key = `counts-${process.pid}-${Date.now()}-${index}`;
  const opened = await openInvoice(t, token, invoiceBody(merchantId, '2345678', 1_000_000, POINTS.chilonzor), { key: `${key}-invoice` });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  const paid = await payInvoice(t, token, opened.body.data.invoiceNumber, { key: `${key}-pay` });
  expect(paid.body.data.status).toBe('SUCCESSFUL');
}

describe('the invoice + pay pair', () => {
  it.runIf(onPostgres)(`makes at most ${MAX_ROUND_TRIPS} round trips to PostgreSQL, caches warm`, async () => {
    counter!.reset();
    await pair(100);
    expect(counter!.roundTrips(), counter!.statements().join('\n')).toBeLessThanOrEqual(MAX_ROUND_TRIPS);
    // Its statements are named on the connection, parsed once: a warm pair sends their values, not their text.
    expect(counter!.statements().filter((text) => PAYMENT_TABLES.test(text))).toEqual([]);
  });

  it('compiles none of its statements anew, caches warm', async () => {
    const compiled: string[] = [];
    const compileQuery = DefaultQueryCompiler.prototype.compileQuery;
    DefaultQueryCompiler.prototype.compileQuery = function (this: DefaultQueryCompiler, ...args: Parameters<typeof compileQuery>) {
      const query = compileQuery.apply(this, args);
      compiled.push(query.sql);
      return query;
    };
    try {
      for (let index = 0; index < 5; index += 1) await pair(300 + index);
    } finally {
      DefaultQueryCompiler.prototype.compileQuery = compileQuery;
    }
    // What may still be compiled is off the path's own tables: a session's check, a cache's version, a number block.
    expect(compiled.filter((text) => PAYMENT_TABLES.test(text))).toEqual([]);
  });

  it.runIf(!onPostgres)(`writes at most ${MAX_WAL_FRAMES} pages to SQLite's WAL`, async () => {
    const db = t.app.ctx.db;
    await checkpointerOf(db)!.pause();
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
    const pairs = 10;
    for (let index = 0; index < pairs; index += 1) await pair(200 + index);
    const frames = walFrames(sqliteFile).length;
    await checkpointerOf(db)!.resume();
    expect(frames / pairs).toBeGreaterThan(10); // the count reads the WAL: a pair writes pages
    expect(frames / pairs).toBeLessThanOrEqual(MAX_WAL_FRAMES);
  });
});
