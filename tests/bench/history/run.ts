// History benchmark (issue 13 item 1): what the server's hot calls cost once a large agent has a year of history. On
// SQLite and on PostgreSQL: start the real portal on a fresh demo database and measure each call (the "empty"
// column); stop it, load one business with --invoices invoices (default 1,000,000) and their ledger entries over
// twelve months plus --others other businesses (default 200, --others-invoices each) in bulk SQL; start it again and
// measure the same calls at that size, in the same run. Prints a markdown table of p95 latencies against the
// targets (each call's p95 <= 20 ms at size; the invoice + pay pair's server CPU <= 1.2x its cost on the empty
// database), with the machine's load. Exits non-zero only when it cannot measure.
//   npm run bench:history -- --invoices=200000 --others=50
// Loading a million invoices takes minutes: BENCH_HISTORY_SQLITE (a file) and BENCH_HISTORY_PG (a database URL) name
// databases that keep the loaded history; one already loaded is measured as it is, and `--load-only` loads them and
// stops. `npm run bench:statistics` measures on the same databases when given them.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createDb } from '../../../src/server/db/database.ts';
import { expectOk, measure, prepare, request, startServer, stopServer, withPostgres, PG_ADMIN_URL, type Level, type Server } from '../harness.ts';
import { isHistoryLoaded, seedHistory } from './seed.ts';

const flag = (name: string, fallback: number) => {
  const given = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return given ? Number(given.split('=')[1]) : fallback;
};
const SIZE = { invoices: flag('invoices', 1_000_000), others: flag('others', 200), othersInvoices: flag('others-invoices', 500) };
const ONLY = process.argv.find((arg) => arg.startsWith('--only='))?.split('=')[1] ?? null;
const LOAD_ONLY = process.argv.includes('--load-only');
const KEPT = { sqlite: process.env.BENCH_HISTORY_SQLITE || null, postgres: process.env.BENCH_HISTORY_PG || null };
const REQUESTS = flag('requests', 60);
const PAIRS = flag('pairs', 150);
const TARGET = { p95Ms: 20, pairCpuRatio: 1.2 } as const;
const CHILONZOR = '01900000-0000-7000-8000-000000000101';
const DAY_MS = 24 * 3_600_000;

type Call = { name: string; method: 'GET' | 'POST'; url: string; body?: unknown };

function calls(merchantId: string, userId: string): Call[] {
  const now = Date.now();
  const list = (name: string, body: object): Call => ({ name: `transactions: ${name}`, method: 'POST', url: '/api/agent/v1/invoice/pageable', body: { perPage: 30, ...body } });
  const filter = (key: string, operation: string, value: unknown) => ({ search: [{ key, operation, value }] });
  return [
    { name: 'balance (with the recommended amount)', method: 'GET', url: '/api/agent/v1/business/balance' },
    { name: "sale point cards (today's totals)", method: 'POST', url: '/api/agent/v1/sale-point/pageable', body: { perPage: 30 } },
    { name: 'catalogue (monthly spending)', method: 'POST', url: '/api/agent/v1/agent-merchant/pageable', body: { perPage: 1000 } },
    list('today (the screen default)', { search: [{ key: 'createdDate', operation: '>=', value: now - (now % DAY_MS) }, { key: 'createdDate', operation: '<=', value: now }] }),
    list('no filter, newest change first', {}),
    list('sort createdDate desc', { sort: { name: 'createdDate', direction: 'desc' } }),
    list('sort amount desc', { sort: { name: 'amount', direction: 'desc' } }),
    list('status = PAID', filter('status', '=', 'PAID')),
    list('amount = 1 000 so\'m', filter('amount', '=', 100_000)),
    list('invoiceNumber', filter('invoiceNumber', '=', '5000000007')),
    list('salePointId', filter('salePointId', '=', CHILONZOR)),
    list('createdDate >= 30 days ago', filter('createdDate', '>=', now - 30 * DAY_MS)),
    list('agentMerchantId', filter('agentMerchantId', '=', merchantId)),
    list('employeeId', filter('employeeId', '=', userId)),
    { name: 'cancellation list', method: 'POST', url: '/api/agent/v1/application/pageable', body: { perPage: 30 } },
    { name: 'deposit history', method: 'POST', url: '/api/agent/v1/income-business/pageable', body: { perPage: 30 } },
  ];
}

type Measured = { pair: Level; calls: Map<string, Level> };

type Session = Awaited<ReturnType<typeof prepare>>;

async function measureAll(server: Server, session: Session): Promise<Measured> {
  const { port } = server;
  const { auth, merchantId } = session;
  const profile = expectOk(await request(new http.Agent(), port, 'GET', '/api/agent/v1/profile', undefined, auth), 'profile');
  const pair = async (agent: http.Agent) => {
    const body = { salePointId: CHILONZOR, agentMerchantId: merchantId, account: '1234567', amount: 100_000, requestDate: Date.now() };
    const opened = expectOk(await request(agent, port, 'POST', '/api/agent/v1/invoice', body, { ...auth, 'idempotency-key': crypto.randomUUID() }), 'invoice');
    const paid = expectOk(await request(agent, port, 'POST', '/api/agent/v1/pay', { invoiceNumber: opened.invoiceNumber }, { ...auth, 'idempotency-key': crypto.randomUUID() }), 'pay');
    if (paid.status !== 'SUCCESSFUL') throw new Error(`pay answered ${paid.status}`);
  };
  await measure(server, 1, 30, pair);
  const pairLevel = await measure(server, 1, PAIRS, pair);
  const results = new Map<string, Level>();
  for (const call of calls(merchantId, String(profile.id ?? profile.user?.id ?? ''))) {
    const once = async (agent: http.Agent) => {
      expectOk(await request(agent, port, call.method, call.url, call.body, auth), call.name);
    };
    await measure(server, 1, 5, once);
    results.set(call.name, await measure(server, 1, REQUESTS, once));
  }
  return { pair: pairLevel, calls: results };
}

/** The demo database with the history loaded, unless it already holds it (a kept database of an earlier run). */
async function loadHistory(name: string, env: Record<string, string>, databaseUrl: string | null, sqliteFile: string) {
  const server = await startServer('app', env); // creates, migrates and seeds the demo database
  await stopServer(server);
  const db = createDb({ databaseUrl, sqliteFile });
  try {
    if (await isHistoryLoaded(db)) {
      console.error(`${name}: the history is already loaded, measuring it as it is`);
      return null;
    }
    console.error(`${name}: loading ${SIZE.invoices} invoices and ${SIZE.others} other businesses`);
    return await seedHistory(db, { ...SIZE, log: (line) => console.error(line) });
  } finally {
    await db.destroy();
  }
}

/** Measures the demo database (`empty`), then the one at size (`full`, the kept one when given). */
async function runOn(name: string, empty: { env: Record<string, string> }, full: { env: Record<string, string>; databaseUrl: string | null; sqliteFile: string }) {
  console.error(`${name}: measuring the demo database`);
  let server = await startServer('app', empty.env);
  let emptyLevels: Measured;
  const signedInAt = Date.now();
  try {
    emptyLevels = await measureAll(server, await prepare(server.port));
  } finally {
    await stopServer(server);
  }
  const seeded = await loadHistory(name, full.env, full.databaseUrl, full.sqliteFile);
  console.error(`${name}: measuring at size`);
  server = await startServer('app', full.env);
  try {
    // A fresh session (the first may have expired while loading); a second code to the phone waits out the minute.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, signedInAt + 62_000 - Date.now())));
    return { name, empty: emptyLevels, full: await measureAll(server, await prepare(server.port)), seeded, load: os.loadavg() };
  } finally {
    await stopServer(server);
  }
}

async function main(): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-history-'));
  const runs: Awaited<ReturnType<typeof runOn>>[] = [];
  try {
    if (LOAD_ONLY) {
      if (KEPT.sqlite && ONLY !== 'postgres') await loadHistory('SQLite', { BENCH_DATABASE_URL: '', BENCH_SQLITE_FILE: KEPT.sqlite }, null, KEPT.sqlite);
      if (KEPT.postgres && ONLY !== 'sqlite') await loadHistory('PostgreSQL', { BENCH_DATABASE_URL: KEPT.postgres }, KEPT.postgres, '');
      return 0;
    }
    if (ONLY !== 'postgres') {
      const emptyFile = path.join(dir, 'empty.sqlite');
      const fullFile = KEPT.sqlite ?? path.join(dir, 'portal.sqlite');
      runs.push(
        await runOn('SQLite', { env: { BENCH_DATABASE_URL: '', BENCH_SQLITE_FILE: emptyFile } }, { env: { BENCH_DATABASE_URL: '', BENCH_SQLITE_FILE: fullFile }, databaseUrl: null, sqliteFile: fullFile }),
      );
    }
    if (ONLY !== 'sqlite') {
      const postgres = await withPostgres(async (url) => {
        if (KEPT.postgres) return runOn('PostgreSQL', { env: { BENCH_DATABASE_URL: url } }, { env: { BENCH_DATABASE_URL: KEPT.postgres }, databaseUrl: KEPT.postgres, sqliteFile: '' });
        // Without a kept database the demo one is measured empty, then loaded and measured again.
        return runOn('PostgreSQL', { env: { BENCH_DATABASE_URL: url } }, { env: { BENCH_DATABASE_URL: url }, databaseUrl: url, sqliteFile: '' });
      });
      if (postgres) runs.push(postgres);
      else console.log(`PostgreSQL: not reachable at ${PG_ADMIN_URL} (set BENCH_PG_URL), not measured.`);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }

  const ms = (value: number) => value.toFixed(1);
  const rows = ['| database | call | p95 ms, demo database | p95 ms at size | target | result |', '|---|---|---:|---:|---|---|'];
  let failed = 0;
  for (const run of runs) {
    const cpuRatio = run.empty.pair.cpu && run.full.pair.cpu ? run.full.pair.cpu / run.empty.pair.cpu : null;
    const pairPass = cpuRatio !== null && cpuRatio <= TARGET.pairCpuRatio;
    if (!pairPass) failed += 1;
    rows.push(
      `| ${run.name} | invoice + pay pair (server CPU ms/pair ${run.empty.pair.cpu?.toFixed(2) ?? 'n/a'} → ${run.full.pair.cpu?.toFixed(2) ?? 'n/a'}, ×${cpuRatio?.toFixed(2) ?? 'n/a'}) | ${ms(run.empty.pair.p95)} | ${ms(run.full.pair.p95)} | CPU ≤ ${TARGET.pairCpuRatio}× | ${pairPass ? 'PASS' : 'FAIL'} |`,
    );
    for (const [name, level] of run.full.calls) {
      const pass = level.p95 <= TARGET.p95Ms;
      if (!pass) failed += 1;
      rows.push(`| ${run.name} | ${name} | ${ms(run.empty.calls.get(name)!.p95)} | ${ms(level.p95)} | ≤ ${TARGET.p95Ms} ms | ${pass ? 'PASS' : 'FAIL'} |`);
    }
  }
  console.log(rows.join('\n'));
  for (const run of runs) {
    const loaded = run.seeded ? `loaded in ${run.seeded.seconds.toFixed(0)} s` : 'loaded by an earlier run';
    console.log(`\n${run.name}: the demo business's history ${loaded}; load average ${run.load.map((value) => value.toFixed(2)).join(' / ')} (1/5/15 min, ${os.cpus().length} cores).`);
  }
  console.log(`\n${failed === 0 ? 'PASS' : `FAIL (${failed} targets missed)`}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('could not measure:', error);
    process.exit(1);
  },
);
