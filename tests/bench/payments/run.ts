// Payments benchmark (issue 3, item 9): invoice + pay pairs per second and their p50/p99 latency at 1, 16 and 64
// concurrent clients against the real server over HTTP on loopback, on SQLite and on PostgreSQL, beside a bare
// Fastify JSON route measured in the same run at the same concurrency. The servers run in their own processes, so
// the load generator does not share their event loop. Prints a markdown table with the ratio pair rate / bare rate;
// target at 16 clients on SQLite: ratio >= 0.10 and p99 <= 50 ms. Each row also shows the server process's CPU time
// per pair (and the bare route's per request), which the machine's other load disturbs far less than the rates.
// Exits non-zero only when it cannot measure.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const CONCURRENCY = [1, 16, 64] as const;
/** Bounded work: pairs per level for the portal, requests per level for the bare route. */
const PAIRS: Record<number, number> = { 1: 300, 16: 2_000, 64: 3_000 };
const BARE: Record<number, number> = { 1: 3_000, 16: 20_000, 64: 30_000 };
const TARGET = { clients: 16, ratio: 0.1, p99Ms: 50 } as const;
const STAFF_TOKEN = 'bench-staff-token';
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

type Server = { port: number; child: ChildProcess };
/** `cpu`: the server process's CPU time per operation (all its threads), steadier than rates on a shared machine. */
type Level = { clients: number; rate: number; p50: number; p99: number; cpu: number | null };

function startServer(kind: 'app' | 'bare', env: Record<string, string> = {}): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'server.ts'), kind], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /PORT (\d+)/.exec(output);
      if (match) resolve({ port: Number(match[1]), child });
    });
    child.on('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
}

function stopServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.child.removeAllListeners('exit');
    server.child.once('exit', () => resolve());
    server.child.kill('SIGTERM');
  });
}

type Reply = { status: number; body: any };

function request(agent: http.Agent, port: number, method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method,
        path: url,
        headers: { ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString() || 'null') }));
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

function expectOk(reply: Reply, what: string): any {
  if (reply.status !== 200) throw new Error(`${what}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.data;
}

/** Signs the demo agent in over HTTP (code from the dev SMS outbox) and funds its deposit through the staff API. */
async function prepare(port: number) {
  const agent = new http.Agent({ keepAlive: true });
  const phone = '998900000001';
  const otp = expectOk(await request(agent, port, 'POST', '/api/agent/v1/otp', { phone }), 'otp');
  const sms = expectOk(await request(agent, port, 'GET', `/api/dev/v1/sms?phone=${phone}`), 'sms');
  const confirmed = expectOk(
    await request(agent, port, 'POST', '/api/agent/v1/otp/confirm-otp', { otpToken: otp.token, otp: sms[0].code, trusted: false }),
    'confirm',
  );
  const entered = expectOk(await request(agent, port, 'POST', '/api/agent/v1/otp/enter-password', { confirmToken: confirmed.confirmToken, password: '111111' }), 'pin');
  const auth = { authorization: `Bearer ${entered.auth.accessToken as string}` };
  expectOk(await request(agent, port, 'POST', '/api/staff/v1/deposit', { business: '305123456', amount: 1_000_000_000_000 }, { authorization: `Bearer ${STAFF_TOKEN}` }), 'deposit');
  const merchants = expectOk(
    await request(agent, port, 'POST', '/api/agent/v1/agent-merchant/pageable', { perPage: 1000 }, auth),
    'merchants',
  ) as { content: { id: string; key: string }[] };
  const suvsoz = merchants.content.find((merchant) => merchant.key === 'suvsoz');
  if (!suvsoz) throw new Error('the demo catalogue has no suvsoz merchant');
  agent.destroy();
  return { auth, merchantId: suvsoz.id };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** CPU milliseconds a process has used (user + system, every thread), from Linux's /proc; null elsewhere. */
function cpuMsOf(pid: number | undefined): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime and stime, in clock ticks of 1/100 s
  } catch {
    return null;
  }
}

/** Runs `total` operations over `clients` concurrent loops; each loop has its own keep-alive connection. */
async function measure(server: Server, clients: number, total: number, operation: (agent: http.Agent) => Promise<void>): Promise<Level> {
  const latencies: number[] = [];
  let next = 0;
  const cpuBefore = cpuMsOf(server.child.pid);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      while (next < total) {
        next += 1;
        const begin = performance.now();
        await operation(agent);
        latencies.push(performance.now() - begin);
      }
      agent.destroy();
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = cpuMsOf(server.child.pid);
  const cpu = cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / latencies.length;
  latencies.sort((a, b) => a - b);
  return { clients, rate: latencies.length / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99), cpu };
}

async function measurePortal(server: Server): Promise<Level[]> {
  const { port } = server;
  const { auth, merchantId } = await prepare(port);
  const pair = async (agent: http.Agent) => {
    const body = { salePointId: '01900000-0000-7000-8000-000000000101', agentMerchantId: merchantId, account: '1234567', amount: 100_000, requestDate: Date.now() };
    const opened = expectOk(await request(agent, port, 'POST', '/api/agent/v1/invoice', body, { ...auth, 'idempotency-key': crypto.randomUUID() }), 'invoice');
    const paid = expectOk(
      await request(agent, port, 'POST', '/api/agent/v1/pay', { invoiceNumber: opened.invoiceNumber }, { ...auth, 'idempotency-key': crypto.randomUUID() }),
      'pay',
    );
    if (paid.status !== 'SUCCESSFUL') throw new Error(`pay answered ${paid.status}`);
  };
  await measure(server, 4, 100, pair); // warm-up: JIT, prepared statements, connection pool
  const levels: Level[] = [];
  for (const clients of CONCURRENCY) levels.push(await measure(server, clients, PAIRS[clients]!, pair));
  return levels;
}

async function measureBare(server: Server): Promise<Level[]> {
  const { port } = server;
  const get = async (agent: http.Agent) => {
    expectOk(await request(agent, port, 'GET', '/bare'), 'bare');
  };
  await measure(server, 4, 2_000, get);
  const levels: Level[] = [];
  for (const clients of CONCURRENCY) levels.push(await measure(server, clients, BARE[clients]!, get));
  return levels;
}

async function withPostgres<T>(work: (url: string) => Promise<T>): Promise<T | null> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `portal_bench_${crypto.randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${name}`;
    return await work(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function portalOn(env: Record<string, string>): Promise<Level[]> {
  const server = await startServer('app', env);
  try {
    return await measurePortal(server);
  } finally {
    await stopServer(server);
  }
}

async function main(): Promise<number> {
  const bareServer = await startServer('bare');
  let bare: Level[];
  try {
    bare = await measureBare(bareServer);
  } finally {
    await stopServer(bareServer);
  }
  const sqlite = await portalOn({ BENCH_DATABASE_URL: '' });
  const postgres = await withPostgres((url) => portalOn({ BENCH_DATABASE_URL: url }));

  const ms = (value: number) => value.toFixed(1);
  const cpu = (level: Level) => (level.cpu === null ? 'n/a' : ms(level.cpu));
  const rows = [
    '| database | clients | pairs/s | p50 ms | p99 ms | server CPU ms/pair | bare req/s | bare CPU ms/req | ratio |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  const add = (name: string, levels: Level[]) => {
    levels.forEach((level, index) => {
      const reference = bare[index]!;
      rows.push(
        `| ${name} | ${level.clients} | ${level.rate.toFixed(0)} | ${ms(level.p50)} | ${ms(level.p99)} | ${cpu(level)} | ${reference.rate.toFixed(0)} | ${reference.cpu === null ? 'n/a' : reference.cpu.toFixed(3)} | ${(level.rate / reference.rate).toFixed(3)} |`,
      );
    });
  };
  add('SQLite', sqlite);
  if (postgres) add('PostgreSQL', postgres);
  console.log(rows.join('\n'));
  if (!postgres) console.log(`\nPostgreSQL: not reachable at ${PG_ADMIN_URL} (set BENCH_PG_URL), not measured.`);

  const index = CONCURRENCY.indexOf(TARGET.clients);
  const target = sqlite[index]!;
  const ratio = target.rate / bare[index]!.rate;
  const pass = ratio >= TARGET.ratio && target.p99 <= TARGET.p99Ms;
  console.log(
    `\nTarget at ${TARGET.clients} clients on SQLite: ratio ${ratio.toFixed(3)} (>= ${TARGET.ratio}), p99 ${ms(target.p99)} ms (<= ${TARGET.p99Ms}): ${pass ? 'PASS' : 'FAIL'}`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('could not measure:', error);
    process.exit(1);
  },
);
