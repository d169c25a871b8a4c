// Issue 14 item 7: the access rules of spec 01 §2.1 hold on the server, not only in the router: a frozen business
// (its owner's signature revoked) opens or changes no sale point, and an employee's profile carries the employer's
// identity and state but none of its bank or legal data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO, expectError, signIn, type Session, type TestApp } from './helper.ts';

let t: TestApp;
let owner: Session;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signIn(t.app, DEMO.agent.phone, DEMO.agent.pin);
});
afterAll(() => t.close());

const NEW_POINT = { name: 'Olmazor shoxobchasi', provinceId: 10, districtId: 133, latitude: 41.35, longitude: 69.21 };

describe('GET /v1/profile of an employee', () => {
  it("carries the employer's name and state, and no bank, legal or contract data", async () => {
    const employee = await signIn(t.app, DEMO.employee.phone, DEMO.employee.pin);
    const { business } = (await call(t.app, 'GET', '/v1/profile', { token: employee.accessToken })).body.data;
    expect(business).toMatchObject({ name: 'OOO "Demo Savdo"', status: 'ACTIVE', hasSignature: true });
    for (const field of ['account', 'bankId', 'bank', 'pin', 'director', 'address', 'form', 'passport', 'certificate', 'license', 'contractNumber', 'contractId']) {
      expect(business[field], field).toBeNull();
    }
    // The owner still sees all of it.
    const own = (await call(t.app, 'GET', '/v1/profile', { token: owner.accessToken })).body.data.business;
    expect(own).toMatchObject({ account: expect.any(String), bankId: expect.any(String), contractNumber: '1001', form: 'LTD' });
  });
});

describe('POST and PUT /v1/sale-point of a frozen business', () => {
  it('are refused with business_has_no_signature', async () => {
    const created = await call(t.app, 'POST', '/v1/sale-point', { token: owner.accessToken, body: NEW_POINT });
    expect(created.status).toBe(200);
    const revoked = await call(t.app, 'POST', '/api/staff/v1/businesses/305123456/revoke-signature', { token: 'staff-test-token' });
    expect(revoked.status).toBe(200);
    expectError(await call(t.app, 'POST', '/v1/sale-point', { token: owner.accessToken, body: NEW_POINT }), 403, 'business_has_no_signature');
    const change = { ...NEW_POINT, id: created.body.data.id, limitSum: 0, name: 'Renamed' };
    expectError(await call(t.app, 'PUT', '/v1/sale-point', { token: owner.accessToken, body: change }), 403, 'business_has_no_signature');
  });
});
