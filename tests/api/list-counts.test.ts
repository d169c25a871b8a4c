// Issue 13: the history lists' counts. The transactions list counts exactly from the daily aggregates
// (daily_paid_count, or daily_sales with a sale point, payer or merchant) when its filters are their keys (status
// PAID, sale point, payer, merchant, whole Tashkent days), the deposit history from the ledger's own (business, kind)
// index with reversed rewards taken off; any other list or filter counts its rows no further than COUNT_CAP + 1, the
// wire's "more than COUNT_CAP". Exact below the cap, capped above it.
import { sql } from 'kysely';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_CAP } from '../../src/shared/api/paging.ts';
import { tashkentDay } from '../../src/shared/period.ts';
import { rebuildAggregates } from '../../src/server/modules/payments/aggregates.repository.ts';
import { call } from './helper.ts';
import { DEMO_TAX_NUMBER, deposit, EMPLOYEE_BASE, invoiceBody, moneyWorld, payment, POINTS, STAFF, type World } from './money-helper.ts';

let w: World;
beforeAll(async () => {
  w = await moneyWorld();
});
afterAll(() => w.t.close());

type Filter = { key: string; operation: string; value: string | number };
const DAY_MS = 24 * 3_600_000;

async function listed(path: string, search: Filter[] = [], token = w.agent.accessToken, base = '/api/agent') {
  const answer = await call(w.t.app, 'POST', `${base}${path}`, { token, body: { perPage: 1000, page: 0, search } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as { totalElements: number; totalPages: number; content: { id: string; typeIncome?: string }[] };
}

/** The demo business's invoices as the list filters them, counted directly. */
async function invoicesWhere(where: { status?: string; salePointIds?: string[]; from?: string; to?: string }) {
  let query = w.t.app.ctx.db.selectFrom('invoice').select(sql<number>`count(*)`.as('count')).where('business_id', '=', w.businessId);
  if (where.status) query = query.where('status', '=', where.status);
  if (where.salePointIds) query = query.where('sale_point_id', 'in', where.salePointIds);
  if (where.from) query = query.where('created_at', '>=', where.from);
  if (where.to) query = query.where('created_at', '<=', where.to);
  return Number((await query.executeTakeFirstOrThrow()).count);
}

const today = () => tashkentDay(w.t.clock.now().getTime());

describe('history list counts below the cap', () => {
  beforeAll(async () => {
    await deposit(w.t, DEMO_TAX_NUMBER, 500_000_000);
    const beeline = w.merchant('beeline');
    for (const account of ['901234567', '901234568']) {
      expect((await payment(w.t, w.agent.accessToken, invoiceBody(beeline, account, 1_000_000))).body.data.status).toBe('SUCCESSFUL');
    }
    // A cancelled payment: its reward was reversed, so the deposit history leaves it out.
    const paid = await payment(w.t, w.agent.accessToken, invoiceBody(beeline, '901234569', 1_000_000, POINTS.yunusobod));
    const application = await call(w.t.app, 'POST', '/api/agent/v1/application', { token: w.agent.accessToken, body: { invoiceId: paid.body.data.invoice.id, comment: 'twice' } });
    expect(application.status, JSON.stringify(application.body)).toBe(200);
    expect((await call(w.t.app, 'POST', `/api/staff/v1/applications/${application.body.data.number}/approve`, { token: STAFF })).status).toBe(200);
  });

  it('counts the PAID transactions of whole days from the daily aggregates, equal to the invoices', async () => {
    const { start, end } = today();
    const search = [
      { key: 'status', operation: '=', value: 'PAID' },
      { key: 'createdDate', operation: '>=', value: start - 30 * DAY_MS },
      { key: 'createdDate', operation: '<=', value: end },
    ];
    const from = new Date(start - 30 * DAY_MS).toISOString();
    const to = new Date(end).toISOString();
    const page = await listed('/v1/invoice/pageable', search);
    expect(page.totalElements).toBe(await invoicesWhere({ status: 'PAID', from, to }));
    expect(page.totalElements).toBe(page.content.length);
    const atPoint = await listed('/v1/invoice/pageable', [...search, { key: 'salePointId', operation: '=', value: POINTS.chilonzor }]);
    expect(atPoint.totalElements).toBe(await invoicesWhere({ status: 'PAID', salePointIds: [POINTS.chilonzor], from, to }));
  });

  it('counts an employee only its sale points\' PAID transactions', async () => {
    const points = await w.t.app.ctx.db
      .selectFrom('sale_point_employee')
      .innerJoin('app_user as u', 'u.id', 'sale_point_employee.user_id')
      .select('sale_point_id')
      .where('u.business_id', '=', w.businessId)
      .where('u.role', '=', 'EMPLOYEE')
      .execute();
    const page = await listed('/v1/invoice/pageable', [{ key: 'status', operation: '=', value: 'PAID' }], w.employee.accessToken, EMPLOYEE_BASE);
    expect(page.totalElements).toBe(await invoicesWhere({ status: 'PAID', salePointIds: points.map((row) => row.sale_point_id) }));
    expect(page.totalElements).toBe(page.content.length);
  });

  it('counts every other filter by its rows: part of a day, other statuses, no filter', async () => {
    const { start } = today();
    const partOfDay = [
      { key: 'status', operation: '=', value: 'PAID' },
      { key: 'createdDate', operation: '>=', value: start + 1 },
    ];
    for (const search of [partOfDay, [{ key: 'status', operation: '=', value: 'CANCELED' }], []]) {
      const page = await listed('/v1/invoice/pageable', search);
      expect(page.totalElements, JSON.stringify(search)).toBe(page.content.length);
    }
    // Counted on the applications alone, and joined to their invoices for an invoice filter or an employee.
    const cancellations = await listed('/v1/application/pageable');
    expect(cancellations.totalElements).toBeGreaterThan(0);
    expect(cancellations.totalElements).toBe(cancellations.content.length);
    const atPoint = await listed('/v1/application/pageable', [{ key: 'salePointId', operation: '=', value: POINTS.yunusobod }]);
    expect(atPoint.totalElements).toBeGreaterThan(0);
    expect(atPoint.totalElements).toBe(atPoint.content.length);
    const employees = await listed('/v1/application/pageable', [], w.employee.accessToken, EMPLOYEE_BASE);
    expect(employees.totalElements).toBe(employees.content.length);
  });

  it('counts the deposit history from the ledger without the reversed reward, by kind too', async () => {
    const all = await listed('/v1/income-business/pageable');
    expect(all.totalElements).toBe(all.content.length);
    const entries = async (kind: string) =>
      Number(
        (
          await w.t.app.ctx.db
            .selectFrom('ledger_entry')
            .select(sql<number>`count(*)`.as('count'))
            .where('business_id', '=', w.businessId)
            .where('kind', '=', kind)
            .executeTakeFirstOrThrow()
        ).count,
      );
    const reversals = await entries('REWARD_REVERSAL');
    expect(reversals).toBeGreaterThan(0);
    expect(all.content.filter((entry) => entry.typeIncome === 'REWARD')).toHaveLength((await entries('REWARD')) - reversals);
    for (const search of [
      [{ key: 'typeIncome', operation: '=', value: 'REWARD' }],
      [{ key: 'typeIncome', operation: '!=', value: 'REWARD' }],
      [{ key: 'typeIncome', operation: '=', value: 'TRANSFER' }],
      [{ key: 'amount', operation: '=', value: 15_000 }],
    ]) {
      const page = await listed('/v1/income-business/pageable', search);
      expect(page.totalElements, JSON.stringify(search)).toBe(page.content.length);
    }
  });
});

describe('history list counts above the cap', () => {
  const BULK = COUNT_CAP + 50;
  let bulkDay: { start: number; end: number };

  beforeAll(async () => {
    // Bulk history (not the payment path): BULK paid invoices yesterday with their rewards, the aggregates rebuilt.
    const db = w.t.app.ctx.db;
    const template = await db.selectFrom('invoice').selectAll().where('business_id', '=', w.businessId).where('status', '=', 'PAID').executeTakeFirstOrThrow();
    bulkDay = tashkentDay(w.t.clock.now().getTime() - DAY_MS);
    const at = new Date(bulkDay.start + 3_600_000).toISOString();
    for (let done = 0; done < BULK; done += 500) {
      const ids = Array.from({ length: Math.min(500, BULK - done) }, () => uuidv7());
      await db
        .insertInto('invoice')
        .values(ids.map((id, index) => ({ ...template, id, number: `9${done + index}`, created_at: at, modified_at: at, paid_at: at })))
        .execute();
      await db
        .insertInto('ledger_entry')
        .values(ids.map((id) => ({ id: uuidv7(), business_id: w.businessId, account: 'REWARD', amount: template.reward, kind: 'REWARD', invoice_id: id, income_id: null, application_id: null, created_at: at })))
        .execute();
    }
    await rebuildAggregates(db);
  });

  const pageOf = async (path: string, search: Filter[]) => {
    const answer = await call(w.t.app, 'POST', `/api/agent${path}`, { token: w.agent.accessToken, body: { perPage: 30, page: 0, search } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as { totalElements: number; totalPages: number };
  };

  it('still counts the PAID transactions of whole days exactly', async () => {
    const page = await pageOf('/v1/invoice/pageable', [{ key: 'status', operation: '=', value: 'PAID' }]);
    expect(page.totalElements).toBe(await invoicesWhere({ status: 'PAID' }));
    expect(page.totalElements).toBeGreaterThan(BULK);
    const day = await pageOf('/v1/invoice/pageable', [
      { key: 'status', operation: '=', value: 'PAID' },
      { key: 'createdDate', operation: '>=', value: bulkDay.start },
      { key: 'createdDate', operation: '<=', value: bulkDay.end },
    ]);
    expect(day.totalElements).toBe(await invoicesWhere({ status: 'PAID', from: new Date(bulkDay.start).toISOString(), to: new Date(bulkDay.end).toISOString() }));
  });

  it('answers COUNT_CAP + 1, "more than COUNT_CAP", for the lists counted by their rows', async () => {
    for (const search of [[], [{ key: 'status', operation: '=', value: 'PAID' }, { key: 'createdDate', operation: '>=', value: bulkDay.start + 1 }]]) {
      const page = await pageOf('/v1/invoice/pageable', search);
      expect(page, JSON.stringify(search)).toMatchObject({ totalElements: COUNT_CAP + 1, totalPages: Math.ceil((COUNT_CAP + 1) / 30) });
    }
  });

  it('answers COUNT_CAP + 1 for the deposit history of more rewards, its small kinds still exactly', async () => {
    expect((await pageOf('/v1/income-business/pageable', [])).totalElements).toBe(COUNT_CAP + 1);
    expect((await pageOf('/v1/income-business/pageable', [{ key: 'typeIncome', operation: '=', value: 'REWARD' }])).totalElements).toBe(COUNT_CAP + 1);
    const transfers = await listed('/v1/income-business/pageable', [{ key: 'typeIncome', operation: '=', value: 'TRANSFER' }]);
    expect(transfers.totalElements).toBe(transfers.content.length);
  });
});
