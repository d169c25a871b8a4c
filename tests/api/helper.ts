// The API suite's harness: buildApp() on a fresh database per test file (SQLite in memory, or a new PostgreSQL
// database when TEST_DATABASE_URL is set), a clock the test moves, and sign-in helpers through the real calls.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, type BuildOptions } from '../../src/server/app.ts';
import type { Config } from '../../src/server/config.ts';
import type { Clock } from '../../src/server/clock.ts';
import { checkAnswers } from './contract-check.ts';

export type TestClock = Clock & { advance(ms: number): void; set(at: Date): void };

export function testClock(start = new Date()): TestClock {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
    set: (at) => {
      now = at.getTime();
    },
  };
}

/** A new, empty PostgreSQL database beside the one of `baseUrl`, and how to drop it. */
export async function freshPostgres(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `portal_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        // The app's pool has ended, but its backends may take a moment to go; forcing the drop would kill them
        // mid-goodbye and surface as an uncaught 57P01 in the closing client. Wait for them, force only at last.
        for (let attempt = 0; ; attempt++) {
          try {
            await client.query(`DROP DATABASE IF EXISTS ${name}${attempt < 50 ? '' : ' WITH (FORCE)'}`);
            break;
          } catch (error) {
            if (attempt >= 50) throw error;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      } finally {
        await client.end();
      }
    },
  };
}

export type TestApp = {
  app: FastifyInstance;
  clock: TestClock;
  config: Config;
  /** Closes the app and builds a new one on the same database (and clock); `app` is replaced. */
  reopen: () => Promise<FastifyInstance>;
  close: () => Promise<void>;
};

export type TestAppOptions = {
  /** Registers extra routes (test-only calls) before the first request makes the app ready. */
  routes?: (app: FastifyInstance) => void;
  /** Providers standing in for the defaults (buildApp's options). */
  providers?: BuildOptions['providers'];
  /** The URL the app reaches its fresh PostgreSQL database by (a counting proxy: tests/payment-counts.ts). */
  postgresVia?: (url: string) => Promise<string>;
};

export async function createTestApp(overrides: Partial<Config> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-api-'));
  const postgres = process.env.TEST_DATABASE_URL ? await freshPostgres(process.env.TEST_DATABASE_URL) : null;
  const config: Config = {
    env: 'test',
    host: '127.0.0.1',
    port: 0,
    dataDir,
    databaseUrl: postgres ? ((await options.postgresVia?.(postgres.url)) ?? postgres.url) : null,
    sqliteFile: ':memory:',
    staffToken: 'staff-test-token',
    smsProvider: 'dev',
    seed: 'demo',
    clientDir: null,
    logLevel: 'silent',
    rateLimit: { global: 100_000, auth: 100_000, export: 100_000 },
    // Test files send many codes to the demo phones from one address; the budgets' own tests set the real ones.
    smsBudget: { perPhone: 100_000, cardCodesPerUser: 100_000, signUpPhonesPerClient: 100_000 },
    mapTilesOrigin: 'https://tile.openstreetmap.org',
    ...overrides,
  };
  const clock = testClock();
  // Every JSON answer is checked against the OpenAPI document (contract-check.ts); `close` fails on a difference.
  const differences: string[] = [];
  const build = async () => {
    const app = await buildApp(config, { clock, providers: options.providers });
    checkAnswers(app, differences);
    options.routes?.(app);
    return app;
  };
  const t: TestApp = {
    app: await build(),
    clock,
    config,
    reopen: async () => {
      await t.app.close();
      t.app = await build();
      return t.app;
    },
    close: async () => {
      await t.app.close();
      await postgres?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (differences.length > 0) throw new Error(`answers the OpenAPI document does not describe:\n${differences.join('\n')}`);
    },
  };
  return t;
}

export const AGENT = '/api/agent';

export type Answer<T = unknown> = { status: number; body: { data: T }; headers: Record<string, unknown> };

/** Calls the API; `token` becomes the bearer. */
export async function call<T = any>(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const response = await app.inject({
    method,
    url: url.startsWith('/') && !url.startsWith('/api') && !url.startsWith('/file') ? AGENT + url : url,
    payload: options.body as InjectOptions['payload'],
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

/** Expects an error envelope with `code` and `status`, and returns its fields (for validation errors). */
export function expectError(answer: Answer, status: number, code: string): Record<string, string> | undefined {
  const data = answer.body.data as { message: string; status: number; fields?: Record<string, string> };
  if (answer.status !== status || data?.message !== code || data.status !== status) {
    throw new Error(`expected ${status} ${code}, got ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return data.fields;
}

/** The newest code the dev SMS provider sent to `phone`. */
export async function lastCode(app: FastifyInstance, phone: string): Promise<string> {
  const answer = await call<{ code: string }[]>(app, 'GET', `/api/dev/v1/sms?phone=${phone}`);
  const code = answer.body.data[0]?.code;
  if (!code) throw new Error(`no code was sent to ${phone}`);
  return code;
}

export type Session = { accessToken: string; refreshToken: string; deviceToken: string };

/** Signs an existing user in through check → otp → confirm → enter PIN. */
export async function signIn(
  app: FastifyInstance,
  phone: string,
  pin: string,
  options: { trusted?: boolean; deviceToken?: string; userAgent?: string } = {},
): Promise<Session> {
  const headers = options.userAgent ? { 'user-agent': options.userAgent } : undefined;
  const otp = await call(app, 'POST', '/v1/otp', { body: { phone, deviceToken: options.deviceToken } });
  if (otp.status !== 200) throw new Error(`otp: ${JSON.stringify(otp.body)}`);
  let confirmToken = otp.body.data.token as string;
  if (otp.body.data.confirmable) {
    const confirm = await call(app, 'POST', '/v1/otp/confirm-otp', {
      body: { otpToken: confirmToken, otp: await lastCode(app, phone), trusted: options.trusted ?? false },
    });
    if (confirm.status !== 200) throw new Error(`confirm: ${JSON.stringify(confirm.body)}`);
    confirmToken = confirm.body.data.confirmToken;
  }
  const entered = await call(app, 'POST', '/v1/otp/enter-password', { body: { confirmToken, password: pin }, headers });
  if (entered.status !== 200) throw new Error(`enter-password: ${JSON.stringify(entered.body)}`);
  return { ...entered.body.data.auth, deviceToken: entered.body.data.deviceToken };
}

let phoneSerial = 0;

/** A phone no other user of this test file has (the 99 operator code, which the demo accounts do not use). */
export function newPhone(): string {
  phoneSerial += 1;
  return `99899${String(process.pid % 1000).padStart(3, '0')}${String(phoneSerial).padStart(4, '0')}`;
}

/** Registers a new user through for-sign-up → confirm → set-password; the user has no names and no business. */
export async function register(
  app: FastifyInstance,
  phone = newPhone(),
  pin = '470215',
): Promise<Session & { phone: string; pin: string }> {
  const otp = await call(app, 'POST', '/v1/otp/for-sign-up', { body: { phone } });
  if (otp.status !== 200) throw new Error(`for-sign-up: ${JSON.stringify(otp.body)}`);
  const confirm = await call(app, 'POST', '/v1/otp/confirm-otp', {
    body: { otpToken: otp.body.data.token, otp: await lastCode(app, phone), trusted: false },
  });
  if (confirm.status !== 200) throw new Error(`confirm: ${JSON.stringify(confirm.body)}`);
  const set = await call(app, 'POST', '/v1/otp/set-password', {
    body: { confirmToken: confirm.body.data.confirmToken, password: pin },
  });
  if (set.status !== 200) throw new Error(`set-password: ${JSON.stringify(set.body)}`);
  return { ...set.body.data.auth, deviceToken: set.body.data.deviceToken, phone, pin };
}

/** Asks for a login code and confirms it; returns the confirm token for enter-password or recovery. */
export async function confirmLogin(app: FastifyInstance, phone: string, deviceToken?: string): Promise<string> {
  const otp = await call(app, 'POST', '/v1/otp', { body: { phone, deviceToken } });
  if (otp.status !== 200) throw new Error(`otp: ${JSON.stringify(otp.body)}`);
  if (!otp.body.data.confirmable) return otp.body.data.token;
  const confirm = await call(app, 'POST', '/v1/otp/confirm-otp', {
    body: { otpToken: otp.body.data.token, otp: await lastCode(app, phone) },
  });
  if (confirm.status !== 200) throw new Error(`confirm: ${JSON.stringify(confirm.body)}`);
  return confirm.body.data.confirmToken;
}

export const DEMO = {
  agent: { phone: '998900000001', pin: '111111' },
  employee: { phone: '998900000002', pin: '222222' },
  moderationAgent: { phone: '998900000003', pin: '333333' },
} as const;

export const RESEND_MS = 61_000;
