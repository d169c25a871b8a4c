// History benchmark (issue 13 item 1): what the server's hot calls cost once a large agent has a year of history. On
// SQLite and on PostgreSQL: start the real portal on a fresh demo database and measure each call (the "empty"
// column); stop it, load one business with --invoices invoices (default 1,000,000) and their ledger entries over
// twelve months plus --others other businesses (default 200, --others-invoices each) in bulk SQL; start it again and
// measure the same calls at that size, in the same run. Prints a markdown table of p95 latencies against the
// targets (each call's p95 <= 20 ms at size; the invoice + pay pair's server CPU <= 1.2x its cost on the empty
// database). Exits non-zero only when it cannot measure.
//   npm run bench:history -- --invoices=200000 --others=50
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createDb } from '../../../src/server/db/database.ts';
import { expectOk, measure, prepare, request, startServer, stopServer, withPostgres, PG_ADMIN_URL, type Level, type Server } from '../harness.ts';
import { seedHistory } from './seed.ts';

const flag = (name: string, fallback: number) => {
  const given = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return given ? Number(given.split('=')[1]) : fallback;
};
const SIZE = { invoices: flag('invoices', 1_000_000), others: flag('others', 200), othersInvoices: flag('others-invoices', 500) };
const ONLY = process.argv.find((arg) => arg.startsWith('--only='))?.split('=')[1] ?? null;
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

async function runOn(name: string, env: Record<string, string>, databaseUrl: string | null, sqliteFile: string) {
  console.error(`${name}: measuring the demo database`);
  let server = await startServer('app', env);
  let empty: Measured;
  const signedInAt = Date.now();
  try {
    empty = await measureAll(server, await prepare(server.port));
  } finally {
    await stopServer(server);
  }
  console.error(`${name}: loading ${SIZE.invoices} invoices and ${SIZE.others} other businesses`);
  const db = createDb({ databaseUrl, sqliteFile });
  let seeded;
  try {
    seeded = await seedHistory(db, { ...SIZE, log: (line) => console.error(line) });
  } finally {
    await db.destroy();
  }
  console.error(`${name}: measuring at size`);
  server = await startServer('app', env);
  try {
    // A fresh session (the first may have expired while loading); a second code to the phone waits out the minute.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, signedInAt + 62_000 - Date.now())));
    return { name, empty, full: await measureAll(server, await prepare(server.port)), seeded };
  } finally {
    await stopServer(server);
  }
}

async function main(): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-history-'));
  const runs: Awaited<ReturnType<typeof runOn>>[] = [];
  try {
    if (ONLY !== 'postgres') {
      const file = path.join(dir, 'portal.sqlite');
      runs.push(await runOn('SQLite', { BENCH_DATABASE_URL: '', BENCH_SQLITE_FILE: file }, null, file));
    }
    if (ONLY !== 'sqlite') {
      const postgres = await withPostgres((url) => runOn('PostgreSQL', { BENCH_DATABASE_URL: url }, url, ''));
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
    console.log(`\n${run.name}: ${run.seeded.invoices.toLocaleString('en')} invoices loaded in ${run.seeded.seconds.toFixed(0)} s (demo business ${SIZE.invoices.toLocaleString('en')}).`);
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
