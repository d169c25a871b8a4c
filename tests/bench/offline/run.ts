// Offline benchmark (issue 4, item 7), three measurements:
// 1. Reconnect to drained: 500 payments wait in the real outbox (Dexie on fake-indexeddb, the real drainer and state
//    machine) while "offline"; the clock starts when the connection returns and stops when every item holds its
//    server answer. The reference, in the same run against the same server: 500 direct invoice + pay pairs sent one
//    after the other, as the single drainer sends them (DESIGN §6: one at a time, in creation order). Target: ratio
//    drained time / direct time <= 1.5, i.e. the outbox's bookkeeping costs at most half the network work.
// 1b. The same drain on a lossy link (issue 16): 100 queued payments over a link that drops a fifth of the requests
//    (they never reach the server) and loses a fifth of the answers (the server acted, the drainer hears nothing),
//    against the same 100 on a clean link. Target: lossy <= 3x clean. `--lossy` measures only this.
// 2. Catalogue search per keystroke over 10 000 merchants with the workspace's own filter (visibleMerchants), typing
//    several queries letter by letter. Target: p95 <= 16 ms (one frame).
// 3. The cold offline start to an interactive workspace in Chromium, against the same start online (cold-start.ts).
// The server is the real portal in its own process (tests/bench/payments/server.ts). Prints a markdown table; exits
// non-zero only when it cannot measure.
import 'fake-indexeddb/auto';
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import type { Merchant } from '#shared/api/catalogue.ts';
import { request } from '../harness.ts';
import { measureColdStart } from './cold-start.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const PAYMENTS = 500;
const CATALOGUE = 10_000;
const LOSSY_PAYMENTS = 100;
const LOSS = { droppedRequests: 0.2, lostAnswers: 0.2 } as const;
const TARGET = { ratio: 1.5, searchP95Ms: 16, lossyRatio: 3 } as const;
const SALE_POINT = '01900000-0000-7000-8000-000000000101';

// The outbox modules reach the browser's globals (the API client's session, the theme class): give them a window.
// jsdom ships no types; the benchmark needs only its window.
type Dom = { window: Window & typeof globalThis };
const JSDOM_MODULE = 'jsdom';
const { JSDOM } = (await import(JSDOM_MODULE)) as unknown as { JSDOM: new (html: string, options: { url: string }) => Dom };
const dom = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://127.0.0.1/' });
Object.assign(globalThis, { window: dom.window, document: dom.window.document, localStorage: dom.window.localStorage });

type Reply = { status: number; body: { data: any } };
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

const call = (port: number, method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply> =>
  request(agent, port, method, url, body, headers);

function ok(reply: Reply, what: string): any {
  if (reply.status !== 200) throw new Error(`${what}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.data;
}

function startServer(): Promise<{ port: number; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'tests/bench/payments/server.ts'), 'app'], {
    cwd: ROOT,
    env: { ...process.env, BENCH_DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /PORT (\d+)/.exec(output);
      if (match) resolve({ port: Number(match[1]), child });
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** The demo agent's session and a SIMPLE merchant; the deposit is funded far beyond the run. */
async function prepare(port: number) {
  const phone = '998900000001';
  const otp = ok(await call(port, 'POST', '/api/agent/v1/otp', { phone }), 'otp');
  const sms = ok(await call(port, 'GET', `/api/dev/v1/sms?phone=${phone}`), 'sms');
  const confirmed = ok(await call(port, 'POST', '/api/agent/v1/otp/confirm-otp', { otpToken: otp.token, otp: sms[0].code, trusted: false }), 'confirm');
  const entered = ok(await call(port, 'POST', '/api/agent/v1/otp/enter-password', { confirmToken: confirmed.confirmToken, password: '111111' }), 'pin');
  const auth = { authorization: `Bearer ${entered.auth.accessToken as string}` };
  ok(await call(port, 'POST', '/api/staff/v1/deposit', { business: '305123456', amount: 1_000_000_000_000 }, { authorization: 'Bearer bench-staff-token' }), 'deposit');
  const merchant = ok(await call(port, 'GET', '/api/agent/v1/agent-merchant/static/toza-hudud', undefined, auth), 'merchant') as { id: string };
  return { auth, merchantId: merchant.id };
}

async function directPairs(port: number, auth: Record<string, string>, merchantId: string, count: number, base: number): Promise<number> {
  const started = performance.now();
  for (let index = 0; index < count; index++) {
    const key = crypto.randomUUID();
    const body = { salePointId: SALE_POINT, agentMerchantId: merchantId, account: `TH-${base + index}`, amount: 100_000, requestDate: Date.now(), scope: true };
    const opened = ok(await call(port, 'POST', '/api/agent/v1/invoice', body, { ...auth, 'idempotency-key': `${key}:invoice` }), 'invoice');
    ok(await call(port, 'POST', '/api/agent/v1/pay', { invoiceNumber: opened.invoiceNumber, scope: true }, { ...auth, 'idempotency-key': `${key}:pay` }), 'pay');
  }
  return performance.now() - started;
}

/** A repeatable random sequence (mulberry32), so a lossy run drops the same requests each time. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Link = { lossy: boolean; dropped: number; lost: number };

async function drained(
  port: number,
  auth: Record<string, string>,
  merchantId: string,
  count = PAYMENTS,
  base = 600_000,
  link: Link = { lossy: false, dropped: 0, lost: 0 },
): Promise<number> {
  const { openOutboxDatabase } = await import('#client/offline/db.ts');
  const { startDrainer } = await import('#client/offline/drainer.ts');
  const { enqueue } = await import('#client/offline/outbox.ts');
  const { ApiError } = await import('#client/lib/api.ts');
  const db = openOutboxDatabase(`bench-outbox-${crypto.randomUUID()}`);
  const answer = (reply: Reply) => {
    if (reply.status !== 200) throw new ApiError(String((reply.body as { data?: { message?: string } })?.data?.message ?? 'internal_error') as never, reply.status);
    return reply.body.data;
  };
  let online = false;
  const chance = seeded(base);
  const { ApiError: LinkError } = await import('#client/lib/api.ts');
  /** The link: a dropped request never reaches the server; a lost answer does, and its answer is thrown away. */
  const over = async (send: () => Promise<Reply>): Promise<Reply> => {
    if (link.lossy && chance() < LOSS.droppedRequests) {
      link.dropped++;
      throw new LinkError('network_error', 0);
    }
    const reply = await send();
    if (link.lossy && chance() < LOSS.lostAnswers) {
      link.lost++;
      throw new LinkError('network_error', 0);
    }
    return reply;
  };
  for (let index = 0; index < count; index++) {
    await enqueue(
      {
        ownerId: 'bench',
        salePointId: SALE_POINT,
        merchantId,
        flow: 'SIMPLE',
        invoice: { salePointId: SALE_POINT, agentMerchantId: merchantId, account: `TH-${base + index}`, amount: 100_000, scope: true },
        summary: { merchantName: { uz: 'Toza hudud', ru: 'Тоза худуд', en: 'Toza hudud' }, merchantImage: null, account: `TH-${base + index}`, amount: 100_000, commission: 0, total: 100_000 },
      },
      db,
    );
  }
  const drainer = startDrainer({
    ownerId: 'bench',
    db,
    locks: null,
    canSend: () => online,
    measureClock: async () => null,
    transport: {
      createInvoice: async (body, key) =>
        answer(await over(() => call(port, 'POST', '/api/agent/v1/invoice', body, { ...auth, 'idempotency-key': key }))),
      pay: async (invoiceNumber, key) =>
        answer(await over(() => call(port, 'POST', '/api/agent/v1/pay', { invoiceNumber, scope: true }, { ...auth, 'idempotency-key': key }))),
    },
  });
  await drainer.started;
  await drainer.idle();
  const started = performance.now();
  online = true;
  window.dispatchEvent(new dom.window.Event('online'));
  // The wake-up reaches the drainer's loop; wait until nothing is left to send.
  for (;;) {
    await drainer.idle();
    if ((await db.items.where('state').anyOf('queued', 'sending').count()) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const elapsed = performance.now() - started;
  const paid = await db.items.where('state').equals('PAID').count();
  await drainer.stop();
  await db.delete();
  if (paid !== count) throw new Error(`only ${paid} of ${count} payments were paid`);
  return elapsed;
}

async function searchP95(): Promise<{ p50: number; p95: number; keystrokes: number }> {
  const { visibleMerchants } = await import('../../../src/client/features/payments/flow-rules.ts');
  const words = ['mobile', 'gaz', 'internet', 'suv', 'elektr', 'bank', 'taxi', 'school', 'tv', 'kredit'];
  const merchants = Array.from({ length: CATALOGUE }, (_, index) => {
    const word = words[index % words.length]!;
    return {
      id: `m-${index}`,
      key: `service-${index}`,
      name: { uz: `${word} xizmati ${index}`, ru: `Услуга ${word} ${index}`, en: `${word} service ${index}` },
      merchantCategoryId: `c-${index % 40}`,
      position: CATALOGUE - index,
      status: { value: index % 50 === 0 ? 'INACTIVE' : 'ACTIVE' },
    } as unknown as Merchant;
  });
  const queries = ['beeline mobile', 'internet 42', 'услуга gaz', 'school service 9999', 'kredit'];
  const times: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (const query of queries) {
      for (let length = 1; length <= query.length; length++) {
        const begin = performance.now();
        visibleMerchants(merchants, { query: query.slice(0, length), categoryId: null });
        times.push(performance.now() - begin);
      }
    }
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;
  return { p50: at(50), p95: at(95), keystrokes: times.length };
}

/** The lossy-link figure: the same 100 payments' drain on a clean link, then on the lossy one. */
async function lossyDrain(port: number, auth: Record<string, string>, merchantId: string) {
  await drained(port, auth, merchantId, 30, 650_000); // warm-up: the outbox code's first run
  const clean = await drained(port, auth, merchantId, LOSSY_PAYMENTS, 700_000);
  const link: Link = { lossy: true, dropped: 0, lost: 0 };
  const lossy = await drained(port, auth, merchantId, LOSSY_PAYMENTS, 800_000, link);
  return { clean, lossy, ratio: lossy / clean, dropped: link.dropped, lost: link.lost };
}

function printLossy(figure: Awaited<ReturnType<typeof lossyDrain>>): void {
  const ms = (value: number) => value.toFixed(1);
  console.log(`| drain of ${LOSSY_PAYMENTS} queued payments, clean link | ${ms(figure.clean)} ms | reference | |`);
  console.log(
    `| same drain, ${LOSS.droppedRequests * 100} % requests dropped + ${LOSS.lostAnswers * 100} % answers lost (${figure.dropped} dropped, ${figure.lost} lost) | ${ms(figure.lossy)} ms | | |`,
  );
  console.log(`| ratio lossy / clean | ${figure.ratio.toFixed(2)} | <= ${TARGET.lossyRatio} | ${figure.ratio <= TARGET.lossyRatio ? 'yes' : 'no'} |`);
}

async function main(): Promise<number> {
  const server = await startServer();
  if (process.argv.includes('--lossy')) {
    try {
      const { auth, merchantId } = await prepare(server.port);
      await directPairs(server.port, auth, merchantId, 50, 100_000); // warm-up
      const figure = await lossyDrain(server.port, auth, merchantId);
      console.log('| measurement | value | target | met |');
      console.log('|---|---:|---:|:-:|');
      printLossy(figure);
    } finally {
      server.child.removeAllListeners('exit');
      server.child.kill('SIGTERM');
      agent.destroy();
    }
    return 0;
  }
  let direct: number;
  let queued: number;
  let lossy: Awaited<ReturnType<typeof lossyDrain>>;
  try {
    const { auth, merchantId } = await prepare(server.port);
    await directPairs(server.port, auth, merchantId, 100, 100_000); // warm-up: JIT, prepared statements
    direct = await directPairs(server.port, auth, merchantId, PAYMENTS, 200_000);
    queued = await drained(server.port, auth, merchantId);
    lossy = await lossyDrain(server.port, auth, merchantId);
  } finally {
    server.child.removeAllListeners('exit');
    server.child.kill('SIGTERM');
    agent.destroy();
  }
  const search = await searchP95();
  const cold = await measureColdStart();
  const ratio = queued / direct;
  const ms = (value: number) => value.toFixed(1);
  console.log('| measurement | value | target | met |');
  console.log('|---|---:|---:|:-:|');
  console.log(`| ${PAYMENTS} direct invoice + pay pairs, one at a time | ${ms(direct)} ms | reference | |`);
  console.log(`| reconnect to drained outbox, ${PAYMENTS} payments | ${ms(queued)} ms | | |`);
  console.log(`| ratio drained / direct | ${ratio.toFixed(2)} | <= ${TARGET.ratio} | ${ratio <= TARGET.ratio ? 'yes' : 'no'} |`);
  printLossy(lossy);
  console.log(`| catalogue search per keystroke, ${CATALOGUE} merchants, p50 | ${ms(search.p50)} ms | | |`);
  console.log(`| catalogue search per keystroke, p95 (${search.keystrokes} keystrokes) | ${ms(search.p95)} ms | <= ${TARGET.searchP95Ms} ms | ${search.p95 <= TARGET.searchP95Ms ? 'yes' : 'no'} |`);
  console.log(`| cold start online to interactive workspace, median | ${ms(cold.onlineMs)} ms | reference | |`);
  console.log(`| cold start offline to interactive workspace, median | ${ms(cold.offlineMs)} ms | | |`);
  console.log(`| ratio offline / online start | ${(cold.offlineMs / cold.onlineMs).toFixed(2)} | none set | |`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
