// spec 02 §2–§7 sale points: the paged list, one point, creation and the full save, per role and per business,
// with today's (Asia/Tashkent) paid totals of each point.
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildAggregates } from '../../src/server/modules/payments/aggregates.repository.ts';
import { call, createTestApp, DEMO, expectError, register, signIn, type Session, type TestApp } from './helper.ts';

const CHILONZOR = '01900000-0000-7000-8000-000000000101';
const YUNUSOBOD = '01900000-0000-7000-8000-000000000102';
const SERGELI = '01900000-0000-7000-8000-000000000103';
const SECOND_EMPLOYEE = { phone: '998900000004', pin: '444444' };
const TASHKENT_CITY = 10;
const CHILONZOR_DISTRICT = 138;
const YUNUSOBOD_DISTRICT = 129;
/** A district of Samarkand region, not of Tashkent city. */
const SAMARKAND_DISTRICT = 84;
/** 00:10 on 10 March 2025 in Tashkent (UTC+5). */
const NOW = new Date('2025-03-09T19:10:00.000Z');

let t: TestApp;
let agent: Session;
let employee: Session;
let idleEmployee: Session;
let other: Session & { businessId: string; employeeId: string };

/** A second agent with its own business (made directly: onboarding is not this suite's subject) and employee. */
async function agentWithBusiness() {
  const db = t.app.ctx.db;
  const session = await register(t.app);
  const user = await db.selectFrom('app_user').select('id').where('phone', '=', session.phone).executeTakeFirstOrThrow();
  const template = await db.selectFrom('business').selectAll().where('owner_id', '=', (await ownerId(DEMO.agent.phone))).executeTakeFirstOrThrow();
  const businessId = uuidv7();
  await db
    .insertInto('business')
    .values({ ...template, id: businessId, owner_id: user.id, name: 'OOO "Boshqa Savdo"', tax_number: '309876543', contract_number: '2002' })
    .execute();
  await db.updateTable('app_user').set({ business_id: businessId }).where('id', '=', user.id).execute();
  t.app.ctx.liveSessions.forget(); // the change bypassed the services, which would have forgotten the remembered sessions
  const employeeId = uuidv7();
  const employeeRow = await db.selectFrom('app_user').selectAll().where('phone', '=', DEMO.employee.phone).executeTakeFirstOrThrow();
  await db
    .insertInto('app_user')
    .values({ ...employeeRow, id: employeeId, phone: '998911234567', business_id: businessId, first_name: 'Bobur' })
    .execute();
  return { ...session, businessId, employeeId };
}

const ownerId = async (phone: string) =>
  (await t.app.ctx.db.selectFrom('app_user').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  agent = await signIn(t.app, DEMO.agent.phone, DEMO.agent.pin);
  employee = await signIn(t.app, DEMO.employee.phone, DEMO.employee.pin);
  idleEmployee = await signIn(t.app, SECOND_EMPLOYEE.phone, SECOND_EMPLOYEE.pin);
  other = await agentWithBusiness();
});
afterAll(() => t.close());

const list = (token: string, body: Record<string, unknown> = {}, base = '/api/agent') =>
  call(t.app, 'POST', `${base}/v1/sale-point/pageable`, { token, body });
const get = (token: string, id: string, base = '/api/agent') => call(t.app, 'GET', `${base}/v1/sale-point/${id}`, { token });
const create = (token: string, body: Record<string, unknown>) => call(t.app, 'POST', '/v1/sale-point', { token, body });
const update = (token: string, body: Record<string, unknown>) => call(t.app, 'PUT', '/v1/sale-point', { token, body });
const names = (answer: { body: { data: { content: { name: string }[] } } }) => answer.body.data.content.map((point) => point.name);

const NEW_POINT = {
  name: 'Olmazor shoxobchasi',
  provinceId: TASHKENT_CITY,
  districtId: 133,
  latitude: 41.35,
  longitude: 69.21,
  address: 'Olmazor tumani, Qorasaroy koʻchasi, 3',
};

describe('POST /v1/sale-point/pageable', () => {
  it("lists all of the agent's points, newest first, with places, employees and today's totals", async () => {
    const answer = await list(agent.accessToken);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ totalElements: 3, totalPages: 1, number: 0, numberOfElements: 3, size: 30 });
    expect(names(answer)).toEqual(['Chilonzor filiali', 'Yunusobod doʻkoni', 'Sergeli kioski']);
    expect(answer.body.data.content[0]).toEqual({
      id: CHILONZOR,
      name: 'Chilonzor filiali',
      region: { id: TASHKENT_CITY, title: expect.objectContaining({ uz: 'Toshkent shahri', ru: 'город Ташкент' }) },
      district: { id: CHILONZOR_DISTRICT, title: expect.objectContaining({ uz: 'Chilonzor tumani', en: 'Chilanzar District' }) },
      address: 'Chilonzor tumani, Bunyodkor shoh koʻchasi, 12',
      location: [41.2856, 69.2034],
      limit: 1_000_000_000,
      employees: [{ id: await ownerId(DEMO.employee.phone), firstName: 'Jasur', lastName: 'Rahimov', image: null }],
      countEmployees: 1,
      countTransactions: 0,
      sumTransactions: 0,
      status: 'ACTIVE',
      createdDate: expect.any(String),
      modifiedDate: expect.any(String),
    });
    expect(answer.body.data.content[2]).toMatchObject({ id: SERGELI, status: 'INACTIVE', employees: [], countEmployees: 0 });
  });

  it('finds points by name, status, region and district and sorts by a whitelisted name', async () => {
    const byName = await list(agent.accessToken, { search: [{ key: 'name', operation: 'like', value: 'YUNUS' }] });
    expect(names(byName)).toEqual(['Yunusobod doʻkoni']);
    const inactive = await list(agent.accessToken, { search: [{ key: 'status', operation: '=', value: 'INACTIVE' }] });
    expect(names(inactive)).toEqual(['Sergeli kioski']);
    const district = await list(agent.accessToken, {
      search: [
        { key: 'regionId', operation: '=', value: TASHKENT_CITY },
        { key: 'districtId', operation: '=', value: String(YUNUSOBOD_DISTRICT) },
      ],
    });
    expect(names(district)).toEqual(['Yunusobod doʻkoni']);
    const sorted = await list(agent.accessToken, { sort: { name: 'name', direction: 'asc' } });
    expect(names(sorted)).toEqual(['Chilonzor filiali', 'Sergeli kioski', 'Yunusobod doʻkoni']);
    const paged = await list(agent.accessToken, { perPage: 2, page: 1 });
    expect(paged.body.data).toMatchObject({ totalElements: 3, totalPages: 2, number: 1, numberOfElements: 1, size: 2 });
  });

  it('refuses an unknown sort name or search key, and a non-numeric region', async () => {
    expect(expectError(await list(agent.accessToken, { sort: { name: 'business_id' } }), 400, 'validation_error')).toEqual({
      'sort.name': 'invalid',
    });
    const key = await list(agent.accessToken, { search: [{ key: 'business_id', operation: '=', value: 'x' }] });
    expect(expectError(key, 400, 'validation_error')).toEqual({ 'search.0.key': 'invalid' });
    const region = await list(agent.accessToken, { search: [{ key: 'regionId', operation: '=', value: 'ten' }] });
    expect(expectError(region, 400, 'validation_error')).toEqual({ 'search.regionId': 'invalid' });
  });

  it('shows an employee only the points assigned to it, under the employee base', async () => {
    const answer = await list(employee.accessToken, {}, '/api/employee');
    expect(names(answer)).toEqual(['Chilonzor filiali']);
    const none = await list(idleEmployee.accessToken, {}, '/api/employee');
    expect(none.body.data).toMatchObject({ content: [], totalElements: 0 });
  });

  it('refuses an employee token on the agent base and an agent token on the employee base', async () => {
    expectError(await list(employee.accessToken), 403, 'access_denied');
    expectError(await list(agent.accessToken, {}, '/api/employee'), 403, 'access_denied');
  });

  it("never shows another business's points", async () => {
    expect((await list(other.accessToken)).body.data).toMatchObject({ content: [], totalElements: 0 });
    const newcomer = await register(t.app);
    expect((await list(newcomer.accessToken)).body.data).toMatchObject({ content: [], totalElements: 0 });
  });
});

describe('GET /v1/sale-point/:id', () => {
  it('answers a point of the business to the agent and an assigned point to the employee', async () => {
    expect((await get(agent.accessToken, SERGELI)).body.data).toMatchObject({ id: SERGELI, name: 'Sergeli kioski' });
    expect((await get(employee.accessToken, CHILONZOR, '/api/employee')).body.data).toMatchObject({ id: CHILONZOR });
  });

  it('answers 404 sale_point_not_found for an unassigned, foreign or unknown point', async () => {
    expectError(await get(employee.accessToken, YUNUSOBOD, '/api/employee'), 404, 'sale_point_not_found');
    expectError(await get(idleEmployee.accessToken, CHILONZOR, '/api/employee'), 404, 'sale_point_not_found');
    expectError(await get(other.accessToken, CHILONZOR), 404, 'sale_point_not_found');
    expectError(await get(agent.accessToken, uuidv7()), 404, 'sale_point_not_found');
  });

  it("counts today's PAID invoices of the point only, by the Tashkent day", async () => {
    const db = t.app.ctx.db;
    const merchant = await db.selectFrom('merchant').select('id').where('key', '=', 'beeline').executeTakeFirstOrThrow();
    const business = await db.selectFrom('sale_point').select('business_id').where('id', '=', YUNUSOBOD).executeTakeFirstOrThrow();
    const agentId = await ownerId(DEMO.agent.phone);
    let number = 900_000;
    const invoice = (salePointId: string, status: string, total: number, createdAt: string) => ({
      id: uuidv7(),
      number: String(++number),
      business_id: business.business_id,
      sale_point_id: salePointId,
      merchant_id: merchant.id,
      user_id: agentId,
      account: '901234567',
      fields_json: '{}',
      amount: total,
      commission: 0,
      commission_type: null,
      commission_value: null,
      commission_calc_type: null,
      total,
      paid: total,
      reward: 0,
      reward_bp: 0,
      status,
      error_code: null,
      billing_ref: null,
      ofd_receipt_id: null,
      ofd_terminal_id: null,
      ofd_fiscal_sign: null,
      ofd_url: null,
      request_date: null,
      paid_at: status === 'PAID' ? createdAt : null,
      created_at: createdAt,
      modified_at: createdAt,
    });
    await db
      .insertInto('invoice')
      .values([
        invoice(YUNUSOBOD, 'PAID', 1_500_000, '2025-03-09T19:00:00.000Z'), // 00:00 today in Tashkent
        invoice(YUNUSOBOD, 'PAID', 2_500_000, '2025-03-09T19:05:00.000Z'),
        invoice(YUNUSOBOD, 'PAID', 7_000_000, '2025-03-09T18:59:59.999Z'), // 23:59:59 yesterday in Tashkent
        invoice(YUNUSOBOD, 'ERROR', 3_000_000, '2025-03-09T19:06:00.000Z'),
        invoice(YUNUSOBOD, 'PENDING', 3_000_000, '2025-03-09T19:07:00.000Z'),
        invoice(CHILONZOR, 'PAID', 4_000_000, '2025-03-09T19:08:00.000Z'),
      ])
      .execute();
    await rebuildAggregates(db); // loaded behind the services' back, like a bulk load: the aggregates are rebuilt
    expect((await get(agent.accessToken, YUNUSOBOD)).body.data).toMatchObject({ countTransactions: 2, sumTransactions: 4_000_000 });
    const page = (await list(agent.accessToken)).body.data.content;
    expect(page.map((point: { countTransactions: number; sumTransactions: number }) => [point.countTransactions, point.sumTransactions])).toEqual([
      [1, 4_000_000],
      [2, 4_000_000],
      [0, 0],
    ]);
    // The next Tashkent day starts from zero (a new sign-in: access tokens live 15 minutes).
    t.clock.set(new Date('2025-03-10T19:00:00.000Z'));
    const tomorrow = await signIn(t.app, DEMO.agent.phone, DEMO.agent.pin);
    expect((await get(tomorrow.accessToken, YUNUSOBOD)).body.data).toMatchObject({ countTransactions: 0, sumTransactions: 0 });
    t.clock.set(NOW);
  });
});

describe('POST /v1/sale-point', () => {
  it('creates a point with the defaults (limit 0, ACTIVE, no employees) for the agent', async () => {
    const answer = await create(agent.accessToken, NEW_POINT);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      id: expect.any(String),
      name: NEW_POINT.name,
      region: { id: TASHKENT_CITY },
      district: { id: 133, title: expect.objectContaining({ uz: 'Olmazor tumani' }) },
      address: NEW_POINT.address,
      location: [41.35, 69.21],
      limit: 0,
      status: 'ACTIVE',
      employees: [],
      countEmployees: 0,
      countTransactions: 0,
      sumTransactions: 0,
      createdDate: NOW.toISOString(),
    });
    expect((await get(agent.accessToken, answer.body.data.id)).body.data).toEqual(answer.body.data);
  });

  it('assigns the chosen employees, who then see the point', async () => {
    const idleId = await ownerId(SECOND_EMPLOYEE.phone);
    const answer = await create(agent.accessToken, { ...NEW_POINT, name: 'Mirobod', limitSum: 500_000, status: 'INACTIVE', employeeIds: [idleId, idleId] });
    expect(answer.body.data).toMatchObject({ limit: 500_000, status: 'INACTIVE', countEmployees: 1, employees: [{ id: idleId, firstName: 'Dilnoza' }] });
    expect(names(await list(idleEmployee.accessToken, {}, '/api/employee'))).toEqual(['Mirobod']);
  });

  it('refuses a short name, a missing region and a district of another region with field codes', async () => {
    const short = await create(agent.accessToken, { ...NEW_POINT, name: 'ab' });
    expect(expectError(short, 400, 'validation_error')).toEqual({ name: 'min_length:3' });
    const { provinceId: _omitted, ...withoutRegion } = NEW_POINT;
    expect(expectError(await create(agent.accessToken, withoutRegion), 400, 'validation_error')).toEqual({ provinceId: 'required' });
    const foreignDistrict = await create(agent.accessToken, { ...NEW_POINT, districtId: SAMARKAND_DISTRICT });
    expect(expectError(foreignDistrict, 400, 'validation_error')).toEqual({ districtId: 'invalid' });
    const unknownRegion = await create(agent.accessToken, { ...NEW_POINT, provinceId: 99 });
    expect(expectError(unknownRegion, 400, 'validation_error')).toEqual({ provinceId: 'invalid' });
    const noLocation = await create(agent.accessToken, { ...NEW_POINT, latitude: undefined, longitude: 200 });
    expect(expectError(noLocation, 400, 'validation_error')).toEqual({ latitude: 'required', longitude: 'max_value:180' });
  });

  it("refuses employee_not_found for another business's employee or a non-employee", async () => {
    expectError(await create(agent.accessToken, { ...NEW_POINT, employeeIds: [other.employeeId] }), 404, 'employee_not_found');
    expectError(await create(agent.accessToken, { ...NEW_POINT, employeeIds: [await ownerId(DEMO.agent.phone)] }), 404, 'employee_not_found');
    expectError(await create(agent.accessToken, { ...NEW_POINT, employeeIds: [uuidv7()] }), 404, 'employee_not_found');
  });

  it('refuses an employee with 403 and an agent without a business with business_not_found', async () => {
    expectError(await create(employee.accessToken, NEW_POINT), 403, 'access_denied');
    expectError(await call(t.app, 'POST', '/api/employee/v1/sale-point', { token: employee.accessToken, body: NEW_POINT }), 404, 'not_found');
    const newcomer = await register(t.app);
    expectError(await create(newcomer.accessToken, NEW_POINT), 404, 'business_not_found');
  });
});

describe('PUT /v1/sale-point', () => {
  it('saves the whole point: fields, the status toggle and the assigned employees', async () => {
    const created = (await create(agent.accessToken, { ...NEW_POINT, name: 'Toggle me' })).body.data;
    t.clock.advance(60_000);
    const idleId = await ownerId(SECOND_EMPLOYEE.phone);
    const answer = await update(agent.accessToken, {
      ...NEW_POINT,
      id: created.id,
      name: 'Toggled',
      districtId: YUNUSOBOD_DISTRICT,
      limitSum: 1_000_000,
      status: 'INACTIVE',
      address: '  ',
      employeeIds: [idleId],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      id: created.id,
      name: 'Toggled',
      district: { id: YUNUSOBOD_DISTRICT },
      address: null,
      limit: 1_000_000,
      status: 'INACTIVE',
      employees: [{ id: idleId }],
      createdDate: created.createdDate,
      modifiedDate: new Date(NOW.getTime() + 60_000).toISOString(),
    });
    const back = await update(agent.accessToken, { ...NEW_POINT, id: created.id, name: 'Toggled', limitSum: 0, status: 'ACTIVE', employeeIds: [] });
    expect(back.body.data).toMatchObject({ status: 'ACTIVE', employees: [], countEmployees: 0 });
    t.clock.set(NOW);
  });

  it('requires the limit on edit and checks the place and the employees as creation does', async () => {
    const body = { ...NEW_POINT, id: CHILONZOR, limitSum: 0 };
    const { limitSum: _omitted, ...withoutLimit } = body;
    expect(expectError(await update(agent.accessToken, withoutLimit), 400, 'validation_error')).toEqual({ limitSum: 'required' });
    expect(expectError(await update(agent.accessToken, { ...body, districtId: SAMARKAND_DISTRICT }), 400, 'validation_error')).toEqual({
      districtId: 'invalid',
    });
    expectError(await update(agent.accessToken, { ...body, employeeIds: [other.employeeId] }), 404, 'employee_not_found');
  });

  it("answers 404 sale_point_not_found for another business's or an unknown point, and 403 to an employee", async () => {
    const body = { ...NEW_POINT, limitSum: 0 };
    expectError(await update(other.accessToken, { ...body, id: CHILONZOR }), 404, 'sale_point_not_found');
    expectError(await update(agent.accessToken, { ...body, id: uuidv7() }), 404, 'sale_point_not_found');
    expectError(await update(employee.accessToken, { ...body, id: CHILONZOR }), 403, 'access_denied');
    expect((await get(agent.accessToken, CHILONZOR)).body.data).toMatchObject({ name: 'Chilonzor filiali', countEmployees: 1 });
  });
});

describe('countEmployees', () => {
  it('counts only the active employees; a deactivated one stays assigned but is not counted (issue 25)', async () => {
    const db = t.app.ctx.db;
    const employeeRow = await db.selectFrom('app_user').select(['id', 'first_name', 'last_name']).where('phone', '=', DEMO.employee.phone).executeTakeFirstOrThrow();
    const save = (status: 'ACTIVE' | 'INACTIVE') =>
      call(t.app, 'PUT', '/v1/employee', {
        token: agent.accessToken,
        body: { id: employeeRow.id, firstName: employeeRow.first_name, lastName: employeeRow.last_name, phone: DEMO.employee.phone, status, salePointIds: [CHILONZOR] },
      });
    expect((await save('INACTIVE')).status).toBe(200);
    const point = (await get(agent.accessToken, CHILONZOR)).body.data;
    expect(point).toMatchObject({ countEmployees: 0, employees: [{ id: employeeRow.id }] });
    const listed = await call(t.app, 'POST', '/v1/sale-point/pageable', { token: agent.accessToken, body: { search: [{ key: 'name', operation: 'like', value: 'Chilonzor' }] } });
    expect(listed.body.data.content[0]).toMatchObject({ id: CHILONZOR, countEmployees: 0 });
    expect((await save('ACTIVE')).status).toBe(200);
    expect((await get(agent.accessToken, CHILONZOR)).body.data.countEmployees).toBe(1);
  });
});
