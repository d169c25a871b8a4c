// Issue 13 item 4: /health, /ready (database, migrations, draining) and /metrics (Prometheus text behind its own
// token), none of them counted by the API's rate limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, expectError, signIn, type TestApp } from './helper.ts';
import { invoiceBody, POINTS } from './money-helper.ts';

const METRICS = 'metrics-test-token';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ metricsToken: METRICS });
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('GET /health and GET /ready', () => {
  it('answer while the database is up and its migrations are current, and are never rate limited', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await get('/health')).json()).toEqual({ data: { status: 'UP' } });
      const ready = await get('/ready');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ data: { ready: true, database: true, migrations: true, draining: false } });
    }
    // On an app whose API takes 3 requests a minute, they still answer once the API refuses.
    const limited = await createTestApp({ metricsToken: METRICS, rateLimit: { global: 3, auth: 3 } });
    try {
      const statuses = [];
      for (let i = 0; i < 5; i += 1) statuses.push((await limited.app.inject({ method: 'GET', url: '/api/agent/v1/setting/all' })).statusCode);
      expect(statuses).toContain(429);
      for (const url of ['/health', '/ready', '/metrics']) {
        for (let i = 0; i < 5; i += 1) {
          const answer = await limited.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${METRICS}` } });
          expect(answer.statusCode, url).toBe(200);
        }
      }
    } finally {
      await limited.close();
    }
  });

  it('is not ready when a migration this code knows has not run, nor while the process drains', async () => {
    const db = t.app.ctx.db;
    const last = await db.selectFrom('kysely_migration' as never).selectAll().orderBy('name' as never, 'desc').executeTakeFirstOrThrow();
    await db.deleteFrom('kysely_migration' as never).where('name' as never, '=', (last as { name: string }).name as never).execute();
    const stale = await get('/ready');
    expect(stale.statusCode).toBe(503);
    expect(stale.json().data).toMatchObject({ ready: false, database: true, migrations: false });
    await db.insertInto('kysely_migration' as never).values(last as never).execute();
    expect((await get('/ready')).statusCode).toBe(200);

    t.app.draining = true;
    const draining = await get('/ready');
    expect(draining.statusCode).toBe(503);
    expect(draining.json().data).toMatchObject({ ready: false, draining: true });
    expect((await get('/health')).statusCode).toBe(200);
    t.app.draining = false;
  });
});

describe('GET /metrics', () => {
  it('refuses a missing or wrong token, and answers 404 when no metrics token is set', async () => {
    expectError({ status: (await get('/metrics')).statusCode, body: (await get('/metrics')).json(), headers: {} }, 401, 'unauthorized');
    const wrong = await get('/metrics', 'not-the-token');
    expectError({ status: wrong.statusCode, body: wrong.json(), headers: {} }, 401, 'unauthorized');
    const agent = await signInAgent();
    const asUser = await get('/metrics', agent);
    expect(asUser.statusCode).toBe(401);

    const closed = await createTestApp();
    try {
      const answer = await closed.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS}` } });
      expectError({ status: answer.statusCode, body: answer.json(), headers: {} }, 404, 'not_found');
    } finally {
      await closed.close();
    }
  });

  it('counts requests by route and status with latencies, payments by outcome, replays, the reconcile backlog and the pool', async () => {
    const merchants = await t.app.ctx.db.selectFrom('merchant').select(['id', 'key']).where('key', 'in', ['beeline']).execute();
    const token = await signInAgent();
    const headers = { authorization: `Bearer ${token}`, 'idempotency-key': 'metrics-key-0001' };
    const body = invoiceBody(merchants[0]!.id, '901234991', 1_000_000, POINTS.chilonzor);
    const open = () => t.app.inject({ method: 'POST', url: '/api/agent/v1/invoice', headers, payload: body });
    const opened = await open();
    expect(opened.statusCode, opened.body).toBe(200);
    expect((await open()).headers['idempotent-replayed']).toBe('true');
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/agent/v1/pay',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'metrics-key-0002' },
      payload: { invoiceNumber: opened.json().data.invoiceNumber },
    });
    expect(paid.json().data.status).toBe('IN_PROCESS'); // …991 stays pending until the reconcile job asks

    const text = (await get('/metrics', METRICS)).body;
    expect(text).toMatch(/portal_http_requests_total\{route="\/api\/agent\/v1\/invoice",method="POST",status="200"\} [1-9]/);
    expect(text).toMatch(/portal_http_request_duration_seconds_bucket\{le="0\.005",route="\/health",method="GET",status="200"\}/);
    expect(text).toMatch(/portal_payments_total\{outcome="IN_PROCESS"\} [1-9]/);
    expect(text).toMatch(/portal_idempotent_replays_total\{route="\/api\/agent\/v1\/invoice"\} [1-9]/);
    expect(text).toMatch(/portal_reconcile_backlog [1-9]/);
    expect(text).toMatch(/portal_reconcile_oldest_pending_seconds \d/);
    expect(text).toMatch(/portal_db_pool_connections\{state="total"\} \d/);
  });
});

let agentToken: string | null = null;
async function signInAgent(): Promise<string> {
  agentToken ??= (await signIn(t.app, DEMO.agent.phone, DEMO.agent.pin)).accessToken;
  return agentToken;
}
