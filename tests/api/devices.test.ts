// spec 01 §2.8 trusted devices and §7 device calls: the paged list and removal with the agent-only rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO, expectError, register, RESEND_MS, signIn, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';

const list = (token: string, body: Record<string, unknown> = {}) =>
  call(t.app, 'POST', '/v1/device/pageable', { token, body });
const remove = (token: string, id: string) => call(t.app, 'DELETE', `/v1/device/${id}`, { token });

/** A user signed in on two browsers: a trusted desktop and the current phone. */
async function userOnTwoDevices() {
  const user = await register(t.app);
  t.clock.advance(RESEND_MS);
  const desktop = await signIn(t.app, user.phone, user.pin, { trusted: true, userAgent: DESKTOP });
  t.clock.advance(RESEND_MS);
  const phone = await signIn(t.app, user.phone, user.pin, { userAgent: PHONE });
  return { user, desktop, phone };
}

describe('POST /v1/device/pageable', () => {
  it("lists the user's own devices, newest first, with the current one marked", async () => {
    const { phone } = await userOnTwoDevices();
    const answer = await list(phone.accessToken, { perPage: 1000, page: 0 });
    expect(answer.status).toBe(200);
    const page = answer.body.data;
    expect(page).toMatchObject({ totalElements: 3, totalPages: 1, number: 0, numberOfElements: 3, size: 1000 });
    expect(page.content.map((device: { userAgent: string }) => device.userAgent)).toEqual([PHONE, DESKTOP, expect.any(String)]);
    expect(page.content.map((device: { current: boolean }) => device.current)).toEqual([true, false, false]);
    // Only the desktop ticked "trust this device" (issue 25 item 2): the others ask for a code next time.
    expect(page.content.map((device: { trusted: boolean }) => device.trusted)).toEqual([false, true, false]);
    expect(page.content[0]).toEqual({
      id: expect.any(String),
      userAgent: PHONE,
      token: phone.deviceToken.slice(-6),
      lastSignDate: expect.any(String),
      status: 'ACTIVE',
      current: true,
      trusted: false,
    });
  });

  it('pages with the default size of 30 and zero-based page numbers', async () => {
    const { phone } = await userOnTwoDevices();
    const first = await list(phone.accessToken, { perPage: 2, page: 0 });
    expect(first.body.data).toMatchObject({ totalElements: 3, totalPages: 2, number: 0, numberOfElements: 2, size: 2 });
    const second = await list(phone.accessToken, { perPage: 2, page: 1 });
    expect(second.body.data).toMatchObject({ number: 1, numberOfElements: 1 });
    expect((await list(phone.accessToken)).body.data.size).toBe(30);
  });

  it('finds devices by status and sorts by a whitelisted name', async () => {
    const { user, desktop, phone } = await userOnTwoDevices();
    // The registration browser is untrusted: logging out of it makes it INACTIVE.
    await call(t.app, 'POST', '/v1/auth/logout', { body: { refreshToken: user.refreshToken } });
    const active = await list(phone.accessToken, { perPage: 1000, search: [{ key: 'status', operation: '=', value: 'ACTIVE' }] });
    expect(active.body.data.totalElements).toBe(2);
    const inactive = await list(phone.accessToken, { search: [{ key: 'status', operation: '!=', value: 'ACTIVE' }] });
    expect(inactive.body.data.content).toEqual([expect.objectContaining({ status: 'INACTIVE', current: false })]);
    const ascending = await list(phone.accessToken, {
      sort: { name: 'lastSignDate', direction: 'asc' },
      search: [{ key: 'status', operation: '=', value: 'ACTIVE' }],
    });
    expect(ascending.body.data.content.map((device: { token: string }) => device.token)).toEqual([
      desktop.deviceToken.slice(-6),
      phone.deviceToken.slice(-6),
    ]);
    const emptyFilter = await list(phone.accessToken, { search: [{ key: 'status', operation: '=', value: '' }] });
    expect(emptyFilter.body.data.totalElements).toBe(3);
  });

  it('refuses an unknown sort name, search key or operation with validation_error', async () => {
    const { phone } = await userOnTwoDevices();
    const sort = await list(phone.accessToken, { sort: { name: 'user_id', direction: 'asc' } });
    expect(expectError(sort, 400, 'validation_error')).toEqual({ 'sort.name': 'invalid' });
    const key = await list(phone.accessToken, { search: [{ key: 'user_id', operation: '=', value: 'x' }] });
    expect(expectError(key, 400, 'validation_error')).toEqual({ 'search.0.key': 'invalid' });
    const operation = await list(phone.accessToken, { search: [{ key: 'status', operation: 'in', value: 'ACTIVE' }] });
    expect(expectError(operation, 400, 'validation_error')).toEqual({ 'search.0.operation': 'invalid' });
    const direction = await list(phone.accessToken, { sort: { name: 'createdDate', direction: 'sideways' } });
    expect(expectError(direction, 400, 'validation_error')).toEqual({ 'sort.direction': 'invalid' });
    const perPage = await list(phone.accessToken, { perPage: 0 });
    expect(expectError(perPage, 400, 'validation_error')).toEqual({ perPage: 'min_value:1' });
  });

  it('shows no device of another user', async () => {
    const { phone } = await userOnTwoDevices();
    const stranger = await register(t.app);
    const answer = await list(stranger.accessToken, { perPage: 1000 });
    expect(answer.body.data.totalElements).toBe(1);
    expect(answer.body.data.content[0].token).not.toBe(phone.deviceToken.slice(-6));
  });
});

describe('DELETE /v1/device/:id', () => {
  it("lets an agent remove another device: its sessions stop and its token no longer skips the code", async () => {
    const { user, desktop, phone } = await userOnTwoDevices();
    const devices = (await list(phone.accessToken, { perPage: 1000 })).body.data.content;
    const desktopId = devices.find((device: { userAgent: string }) => device.userAgent === DESKTOP).id;

    // Used just before: the live session the server remembers must be forgotten by the removal.
    expect((await call(t.app, 'GET', '/v1/profile', { token: desktop.accessToken })).status).toBe(200);
    const skipped = await call(t.app, 'POST', '/v1/otp', { body: { phone: user.phone, deviceToken: desktop.deviceToken } });
    expect(skipped.body.data.confirmable).toBe(false);

    const answer = await remove(phone.accessToken, desktopId);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: null });
    expectError(await call(t.app, 'GET', '/v1/profile', { token: desktop.accessToken }), 401, 'unauthorized');
    expectError(await call(t.app, 'POST', '/v1/auth/refresh', { body: { refreshToken: desktop.refreshToken } }), 401, 'refresh_token_is_invalid');
    expect((await call(t.app, 'GET', '/v1/profile', { token: phone.accessToken })).status).toBe(200);

    t.clock.advance(RESEND_MS);
    const again = await call(t.app, 'POST', '/v1/otp', { body: { phone: user.phone, deviceToken: desktop.deviceToken } });
    expect(again.body.data.confirmable).toBe(true);
    const after = (await list(phone.accessToken, { perPage: 1000 })).body.data.content;
    expect(after.find((device: { id: string }) => device.id === desktopId).status).toBe('INACTIVE');
  });

  it('lets an employee remove its current device but not another one', async () => {
    t.clock.advance(RESEND_MS);
    const other = await signIn(t.app, DEMO.employee.phone, DEMO.employee.pin, { userAgent: DESKTOP });
    t.clock.advance(RESEND_MS);
    const current = await signIn(t.app, DEMO.employee.phone, DEMO.employee.pin, { userAgent: PHONE });
    const devices = (await list(current.accessToken, { perPage: 1000 })).body.data.content;
    const otherId = devices.find((device: { current: boolean; token: string }) => device.token === other.deviceToken.slice(-6)).id;
    const currentId = devices.find((device: { current: boolean }) => device.current).id;

    expectError(await remove(current.accessToken, otherId), 403, 'access_denied');
    expect((await call(t.app, 'GET', '/v1/profile', { token: other.accessToken })).status).toBe(200);

    expect((await remove(current.accessToken, currentId)).status).toBe(200);
    expectError(await call(t.app, 'GET', '/v1/profile', { token: current.accessToken }), 401, 'unauthorized');
  });

  it("answers 404 device_not_found for someone else's device and for an unknown id", async () => {
    const { phone } = await userOnTwoDevices();
    const stranger = await register(t.app);
    const strangerDevice = (await list(stranger.accessToken)).body.data.content[0].id;
    expectError(await remove(phone.accessToken, strangerDevice), 404, 'device_not_found');
    expect((await call(t.app, 'GET', '/v1/profile', { token: stranger.accessToken })).status).toBe(200);
    expectError(await remove(phone.accessToken, 'no-such-device'), 404, 'device_not_found');
  });

  it('needs a token', async () => {
    expectError(await call(t.app, 'DELETE', '/v1/device/anything'), 401, 'unauthorized');
  });
});
