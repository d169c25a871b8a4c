// Issue 14 item 8: every route Fastify has registered × a table of malformed inputs answers below 500, and every
// refusal is the envelope of DESIGN §3 with a known code; every answer to a signed-in call carries Cache-Control:
// no-store (issue 22 item 4). The routes come from the app itself (printRoutes), so a new route is fuzzed without
// editing this file. Each body route is first probed for its fields (a validation error
// names them), then sent a plausible body with one field at a time replaced by each malformed value, and a few
// malformed bodies as a whole. Runs on PostgreSQL too with TEST_DATABASE_URL.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { isServerErrorCode } from '../../src/shared/errors.ts';
import { createTestApp, DEMO, signIn, type TestApp } from './helper.ts';
import { routesOf, type Route } from './route-table.ts';
import { registeredRoutes } from '../../src/server/http/openapi.ts';

const STAFF_TOKEN = 'staff-test-token';
const CHILONZOR = '01900000-0000-7000-8000-000000000101';
const MAX_DATE_MS = 8_640_000_000_000_000;

/** Values a careless client or an attacker puts in any one field. */
const BAD_VALUES: unknown[] = [
  null,
  -1,
  1.5,
  1e300,
  MAX_DATE_MS + 1,
  -(MAX_DATE_MS + 1),
  1e20,
  '',
  'x\u0000',
  '1e300',
  'A'.repeat(20_000),
  { nested: { deeper: [1, { x: 'y' }] } },
  [[['x']]],
  false,
];

/** Whole bodies that are wrong in themselves. */
const BAD_RAW_BODIES = ['null', '[]', '"text"', '12', 'true', '{"a":', '{"__proto__":{"x":1}}', `{"a":"${'\\u0000'.repeat(10)}"}`];
const DEEP_ARRAY = '['.repeat(20_000) + ']'.repeat(20_000);
const filePart = (boundary: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nxx\r\n`;
/** Multipart bodies the parser cannot read: truncated, a boundary over 256 characters, one that does not match. */
const MULTIPART: [string, string][] = [
  ['abc', filePart('abc')],
  ['b'.repeat(300), `${filePart('b'.repeat(300))}--${'b'.repeat(300)}--\r\n`],
  ['abc', `${filePart('xyz')}--xyz--\r\n`],
];

const PARAM_VALUES = ['%00', 'x', '1e300', '-1', '1.5', 'A'.repeat(300), '%ZZ', '..%2F..', '%F0%9F%92%A9', '9'.repeat(40)];
const QUERIES = ['?page=1e308&perPage=1e300', '?phone=%00', '?status=%00&page=-1', '?scope=x&a[b]=1', '?phone=998900000001&phone=2'];

/** Plausible values by field name, so that one malformed field at a time reaches past the others. */
function plausible(name: string): unknown {
  const now = Date.now();
  const known: Record<string, unknown> = {
    phone: '998900000009',
    number: '901112233',
    pan: '8600020000001234',
    salePointId: CHILONZOR,
    amount: 100_000,
    limitSum: 1_000_000,
    requestDate: now,
    beginDate: now - 86_400_000,
    endDate: now,
    page: 0,
    perPage: 10,
    search: [{ key: 'createdDate', operation: '>=', value: now - 86_400_000 }],
    invoiceNumber: '100001',
    account: '1234567',
    firstName: 'Fuzz',
    lastName: 'Test',
    name: 'Fuzz point',
    address: 'Tashkent',
    otp: '123456',
    password: '123456',
    newPassword: '123456',
    oldPassword: '111111',
    pinCode: '123456',
    taxNumber: '307654321',
    businessNumber: '1001',
    business: '305123456',
    on: false,
    trusted: false,
    employeeIds: [],
    status: 'ACTIVE',
    openingCash: 0,
    countedCash: 0,
    requireOpenShift: false,
    muted: [],
    hideAmounts: false,
    depositThreshold: null,
    endpoint: 'https://push.example.invalid/fuzz',
    keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' },
    language: 'ru',
    // The exports (issue 21 item 3): a format, else every malformed field stops at the missing one.
    format: 'csv',
    lang: 'ru',
  };
  return name in known ? known[name] : 'x';
}

const fill = (url: string, value: (name: string) => string) => url.replace(/:(\w+)/g, (_, name: string) => value(name));

let t: TestApp;
let tokens: { agent: string; employee: string };
/** `METHOD url` of every route a fuzz request reached (the route itself matched, not the not-found handler). */
const reached = new Set<string>();
beforeAll(async () => {
  t = await createTestApp({}, {
    routes: (app) =>
      app.addHook('onResponse', async (request) => {
        if (request.routeOptions.url) reached.add(`${request.method} ${request.routeOptions.url}`);
      }),
  });
  tokens = {
    agent: (await signIn(t.app, DEMO.agent.phone, DEMO.agent.pin)).accessToken,
    employee: (await signIn(t.app, DEMO.employee.phone, DEMO.employee.pin)).accessToken,
  };
});
afterAll(() => t.close());

function bearerFor(url: string): string | undefined {
  if (url.startsWith('/api/staff/')) return STAFF_TOKEN;
  if (url.startsWith('/api/employee/')) return tokens.employee;
  // Logout with our own bearer would end the session the rest of the run uses.
  if (url.startsWith('/api/agent/') && !url.endsWith('/auth/logout')) return tokens.agent;
  return undefined;
}

type Sent = { route: Route; url: string; what: string; payload?: string | object; headers?: Record<string, string> };

async function send(sent: Sent): Promise<string | null> {
  const bearer = bearerFor(sent.route.url);
  const response = await t.app.inject({
    method: sent.route.method,
    url: sent.url,
    payload: sent.payload as InjectOptions['payload'],
    headers: {
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      ...(typeof sent.payload === 'string' ? { 'content-type': 'application/json' } : {}),
      'idempotency-key': randomUUID(),
      ...sent.headers,
    },
  });
  const where = `${sent.route.method} ${sent.url.slice(0, 120)} [${sent.what}]`;
  if (response.statusCode >= 500) return `${where} → ${response.statusCode} ${response.body.slice(0, 200)}`;
  // Issue 22 item 4: every answer to a signed-in call of the agent, employee and staff APIs, refusals included, is
  // kept by no cache on the way.
  if (bearer && sent.url.startsWith('/api/') && !/\bno-store\b/.test(String(response.headers['cache-control']))) {
    return `${where} → ${response.statusCode} Cache-Control: ${String(response.headers['cache-control'])}`;
  }
  if (response.statusCode < 400) return null;
  let body: { data?: { message?: unknown; status?: unknown } };
  try {
    body = response.json();
  } catch {
    return `${where} → ${response.statusCode} not JSON: ${response.body.slice(0, 120)}`;
  }
  const ok = isServerErrorCode(body.data?.message) && body.data?.status === response.statusCode;
  return ok ? null : `${where} → ${response.statusCode} not the envelope: ${response.body.slice(0, 200)}`;
}

/** The top-level fields a body route validates: the required ones (an empty body) and the optional ones it knows. */
async function fieldsOf(route: Route, url: string): Promise<string[]> {
  const fields = new Set<string>();
  const probe = async (payload: object) => {
    const bearer = bearerFor(route.url);
    const response = await t.app.inject({
      method: route.method,
      url,
      payload,
      headers: { ...(bearer ? { authorization: `Bearer ${bearer}` } : {}), 'idempotency-key': randomUUID() },
    });
    const named = (response.json() as { data?: { fields?: Record<string, string> } }).data?.fields ?? {};
    for (const path of Object.keys(named)) fields.add(path.split('.')[0]!);
  };
  await probe({});
  const wrongEverywhere = Object.fromEntries(
    ['phone', 'number', 'pan', 'amount', 'limitSum', 'requestDate', 'beginDate', 'endDate', 'page', 'perPage', 'search', 'sort']
      .concat(['invoiceNumber', 'account', 'firstName', 'lastName', 'surname', 'email', 'imageId', 'name', 'address', 'comment'])
      .concat(['description', 'title', 'content', 'reason', 'status', 'salePointId', 'employeeIds', 'scope', 'on', 'business'])
      .map((key) => [key, { wrong: [] }]),
  );
  await probe(wrongEverywhere);
  fields.delete('_');
  return [...fields];
}

async function fuzzRoute(route: Route): Promise<string[]> {
  const failures: string[] = [];
  const check = async (sent: Sent) => {
    const failure = await send(sent);
    if (failure) failures.push(failure);
  };
  const baseUrl = fill(route.url, () => '1');
  for (const value of PARAM_VALUES) {
    if (route.url.includes(':')) await check({ route, url: fill(route.url, () => value), what: `param ${value.slice(0, 12)}` });
  }
  for (const query of QUERIES) await check({ route, url: baseUrl + query, what: `query ${query}` });
  if (route.method === 'GET' || route.method === 'DELETE') return failures;

  const fields = await fieldsOf(route, baseUrl);
  const base = Object.fromEntries(fields.map((field) => [field, plausible(field)]));
  for (const field of fields) {
    for (const value of BAD_VALUES) {
      await check({ route, url: baseUrl, payload: { ...base, [field]: value }, what: `${field}=${JSON.stringify(value)?.slice(0, 20)}` });
    }
  }
  for (const raw of BAD_RAW_BODIES) await check({ route, url: baseUrl, payload: raw, what: `body ${raw.slice(0, 20)}` });
  await check({ route, url: baseUrl, payload: DEEP_ARRAY, what: 'body of 20 000 nested arrays' });
  for (const [boundary, body] of MULTIPART) {
    await check({ route, url: baseUrl, payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, what: `multipart ${boundary.slice(0, 8)}` });
  }
  await check({
    route,
    url: baseUrl,
    payload: Object.fromEntries(fields.map((field) => [field, 'x\u0000'])),
    what: 'NUL in every field',
  });
  if (!fields.includes('search')) return failures;
  // Paged lists: many filters, and odd values under every operation on keys of each kind.
  const manyFilters = Array.from({ length: 1000 }, (_, i) => ({ key: 'createdDate', operation: '>=', value: i }));
  await check({ route, url: baseUrl, payload: { ...base, search: manyFilters }, what: '1000 filters' });
  for (const value of [1e300, 'x\u0000', '1.5']) {
    for (const operation of ['like', '=', '>=']) {
      for (const key of ['createdDate', 'amount', 'invoiceNumber', 'status', 'name', 'id']) {
        await check({ route, url: baseUrl, payload: { ...base, search: [{ key, operation, value }] }, what: `search ${key} ${operation} ${value}` });
      }
    }
  }
  return failures;
}

describe('every route under malformed input', () => {
  it('finds the routes from Fastify itself', () => {
    const routes = routesOf(t.app);
    expect(routes.length).toBeGreaterThan(150);
    for (const route of routes) expect(t.app.hasRoute({ method: route.method, url: route.url }), route.url).toBe(true);
    // Issue 22 item 4: the route tree as read here is every route registered, by route() or by hand (staff, uploads,
    // event streams, operations), as Fastify's onRoute hook saw each (openapi.ts): a parsing slip cannot drop one.
    const registered = registeredRoutes(t.app).map(({ method, url }) => `${method} ${url}`);
    expect(routes.map(({ method, url }) => `${method} ${url}`).sort()).toEqual([...registered].sort());
  });

  it('answers below 500, and every refusal in the envelope with a known code', async () => {
    const failures: string[] = [];
    for (const route of routesOf(t.app)) {
      failures.push(...(await fuzzRoute(route)));
      // A staff switch the fuzz may have flipped would answer 503 to everything after it.
      await t.app.inject({ method: 'POST', url: '/api/staff/v1/tech-mode', payload: { on: false }, headers: { authorization: `Bearer ${STAFF_TOKEN}` } });
    }
    expect(failures.slice(0, 60), `${failures.length} failures`).toEqual([]);
    // Every route was reached by its own requests, not skipped nor answered by the not-found handler.
    const missed = routesOf(t.app).filter(({ method, url }) => !reached.has(`${method} ${url}`));
    expect(missed).toEqual([]);
  }, 600_000);
});
