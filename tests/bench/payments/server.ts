// A server process for the payments benchmark: `app` is the real portal (buildApp, demo seed, dev SMS, no rate limit
// in the way), `bare` is the reference, a bare Fastify JSON route. Listens on a free loopback port and prints it.
//
// The portal process also answers the floor routes of the benchmark's decomposition (issue 13 item 2), which run a
// pair's skeleton through the portal's own route stack (authentication, validation, rate limit, envelope, hooks) and
// do no SQL work: `open` and `settle` answer at once (`via=none`), or run the pair's statement pattern with trivial
// statements (`select ?`) through Kysely (`via=kysely`) or on the driver directly (`via=driver`; `via=step`: each
// transaction one statement, as a server-side function per step would make it). With
// BENCH_SQL_TIMING set, every better-sqlite3 statement call is timed and GET /bench/sql-ms answers the total.
// On SQLite, GET /bench/wal-frames?start=1 pauses the checkpoints (decision 192) and empties the WAL, and GET
// /bench/wal-frames then answers the frames written since and lets the checkpoints run again (issue 23).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type pg from 'pg';
import Fastify, { type FastifyInstance } from 'fastify';
import { CompiledQuery, sql } from 'kysely';
import * as v from 'valibot';
import { defineCall } from '../../../src/shared/api/contract.ts';
import { buildApp } from '../../../src/server/app.ts';
import { checkpointerOf, isPostgres, poolOf, type Executor } from '../../../src/server/db/database.ts';
import { route } from '../../../src/server/http/route.ts';
import { walFrames } from '../../payment-counts.ts';

const [kind] = process.argv.slice(2);
const sqliteFile = (dataDir: string) => process.env.BENCH_SQLITE_FILE || path.join(dataDir, 'portal.sqlite');

/**
 * The CPU milliseconds spent inside better-sqlite3's statement calls since the process started (BENCH_SQL_TIMING).
 * CPU time, not the clock's: a statement preempted by another process on a busy host would otherwise count the wait
 * and swell the floor. process.cpuUsage() is the whole process's; the timing server's other threads (the checkpoint
 * worker) run a few milliseconds in each 50, so they add little. The cost of the two readings is measured first and
 * taken off each call.
 */
let sqlMs = 0;
function timeSqliteStatements(): void {
  const cpuMs = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  const READINGS = 10_000;
  const first = cpuMs();
  for (let reading = 0; reading < READINGS; reading++) cpuMs();
  const readingMs = (cpuMs() - first) / (READINGS + 1);
  const statement = Object.getPrototypeOf(new SQLite(':memory:').prepare('select 1')) as Record<string, (...args: unknown[]) => unknown>;
  for (const method of ['run', 'all', 'get', 'iterate']) {
    const original = statement[method]!;
    statement[method] = function (this: unknown, ...args: unknown[]) {
      const started = cpuMs();
      try {
        return original.apply(this, args);
      } finally {
        sqlMs += cpuMs() - started - readingMs;
      }
    };
  }
}

/**
 * A pair's statements and transactions as the portal runs them at steady state (caches warm). SQLite: the invoice
 * call reads once and writes twice in one transaction; the pay call reads once, then runs two transactions of six
 * statements. PostgreSQL (issue 23): each durable step is one statement, its own transaction: the invoice call reads
 * once and writes once, the pay call reads once and writes twice.
 */
const PATTERNS = {
  sqlite: { open: { reads: 1, transactions: [2] }, settle: { reads: 1, transactions: [6, 6] } },
  postgres: { open: { reads: 2, transactions: [] }, settle: { reads: 3, transactions: [] } },
} as const;
type Step = 'open' | 'settle';
const patternOf = (db: Executor, step: Step) => PATTERNS[isPostgres(db) ? 'postgres' : 'sqlite'][step];

const VIAS = ['none', 'kysely', 'driver', 'step'] as const;
const floorBody = v.object({ invoiceNumber: v.pipe(v.string(), v.nonEmpty()) });
const floorAnswer = v.object({ invoiceNumber: v.string() });
const floorCall = (step: Step) =>
  defineCall({ method: 'POST', path: `/v1/bench/${step}`, body: floorBody, query: v.object({ via: v.picklist(VIAS) }), answer: floorAnswer });

async function viaKysely(db: Executor, step: Step): Promise<void> {
  const trivial = CompiledQuery.raw(isPostgres(db) ? 'select $1::int as n' : 'select ? as n', [1]);
  const { reads, transactions } = patternOf(db, step);
  for (let read = 0; read < reads; read++) await db.executeQuery(trivial);
  for (const statements of transactions) {
    await db.transaction().execute(async (tx) => {
      for (let statement = 0; statement < statements; statement++) await tx.executeQuery(trivial);
    });
  }
}

/**
 * The pattern on the driver directly. `oneTrip`: each transaction as one statement, in one round trip, as a
 * server-side function per step would run it (no begin and commit of its own).
 */
function driverOf(app: FastifyInstance, dataDir: string): (step: Step, oneTrip: boolean) => Promise<void> {
  const pool = poolOf(app.ctx.db);
  if (pool) {
    const trivial = (client: { query: pg.Pool['query'] }) => client.query('select $1::int as n', [1]);
    return async (step, oneTrip) => {
      const { reads, transactions } = patternOf(app.ctx.db, step);
      for (let read = 0; read < reads; read++) await trivial(pool);
      for (const statements of transactions) {
        if (oneTrip) {
          await trivial(pool);
          continue;
        }
        const client = await pool.connect();
        try {
          await client.query('begin');
          for (let statement = 0; statement < statements; statement++) await trivial(client);
          await client.query('commit');
        } finally {
          client.release();
        }
      }
    };
  }
  const sqlite = new SQLite(sqliteFile(dataDir));
  const trivial = sqlite.prepare('select ? as n');
  const transactionOf = (statements: number) =>
    sqlite.transaction(() => {
      for (let statement = 0; statement < statements; statement++) trivial.get(1);
    });
  const { open, settle } = PATTERNS.sqlite;
  const runs = { open: open.transactions.map(transactionOf), settle: settle.transactions.map(transactionOf) };
  return async (step, oneTrip) => {
    for (let read = 0; read < PATTERNS.sqlite[step].reads; read++) trivial.get(1);
    for (const run of runs[step]) {
      if (oneTrip) trivial.get(1);
      else run();
    }
  };
}

function addFloorRoutes(app: FastifyInstance, dataDir: string): void {
  const driver = driverOf(app, dataDir);
  for (const step of ['open', 'settle'] as const) {
    route(app, floorCall(step), async ({ body, query }) => {
      if (query.via === 'kysely') await viaKysely(app.ctx.db, step);
      if (query.via === 'driver' || query.via === 'step') await driver(step, query.via === 'step');
      return { invoiceNumber: body.invoiceNumber };
    });
  }
  app.get('/bench/sql-ms', async () => ({ data: { sqlMs } }));
  app.get('/bench/wal-frames', async (request) => {
    const db = app.ctx.db;
    const start = (request.query as { start?: string }).start === '1';
    if (!start) {
      const frames = walFrames(sqliteFile(dataDir)).length;
      await checkpointerOf(db)!.resume();
      return { data: { frames } };
    }
    await checkpointerOf(db)!.pause();
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
    return { data: { frames: 0 } };
  });
}

async function start() {
  if (kind === 'bare') {
    const bare = Fastify({ logger: false });
    bare.get('/bare', async () => ({ data: { ok: true } }));
    return bare;
  }
  if (process.env.BENCH_SQL_TIMING) timeSqliteStatements();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const app = await buildApp({
    env: 'development',
    host: '127.0.0.1',
    port: 0,
    dataDir,
    databaseUrl: process.env.BENCH_DATABASE_URL || null,
    // The history benchmark keeps its database between the servers it starts (BENCH_SQLITE_FILE).
    sqliteFile: sqliteFile(dataDir),
    staffToken: 'bench-staff-token',
    smsProvider: 'dev',
    seed: 'demo',
    clientDir: null,
    logLevel: 'silent',
    rateLimit: { global: 100_000_000, auth: 100_000_000 },
    mapTilesOrigin: 'https://tile.openstreetmap.org',
  });
  addFloorRoutes(app, dataDir);
  return app;
}

const app = await start();
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
console.log(`PORT ${typeof address === 'object' && address ? address.port : 0}`);
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
