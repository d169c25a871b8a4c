// Export benchmark (issue 21 item 3): the transactions export of a year of a large agent (BENCH_INVOICES invoices of
// the demo business over the last 365 days, 1,000,000 by default, bulk-loaded by the history bench's seed) streamed
// over HTTP as CSV and as XLSX. Prints rows per second, the server's peak RSS and heap above its idle level (target:
// under 100 MB above idle) and the slowest answer of a request made every 100 ms during the export (the export lets
// other requests through between its pages). The server runs in this process (run with --expose-gc, as
// `npm run bench:export` does, for a steady idle level); the client discards the bytes. SQLite by default; a kept
// database: BENCH_HISTORY_SQLITE=<file> (loaded on the first run, reused after). Exits non-zero only when it cannot
// measure.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../../../src/server/app.ts';
import { signIn } from '../../api/helper.ts';
import { isHistoryLoaded, seedHistory } from '../history/seed.ts';

const INVOICES = Number(process.env.BENCH_INVOICES ?? 1_000_000);
const TARGET_MB = 100;
/** BENCH_EXPORT_FORMATS=csv measures one format only. */
const FORMATS = (process.env.BENCH_EXPORT_FORMATS ?? 'csv,xlsx').split(',') as ('csv' | 'xlsx')[];
const MB = 1024 * 1024;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-export-'));
const app = await buildApp({
  env: 'development',
  host: '127.0.0.1',
  port: 0,
  dataDir,
  databaseUrl: null,
  sqliteFile: process.env.BENCH_HISTORY_SQLITE || path.join(dataDir, 'portal.sqlite'),
  staffToken: 'bench-staff-token',
  smsProvider: 'dev',
  seed: 'demo',
  clientDir: null,
  logLevel: 'silent',
  rateLimit: { global: 100_000_000, auth: 100_000_000, export: 100_000_000 },
  // A kept database keeps its SMS log: every run signs the demo agent in again.
  smsBudget: { perPhone: 100_000, cardCodesPerUser: 100_000, signUpPhonesPerClient: 100_000 },
  mapTilesOrigin: 'https://tile.openstreetmap.org',
});

const gc = (globalThis as { gc?: () => void }).gc;
const settle = async () => {
  for (let i = 0; i < 3; i++) {
    gc?.();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

type Run = { format: string; rows: number; bytes: number; seconds: number; rssMb: number; heapMb: number; slowestMs: number };

function exportOnce(port: number, token: string, body: object): Promise<number> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/agent/v1/invoice/export',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        if (response.statusCode !== 200) reject(new Error(`export answered ${response.statusCode}`));
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

function probe(port: number): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/health' }, (response) => {
        response.resume();
        response.on('end', () => resolve(performance.now() - started));
      })
      .on('error', reject);
  });
}

async function measure(port: number, token: string, format: 'csv' | 'xlsx', rows: number, since: number): Promise<Run> {
  await settle();
  const idle = process.memoryUsage();
  let peakRss = idle.rss;
  let peakHeap = idle.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 20);
  let slowest = 0;
  let probing = true;
  const probes = (async () => {
    while (probing) {
      slowest = Math.max(slowest, await probe(port));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const started = performance.now();
  const bytes = await exportOnce(port, token, { format, search: [{ key: 'createdDate', operation: '>=', value: since }] });
  const seconds = (performance.now() - started) / 1000;
  probing = false;
  await probes;
  clearInterval(sampler);
  return { format, rows, bytes, seconds, rssMb: (peakRss - idle.rss) / MB, heapMb: (peakHeap - idle.heapUsed) / MB, slowestMs: slowest };
}

try {
  await app.ready();
  const db = app.ctx.db;
  if (await isHistoryLoaded(db)) console.error('the history is already loaded, measuring it as it is');
  else {
    console.error(`loading ${INVOICES} invoices of the demo business`);
    await seedHistory(db, { invoices: INVOICES, others: 0, othersInvoices: 0, log: (line) => console.error(line) });
  }
  // A freshly loaded database's write-ahead log is checkpointed now, not by a write during the measurement.
  await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const token = (await signIn(app, '998900000001', '111111')).accessToken;
  const since = Date.now() - 366 * 86_400_000;
  const business = await db.selectFrom('app_user').select('business_id').where('phone', '=', '998900000001').executeTakeFirstOrThrow();
  const counted = await db
    .selectFrom('invoice')
    .select(sql<number>`count(*)`.as('n'))
    .where('business_id', '=', business.business_id!)
    .where('created_at', '>=', new Date(since).toISOString())
    .executeTakeFirstOrThrow();
  const rows = Number(counted.n);
  // Warm the paths (statements prepared, exceljs loaded) before the idle level is taken.
  await exportOnce(port, token, { format: 'csv', search: [{ key: 'invoiceNumber', operation: '=', value: 'none' }] });
  await exportOnce(port, token, { format: 'xlsx', search: [{ key: 'invoiceNumber', operation: '=', value: 'none' }] });
  const runs: Run[] = [];
  for (const format of FORMATS) {
    const run = await measure(port, token, format, rows, since);
    runs.push(run);
    console.log(
      `SQLite ${format}: ${run.rows} rows in ${run.seconds.toFixed(1)} s = ${Math.round(run.rows / run.seconds)} rows/s, ${(run.bytes / MB).toFixed(0)} MB; ` +
        `peak RSS +${run.rssMb.toFixed(0)} MB, heap +${run.heapMb.toFixed(0)} MB above idle (target < ${TARGET_MB} MB)${run.rssMb >= TARGET_MB ? ' — OVER' : ''}; ` +
        `slowest /health during it ${run.slowestMs.toFixed(0)} ms`,
    );
  }
  const load = os.loadavg().map((value) => value.toFixed(2)).join(' / ');
  console.log(`load average ${load} (1/5/15 min, ${os.cpus().length} cores)`);
} finally {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
