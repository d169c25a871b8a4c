// DESIGN §4 staff API and spec 01 §1 technical and test modes; the dev SMS outbox only outside production.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO, expectError, register, RESEND_MS, signIn, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const STAFF = 'staff-test-token';
const techMode = (on: boolean, token = STAFF) => call(t.app, 'POST', '/api/staff/v1/tech-mode', { token, body: { on } });
const testMode = (on: boolean) => call(t.app, 'POST', '/api/staff/v1/test-mode', { token: STAFF, body: { on } });

describe('POST /api/staff/v1/tech-mode', () => {
  it('refuses a missing or wrong staff token with 401', async () => {
    expectError(await techMode(true, 'wrong-token'), 401, 'unauthorized');
    expectError(await call(t.app, 'POST', '/api/staff/v1/tech-mode', { body: { on: true } }), 401, 'unauthorized');
    const session = await register(t.app);
    expectError(await techMode(true, session.accessToken), 401, 'unauthorized');
    expect((await call(t.app, 'GET', '/api/staff/v1/tech-mode', { token: STAFF })).body.data).toEqual({ on: false });
  });

  it('refuses a body without the switch', async () => {
    const answer = await call(t.app, 'POST', '/api/staff/v1/tech-mode', { token: STAFF, body: {} });
    expect(expectError(answer, 400, 'validation_error')).toEqual({ on: 'required' });
  });

  it('puts the system in technical mode: other calls answer 503, profile, auth and devices still work', async () => {
    const session = await signIn(t.app, DEMO.agent.phone, DEMO.agent.pin);
    expect((await techMode(true)).body.data).toEqual({ on: true });
    try {
      expect((await call(t.app, 'GET', '/api/staff/v1/tech-mode', { token: STAFF })).body.data).toEqual({ on: true });
      const profile = await call(t.app, 'GET', '/v1/profile', { token: session.accessToken });
      expect(profile.status).toBe(200);
      expect(profile.body.data.techMode).toBe(true);

      expectError(await call(t.app, 'GET', '/v1/province', { token: session.accessToken }), 503, 'global_tech_mode_is_on');
      // The profile photo stays manageable: file calls are served (an unknown id is simply not found).
      expectError(await call(t.app, 'GET', '/v1/file/x', { token: session.accessToken }), 404, 'file_not_found');

      const devices = await call(t.app, 'POST', '/v1/device/pageable', { token: session.accessToken, body: {} });
      expect(devices.status).toBe(200);
      expect((await call(t.app, 'GET', '/v1/setting/all')).status).toBe(200);
      t.clock.advance(RESEND_MS);
      const again = await signIn(t.app, DEMO.agent.phone, DEMO.agent.pin);
      const update = await call(t.app, 'POST', '/v1/profile', {
        token: again.accessToken,
        body: { firstName: 'Aziz', lastName: 'Karimov' },
      });
      expect(update.status).toBe(200);
    } finally {
      await techMode(false);
    }
    expect((await call(t.app, 'GET', '/v1/province', { token: session.accessToken })).status).toBe(200);
    expect((await call(t.app, 'GET', '/v1/profile', { token: session.accessToken })).body.data.techMode).toBe(false);
  });
});

describe('POST /api/staff/v1/test-mode', () => {
  it('switches the test-mode flag that setting/all shows', async () => {
    const flag = async () =>
      (await call(t.app, 'GET', '/v1/setting/all')).body.data.find((setting: { key: string }) => setting.key === 'test_mode')
        ?.value;
    expect((await testMode(false)).body.data).toEqual({ on: false });
    expect(await flag()).toBe('false');
    await testMode(true);
    expect(await flag()).toBe('true');
    expect((await call(t.app, 'GET', '/api/staff/v1/test-mode', { token: STAFF })).body.data).toEqual({ on: true });
  });
});

describe('GET /api/dev/v1/sms', () => {
  it('lists the codes sent to a phone', async () => {
    const { phone } = await register(t.app);
    t.clock.advance(RESEND_MS);
    await call(t.app, 'POST', '/v1/otp', { body: { phone } });
    const answer = await call(t.app, 'GET', `/api/dev/v1/sms?phone=${phone}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(2);
    const [newest] = answer.body.data;
    expect(newest).toEqual({ phone, text: expect.any(String), code: expect.stringMatching(/^\d{6}$/), createdDate: expect.any(String) });
    expect(newest.text).toContain(newest.code);
  });

  it('refuses a missing phone', async () => {
    expect(expectError(await call(t.app, 'GET', '/api/dev/v1/sms'), 400, 'validation_error')).toEqual({ phone: 'invalid' });
  });

  it('answers only loopback clients, and not through a proxy it does not trust', async () => {
    const url = `/api/dev/v1/sms?phone=${DEMO.agent.phone}`;
    for (const remoteAddress of ['10.0.0.7', '192.168.1.20', '::ffff:10.0.0.7', '2001:db8::1']) {
      const answer = await t.app.inject({ method: 'GET', url, remoteAddress });
      expect(answer.statusCode, remoteAddress).toBe(404);
      expect(answer.json()).toEqual({ data: { message: 'not_found', status: 404 } });
    }
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await t.app.inject({ method: 'GET', url, remoteAddress })).statusCode, remoteAddress).toBe(200);
    }
    // A local reverse proxy makes every client look local.
    const proxied = await t.app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(proxied.statusCode).toBe(404);
  });

  it('is closed when HOST is not loopback, even to a loopback client, unless DEV_SMS_OUTBOX=on', async () => {
    const exposed = await createTestApp({ host: '0.0.0.0' });
    const opened = await createTestApp({ host: '0.0.0.0', devSmsOutbox: 'on' });
    try {
      const url = `/api/dev/v1/sms?phone=${DEMO.agent.phone}`;
      expectError(await call(exposed.app, 'GET', url), 404, 'not_found');
      expect((await call(opened.app, 'GET', url)).status).toBe(200);
      expect((await opened.app.inject({ method: 'GET', url, remoteAddress: '10.0.0.7' })).statusCode).toBe(200);
    } finally {
      await exposed.close();
      await opened.close();
    }
  });

  it('is not served in production', async () => {
    const production = await createTestApp({ env: 'production' });
    try {
      const otp = await call(production.app, 'POST', '/v1/otp', { body: { phone: DEMO.agent.phone } });
      // DEV_SMS_OUTBOX=on does not open it in production either.
      production.config.devSmsOutbox = 'on';
      expect(otp.status).toBe(200);
      expectError(await call(production.app, 'GET', `/api/dev/v1/sms?phone=${DEMO.agent.phone}`), 404, 'not_found');
    } finally {
      await production.close();
    }
  });
});
