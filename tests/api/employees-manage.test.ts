// The owner manages its employees (spec 03 §2, §4, §5, §7, §8; issue 11 item 1): add, read, change, deactivate,
// reset the PIN, move to a new phone, delete; an added employee signs in the first time by setting a PIN; a
// deactivated or deleted employee's sessions end at once and its (queued) payments are refused with the reason.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, confirmLogin, DEMO, expectError, newPhone, RESEND_MS, signIn, type Session } from './helper.ts';
import { EMPLOYEE_BASE, invoiceBody, moneyWorld, openInvoice, otherBusiness, payment, POINTS, type World } from './money-helper.ts';

let w: World;
let other: Awaited<ReturnType<typeof otherBusiness>>;
beforeAll(async () => {
  w = await moneyWorld();
  other = await otherBusiness(w.t);
});
afterAll(() => w.t.close());
// Codes to one phone are a minute apart: the clock moves on, and the owners' sessions are renewed before each test.
beforeEach(async () => {
  for (const session of [w.agent, w.employee, other.agent]) {
    const renewed = await call(w.t.app, 'POST', '/v1/auth/refresh', { body: { refreshToken: session.refreshToken } });
    expect(renewed.status).toBe(200);
    Object.assign(session, renewed.body.data);
  }
});
const nextCode = () => w.t.clock.advance(RESEND_MS);

const add = (token: string, body: Record<string, unknown>) => call(w.t.app, 'POST', '/v1/employee', { token, body });
const get = (token: string, id: string) => call(w.t.app, 'GET', `/v1/employee/${id}`, { token });
const put = (token: string, body: Record<string, unknown>) => call(w.t.app, 'PUT', '/v1/employee', { token, body });
const newEmployee = (phone = newPhone(), salePointIds: string[] = [POINTS.chilonzor]) => ({
  phone: phone.slice(3),
  firstName: ' Aziz ',
  lastName: 'Karimov',
  imageId: null,
  active: true,
  salePointIds,
});
const local = (phone: string) => phone.slice(3);

/** The first sign-in of an employee without a PIN: the code, then set-password (spec 01 §2.3). */
async function firstSignIn(phone: string, pin = '246810'): Promise<Session> {
  const checked = await call(w.t.app, 'POST', '/v1/auth/check-password', { body: { phone } });
  expect(checked.body.data.isPinCodeExists).toBe(false);
  nextCode();
  const confirmToken = await confirmLogin(w.t.app, phone);
  const set = await call(w.t.app, 'POST', '/v1/otp/set-password', { body: { confirmToken, password: pin } });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
  return { ...set.body.data.auth, deviceToken: set.body.data.deviceToken };
}

async function added(phone = newPhone(), salePointIds: string[] = [POINTS.chilonzor]) {
  const answer = await add(w.agent.accessToken, newEmployee(phone, salePointIds));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { ...answer.body.data, phone } as { id: string; phone: string; status: string; [key: string]: unknown };
}

const updateBody = (employee: { id: string; phone: string }, changes: Record<string, unknown> = {}) => ({
  id: employee.id,
  firstName: 'Aziz',
  lastName: 'Karimov',
  phone: local(employee.phone),
  image: null,
  status: 'ACTIVE',
  salePointIds: [POINTS.chilonzor],
  ...changes,
});

describe('POST /v1/employee', () => {
  it('adds an ACTIVE employee without a PIN at the chosen sale points, who then sets its PIN at first sign-in', async () => {
    const phone = newPhone();
    const answer = await add(w.agent.accessToken, newEmployee(phone, [POINTS.chilonzor, POINTS.yunusobod]));
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      firstName: 'Aziz',
      lastName: 'Karimov',
      fullName: 'Karimov Aziz',
      phone,
      image: null,
      status: 'ACTIVE',
      salePoint: { ids: expect.arrayContaining([POINTS.chilonzor, POINTS.yunusobod]), name: null, count: 2 },
      todayAmount: 0,
      agentId: '100001',
    });
    const read = await get(w.agent.accessToken, answer.body.data.id);
    expect(read.body.data).toEqual(answer.body.data);

    const session = await firstSignIn(phone);
    const profile = await call(w.t.app, 'GET', '/v1/profile', { token: session.accessToken });
    expect(profile.body.data).toMatchObject({ role: 'EMPLOYEE', phone, firstName: 'Aziz' });
    // Set once: a second first-PIN is refused with the spec's code.
    nextCode();
    const confirmToken = await confirmLogin(w.t.app, phone);
    const again = await call(w.t.app, 'POST', '/v1/otp/set-password', { body: { confirmToken, password: '135790' } });
    expectError(again, 409, 'employee_pin_already_set');
    // It signs in with that PIN and works at its points only.
    nextCode();
    const signed = await signIn(w.t.app, phone, '246810');
    const points = await call(w.t.app, 'POST', `${EMPLOYEE_BASE}/v1/sale-point/pageable`, { token: signed.accessToken, body: {} });
    expect(points.body.data.content.map((point: { id: string }) => point.id).sort()).toEqual([POINTS.chilonzor, POINTS.yunusobod].sort());
  });

  it("refuses a registered phone (phone_is_exists) and the owner's own (this_phone_number_is_already_assigned_to_your_account)", async () => {
    expectError(await add(w.agent.accessToken, newEmployee(DEMO.employee.phone)), 409, 'phone_is_exists');
    expectError(await add(w.agent.accessToken, newEmployee(DEMO.moderationAgent.phone)), 409, 'phone_is_exists');
    expectError(await add(w.agent.accessToken, newEmployee(DEMO.agent.phone)), 409, 'this_phone_number_is_already_assigned_to_your_account');
  });

  it('validates the fields of spec 03 §5 and bounds every stored value', async () => {
    const fields = expectError(await add(w.agent.accessToken, { phone: '12', firstName: '', salePointIds: [''] }), 400, 'validation_error');
    expect(fields).toMatchObject({ phone: 'length:9', firstName: 'required', lastName: 'required', 'salePointIds.0': 'required' });
    const long = expectError(await add(w.agent.accessToken, { ...newEmployee(), firstName: 'x'.repeat(151) }), 400, 'validation_error');
    expect(long).toEqual({ firstName: 'max_length:150' });
    const many = Array.from({ length: 501 }, (_, index) => `id-${index}`);
    expectError(await add(w.agent.accessToken, { ...newEmployee(), salePointIds: many }), 400, 'validation_error');
  });

  it("refuses another business's sale point and a photo someone else uploaded", async () => {
    expectError(await add(w.agent.accessToken, newEmployee(newPhone(), [other.salePointId])), 404, 'sale_point_not_found');
    expectError(await add(w.agent.accessToken, { ...newEmployee(), imageId: 'no-such-file' }), 404, 'file_not_found');
  });
});

describe('PUT /v1/employee', () => {
  it('changes names, points and status; deactivating ends its sessions and refuses its next payment with the reason', async () => {
    const employee = await added();
    const session = await firstSignIn(employee.phone);
    const paid = await payment(w.t, session.accessToken, invoiceBody(w.merchant('suvsoz'), '1234567', 1_000_000), { base: EMPLOYEE_BASE });
    expect(paid.status).toBe(200);

    const renamed = await put(w.agent.accessToken, updateBody(employee, { firstName: 'Bobur', salePointIds: [POINTS.yunusobod] }));
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ firstName: 'Bobur', salePoint: { ids: [POINTS.yunusobod], name: 'Yunusobod doʻkoni', count: 1 } });
    expect(renamed.body.data.todayAmount).toBeGreaterThan(0);
    // Reassigned: the old point is no longer its.
    const refusedPoint = await openInvoice(w.t, session.accessToken, invoiceBody(w.merchant('suvsoz'), '1234567', 1_000_000), { base: EMPLOYEE_BASE });
    expect(refusedPoint.status).toBe(404);

    const deactivated = await put(w.agent.accessToken, updateBody(employee, { status: 'INACTIVE', salePointIds: [POINTS.yunusobod] }));
    expect(deactivated.body.data.status).toBe('INACTIVE');
    // The queued payment its device sends next is refused for good, with the reason (not a transient 'unauthorized').
    const queued = await openInvoice(
      w.t,
      session.accessToken,
      invoiceBody(w.merchant('suvsoz'), '1234567', 1_000_000, POINTS.yunusobod),
      { base: EMPLOYEE_BASE, key: 'offline-payment-1' },
    );
    expectError(queued, 401, 'employee_is_inactive');
    expectError(await call(w.t.app, 'GET', '/v1/profile', { token: session.accessToken }), 401, 'employee_is_inactive');
    const refreshed = await call(w.t.app, 'POST', '/v1/auth/refresh', { body: { refreshToken: session.refreshToken } });
    expect(refreshed.status).toBe(401);
    // It cannot sign in again until the owner turns it back on.
    expectError(await call(w.t.app, 'POST', '/v1/otp', { body: { phone: employee.phone } }), 403, 'employee_is_inactive');

    await put(w.agent.accessToken, updateBody(employee, { status: 'ACTIVE', salePointIds: [POINTS.yunusobod] }));
    nextCode();
    const back = await signIn(w.t.app, employee.phone, '246810');
    expect((await call(w.t.app, 'GET', '/v1/profile', { token: back.accessToken })).status).toBe(200);
  });

  it('refuses a phone taken by another account and an unknown or foreign employee', async () => {
    const employee = await added();
    expectError(await put(w.agent.accessToken, updateBody(employee, { phone: local(DEMO.employee.phone) })), 409, 'phone_is_exists');
    expectError(await put(w.agent.accessToken, updateBody({ ...employee, id: 'nobody' })), 404, 'employee_not_found');
    const foreign = await add(other.agent.accessToken, newEmployee(newPhone(), [other.salePointId]));
    expect(foreign.status).toBe(200);
    expectError(await put(w.agent.accessToken, updateBody({ id: foreign.body.data.id, phone: foreign.body.data.phone })), 404, 'employee_not_found');
    expectError(await get(w.agent.accessToken, foreign.body.data.id), 404, 'employee_not_found');
    expectError(await put(w.agent.accessToken, { id: employee.id }), 400, 'validation_error');
  });
});

describe('GET /v1/employee/reset-password/{id}', () => {
  it('clears the PIN and ends the sessions: the employee sets a new PIN at its next sign-in', async () => {
    const employee = await added();
    const session = await firstSignIn(employee.phone);
    const reset = await call(w.t.app, 'GET', `/v1/employee/reset-password/${employee.id}`, { token: w.agent.accessToken });
    expect(reset.status).toBe(200);
    expectError(await call(w.t.app, 'GET', '/v1/profile', { token: session.accessToken }), 401, 'unauthorized');
    const again = await firstSignIn(employee.phone, '975310');
    expect((await call(w.t.app, 'GET', '/v1/profile', { token: again.accessToken })).status).toBe(200);
  });
});

describe('PUT /v1/employee/change-phone/{id}', () => {
  it('moves the employee to a new number, which it signs in with; the old one is free', async () => {
    const employee = await added();
    const session = await firstSignIn(employee.phone);
    const phone = newPhone();
    const changed = await call(w.t.app, 'PUT', `/v1/employee/change-phone/${employee.id}`, { token: w.agent.accessToken, body: { phone: local(phone) } });
    expect(changed.status).toBe(200);
    expect(changed.body.data.phone).toBe(phone);
    expectError(await call(w.t.app, 'GET', '/v1/profile', { token: session.accessToken }), 401, 'unauthorized');
    nextCode();
    await signIn(w.t.app, phone, '246810');
    expectError(await call(w.t.app, 'POST', '/v1/auth/check-password', { body: { phone: employee.phone } }), 404, 'user_with_this_phone_not_found');
  });

  it('refuses its current number, a registered one, and bad input', async () => {
    const employee = await added();
    const path = `/v1/employee/change-phone/${employee.id}`;
    const same = await call(w.t.app, 'PUT', path, { token: w.agent.accessToken, body: { phone: local(employee.phone) } });
    expectError(same, 409, 'this_phone_number_is_already_assigned_to_your_account');
    const taken = await call(w.t.app, 'PUT', path, { token: w.agent.accessToken, body: { phone: local(DEMO.agent.phone) } });
    expectError(taken, 409, 'this_phone_number_is_already_assigned_to_your_account');
    const other = await call(w.t.app, 'PUT', path, { token: w.agent.accessToken, body: { phone: local(DEMO.employee.phone) } });
    expectError(other, 409, 'phone_is_exists');
    expectError(await call(w.t.app, 'PUT', path, { token: w.agent.accessToken, body: { phone: '90' } }), 400, 'validation_error');
  });
});

describe('DELETE /v1/employee/{id}', () => {
  it('removes the employee from the list, ends its sessions with the reason, keeps its payments and frees its phone', async () => {
    const employee = await added();
    const session = await firstSignIn(employee.phone);
    const paid = await payment(w.t, session.accessToken, invoiceBody(w.merchant('suvsoz'), '1234567', 1_000_000), { base: EMPLOYEE_BASE });
    expect(paid.status).toBe(200);
    const removed = await call(w.t.app, 'DELETE', `/v1/employee/${employee.id}`, { token: w.agent.accessToken });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ id: employee.id });
    expectError(await get(w.agent.accessToken, employee.id), 404, 'employee_not_found');
    const list = await call(w.t.app, 'POST', '/v1/employee/pageable', { token: w.agent.accessToken, body: { perPage: 100 } });
    expect(list.body.data.content.map((row: { id: string }) => row.id)).not.toContain(employee.id);
    const queued = await openInvoice(w.t, session.accessToken, invoiceBody(w.merchant('suvsoz'), '1234567', 1_000_000), { base: EMPLOYEE_BASE });
    expectError(queued, 401, 'employee_is_deleted');
    // Its payment stays in the business's history.
    const invoices = await w.t.app.ctx.db.selectFrom('invoice').select('id').where('user_id', '=', employee.id).execute();
    expect(invoices.length).toBe(1);
    // The number can be given to a new employee.
    expect((await add(w.agent.accessToken, newEmployee(employee.phone))).status).toBe(200);
    expectError(await call(w.t.app, 'DELETE', `/v1/employee/${employee.id}`, { token: w.agent.accessToken }), 404, 'employee_not_found');
  });
});

describe('authorisation', () => {
  it('is the owner’s alone: 403 to an employee, 401 without a token, 404 across businesses, no employee base', async () => {
    const employee = await added();
    const calls: [string, string, unknown?][] = [
      ['POST', '/v1/employee', newEmployee()],
      ['PUT', '/v1/employee', updateBody(employee)],
      ['GET', `/v1/employee/${employee.id}`],
      ['DELETE', `/v1/employee/${employee.id}`],
      ['GET', `/v1/employee/reset-password/${employee.id}`],
      ['PUT', `/v1/employee/change-phone/${employee.id}`, { phone: local(newPhone()) }],
    ];
    for (const [method, path, body] of calls) {
      expectError(await call(w.t.app, method as 'GET', path, { token: w.employee.accessToken, body }), 403, 'access_denied');
      expectError(await call(w.t.app, method as 'GET', path, { body }), 401, 'unauthorized');
      const employeeBase = await call(w.t.app, method as 'GET', `${EMPLOYEE_BASE}${path}`, { token: w.employee.accessToken, body });
      expect(employeeBase.status).toBe(404);
      if (method === 'POST') continue;
      // Another business's owner does not see it: its id is unknown there.
      const foreign = await call(w.t.app, method as 'GET', path, { token: other.agent.accessToken, body });
      expectError(foreign, 404, 'employee_not_found');
    }
    expect((await get(w.agent.accessToken, employee.id)).status).toBe(200);
  });
});
