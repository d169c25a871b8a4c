// Statistics (spec 03 §2, §3, §7; issue 11 item 2): the owner's totals and tops of its paid payments over
// Asia/Tashkent days, of all its sale points, one, or one employee of it; owner only.
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rebuildAggregates } from '../../src/server/modules/payments/aggregates.repository.ts';
import { call, confirmLogin, expectError, newPhone, type Session } from './helper.ts';
import { deposit, EMPLOYEE_BASE, invoiceBody, moneyWorld, otherBusiness, payment, POINTS, type World } from './money-helper.ts';

let w: World;
let shop: Awaited<ReturnType<typeof otherBusiness>>;
let secondPoint: string;
let cashier: Session;
let cashierId: string;
const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of the Tashkent day holding `at`. */
const tashkentDate = (at: number) => new Date(at + 5 * 3_600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  w = await moneyWorld();
  shop = await otherBusiness(w.t);
  await deposit(w.t, shop.taxNumber, 100_000_000);
  const point = await w.t.app.ctx.db.selectFrom('sale_point').selectAll().where('id', '=', shop.salePointId).executeTakeFirstOrThrow();
  secondPoint = uuidv7();
  await w.t.app.ctx.db.insertInto('sale_point').values({ ...point, id: secondPoint, name: 'Ikkinchi nuqta' }).execute();
  // The owner adds a cashier at the second point, who sets its PIN at its first sign-in.
  const phone = newPhone();
  const added = await call(w.t.app, 'POST', '/v1/employee', {
    token: shop.agent.accessToken,
    body: { phone, firstName: 'Aziz', lastName: 'Karimov', salePointIds: [secondPoint] },
  });
  expect(added.status).toBe(200);
  cashierId = added.body.data.id;
  const confirmToken = await confirmLogin(w.t.app, phone);
  const set = await call(w.t.app, 'POST', '/v1/otp/set-password', { body: { confirmToken, password: '246810' } });
  cashier = set.body.data.auth;
});
afterAll(() => w.t.close());
beforeEach(async () => {
  const renewed = await call(w.t.app, 'POST', '/v1/auth/refresh', { body: { refreshToken: shop.agent.refreshToken } });
  Object.assign(shop.agent, renewed.body.data);
});

const stats = (token: string, query: Record<string, string>) =>
  call(w.t.app, 'GET', `/v1/statistics?${new URLSearchParams(query).toString()}`, { token });

async function paidInvoices() {
  return w.t.app.ctx.db.selectFrom('invoice').selectAll().where('business_id', '=', shop.businessId).where('status', '=', 'PAID').execute();
}
const sum = (rows: { total: number | string; reward: number | string }[]) => ({
  amount: rows.reduce((total, row) => total + Number(row.total), 0),
  transactions: rows.length,
  reward: rows.reduce((total, row) => total + Number(row.reward), 0),
});

describe('GET /v1/statistics', () => {
  it('gives nothing for a business without payments', async () => {
    const today = tashkentDate(w.t.clock.now().getTime());
    const answer = await stats(shop.agent.accessToken, { startDate: today, endDate: today });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ total: { amount: 0, transactions: 0, reward: 0 }, top: { merchant: null, employee: null, salePoint: null } });
  });

  it("sums the day's paid payments and names the top merchant, employee and sale point; filters by point and employee", async () => {
    const suvsoz = w.merchant('suvsoz');
    const toza = w.merchant('toza-hudud');
    for (const amount of [1_000_000, 2_000_000]) {
      expect((await payment(w.t, shop.agent.accessToken, invoiceBody(toza, 'TH-123456', amount, shop.salePointId))).status).toBe(200);
    }
    const byCashier = await payment(w.t, cashier.accessToken, invoiceBody(suvsoz, '1234567', 5_000_000, secondPoint), { base: EMPLOYEE_BASE });
    expect(byCashier.status).toBe(200);
    // A payment not (yet) paid is not counted (billing answers accounts ending in 992 pending).
    await payment(w.t, shop.agent.accessToken, invoiceBody(toza, 'TH-300992', 1_500_000, shop.salePointId));

    const rows = await paidInvoices();
    expect(rows).toHaveLength(3);
    const today = tashkentDate(w.t.clock.now().getTime());
    const all = await stats(shop.agent.accessToken, { startDate: today, endDate: today });
    expect(all.body.data.total).toEqual(sum(rows));
    expect(all.body.data.top.merchant).toMatchObject({ id: suvsoz, name: { ru: 'Сувсоз' } });
    expect(all.body.data.top.employee).toEqual({ id: cashierId, name: 'Karimov Aziz', image: null, amount: sum(rows.filter((row) => row.user_id === cashierId)).amount });
    expect(all.body.data.top.salePoint).toMatchObject({ id: secondPoint, name: 'Ikkinchi nuqta' });

    const first = await stats(shop.agent.accessToken, { startDate: today, endDate: today, salePointId: shop.salePointId });
    expect(first.body.data.total).toEqual(sum(rows.filter((row) => row.sale_point_id === shop.salePointId)));
    expect(first.body.data.top).toMatchObject({ merchant: { id: toza }, employee: null, salePoint: { id: shop.salePointId } });

    const ofCashier = await stats(shop.agent.accessToken, { startDate: today, endDate: today, salePointId: secondPoint, employeeId: cashierId });
    expect(ofCashier.body.data.total).toEqual(sum(rows.filter((row) => row.user_id === cashierId)));
    // The top employee card is hidden when an employee is filtered.
    expect(ofCashier.body.data.top.employee).toBeNull();

    // Yesterday has none of them; a range over both days has them all.
    const yesterday = tashkentDate(w.t.clock.now().getTime() - DAY_MS);
    const before = await stats(shop.agent.accessToken, { startDate: yesterday, endDate: yesterday });
    expect(before.body.data.total).toEqual({ amount: 0, transactions: 0, reward: 0 });
    const both = await stats(shop.agent.accessToken, { startDate: yesterday, endDate: today });
    expect(both.body.data.total).toEqual(sum(rows));
  });

  it('counts a payment on the Tashkent day it was taken: 23:59 UTC is the next morning in Tashkent', async () => {
    const [row] = await paidInvoices();
    const late = new Date(Date.UTC(2026, 0, 10, 19, 30)).toISOString(); // 00:30 on 11 January in Tashkent
    await w.t.app.ctx.db.updateTable('invoice').set({ created_at: late }).where('id', '=', row!.id).execute();
    // Moving an invoice in time by hand bypasses the payment path that keeps the daily aggregate: rebuild it, as a
    // repair would, so the figures below come from the aggregate's own Tashkent day.
    await rebuildAggregates(w.t.app.ctx.db);
    const on10 = await stats(shop.agent.accessToken, { startDate: '2026-01-10', endDate: '2026-01-10' });
    expect(on10.body.data.total.transactions).toBe(0);
    const on11 = await stats(shop.agent.accessToken, { startDate: '2026-01-11', endDate: '2026-01-11' });
    expect(on11.body.data.total).toEqual(sum([row!]));
  });

  it('validates the dates, the range and the filters', async () => {
    const bad = await stats(shop.agent.accessToken, { startDate: '2026-02-30', endDate: 'x' });
    expect(expectError(bad, 400, 'validation_error')).toMatchObject({ startDate: 'invalid', endDate: 'invalid' });
    expectError(await stats(shop.agent.accessToken, { startDate: '2026-03-02', endDate: '2026-03-01' }), 400, 'validation_error');
    const long = await stats(shop.agent.accessToken, { startDate: '2024-01-01', endDate: '2026-01-01' });
    expect(expectError(long, 400, 'validation_error')).toEqual({ endDate: 'max_value:366' });
    expect((await stats(shop.agent.accessToken, { startDate: '2025-01-01', endDate: '2025-12-31' })).status).toBe(200);
    expectError(await stats(shop.agent.accessToken, { startDate: '2026-01-01', endDate: '2026-01-01', salePointId: POINTS.chilonzor }), 404, 'sale_point_not_found');
    const demoEmployee = await w.t.app.ctx.db.selectFrom('app_user').select('id').where('phone', '=', '998900000002').executeTakeFirstOrThrow();
    expectError(await stats(shop.agent.accessToken, { startDate: '2026-01-01', endDate: '2026-01-01', employeeId: demoEmployee.id }), 404, 'employee_not_found');
    expectError(await stats(shop.agent.accessToken, { startDate: '2026-01-01', endDate: '2026-01-01', salePointId: 'x'.repeat(101) }), 400, 'validation_error');
  });

  it('is the owner’s alone: 403 to employees, 401 without a token, not served under the employee base', async () => {
    const query = { startDate: '2026-01-01', endDate: '2026-01-01' };
    expectError(await stats(cashier.accessToken, query), 403, 'access_denied');
    expectError(await stats(w.employee.accessToken, query), 403, 'access_denied');
    expectError(await call(w.t.app, 'GET', '/v1/statistics?startDate=2026-01-01&endDate=2026-01-01'), 401, 'unauthorized');
    const employeeBase = await call(w.t.app, 'GET', `${EMPLOYEE_BASE}/v1/statistics?startDate=2026-01-01&endDate=2026-01-01`, { token: cashier.accessToken });
    expect(employeeBase.status).toBe(404);
    // Another business's owner sees its own figures only: the demo business's sale point is unknown to it.
    const demo = await stats(w.agent.accessToken, { ...query, salePointId: shop.salePointId });
    expectError(demo, 404, 'sale_point_not_found');
  });
});
