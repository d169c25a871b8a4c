// DESIGN §4 sessions: short-lived access tokens, rotating refresh tokens bound to a device, logout that revokes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../src/server/http/auth.ts';
import { REFRESH_REUSE_GRACE_MS } from '../../src/server/modules/auth/sessions.ts';
import { call, createTestApp, expectError, lastCode, newPhone, register, RESEND_MS, signIn, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profileWith = (token: string) => call(t.app, 'GET', '/v1/profile', { token });
const refresh = (refreshToken: string) => call(t.app, 'POST', '/v1/auth/refresh', { body: { refreshToken } });

describe('POST /v1/auth/refresh', () => {
  it('rotates: the new pair works, the old refresh token is refused', async () => {
    const session = await register(t.app);
    const rotated = await refresh(session.refreshToken);
    expect(rotated.status).toBe(200);
    expect(rotated.body.data).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String) });
    expect(rotated.body.data.refreshToken).not.toBe(session.refreshToken);
    expect((await profileWith(rotated.body.data.accessToken)).status).toBe(200);
    expectError(await profileWith(session.accessToken), 401, 'unauthorized');

    const again = await refresh(rotated.body.data.refreshToken);
    expect(again.status).toBe(200);
    expect((await profileWith(again.body.data.accessToken)).status).toBe(200);
  });

  it('answers the same new pair to a rotated refresh token presented again within the grace, with no-store', async () => {
    const session = await register(t.app);
    const rotated = await refresh(session.refreshToken);
    expect(rotated.headers['cache-control']).toBe('no-store');
    // The answer was lost: the client sends the same token again.
    t.clock.advance(REFRESH_REUSE_GRACE_MS - 1000);
    const retried = await refresh(session.refreshToken);
    expect(retried.status).toBe(200);
    expect(retried.body.data.refreshToken).toBe(rotated.body.data.refreshToken);
    expect((await profileWith(retried.body.data.accessToken)).status).toBe(200);
    expect((await profileWith(rotated.body.data.accessToken)).status).toBe(200);
    expect((await refresh(rotated.body.data.refreshToken)).status).toBe(200);
  });

  it('keeps the device signed in when 20 refreshes with one token run at once: all get one pair', async () => {
    const session = await register(t.app);
    const answers = await Promise.all(Array.from({ length: 20 }, () => refresh(session.refreshToken)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => answer.body.data.refreshToken)).size).toBe(1);
    expect((await profileWith(answers[0]!.body.data.accessToken)).status).toBe(200);
    expect((await refresh(answers[19]!.body.data.refreshToken)).status).toBe(200);
  });

  it('puts Cache-Control: no-store on every answer that carries a token', async () => {
    const phone = newPhone();
    const otp = await call(t.app, 'POST', '/v1/otp/for-sign-up', { body: { phone } });
    const confirm = await call(t.app, 'POST', '/v1/otp/confirm-otp', { body: { otpToken: otp.body.data.token, otp: await lastCode(t.app, phone) } });
    const set = await call(t.app, 'POST', '/v1/otp/set-password', { body: { confirmToken: confirm.body.data.confirmToken, password: '470215' } });
    const pin = await call(t.app, 'POST', '/v1/profile/confirm-pin', { token: set.body.data.auth.accessToken, body: { pinCode: '470215' } });
    for (const answer of [otp, confirm, set, pin]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });

  it("revokes the device's sessions when a rotated refresh token is presented again after the grace", async () => {
    const session = await register(t.app);
    const rotated = await refresh(session.refreshToken);
    t.clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
    expectError(await refresh(session.refreshToken), 401, 'refresh_token_is_invalid');
    expectError(await profileWith(rotated.body.data.accessToken), 401, 'unauthorized');
    expectError(await refresh(rotated.body.data.refreshToken), 401, 'refresh_token_is_invalid');
  });

  it('leaves the sessions of other devices alone on reuse', async () => {
    const first = await register(t.app);
    t.clock.advance(RESEND_MS);
    const second = await signIn(t.app, first.phone, first.pin);
    await refresh(first.refreshToken);
    t.clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
    await refresh(first.refreshToken);
    expect((await profileWith(second.accessToken)).status).toBe(200);
  });


  it('refuses an unknown refresh token', async () => {
    expectError(await refresh('garbage'), 401, 'refresh_token_is_invalid');
  });

  it('renews an access token that expired', async () => {
    const session = await register(t.app);
    t.clock.advance(ACCESS_TOKEN_TTL_SECONDS * 1000 + 1000);
    expectError(await profileWith(session.accessToken), 401, 'unauthorized');
    const rotated = await refresh(session.refreshToken);
    expect((await profileWith(rotated.body.data.accessToken)).status).toBe(200);
  });
});

describe('POST /v1/auth/logout', () => {
  it('revokes the session: the access and refresh tokens stop working', async () => {
    const session = await register(t.app);
    const answer = await call(t.app, 'POST', '/v1/auth/logout', {
      body: { accessToken: session.accessToken, refreshToken: session.refreshToken },
      token: session.accessToken,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: null });
    expectError(await profileWith(session.accessToken), 401, 'unauthorized');
    expectError(await refresh(session.refreshToken), 401, 'refresh_token_is_invalid');
  });

  it('ends the session named by the access token alone', async () => {
    const session = await register(t.app);
    await call(t.app, 'POST', '/v1/auth/logout', { body: { accessToken: session.accessToken } });
    expectError(await profileWith(session.accessToken), 401, 'unauthorized');
  });

  it('ends the session named by the bearer header alone', async () => {
    const session = await register(t.app);
    await call(t.app, 'POST', '/v1/auth/logout', { body: {}, token: session.accessToken });
    expectError(await profileWith(session.accessToken), 401, 'unauthorized');
  });

  it('never fails, even for tokens it does not know', async () => {
    const answer = await call(t.app, 'POST', '/v1/auth/logout', { body: { accessToken: 'x', refreshToken: 'y' } });
    expect(answer.status).toBe(200);
  });

  it('leaves the other sessions of the user working', async () => {
    const first = await register(t.app);
    t.clock.advance(RESEND_MS);
    const second = await signIn(t.app, first.phone, first.pin);
    await call(t.app, 'POST', '/v1/auth/logout', { body: { refreshToken: first.refreshToken } });
    expect((await profileWith(second.accessToken)).status).toBe(200);
  });
});

describe('remembered live sessions', () => {
  it('refuses at once a token that was used a moment before its logout', async () => {
    const session = await register(t.app);
    expect((await profileWith(session.accessToken)).status).toBe(200);
    await call(t.app, 'POST', '/v1/auth/logout', { body: {}, token: session.accessToken });
    expectError(await profileWith(session.accessToken), 401, 'unauthorized');
  });

  it('refuses at once the access token of a rotated session that was used a moment before', async () => {
    const session = await register(t.app);
    expect((await profileWith(session.accessToken)).status).toBe(200);
    await refresh(session.refreshToken);
    expectError(await profileWith(session.accessToken), 401, 'unauthorized');
  });

  it('refuses at once every token of a device whose rotated refresh token is replayed', async () => {
    const session = await register(t.app);
    const rotated = (await refresh(session.refreshToken)).body.data;
    expect((await profileWith(rotated.accessToken)).status).toBe(200);
    t.clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
    await refresh(session.refreshToken);
    expectError(await profileWith(rotated.accessToken), 401, 'unauthorized');
  });
});

describe('authentication of a protected call', () => {
  it('answers 401 unauthorized without a token', async () => {
    expectError(await call(t.app, 'GET', '/v1/profile'), 401, 'unauthorized');
  });

  it('answers 401 for a garbage token and for a token signed with another key', async () => {
    expectError(await profileWith('not-a-jwt'), 401, 'unauthorized');
    const forged =
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4IiwiZGlkIjoieCIsInNpZCI6IngiLCJleHAiOjQxMDI0NDQ4MDB9.' +
      'c2lnbmF0dXJlLXdpdGgtYW5vdGhlci1rZXk';
    expectError(await profileWith(forged), 401, 'unauthorized');
  });

  it('answers 401 once the access token is older than 15 minutes', async () => {
    const session = await register(t.app);
    t.clock.advance(ACCESS_TOKEN_TTL_SECONDS * 1000 - 60_000);
    expect((await profileWith(session.accessToken)).status).toBe(200);
    t.clock.advance(61_000);
    expectError(await profileWith(session.accessToken), 401, 'unauthorized');
  });
});
