// Issue 14 item 7: the access rules of spec 01 §2.1 hold on the server, not only in the router: a frozen business
// (its owner's signature revoked) changes nothing of its business (issue 25, decision 150) while it may still read,
// sign and manage its own account, and an employee's profile carries the employer's
// identity and state but none of its bank or legal data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO, signIn, type Session, type TestApp } from './helper.ts';
import { DEMO_TAX_NUMBER, invoiceBody, openInvoice, payment, POINTS, STAFF } from './money-helper.ts';

let t: TestApp;
let owner: Session;
let employee: Session;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signIn(t.app, DEMO.agent.phone, DEMO.agent.pin);
  employee = await signIn(t.app, DEMO.employee.phone, DEMO.employee.pin);
});
afterAll(() => t.close());

const NEW_POINT = { name: 'Olmazor shoxobchasi', provinceId: 10, districtId: 133, latitude: 41.35, longitude: 69.21 };

describe('GET /v1/profile of an employee', () => {
  it("carries the employer's name and state, and no bank, legal or contract data", async () => {
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

describe('every write of a frozen business (decision 150)', () => {
  it('is refused with business_has_no_signature, while reads, signing and the owner\'s own account stay open', async () => {
    const db = t.app.ctx.db;
    const employeeId = (await db.selectFrom('app_user').select('id').where('phone', '=', DEMO.employee.phone).executeTakeFirstOrThrow()).id;
    const suvsoz = (await db.selectFrom('merchant').select('id').where('key', '=', 'suvsoz').executeTakeFirstOrThrow()).id;
    const created = await call(t.app, 'POST', '/v1/sale-point', { token: owner.accessToken, body: NEW_POINT });
    expect(created.status).toBe(200);
    const paid = await payment(t, owner.accessToken, invoiceBody(suvsoz, '1234567', 2_000_000));
    const opened = await openInvoice(t, owner.accessToken, invoiceBody(suvsoz, '1234567', 2_000_000));
    expect((await call(t.app, 'POST', `/api/staff/v1/businesses/${DEMO_TAX_NUMBER}/revoke-signature`, { token: STAFF })).status).toBe(200);

    const pan = '8600000000000001';
    const now = Date.now();
    const writes: Array<[string, string, object | undefined, string?]> = [
      ['POST', '/v1/sale-point', NEW_POINT],
      ['PUT', '/v1/sale-point', { ...NEW_POINT, id: created.body.data.id, limitSum: 0, name: 'Renamed' }],
      ['POST', '/v1/employee', { phone: '998901112233', firstName: 'Ali', lastName: 'Valiyev' }],
      ['PUT', '/v1/employee', { id: employeeId, firstName: 'Aziz', lastName: 'Karimov', phone: DEMO.employee.phone, status: 'ACTIVE', salePointIds: [POINTS.chilonzor] }],
      ['PUT', `/v1/employee/change-phone/${employeeId}`, { phone: '998901112244' }],
      ['GET', `/v1/employee/reset-password/${employeeId}`, undefined],
      ['DELETE', `/v1/employee/${employeeId}`, undefined],
      ['POST', '/api/agent/v1/invoice', invoiceBody(suvsoz, '1234567', 2_000_000)],
      ['POST', '/api/agent/v1/pay', { invoiceNumber: opened.body.data.invoiceNumber }],
      ['POST', '/api/agent/v1/application', { invoiceId: paid.body.data.invoice.id, comment: null }],
      ['POST', '/v1/card_otp/get-otp', { pan, number: '901234567' }],
      ['POST', '/v1/invoice/invoice-static', { salePointId: POINTS.chilonzor, staticMerchant: 'P2P', account: { number: pan }, token: 'any', amount: 1_000_000, requestDate: now }],
      ['POST', '/v1/invoice/create-static-without-confirm', { salePointId: POINTS.chilonzor, number: pan, amount: 1_000_000, requestDate: now }],
      // The employee's payments and requests at its sale point, under its own base.
      ['POST', '/api/employee/v1/invoice', invoiceBody(suvsoz, '1234567', 2_000_000), 'employee'],
      ['POST', '/api/employee/v1/application', { invoiceId: paid.body.data.invoice.id, comment: null }, 'employee'],
    ];
    for (const [method, path, body, who] of writes) {
      const token = who === 'employee' ? employee.accessToken : owner.accessToken;
      const answer = await call(t.app, method, path, { token, body, headers: { 'idempotency-key': `frozen-${method}-${path}` } });
      expect(`${method} ${path} ${answer.status} ${JSON.stringify(answer.body.data?.message)}`).toBe(`${method} ${path} 403 "business_has_no_signature"`);
    }

    const reads: Array<[string, string, object | undefined]> = [
      ['GET', '/v1/profile', undefined],
      ['POST', '/v1/sale-point/pageable', {}],
      ['GET', `/v1/sale-point/${POINTS.chilonzor}`, undefined],
      ['POST', '/v1/employee/pageable', {}],
      ['GET', `/v1/employee/${employeeId}`, undefined],
      ['POST', '/api/agent/v1/invoice/pageable', {}],
      ['POST', '/api/agent/v1/application/pageable', {}],
      ['GET', '/api/agent/v1/business/balance', undefined],
      ['POST', '/v1/ticket/pageable', {}],
      ['POST', '/v1/additional-agreement/pageable', {}],
    ];
    for (const [method, path, body] of reads) {
      const answer = await call(t.app, method, path, { token: owner.accessToken, body });
      expect(`${method} ${path} ${answer.status}`).toBe(`${method} ${path} 200`);
    }
  });
});
