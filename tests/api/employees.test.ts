// The agent's list of its employees (spec 02 §2 assignment step, spec 03 §3 Employee): who works where, per business.
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO, expectError, register, signIn, type Session, type TestApp } from './helper.ts';

const CHILONZOR = '01900000-0000-7000-8000-000000000101';
const YUNUSOBOD = '01900000-0000-7000-8000-000000000102';
const SECOND_EMPLOYEE = { phone: '998900000004', pin: '444444' };

let t: TestApp;
let agent: Session;
let employee: Session;

const userId = async (phone: string) =>
  (await t.app.ctx.db.selectFrom('app_user').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  t = await createTestApp();
  agent = await signIn(t.app, DEMO.agent.phone, DEMO.agent.pin);
  employee = await signIn(t.app, DEMO.employee.phone, DEMO.employee.pin);
});
afterAll(() => t.close());

const list = (token: string, body: Record<string, unknown> = {}) => call(t.app, 'POST', '/v1/employee/pageable', { token, body });
const phones = (answer: { body: { data: { content: { phone: string }[] } } }) => answer.body.data.content.map((row) => row.phone);

describe('POST /v1/employee/pageable', () => {
  it("lists the business's employees, last changed first, with the points each works at", async () => {
    const answer = await list(agent.accessToken);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ totalElements: 2, totalPages: 1, number: 0, numberOfElements: 2, size: 30 });
    const [first, second] = answer.body.data.content;
    expect(first.modifiedDate >= second.modifiedDate).toBe(true);
    const byPhone = (phone: string) => answer.body.data.content.find((row: { phone: string }) => row.phone === phone);
    expect(byPhone(DEMO.employee.phone)).toEqual({
      id: await userId(DEMO.employee.phone),
      firstName: 'Jasur',
      lastName: 'Rahimov',
      fullName: 'Rahimov Jasur',
      phone: DEMO.employee.phone,
      image: null,
      status: 'ACTIVE',
      salePoint: { ids: [CHILONZOR], name: 'Chilonzor filiali', count: 1 },
      todayAmount: expect.any(Number),
      passwordChangeDate: expect.any(String),
      agentId: '100001',
      createdDate: expect.any(String),
      modifiedDate: expect.any(String),
    });
    expect(byPhone(SECOND_EMPLOYEE.phone)).toMatchObject({ fullName: 'Tursunova Dilnoza', salePoint: { ids: [], name: null, count: 0 } });
  });

  it('gives the count and no single name for an employee at several points', async () => {
    const jasur = await userId(DEMO.employee.phone);
    const point = (await call(t.app, 'GET', `/v1/sale-point/${YUNUSOBOD}`, { token: agent.accessToken })).body.data;
    const saved = await call(t.app, 'PUT', '/v1/sale-point', {
      token: agent.accessToken,
      body: {
        id: YUNUSOBOD,
        name: point.name,
        provinceId: point.region.id,
        districtId: point.district.id,
        latitude: point.location[0],
        longitude: point.location[1],
        limitSum: point.limit,
        address: point.address,
        status: point.status,
        employeeIds: [jasur],
      },
    });
    expect(saved.status).toBe(200);
    const row = (await list(agent.accessToken, { search: [{ key: 'name', operation: 'like', value: 'jasur' }] })).body.data.content[0];
    expect(row.salePoint).toEqual({ ids: expect.arrayContaining([CHILONZOR, YUNUSOBOD]), name: null, count: 2 });
  });

  it('finds employees by name, phone, status and sale point', async () => {
    expect(phones(await list(agent.accessToken, { search: [{ key: 'name', operation: 'like', value: 'TURSUN' }] }))).toEqual([
      SECOND_EMPLOYEE.phone,
    ]);
    expect(phones(await list(agent.accessToken, { search: [{ key: 'name', operation: 'like', value: '00000002' }] }))).toEqual([
      DEMO.employee.phone,
    ]);
    const assigned = await list(agent.accessToken, { search: [{ key: 'salePointId', operation: '=', value: CHILONZOR }] });
    expect(phones(assigned)).toEqual([DEMO.employee.phone]);
    const unassigned = await list(agent.accessToken, { search: [{ key: 'salePointId', operation: '!=', value: CHILONZOR }] });
    expect(phones(unassigned)).toEqual([SECOND_EMPLOYEE.phone]);

    await t.app.ctx.db.updateTable('app_user').set({ active: 0 }).where('phone', '=', SECOND_EMPLOYEE.phone).execute();
    const inactive = await list(agent.accessToken, { search: [{ key: 'status', operation: '=', value: 'INACTIVE' }] });
    expect(inactive.body.data.content).toEqual([expect.objectContaining({ phone: SECOND_EMPLOYEE.phone, status: 'INACTIVE' })]);
    const active = await list(agent.accessToken, { search: [{ key: 'status', operation: '=', value: 'ACTIVE' }] });
    expect(phones(active)).toEqual([DEMO.employee.phone]);
    await t.app.ctx.db.updateTable('app_user').set({ active: 1 }).where('phone', '=', SECOND_EMPLOYEE.phone).execute();
  });

  it('sorts by a whitelisted name and pages', async () => {
    const byName = await list(agent.accessToken, { sort: { name: 'firstName', direction: 'asc' } });
    expect(phones(byName)).toEqual([SECOND_EMPLOYEE.phone, DEMO.employee.phone]);
    const paged = await list(agent.accessToken, { perPage: 1, page: 1, sort: { name: 'createdDate', direction: 'asc' } });
    expect(paged.body.data).toMatchObject({ totalElements: 2, totalPages: 2, number: 1, numberOfElements: 1, size: 1 });
    expect(phones(paged)).toEqual([SECOND_EMPLOYEE.phone]);
  });

  it('refuses an unknown sort name or search key and an ordering operation on the sale point', async () => {
    expect(expectError(await list(agent.accessToken, { sort: { name: 'pin_hash' } }), 400, 'validation_error')).toEqual({
      'sort.name': 'invalid',
    });
    const key = await list(agent.accessToken, { search: [{ key: 'phone', operation: '=', value: '1' }] });
    expect(expectError(key, 400, 'validation_error')).toEqual({ 'search.0.key': 'invalid' });
    const operation = await list(agent.accessToken, { search: [{ key: 'salePointId', operation: '>=', value: CHILONZOR }] });
    expect(expectError(operation, 400, 'validation_error')).toEqual({ 'search.salePointId': 'invalid' });
  });

  it('is the agent’s alone: 403 to an employee, and not served under the employee base', async () => {
    expectError(await list(employee.accessToken), 403, 'access_denied');
    const employeeBase = await call(t.app, 'POST', '/api/employee/v1/employee/pageable', { token: employee.accessToken, body: {} });
    expectError(employeeBase, 404, 'not_found');
  });

  it("shows another agent only its own business's employees", async () => {
    const db = t.app.ctx.db;
    const other = await register(t.app);
    expectError(await list(other.accessToken), 404, 'business_not_found');

    const ownerId = await userId(other.phone);
    const template = await db.selectFrom('business').selectAll().where('owner_id', '=', await userId(DEMO.agent.phone)).executeTakeFirstOrThrow();
    const businessId = uuidv7();
    await db
      .insertInto('business')
      .values({ ...template, id: businessId, owner_id: ownerId, name: 'YaTT Boshqa', tax_number: '308765432', contract_number: '3003' })
      .execute();
    await db.updateTable('app_user').set({ business_id: businessId }).where('id', '=', ownerId).execute();
    t.app.ctx.liveSessions.forget(); // the change bypassed the services, which would have forgotten the remembered sessions
    expect((await list(other.accessToken)).body.data).toMatchObject({ content: [], totalElements: 0 });

    const employeeRow = await db.selectFrom('app_user').selectAll().where('phone', '=', DEMO.employee.phone).executeTakeFirstOrThrow();
    await db.insertInto('app_user').values({ ...employeeRow, id: uuidv7(), phone: '998917654321', business_id: businessId }).execute();
    expect(phones(await list(other.accessToken))).toEqual(['998917654321']);
    expect(phones(await list(agent.accessToken))).not.toContain('998917654321');
  });
});
