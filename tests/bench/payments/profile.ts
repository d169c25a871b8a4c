// Where an invoice + pay pair's server time goes (issue 13 item 2): the real portal in this process (the payments
// benchmark's server, SQLite, or PostgreSQL with BENCH_DATABASE_URL), PAIRS pairs through Fastify's inject after a
// warm-up, under V8's profiler; prints the self time by area (SQL driver, Kysely, Fastify, GC, ...) and the heaviest
// functions. Run alone and niced: `nice -n 5 npx tsx tests/bench/payments/profile.ts`.
import crypto from 'node:crypto';
import fs from 'node:fs';
import inspector from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../../src/server/app.ts';

const PAIRS = Number(process.env.PAIRS ?? 500);
const CHILONZOR = '01900000-0000-7000-8000-000000000101';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-profile-'));
const app = await buildApp({
  env: 'development',
  host: '127.0.0.1',
  port: 0,
  dataDir,
  databaseUrl: process.env.BENCH_DATABASE_URL || null,
  sqliteFile: path.join(dataDir, 'portal.sqlite'),
  staffToken: 'bench-staff-token',
  smsProvider: 'dev',
  seed: 'demo',
  clientDir: null,
  logLevel: 'silent',
  rateLimit: { global: 100_000_000, auth: 100_000_000 },
  mapTilesOrigin: 'https://tile.openstreetmap.org',
});

async function call(method: 'GET' | 'POST', url: string, body?: unknown, headers: Record<string, string> = {}) {
  const reply = await app.inject({ method, url, payload: body as object | undefined, headers });
  if (reply.statusCode !== 200) throw new Error(`${url}: ${reply.statusCode} ${reply.body}`);
  return (reply.json() as { data: any }).data;
}

const phone = '998900000001';
const otp = await call('POST', '/api/agent/v1/otp', { phone });
const sms = await call('GET', `/api/dev/v1/sms?phone=${phone}`);
const confirmed = await call('POST', '/api/agent/v1/otp/confirm-otp', { otpToken: otp.token, otp: sms[0].code, trusted: false });
const entered = await call('POST', '/api/agent/v1/otp/enter-password', { confirmToken: confirmed.confirmToken, password: '111111' });
const auth = { authorization: `Bearer ${entered.auth.accessToken as string}` };
await call('POST', '/api/staff/v1/deposit', { business: '305123456', amount: 1_000_000_000_000 }, { authorization: 'Bearer bench-staff-token' });
const merchants = (await call('POST', '/api/agent/v1/agent-merchant/pageable', { perPage: 1000 }, auth)) as { content: { id: string; key: string }[] };
const merchantId = merchants.content.find((merchant) => merchant.key === 'suvsoz')!.id;

async function pair() {
  const body = { salePointId: CHILONZOR, agentMerchantId: merchantId, account: '1234567', amount: 100_000, requestDate: Date.now() };
  const opened = await call('POST', '/api/agent/v1/invoice', body, { ...auth, 'idempotency-key': crypto.randomUUID() });
  const paid = await call('POST', '/api/agent/v1/pay', { invoiceNumber: opened.invoiceNumber }, { ...auth, 'idempotency-key': crypto.randomUUID() });
  if (paid.status !== 'SUCCESSFUL') throw new Error(`pay answered ${paid.status}`);
}

for (let i = 0; i < 100; i++) await pair(); // warm-up: JIT, caches, statements
const session = new inspector.Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.start');
const started = performance.now();
for (let i = 0; i < PAIRS; i++) await pair();
const elapsed = performance.now() - started;
const { profile } = await session.post('Profiler.stop');
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount: number };
const nodes = profile.nodes as Node[];
const total = nodes.reduce((sum, node) => sum + node.hitCount, 0);
const AREAS: [string, RegExp][] = [
  ['SQL driver (better-sqlite3, pg)', /better-sqlite3|node_modules\/pg|pg-protocol|pg-pool/],
  ['Kysely (building, compiling, plugins)', /node_modules\/kysely/],
  ['Fastify, inject, JSON schema', /fastify|light-my-request|avvio|find-my-way|fast-json|ajv/],
  ['valibot', /valibot/],
  ['the portal (src/)', /\/src\//],
];
const byArea = new Map<string, number>();
const byFunction = new Map<string, number>();
for (const node of nodes) {
  const { functionName, url, lineNumber } = node.callFrame;
  const area = functionName === '(garbage collector)' ? 'garbage collection' : (AREAS.find(([, pattern]) => pattern.test(url))?.[0] ?? (url ? 'other JavaScript (node, libraries)' : `V8/native ${functionName}`));
  byArea.set(area, (byArea.get(area) ?? 0) + node.hitCount);
  const name = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '').replace(/^.*\/src\//, 'src/')}:${lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + node.hitCount);
}
const share = (hits: number) => `${((100 * hits) / total).toFixed(1)} %`;
console.log(`${PAIRS} pairs in ${elapsed.toFixed(0)} ms: ${(elapsed / PAIRS).toFixed(2)} ms a pair (one process, no concurrency)\n`);
console.log('| area | self time |\n|---|---:|');
for (const [area, hits] of [...byArea].sort((a, b) => b[1] - a[1])) console.log(`| ${area} | ${share(hits)} |`);
console.log('\nHeaviest functions (self time):');
for (const [name, hits] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${share(hits).padStart(7)}  ${name}`);
