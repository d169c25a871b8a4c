// DESIGN §3 and §4 cross-cutting rules: the envelope, request ids, the scope rule, rate limits, migrations and seed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../src/shared/api/contract.ts';
import { route } from '../../src/server/http/route.ts';
import { call, createTestApp, DEMO, expectError, signIn, type TestApp } from './helper.ts';

/** Test-only calls: a scoped one (no real scoped call exists yet) and one that fails unexpectedly. */
const scopedCall = defineCall({
  method: 'GET',
  path: '/v1/test/scoped',
  scoped: true,
  answer: v.object({ role: v.string() }),
});
function testRoutes(app: FastifyInstance): void {
  route(app, scopedCall, async ({ auth }) => ({ role: auth.role }));
  app.get('/api/agent/v1/test/explode', async () => {
    throw new Error('database password is hunter2');
  });
}

let t: TestApp;
let agent: string;
let employee: string;
beforeAll(async () => {
  t = await createTestApp({}, { routes: testRoutes });
  agent = (await signIn(t.app, DEMO.agent.phone, DEMO.agent.pin)).accessToken;
  employee = (await signIn(t.app, DEMO.employee.phone, DEMO.employee.pin)).accessToken;
});
afterAll(() => t.close());

describe('a scoped call', () => {
  it('refuses an employee token on the agent base with 403', async () => {
    expectError(await call(t.app, 'GET', '/api/agent/v1/test/scoped', { token: employee }), 403, 'access_denied');
  });

  it('serves the employee under /api/employee and the agent under /api/agent', async () => {
    const asEmployee = await call(t.app, 'GET', '/api/employee/v1/test/scoped', { token: employee });
    expect(asEmployee.body).toEqual({ data: { role: 'EMPLOYEE' } });
    const asAgent = await call(t.app, 'GET', '/api/agent/v1/test/scoped', { token: agent });
    expect(asAgent.body).toEqual({ data: { role: 'AGENT' } });
  });

  it('refuses an agent token on the employee base', async () => {
    expectError(await call(t.app, 'GET', '/api/employee/v1/test/scoped', { token: agent }), 403, 'access_denied');
  });

  it('serves unscoped calls only under the agent base, for both roles', async () => {
    expect((await call(t.app, 'GET', '/api/agent/v1/profile', { token: employee })).status).toBe(200);
    expectError(await call(t.app, 'GET', '/api/employee/v1/profile', { token: employee }), 404, 'not_found');
  });
});

describe('the error envelope', () => {
  it('answers a 500 with internal_error and no stack or message', async () => {
    const answer = await call(t.app, 'GET', '/v1/test/explode');
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ data: { message: 'internal_error', status: 500 } });
    expect(JSON.stringify(answer.body)).not.toContain('hunter2');
  });

  it('answers an unknown /api path with a 404 not_found envelope', async () => {
    for (const url of ['/api/agent/v1/nothing-here', '/api/nothing', '/file/nothing']) {
      expectError(await call(t.app, 'GET', url), 404, 'not_found');
    }
    expectError(await call(t.app, 'POST', '/api/agent/v1/profile/nothing', { token: agent, body: {} }), 404, 'not_found');
  });

  it('answers malformed JSON with validation_error', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/agent/v1/auth/check-password',
      payload: '{"phone": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ data: { message: 'validation_error', status: 400 } });
  });
});

describe('request ids', () => {
  it('puts x-request-id on every answer, success or error, and keeps one the client sent', async () => {
    const answers = [
      await call(t.app, 'GET', '/v1/setting/all'),
      await call(t.app, 'GET', '/v1/profile'),
      await call(t.app, 'GET', '/api/nothing'),
      await call(t.app, 'GET', '/v1/test/explode'),
    ];
    const ids = answers.map((answer) => answer.headers['x-request-id']);
    for (const id of ids) expect(id).toEqual(expect.any(String));
    expect(new Set(ids).size).toBe(ids.length);
    const echoed = await call(t.app, 'GET', '/v1/setting/all', { headers: { 'x-request-id': 'client-chosen-id' } });
    expect(echoed.headers['x-request-id']).toBe('client-chosen-id');
    const long = await call(t.app, 'GET', '/v1/setting/all', { headers: { 'x-request-id': 'x'.repeat(300) } });
    expect(long.headers['x-request-id']).toBe('x'.repeat(64));
  });
});

describe('security headers', () => {
  it('puts helmet\'s headers with the portal\'s content security policy on every answer, success or error', async () => {
    const answers = [await call(t.app, 'GET', '/v1/setting/all'), await call(t.app, 'GET', '/api/nothing'), await call(t.app, 'GET', '/v1/test/explode')];
    for (const answer of answers) {
      const csp = String(answer.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain(`img-src 'self' data: blob: ${t.app.ctx.config.mapTilesOrigin}`);
      expect(csp).toContain('connect-src \'self\' ws://127.0.0.1:64646');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(answer.headers['strict-transport-security']).toContain('max-age=');
      expect(answer.headers['cross-origin-embedder-policy']).toBeUndefined();
    }
  });
});

describe('rate limits', () => {
  it('answers the 4th code or PIN call within a minute with 429 too_many_requests', async () => {
    const limited = await createTestApp({ rateLimit: { global: 1000, auth: 3 } });
    try {
      const check = () => call(limited.app, 'POST', '/v1/auth/check-password', { body: { phone: DEMO.agent.phone } });
      for (let i = 0; i < 3; i++) expect((await check()).status).toBe(200);
      const refused = await check();
      expectError(refused, 429, 'too_many_requests');
      expect((await call(limited.app, 'GET', '/v1/setting/all')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('limits every call by the global limit', async () => {
    const limited = await createTestApp({ rateLimit: { global: 2, auth: 1000 } });
    try {
      for (let i = 0; i < 2; i++) expect((await call(limited.app, 'GET', '/v1/setting/all')).status).toBe(200);
      expectError(await call(limited.app, 'GET', '/v1/setting/all'), 429, 'too_many_requests');
    } finally {
      await limited.close();
    }
  });
});

describe('migrations and the demo seed', () => {
  it('keeps one set of demo accounts and reference data when the app starts twice on the same database', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-seed-'));
    const twice = await createTestApp({ sqliteFile: path.join(dir, 'portal.sqlite') });
    try {
      const counts = async () => {
        const { db } = twice.app.ctx;
        const count = async (table: 'app_user' | 'business' | 'region' | 'district' | 'bank' | 'setting') =>
          Number((await db.selectFrom(table).select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
        return {
          users: await count('app_user'),
          businesses: await count('business'),
          regions: await count('region'),
          districts: await count('district'),
          banks: await count('bank'),
          settings: await count('setting'),
        };
      };
      const first = await counts();
      // The three demo accounts plus the second demo employee the catalogue seed adds beside the demo sale points.
      expect(first).toMatchObject({ users: 4, businesses: 2, regions: 14 });
      const session = await signIn(twice.app, DEMO.agent.phone, DEMO.agent.pin);

      await twice.reopen();
      expect(await counts()).toEqual(first);
      // The signing key is kept in the database, so a session outlives a restart.
      expect((await call(twice.app, 'GET', '/v1/profile', { token: session.accessToken })).status).toBe(200);
    } finally {
      await twice.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('starts empty of accounts with seed none, with the reference data', async () => {
    const empty = await createTestApp({ seed: 'none' });
    try {
      expectError(await call(empty.app, 'POST', '/v1/auth/check-password', { body: { phone: DEMO.agent.phone } }), 404, 'user_with_this_phone_not_found');
      const settings = await call(empty.app, 'GET', '/v1/setting/all');
      expect(settings.body.data.map((setting: { key: string }) => setting.key)).toContain('tg_support_group_link');
    } finally {
      await empty.close();
    }
  });
});
