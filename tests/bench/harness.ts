// What the server benchmarks share (payments, history): the portal or a bare route in a process of its own, HTTP
// requests over keep-alive connections, the demo agent signed in, and loops measuring latency and server CPU.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const STAFF_TOKEN = 'bench-staff-token';
export const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type Server = { port: number; child: ChildProcess };
/** `cpu`: the server process's CPU time per operation (all its threads), steadier than rates on a shared machine. */
export type Level = { clients: number; rate: number; p50: number; p95: number; p99: number; cpu: number | null };

export function startServer(kind: 'app' | 'bare', env: Record<string, string> = {}): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'payments', 'server.ts'), kind], {
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

export function stopServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.child.removeAllListeners('exit');
    server.child.once('exit', () => resolve());
    server.child.kill('SIGTERM');
  });
}

export type Reply = { status: number; body: any };

export function request(agent: http.Agent, port: number, method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply> {
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

export function expectOk(reply: Reply, what: string): any {
  if (reply.status !== 200) throw new Error(`${what}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.data;
}

/** Signs the demo agent in over HTTP (code from the dev SMS outbox) and funds its deposit through the staff API. */
export async function prepare(port: number) {
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

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** CPU milliseconds a process has used (user + system, every thread), from Linux's /proc; null elsewhere. */
export function cpuMsOf(pid: number | undefined): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime and stime, in clock ticks of 1/100 s
  } catch {
    return null;
  }
}

/** Runs `total` operations over `clients` concurrent loops; each loop has its own keep-alive connection. */
export async function measure(server: Server, clients: number, total: number, operation: (agent: http.Agent) => Promise<void>): Promise<Level> {
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
  return { clients, rate: latencies.length / seconds, p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), cpu };
}

export async function withPostgres<T>(work: (url: string) => Promise<T>): Promise<T | null> {
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

