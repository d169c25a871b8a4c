// spec 01 §1 and §7: public settings, regions and districts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO, expectError, signIn, type TestApp } from './helper.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app, DEMO.agent.phone, DEMO.agent.pin)).accessToken;
});
afterAll(() => t.close());

describe('GET /v1/setting/all', () => {
  it('lists the public settings without a token', async () => {
    const answer = await call(t.app, 'GET', '/v1/setting/all');
    expect(answer.status).toBe(200);
    const byKey = Object.fromEntries(answer.body.data.map((setting: { key: string }) => [setting.key, setting]));
    expect(Object.keys(byKey)).toEqual(
      expect.arrayContaining(['tg_support_group_link', 'checking_monthly_remaining_limit', 'test_mode']),
    );
    expect(byKey.tg_support_group_link).toEqual({
      id: expect.any(String),
      key: 'tg_support_group_link',
      title: expect.any(String),
      value: expect.stringMatching(/^https:\/\/t\.me\//),
      status: 'ACTIVE',
      isStatic: expect.any(Boolean),
      isPrivate: false,
      createdDate: expect.any(String),
      modifiedDate: expect.any(String),
    });
    expect(byKey.test_mode.value).toBe('true');
  });

  it('never lists a private setting or secret', async () => {
    await call(t.app, 'POST', '/api/staff/v1/tech-mode', { token: 'staff-test-token', body: { on: false } });
    const answer = await call(t.app, 'GET', '/v1/setting/all');
    const keys = answer.body.data.map((setting: { key: string }) => setting.key);
    for (const secret of ['jwt_secret', 'otp_secret', 'staff_token', 'tech_mode']) expect(keys).not.toContain(secret);
    expect(answer.body.data.every((setting: { isPrivate: boolean }) => !setting.isPrivate)).toBe(true);
  });
});

describe('GET /v1/province', () => {
  it('lists the 14 regions with uz, ru, en and oz titles', async () => {
    const answer = await call(t.app, 'GET', '/v1/province', { token });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(14);
    for (const region of answer.body.data) {
      expect(region).toEqual({
        id: expect.any(Number),
        title: { uz: expect.any(String), ru: expect.any(String), en: expect.any(String), oz: expect.any(String) },
      });
    }
    expect(answer.body.data.find((region: { id: number }) => region.id === 10).title.en).toBe('Tashkent city');
  });

  it('needs a token', async () => {
    expectError(await call(t.app, 'GET', '/v1/province'), 401, 'unauthorized');
  });
});

describe('GET /v1/district/by-province/:regionId', () => {
  it("lists Tashkent's districts", async () => {
    const answer = await call(t.app, 'GET', '/v1/district/by-province/10', { token });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(12);
    expect(answer.body.data.map((district: { title: { en: string } }) => district.title.en)).toEqual(
      expect.arrayContaining(['Uchtepa District', 'Bektemir District']),
    );
    expect(answer.body.data[0].title).toEqual({
      uz: expect.any(String),
      ru: expect.any(String),
      en: expect.any(String),
      oz: expect.any(String),
    });
  });

  it('answers an empty list for a region that does not exist', async () => {
    const answer = await call(t.app, 'GET', '/v1/district/by-province/99', { token });
    expect(answer.body.data).toEqual([]);
  });

  it('refuses a non-numeric id with validation_error', async () => {
    const answer = await call(t.app, 'GET', '/v1/district/by-province/tashkent', { token });
    expect(expectError(answer, 400, 'validation_error')).toEqual({ regionId: 'digits' });
  });
});
