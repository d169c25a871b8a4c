// Throttles that hold (issue 14 item 4): SMS budgets per destination phone, per user for card codes and per client
// address for sign-up codes; the client's address behind TRUST_PROXY hops; static files outside the API's limit.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SMS_BUDGET } from '../../src/server/config.ts';
import { SMS_BUDGET_WINDOW_MS } from '../../src/server/modules/auth/sms-budget.ts';
import { call, createTestApp, DEMO, expectError, newPhone, RESEND_MS, signIn, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ smsBudget: DEFAULT_SMS_BUDGET });
});
afterAll(() => t.close());

const signUpFrom = (remoteAddress: string, phone: string) =>
  t.app.inject({ method: 'POST', url: '/api/agent/v1/otp/for-sign-up', payload: { phone }, remoteAddress });

describe('SMS budgets', () => {
  it(`sends at most ${DEFAULT_SMS_BUDGET.perPhone} codes an hour to one phone, whatever asks`, async () => {
    const phone = newPhone();
    const login = () => call(t.app, 'POST', '/v1/otp', { body: { phone: DEMO.moderationAgent.phone } });
    for (let i = 0; i < DEFAULT_SMS_BUDGET.perPhone; i++) {
      expect((await login()).status).toBe(200);
      t.clock.advance(RESEND_MS);
    }
    expectError(await login(), 429, 'sms_limit_exceeded');
    // The budget is the phone's, not the purpose's: sign-up codes to a fresh phone are counted on their own.
    expect((await signUpFrom('10.1.0.1', phone)).statusCode).toBe(200);
    t.clock.advance(SMS_BUDGET_WINDOW_MS);
    expect((await login()).status).toBe(200);
  });

  it(`sends at most ${DEFAULT_SMS_BUDGET.cardCodesPerUser} card codes an hour for one user, to any phones`, async () => {
    const agent = await signIn(t.app, DEMO.agent.phone, DEMO.agent.pin);
    const cardCode = (i: number) =>
      call(t.app, 'POST', '/v1/card_otp/get-otp', {
        token: agent.accessToken,
        body: { pan: `860002000000${1000 + i}`, number: `97${1_000_000 + i}` },
      });
    for (let i = 0; i < DEFAULT_SMS_BUDGET.cardCodesPerUser; i++) expect((await cardCode(i)).status).toBe(200);
    expectError(await cardCode(99), 429, 'sms_limit_exceeded');
  });

  it(`lets one address ask sign-up codes for at most ${DEFAULT_SMS_BUDGET.signUpPhonesPerClient} phones an hour`, async () => {
    for (let i = 0; i < DEFAULT_SMS_BUDGET.signUpPhonesPerClient; i++) {
      expect((await signUpFrom('10.2.0.1', newPhone())).statusCode).toBe(200);
    }
    const refused = await signUpFrom('10.2.0.1', newPhone());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ data: { message: 'sms_limit_exceeded', status: 429 } });
    expect((await signUpFrom('10.2.0.2', newPhone())).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  it('takes the address the trusted proxy saw, so a rotated X-Forwarded-For does not step around a limit', async () => {
    const proxied = await createTestApp({ trustProxy: 1, rateLimit: { global: 3, auth: 1000 } });
    try {
      const from = (forwarded: string) =>
        proxied.app.inject({ method: 'GET', url: '/api/agent/v1/setting/all', headers: { 'x-forwarded-for': forwarded } });
      for (let i = 0; i < 3; i++) expect((await from(`198.51.100.${i}, 203.0.113.7`)).statusCode).toBe(200);
      expect((await from('198.51.100.99, 203.0.113.7')).statusCode).toBe(429);
      expect((await from('203.0.113.8')).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

describe('static files', () => {
  it("do not count against the API's rate limit", async () => {
    const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-client-'));
    fs.mkdirSync(path.join(clientDir, 'assets'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>portal</title>');
    fs.writeFileSync(path.join(clientDir, 'assets', 'app.css'), 'body{}');
    const limited = await createTestApp({ clientDir, rateLimit: { global: 2, auth: 1000 } });
    try {
      for (let i = 0; i < 5; i++) {
        expect((await limited.app.inject({ method: 'GET', url: '/assets/app.css' })).statusCode).toBe(200);
        expect((await limited.app.inject({ method: 'GET', url: '/sale-points' })).statusCode).toBe(200);
      }
      for (let i = 0; i < 2; i++) expect((await call(limited.app, 'GET', '/v1/setting/all')).status).toBe(200);
      expectError(await call(limited.app, 'GET', '/v1/setting/all'), 429, 'too_many_requests');
    } finally {
      await limited.close();
      fs.rmSync(clientDir, { recursive: true, force: true });
    }
  });
});
