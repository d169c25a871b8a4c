// spec 02 §7 invoice lists, one invoice and the day's totals, per role (an employee: its sale points only) and per
// business (agent B never reads agent A's payments).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoicesToExport } from '../../src/server/modules/payments/invoices.service.ts';
import { call, expectError } from './helper.ts';
import { EMPLOYEE_BASE, invoiceBody, moneyWorld, openInvoice, otherBusiness, payment, POINTS, type World } from './money-helper.ts';

let w: World;
let paidAtYunusobod: { id: string; number: string; createdDate: string };
beforeAll(async () => {
  w = await moneyWorld();
  paidAtYunusobod = (await payment(w.t, w.agent.accessToken, invoiceBody(w.merchant('suvsoz'), '2223334', 3_300_000, POINTS.yunusobod))).body.data.invoice;
});
afterAll(() => w.t.close());

const list = (body: object, token = w.agent.accessToken, base = '/api/agent') =>
  call(w.t.app, 'POST', `${base}/v1/invoice/pageable`, { token, body });
type Row = { id: string; number: string; salePoint: { id: string }; status: { value: string }; modifiedDate: string };

describe('POST /v1/invoice/pageable', () => {
  it('pages the business\'s invoices, newest change first by default', async () => {
    // spec 02 §7: the paged body carries `scope: true`.
    const page = await list({ perPage: 5, scope: true });
    expect(page.body.data).toMatchObject({ number: 0, size: 5, numberOfElements: 5 });
    expect(page.body.data.totalElements).toBeGreaterThan(5);
    const all = (await list({ perPage: 1000 })).body.data.content as Row[];
    expect(all.map((row) => row.modifiedDate)).toEqual([...all.map((row) => row.modifiedDate)].sort().reverse());
    expect(all[0]!.id).toBe(paidAtYunusobod.id);
  });

  it('filters by status, amount, number, sale point, creation period, service and cashier', async () => {
    const only = (search: object[]) => list({ search, perPage: 1000 }).then((answer) => answer.body.data.content as Row[]);
    const since = Date.parse(paidAtYunusobod.createdDate);
    const filters = [
      { key: 'status', operation: '=', value: 'PAID' },
      { key: 'amount', operation: '=', value: 3_300_000 },
      { key: 'invoiceNumber', operation: '=', value: paidAtYunusobod.number },
      { key: 'salePointId', operation: '=', value: POINTS.yunusobod },
      { key: 'createdDate', operation: '>=', value: since },
      { key: 'createdDate', operation: '<=', value: since + 1 },
      { key: 'agentMerchantId', operation: '=', value: w.merchant('suvsoz') },
    ];
    expect((await only(filters)).map((row) => row.id)).toEqual([paidAtYunusobod.id]);
    expect(await only([{ key: 'createdDate', operation: '>=', value: since + 1 }])).toEqual([]);
    expect((await only([{ key: 'status', operation: '=', value: 'OPEN' }])).every((row) => row.status.value === 'OPEN')).toBe(true);
    const employeeId = (await w.t.app.ctx.db.selectFrom('app_user').select('id').where('phone', '=', '998900000002').executeTakeFirstOrThrow()).id;
    const byEmployee = await only([{ key: 'employeeId', operation: '=', value: employeeId }]);
    expect(byEmployee.length).toBeGreaterThan(0);
    expect(expectError(await list({ search: [{ key: 'account', operation: '=', value: 'x' }] }), 400, 'validation_error')).toBeDefined();
    expectError(await list({ search: [{ key: 'createdDate', operation: '>=', value: 'yesterday' }] }), 400, 'validation_error');
  });

  // Decision 191: the settled invoices and the live ones (OPEN, PENDING) are read from indexes of their own and merged.
  it('merges the live and the settled invoices into one order, page after page, in the list and the export', async () => {
    const token = w.agent.accessToken;
    const live: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      await payment(w.t, token, invoiceBody(w.merchant('suvsoz'), '2223334', 1_000_000 + index * 100_000));
      w.t.clock.advance(1_000);
      live.push((await openInvoice(w.t, token, invoiceBody(w.merchant('suvsoz'), '2223334', 2_000_000 + index * 100_000))).body.data.invoice.id);
      w.t.clock.advance(1_000);
    }
    const db = w.t.app.ctx.db;
    await db.updateTable('invoice').set({ status: 'PENDING' }).where('id', '=', live[0]!).execute();
    // A live and a settled invoice changed in the same millisecond: the id orders them, across the two indexes too.
    const [tied] = await db.selectFrom('invoice').select(['modified_at']).where('id', '=', live[1]!).execute();
    const settled = await db.selectFrom('invoice').select('id').where('business_id', '=', w.businessId).where('status', '=', 'PAID').orderBy('modified_at', 'desc').limit(2).execute();
    await db.updateTable('invoice').set({ modified_at: tied!.modified_at }).where('id', 'in', settled.map((row) => row.id)).execute();
    for (const direction of ['desc', 'asc'] as const) {
      const expected = (
        await db.selectFrom('invoice').select('id').where('business_id', '=', w.businessId).orderBy('modified_at', direction).orderBy('id', direction).execute()
      ).map((row) => row.id);
      expect(expected).toEqual(expect.arrayContaining(live));
      const paged: string[] = [];
      for (let page = 0; paged.length < expected.length && page < expected.length; page += 1) {
        const answer = (await list({ perPage: 2, page, sort: { name: 'modifiedDate', direction } })).body.data;
        expect(answer.totalElements).toBe(expected.length);
        paged.push(...(answer.content as Row[]).map((row) => row.id));
      }
      expect(paged).toEqual(expected);
      const auth = { userId: '', role: 'AGENT' as const, deviceId: '', sessionId: '', businessId: w.businessId };
      const exported: string[] = [];
      for await (const rows of invoicesToExport({ db, clock: w.t.clock }, auth, { search: [], sort: { name: 'modifiedDate', direction } })) {
        exported.push(...rows.map((row) => row.id));
      }
      expect(exported).toEqual(expected);
    }
  });

  it('shows an employee only its assigned sale points, and another business nothing', async () => {
    const rows = (await list({ perPage: 1000 }, w.employee.accessToken, EMPLOYEE_BASE)).body.data.content as Row[];
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.salePoint.id))).toEqual(new Set([POINTS.chilonzor]));
    expectError(await list({}, w.employee.accessToken), 403, 'access_denied');
    const other = await otherBusiness(w.t);
    expect((await list({}, other.agent.accessToken)).body.data.totalElements).toBe(0);
  });
});

describe('GET /v1/invoice/{id}', () => {
  it('answers the caller\'s invoice and invoice_not_found for another business or an unassigned point', async () => {
    expect((await call(w.t.app, 'GET', `/v1/invoice/${paidAtYunusobod.id}`, { token: w.agent.accessToken })).body.data.number).toBe(
      paidAtYunusobod.number,
    );
    expectError(await call(w.t.app, 'GET', `${EMPLOYEE_BASE}/v1/invoice/${paidAtYunusobod.id}`, { token: w.employee.accessToken }), 404, 'invoice_not_found');
    const other = await otherBusiness(w.t);
    expectError(await call(w.t.app, 'GET', `/v1/invoice/${paidAtYunusobod.id}`, { token: other.agent.accessToken }), 404, 'invoice_not_found');
  });
});

describe('POST /v1/invoice/stat-by-date', () => {
  it('sums the PAID totals and rewards of the period at the sale point', async () => {
    const stats = (body: object, token = w.agent.accessToken, base = '/api/agent') =>
      call(w.t.app, 'POST', `${base}/v1/invoice/stat-by-date`, { token, body });
    const at = Date.parse(paidAtYunusobod.createdDate);
    const day = { beginDate: at - 1_000, endDate: at + 1_000, salePointId: POINTS.yunusobod };
    const before = (await stats(day)).body.data;
    expect(before).toEqual({ totalRevenue: 3_350_000, totalProfitAmount: 16_500 });
    await payment(w.t, w.agent.accessToken, invoiceBody(w.merchant('suvsoz'), '2223334', 1_000_000, POINTS.yunusobod));
    const later = (await stats({ ...day, endDate: w.t.clock.now().getTime() + 1_000 })).body.data;
    expect(later).toEqual({ totalRevenue: 3_350_000 + 1_050_000, totalProfitAmount: 16_500 + 5_000 });
    expectError(await stats(day, w.employee.accessToken, EMPLOYEE_BASE), 404, 'sale_point_not_found');
    expect((await stats({ ...day, salePointId: POINTS.chilonzor }, w.employee.accessToken, EMPLOYEE_BASE)).status).toBe(200);
  });
});
