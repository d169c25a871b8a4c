// Statistics benchmark (issue 11 item 2): p95 of the statistics query (businessStatistics, every figure of the
// screen) for a month and for a year over BENCH_INVOICES invoices (1,000,000 by default) of one business spread over
// the last 365 days, on SQLite, and on PostgreSQL with BENCH_PG_URL. Targets: month ≤ 50 ms, year ≤ 200 ms. Prints
// the numbers with the machine's load; exits non-zero only when it cannot measure.
// The history benchmark's loaded databases have the same shape (1,000,000 invoices of the demo business over the last
// 365 days): given BENCH_HISTORY_SQLITE and BENCH_HISTORY_PG holding them (npm run bench:history -- --load-only),
// this measures there instead of writing its own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { uuidv7 } from 'uuidv7';
import { createDb, migrate, type Db } from '../../../src/server/db/database.ts';
import { seedCatalogue } from '../../../src/server/seed/catalogue.ts';
import { seedDemo } from '../../../src/server/seed/demo.ts';
import { seedMoney } from '../../../src/server/seed/money.ts';
import { seedReference } from '../../../src/server/seed/reference.ts';
import { tashkentDayKey } from '../../../src/server/modules/payments/aggregates.ts';
import { rebuildAggregates } from '../../../src/server/modules/payments/aggregates.repository.ts';
import { businessStatistics } from '../../../src/server/modules/statistics/statistics.repository.ts';
import { isHistoryLoaded } from '../history/seed.ts';

const INVOICES = Number(process.env.BENCH_INVOICES ?? 1_000_000);
const RUNS = 30;
const DAY_MS = 86_400_000;
const TARGETS = { month: 50, year: 200 } as const;

async function fill(db: Db): Promise<string> {
  await seedReference(db, { testMode: true });
  await seedDemo(db);
  await seedCatalogue(db);
  await seedMoney(db);
  const template = await db.selectFrom('invoice').selectAll().where('status', '=', 'PAID').executeTakeFirstOrThrow();
  const points = (await db.selectFrom('sale_point').select('id').where('business_id', '=', template.business_id).execute()).map((row) => row.id);
  const users = (await db.selectFrom('app_user').select('id').where('business_id', '=', template.business_id).execute()).map((row) => row.id);
  const merchants = (await db.selectFrom('merchant').select('id').limit(40).execute()).map((row) => row.id);
  const now = Date.now();
  const batch = 500;
  for (let done = 0; done < INVOICES; done += batch) {
    const rows = Array.from({ length: Math.min(batch, INVOICES - done) }, (_, index) => {
      const n = done + index;
      const at = new Date(now - Math.floor(((n * 7919) % INVOICES) / INVOICES * 365 * DAY_MS)).toISOString();
      return {
        ...template,
        id: uuidv7(),
        number: `B${n}`,
        sale_point_id: points[n % points.length]!,
        user_id: users[n % users.length]!,
        merchant_id: merchants[n % merchants.length]!,
        total: 10_000 + (n % 1000) * 100,
        reward: 100 + (n % 50),
        status: n % 20 === 0 ? 'ERROR' : 'PAID',
        created_at: at,
        modified_at: at,
      };
    });
    await db.insertInto('invoice').values(rows).execute();
  }
  // Bulk-loaded invoices bypass the payment path that keeps the aggregates: rebuild them once.
  await rebuildAggregates(db);
  return template.business_id;
}

async function measure(db: Db, businessId: string, days: number): Promise<number> {
  const toDay = tashkentDayKey(Date.now());
  const fromDay = tashkentDayKey(Date.now() - (days - 1) * DAY_MS);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    await businessStatistics(db, { businessId, fromDay, toDay, salePointId: null, userId: null });
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.ceil(RUNS * 0.95) - 1]!;
}

async function bench(label: string, db: Db): Promise<void> {
  let businessId: string;
  if (await isHistoryLoaded(db).catch(() => false)) {
    const business = await db.selectFrom('invoice').select('business_id').where('id', '=', 'h-0').executeTakeFirstOrThrow();
    businessId = business.business_id;
    console.log(`${label}: measuring the history benchmark's loaded database`);
  } else {
    await migrate(db);
    const started = performance.now();
    businessId = await fill(db);
    console.log(`${label}: ${INVOICES} invoices written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  for (const [period, days] of [['month', 30], ['year', 365]] as const) {
    const p95 = await measure(db, businessId, days);
    console.log(`${label} ${period}: p95 ${p95.toFixed(1)} ms (target ≤ ${TARGETS[period]} ms)${p95 > TARGETS[period] ? ' — OVER' : ''}`);
  }
  const load = os.loadavg().map((value) => value.toFixed(2)).join(' / ');
  console.log(`${label}: load average ${load} (1/5/15 min, ${os.cpus().length} cores)`);
  await db.destroy();
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-statistics-'));
try {
  await bench('SQLite', createDb({ databaseUrl: null, sqliteFile: process.env.BENCH_HISTORY_SQLITE || path.join(dir, 'portal.sqlite') }));
  if (process.env.BENCH_HISTORY_PG) await bench('PostgreSQL', createDb({ databaseUrl: process.env.BENCH_HISTORY_PG, sqliteFile: '' }));
  else if (process.env.BENCH_PG_URL) {
    const name = `bench_statistics_${process.pid}`;
    const admin = new pg.Client({ connectionString: process.env.BENCH_PG_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(process.env.BENCH_PG_URL);
    url.pathname = `/${name}`;
    try {
      await bench('PostgreSQL', createDb({ databaseUrl: url.toString(), sqliteFile: '' }));
    } finally {
      await admin.query(`drop database ${name}`);
      await admin.end();
    }
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
