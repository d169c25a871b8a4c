// Issue 13 item 1: the money aggregates (monthly spending per merchant, daily sales) move with the money in the same
// transaction and always equal their rebuild from the invoices and the ledger (payments of every billing outcome, a
// cancellation's refund and reward reversal); the ledger check sees a broken one; and every list's filters and sort
// are served by an index, as are the jobs' reads of the live invoices (the query plans of both dialects).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPostgres, type Db } from '../../src/server/db/database.ts';
import type { Auth } from '../../src/server/context.ts';
import { reviewHistoryRows } from '../../src/server/modules/applications/applications.repository.ts';
import { listApplications } from '../../src/server/modules/applications/applications.service.ts';
import { listIncomes } from '../../src/server/modules/deposit/deposit.service.ts';
import { tashkentDayKey, tashkentMonthKey } from '../../src/server/modules/payments/aggregates.ts';
import { aggregateCheck } from '../../src/server/modules/payments/aggregates.repository.ts';
import { listInvoices } from '../../src/server/modules/payments/invoices.service.ts';
import { expireOpenInvoices, pendingToReconcile } from '../../src/server/modules/payments/payments.repository.ts';
import { shiftPayments } from '../../src/server/modules/shifts/shifts.repository.ts';
import { call } from './helper.ts';
import { capturing, expectServed, planOf } from './query-plans.ts';
import {
  DEMO_TAX_NUMBER,
  expectLedgerConsistent,
  invoiceBody,
  moneyWorld,
  openInvoice,
  payInvoice,
  payment,
  POINTS,
  reconcile,
  STAFF,
  type World,
} from './money-helper.ts';

let w: World;
beforeAll(async () => {
  w = await moneyWorld();
});
afterAll(() => w.t.close());

const staff = (method: string, path: string, body?: object) => call(w.t.app, method, `/api/staff${path}`, { token: STAFF, body });

async function monthRow(merchantId: string) {
  const row = await w.t.app.ctx.db
    .selectFrom('merchant_month_spending')
    .select('amount')
    .where('business_id', '=', w.businessId)
    .where('merchant_id', '=', merchantId)
    .where('month', '=', tashkentMonthKey(w.t.clock.now().getTime()))
    .executeTakeFirst();
  return Number(row?.amount ?? 0);
}

async function todayRow(merchantId: string) {
  const row = await w.t.app.ctx.db
    .selectFrom('daily_sales')
    .select([
      sql<number>`sum(paid_count)`.as('count'),
      sql<number>`sum(paid_amount)`.as('amount'),
      sql<number>`sum(reward)`.as('reward'),
      sql<number>`sum(spent)`.as('spent'),
    ])
    .where('business_id', '=', w.businessId)
    .where('day', '=', tashkentDayKey(w.t.clock.now().getTime()))
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return { count: Number(row?.count ?? 0), amount: Number(row?.amount ?? 0), reward: Number(row?.reward ?? 0), spent: Number(row?.spent ?? 0) };
}

/** The business's PAID invoices created today, as daily_paid_count holds them. */
async function paidToday() {
  const row = await w.t.app.ctx.db
    .selectFrom('daily_paid_count')
    .select('paid_count')
    .where('business_id', '=', w.businessId)
    .where('day', '=', tashkentDayKey(w.t.clock.now().getTime()))
    .executeTakeFirst();
  return Number(row?.paid_count ?? 0);
}

describe('money aggregates', () => {
  it('move with every payment outcome, a cancellation and its reward reversal, and equal their rebuild', async () => {
    const beeline = w.merchant('beeline');
    await staff('POST', '/v1/deposit', { business: DEMO_TAX_NUMBER, amount: 500_000_000 });
    const month0 = await monthRow(beeline);
    const day0 = await todayRow(beeline);
    const paidToday0 = await paidToday();

    // Paid: 10 000 so'm, 1.5 % reward.
    const paid = await payment(w.t, w.agent.accessToken, invoiceBody(beeline, '901234567', 1_000_000));
    expect(paid.body.data.status).toBe('SUCCESSFUL');
    const total = paid.body.data.invoice.amount.total as number;
    expect(await monthRow(beeline)).toBe(month0 + 1_000_000);
    expect(await todayRow(beeline)).toEqual({
      count: day0.count + 1,
      amount: day0.amount + 1_000_000,
      reward: day0.reward + 15_000,
      spent: day0.spent + total,
    });

    // Refused by billing: nothing spent, nothing counted.
    const refused = await payment(w.t, w.agent.accessToken, invoiceBody(beeline, '901234993', 2_000_000));
    expect(refused.body.data.status).toBe('UNSUCCESSFUL');
    // Pending: reserved, so counted in the month's spending and the day's spending, not yet as paid.
    const pending = await payment(w.t, w.agent.accessToken, invoiceBody(beeline, '901234991', 3_000_000));
    expect(pending.body.data.status).toBe('IN_PROCESS');
    const pendingTotal = pending.body.data.invoice.amount.total as number;
    expect(await monthRow(beeline)).toBe(month0 + 4_000_000);
    expect((await todayRow(beeline)).spent).toBe(day0.spent + total + pendingTotal);
    expect((await todayRow(beeline)).count).toBe(day0.count + 1);
    await expectLedgerConsistent(w.t);
    // The reconcile job settles it: now paid too.
    await reconcile(w.t);
    expect((await todayRow(beeline)).count).toBe(day0.count + 2);

    // Cancelled: the refund takes it out of the spending, the reward reversal out of the rewards.
    const application = await call(w.t.app, 'POST', '/api/agent/v1/application', {
      token: w.agent.accessToken,
      body: { invoiceId: paid.body.data.invoice.id, comment: 'twice' },
    });
    expect(application.status, JSON.stringify(application.body)).toBe(200);
    expect((await staff('POST', `/v1/applications/${application.body.data.number}/approve`)).status).toBe(200);
    expect(await monthRow(beeline)).toBe(month0 + 3_000_000);
    expect(await todayRow(beeline)).toEqual({
      count: day0.count + 1,
      amount: day0.amount + 3_000_000,
      reward: day0.reward + 45_000,
      spent: day0.spent + pendingTotal,
    });
    // An open invoice counts nowhere.
    const opened = await openInvoice(w.t, w.agent.accessToken, invoiceBody(beeline, '901234567', 5_000_000, POINTS.yunusobod));
    expect(opened.status).toBe(200);
    expect(await monthRow(beeline)).toBe(month0 + 3_000_000);
    expect(await payInvoice(w.t, w.agent.accessToken, opened.body.data.invoiceNumber)).toMatchObject({ status: 200 });
    expect(await monthRow(beeline)).toBe(month0 + 8_000_000);

    // The business's count of the day moved with daily_sales (the reconcile job may have settled others' too).
    const businessToday = await w.t.app.ctx.db
      .selectFrom('daily_sales')
      .select(sql<number>`sum(paid_count)`.as('count'))
      .where('business_id', '=', w.businessId)
      .where('day', '=', tashkentDayKey(w.t.clock.now().getTime()))
      .executeTakeFirstOrThrow();
    expect(await paidToday()).toBe(Number(businessToday.count));
    expect(await paidToday()).toBeGreaterThanOrEqual(paidToday0 + 2);

    const check = await aggregateCheck(w.t.app.ctx.db);
    expect(check.mismatches).toEqual([]);
    expect(check.ok).toBe(true);
    await expectLedgerConsistent(w.t);
  });

  it('makes ledger/check fail when an aggregate row no longer equals its rebuild', async () => {
    const db = w.t.app.ctx.db;
    const row = await db.selectFrom('daily_sales').selectAll().where('business_id', '=', w.businessId).where('paid_count', '>', 0).executeTakeFirstOrThrow();
    const where = (query: any) =>
      query.where('business_id', '=', row.business_id).where('day', '=', row.day).where('sale_point_id', '=', row.sale_point_id).where('user_id', '=', row.user_id).where('merchant_id', '=', row.merchant_id);
    await where(db.updateTable('daily_sales').set({ paid_count: Number(row.paid_count) + 1 })).execute();
    const broken = (await staff('GET', '/v1/ledger/check')).body.data;
    expect(broken.ok).toBe(false);
    expect(broken.aggregates.mismatches).toEqual([expect.objectContaining({ table: 'daily_sales', expected: expect.objectContaining({ paid_count: Number(row.paid_count) }) })]);
    await where(db.updateTable('daily_sales').set({ paid_count: row.paid_count })).execute();

    const month = await db.selectFrom('merchant_month_spending').selectAll().where('business_id', '=', w.businessId).executeTakeFirstOrThrow();
    const monthWhere = (query: any) => query.where('business_id', '=', month.business_id).where('merchant_id', '=', month.merchant_id).where('month', '=', month.month);
    await monthWhere(db.updateTable('merchant_month_spending').set({ amount: Number(month.amount) - 100 })).execute();
    expect((await staff('GET', '/v1/ledger/check')).body.data.ok).toBe(false);
    await monthWhere(db.updateTable('merchant_month_spending').set({ amount: month.amount })).execute();

    const day = await db.selectFrom('daily_paid_count').selectAll().where('business_id', '=', w.businessId).executeTakeFirstOrThrow();
    const dayWhere = (query: any) => query.where('business_id', '=', day.business_id).where('day', '=', day.day);
    await dayWhere(db.updateTable('daily_paid_count').set({ paid_count: Number(day.paid_count) - 1 })).execute();
    const brokenDay = (await staff('GET', '/v1/ledger/check')).body.data;
    expect(brokenDay.aggregates.mismatches).toEqual([{ table: 'daily_paid_count', key: `${day.business_id}|${day.day}`, stored: { paid_count: Number(day.paid_count) - 1 }, expected: { paid_count: Number(day.paid_count) } }]);
    await dayWhere(db.updateTable('daily_paid_count').set({ paid_count: day.paid_count })).execute();
    expect((await staff('GET', '/v1/ledger/check')).body.data.ok).toBe(true);
  });
});

describe('list query plans', () => {
  const DAY = 24 * 3_600_000;
  let auth: Auth;
  /** One of the business's invoices (the payments above): every filter below matches it, so each page reads rows. */
  let sample: { amount: number; number: string; sale_point_id: string; merchant_id: string; user_id: string; created_at: string };
  beforeAll(async () => {
    auth = { userId: '', role: 'AGENT', deviceId: '', sessionId: '', businessId: w.businessId };
    sample = await w.t.app.ctx.db
      .selectFrom('invoice')
      .select(['amount', 'number', 'sale_point_id', 'merchant_id', 'user_id', 'created_at'])
      .where('business_id', '=', w.businessId)
      .where('status', '=', 'PAID')
      .executeTakeFirstOrThrow();
  });

  async function plansOf(run: (db: Db) => Promise<unknown>): Promise<string[][]> {
    const spy = capturing(w.t.app.ctx.db);
    await run(spy.db);
    expect(spy.queries.length).toBeGreaterThanOrEqual(2); // the count's statements and the page
    return Promise.all(spy.queries.map((query) => planOf(w.t.app.ctx.db, query)));
  }

  const now = () => w.t.clock.now().getTime();
  const filters = {
    status: () => ({ operation: '=', value: 'PAID' }),
    amount: () => ({ operation: '=', value: sample.amount }),
    invoiceNumber: () => ({ operation: '=', value: sample.number }),
    salePointId: () => ({ operation: '=', value: sample.sale_point_id }),
    createdDate: () => ({ operation: '>=', value: Date.parse(sample.created_at) }),
    agentMerchantId: () => ({ operation: '=', value: sample.merchant_id }),
    employeeId: () => ({ operation: '=', value: sample.user_id }),
  } as const;

  for (const [key, filter] of Object.entries(filters)) {
    it(`serves the transactions list filtered by ${key} with an index`, async () => {
      const body = { perPage: 30, page: 0, search: [{ key: key as keyof typeof filters, ...(filter() as { operation: '=' | '>='; value: string | number }) }] };
      const answer = await listInvoices({ db: w.t.app.ctx.db, clock: w.t.clock }, auth, body);
      expect(answer.content.length).toBeGreaterThan(0);
      const plans = await plansOf((db) => listInvoices({ db, clock: w.t.clock }, auth, body));
      // A filter on the sort's own index column needs no sort; others sort only the ids the filter's index found (a
      // deferred join: the page's ids on the invoices alone, then those rows with their details by primary key).
      expectServed(plans, 'i', 'invoice', ['status', 'salePointId', 'agentMerchantId', 'employeeId'].includes(key), true);
    });
  }

  for (const name of ['modifiedDate', 'createdDate', 'amount'] as const) {
    for (const direction of ['desc', 'asc'] as const) {
      it(`serves the transactions list sorted by ${name} ${direction} from an index, without a sort`, async () => {
        const plans = await plansOf((db) => listInvoices({ db, clock: w.t.clock }, auth, { perPage: 30, page: 0, sort: { name, direction }, search: [] }));
        expectServed(plans, 'i', 'invoice', true, true);
      });
    }
  }

  it('serves a day of transactions (the screen\'s default period) from an index', async () => {
    const search = [
      { key: 'createdDate' as const, operation: '>=' as const, value: now() - DAY },
      { key: 'createdDate' as const, operation: '<=' as const, value: now() },
    ];
    const plans = await plansOf((db) => listInvoices({ db, clock: w.t.clock }, auth, { perPage: 30, page: 0, search }));
    expectServed(plans, 'i', 'invoice', false, true);
  });

  it('serves the cancellation list, newest change first, from an index', async () => {
    const plans = await plansOf((db) => listApplications(db, auth, { perPage: 30, page: 0, search: [] }));
    expectServed(plans, 'a', 'application', true);
  });

  it('serves the deposit history, newest first, from an index', async () => {
    const plans = await plansOf((db) => listIncomes({ db, clock: w.t.clock }, auth, { perPage: 30, page: 0, search: [] }));
    expectServed(plans, 'e', 'ledger_entry', false);
    // The index of the income kinds alone (migration 0030: a payment's debit is not in it), newest first.
    expect(plans.at(-1)!.join('\n')).toMatch(/SEARCH e USING INDEX ledger_entry_business_time_idx \(business_id=\?\)|Index Scan Backward using ledger_entry_business_time_idx on ledger_entry e\b/);
  });

  // On SQLite the ledger is its (business, kind, time) key (migration 0036, no invoice_id index): the staff's review
  // reads an invoice's entries in the window of its moves, never the whole ledger.
  it("reads an invoice's ledger entries for the staff's review by key, not by a scan of the ledger", async () => {
    // The payment cancelled above: paid, then refunded when the staff approved its request.
    const application = await w.t.app.ctx.db.selectFrom('application').select(['id', 'invoice_id']).where('status', '=', 'SUCCESS').executeTakeFirstOrThrow();
    const spy = capturing(w.t.app.ctx.db);
    const { entries } = await reviewHistoryRows(spy.db, { id: application.id, invoiceId: application.invoice_id });
    expect(entries.map((entry) => entry.kind)).toEqual(['PAYMENT', 'REWARD', 'CANCEL_REFUND', 'REWARD_REVERSAL']);
    const ledgerRead = spy.queries.find((query) => query.sql.includes('ledger_entry'))!;
    const plan = (await planOf(w.t.app.ctx.db, ledgerRead)).join('\n');
    if (isPostgres(w.t.app.ctx.db)) expect(plan, plan).toMatch(/Index Scan using ledger_entry_\w+ on ledger_entry\b/);
    else expect(plan, plan).toMatch(/^SEARCH ledger_entry USING PRIMARY KEY \(business_id=\? AND kind=\? AND created_at>\? AND created_at<\?\)$/m);
  });

  // A shift's payments are a cashier's at one sale point since the opening (migration 0037: no index by cashier).
  it("reads a shift's payments by its sale point and opening time, not by a scan of the invoices", async () => {
    const spy = capturing(w.t.app.ctx.db);
    const openedAt = new Date(Date.parse(sample.created_at) - 60_000).toISOString();
    const payments = await shiftPayments(spy.db, { user_id: sample.user_id, sale_point_id: sample.sale_point_id, opened_at: openedAt, closed_at: null });
    expect(payments.length).toBeGreaterThan(0);
    const plan = (await planOf(w.t.app.ctx.db, spy.queries[0]!)).join('\n');
    if (isPostgres(w.t.app.ctx.db)) expect(plan, plan).toMatch(/Index Scan using invoice_sale_point_idx on invoice i\b|Bitmap Index Scan on invoice_sale_point_idx\b/);
    else expect(plan, plan).toMatch(/^SEARCH i USING INDEX invoice_sale_point_idx \(sale_point_id=\? AND created_at>\?\)$/m);
  });

  // The live invoices are few (an OPEN one expires after a day, a PENDING one is reconciled): the jobs read all of
  // their index (migration 0035), never the settled history.
  it('reads the OPEN invoices to expire and the PENDING ones to reconcile from the index of the live invoices', async () => {
    const spy = capturing(w.t.app.ctx.db);
    await pendingToReconcile(spy.db, w.t.clock.now().toISOString(), 10);
    await expireOpenInvoices(spy.db, new Date(0).toISOString(), w.t.clock.now().toISOString());
    expect(spy.queries).toHaveLength(2);
    for (const query of spy.queries) {
      const plan = (await planOf(w.t.app.ctx.db, query)).join('\n');
      expect(plan, plan).toMatch(/SCAN invoice USING (COVERING )?INDEX invoice_live_idx\b|Index Scan using invoice_live_idx on invoice\b|Bitmap Index Scan on invoice_live_idx\b/);
    }
  });
});
