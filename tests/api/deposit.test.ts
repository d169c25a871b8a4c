// spec 03 §7 deposit calls on the ledger: income-business/pageable and type_all, partner-invoice/reward-sum-by-date,
// reward-source/stat-by-date and pageable; staff credits by every method, a partner's daily reward for its day, and
// the bank statement line (found by the contract in its purpose, kept for staff when none, credited once).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INCOME_TYPES } from '../../src/shared/api/deposit.ts';
import { tashkentDay } from '../../src/shared/period.ts';
import { call, expectError } from './helper.ts';
import {
  balance,
  DEMO_TAX_NUMBER,
  EMPLOYEE_BASE,
  expectLedgerConsistent,
  invoiceBody,
  moneyWorld,
  otherBusiness,
  payment,
  STAFF,
  type World,
} from './money-helper.ts';

let w: World;
beforeAll(async () => {
  w = await moneyWorld();
});
afterAll(() => w.t.close());

const DAY = 24 * 60 * 60 * 1000;
const staff = (method: 'GET' | 'POST', url: string, body?: object) => call(w.t.app, method, `/api/staff${url}`, { token: STAFF, body });
const incomes = (body: object, token = w.agent.accessToken) => call(w.t.app, 'POST', '/v1/income-business/pageable', { token, body });
const today = () => tashkentDay(w.t.clock.now().getTime());

describe('authorisation of the deposit calls', () => {
  const calls: [string, string, object | undefined][] = [
    ['POST', '/v1/income-business/pageable', {}],
    ['GET', '/v1/income-business/type_all', undefined],
    ['POST', '/v1/partner-invoice/reward-sum-by-date', { startDate: 0, endDate: 1 }],
    ['POST', '/v1/reward-source/stat-by-date', { startDate: 0, endDate: 1 }],
    ['POST', '/v1/reward-source/pageable', {}],
  ];

  it.each(calls)('%s %s: the owner only; an employee is refused, also under the employee base; no token is 401', async (method, url, body) => {
    expect((await call(w.t.app, method as 'GET', url, { token: w.agent.accessToken, body })).status).toBe(200);
    expectError(await call(w.t.app, method as 'GET', url, { token: w.employee.accessToken, body }), 403, 'access_denied');
    expect((await call(w.t.app, method as 'GET', `${EMPLOYEE_BASE}${url}`, { token: w.employee.accessToken, body })).status).toBe(404);
    expectError(await call(w.t.app, method as 'GET', url, { body }), 401, 'unauthorized');
  });
});

describe('GET /v1/income-business/type_all', () => {
  it('answers the twelve methods of spec 03 §3', async () => {
    const answer = await call(w.t.app, 'GET', '/v1/income-business/type_all', { token: w.agent.accessToken });
    expect(answer.body.data).toEqual([...INCOME_TYPES]);
    expect(answer.body.data).toHaveLength(12);
  });
});

describe('POST /v1/income-business/pageable', () => {
  it('lists a credit of every method, newest first, with the balance after it; another business sees none of them', async () => {
    const other = await otherBusiness(w.t);
    w.t.clock.advance(60_000);
    const credited: Record<string, number> = {};
    for (const [index, typeIncome] of INCOME_TYPES.entries()) {
      w.t.clock.advance(1000);
      const amount = 100_00 + index;
      const answer = await staff('POST', '/v1/deposit', { business: other.taxNumber, amount, typeIncome });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      credited[typeIncome] = answer.body.data.balance;
    }
    const page = await incomes({ perPage: 100 }, other.agent.accessToken);
    expect(page.body.data.totalElements).toBe(12);
    expect(page.body.data.content.map((entry: { typeIncome: string }) => entry.typeIncome)).toEqual([...INCOME_TYPES].reverse());
    for (const entry of page.body.data.content) {
      expect(entry.details.balance).toBe(credited[entry.typeIncome]);
      expect(entry.source).toBe(entry.typeIncome.startsWith('REWARD_HUMANS') ? 'HUMANS' : 'UPAY');
    }
    expect(await balance(w.t, other.agent.accessToken)).toBe(12 * 100_00 + 66);

    const demo = await incomes({ perPage: 100, search: [{ key: 'typeIncome', operation: '=', value: 'EXTRA_NDS' }] });
    expect(demo.body.data.content.some((entry: { amount: number }) => entry.amount === 100_11)).toBe(false);
    await expectLedgerConsistent(w.t);
  });

  it('shows the reward a payment credits as a REWARD entry naming the invoice', async () => {
    const paid = await payment(w.t, w.agent.accessToken, invoiceBody(w.merchant('beeline'), '901234567', 10_000_000));
    const invoice = paid.body.data.invoice;
    const page = await incomes({ perPage: 100, search: [{ key: 'typeIncome', operation: '=', value: 'REWARD' }] });
    expect(page.body.data.content[0]).toMatchObject({
      typeIncome: 'REWARD',
      source: 'UPAY',
      amount: invoice.reward.amount,
      details: { balance: null, invoiceNumber: invoice.number },
    });
  });

  it('filters by amount, method, source and period, and pages 100 at a time', async () => {
    const other = await otherBusiness(w.t);
    const day = today();
    await staff('POST', '/v1/deposit', { business: other.taxNumber, amount: 250_000_00, typeIncome: 'TRANSFER' });
    await staff('POST', '/v1/deposit', { business: other.taxNumber, amount: 1_000_00, typeIncome: 'LOAN', source: 'HUMANS' });
    await staff('POST', '/v1/deposit', { business: other.taxNumber, amount: 5_000_00, typeIncome: 'REWARD_HUMANS_DAILY' });
    const read = async (search: object[]) =>
      (await incomes({ perPage: 100, search }, other.agent.accessToken)).body.data.content.map((entry: { typeIncome: string }) => entry.typeIncome);
    expect(await read([{ key: 'amount', operation: '=', value: 250_000_00 }])).toEqual(['TRANSFER']);
    expect(await read([{ key: 'typeIncome', operation: '=', value: 'LOAN' }])).toEqual(['LOAN']);
    // The partner tab: HUMANS entries without loans.
    expect(
      await read([
        { key: 'source', operation: '=', value: 'HUMANS' },
        { key: 'typeIncome', operation: '!=', value: 'LOAN' },
      ]),
    ).toEqual(['REWARD_HUMANS_DAILY']);
    expect(await read([{ key: 'createdDate', operation: '>=', value: day.start }, { key: 'createdDate', operation: '<=', value: day.end }])).toHaveLength(3);
    expect(await read([{ key: 'createdDate', operation: '<=', value: day.start - 1 }])).toEqual([]);
    const second = await incomes({ perPage: 2, page: 1 }, other.agent.accessToken);
    expect(second.body.data).toMatchObject({ totalElements: 3, totalPages: 2, number: 1, numberOfElements: 1 });
  });

  it('refuses malformed filters with validation_error', async () => {
    expectError(await incomes({ search: [{ key: 'createdDate', operation: '>=', value: 1e300 }] }), 400, 'validation_error');
    expectError(await incomes({ search: [{ key: 'business_id', operation: '=', value: 'x' }] }), 400, 'validation_error');
    expectError(await incomes({ search: [{ key: 'source', operation: 'like', value: 'HU' }] }), 400, 'validation_error');
    expectError(await incomes({ search: [{ key: 'source', operation: '=', value: 'HU\u0000' }] }), 400, 'validation_error');
    expectError(await incomes({ search: [{ key: 'typeIncome', operation: '=', value: 'LOAN\u0000' }] }), 400, 'validation_error');
    expectError(await incomes({ sort: { name: 'kind', direction: 'desc' } }), 400, 'validation_error');
    expectError(await incomes({ perPage: 100_000 }), 400, 'validation_error');
  });
});

describe('POST /v1/partner-invoice/reward-sum-by-date', () => {
  const sum = (startDate: number, endDate: number, token = w.agent.accessToken) =>
    call(w.t.app, 'POST', '/v1/partner-invoice/reward-sum-by-date', { token, body: { startDate, endDate } });

  it("shows a partner's daily reward on the day staff post it for, whenever they post it", async () => {
    const other = await otherBusiness(w.t);
    const day = today();
    const yesterday = tashkentDay(day.start - 1);
    expect((await sum(yesterday.start, yesterday.end, other.agent.accessToken)).body.data).toEqual({ amount: null });
    // Posted this morning, for yesterday by default; and one for three days ago, named.
    await staff('POST', '/v1/deposit', { business: other.taxNumber, amount: 4_200_00, typeIncome: 'REWARD_HUMANS_DAILY' });
    const threeDaysAgo = tashkentDay(day.start - 3 * DAY);
    const named = new Date(threeDaysAgo.start + 5 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await staff('POST', '/v1/deposit', { business: other.taxNumber, amount: 1_000_00, typeIncome: 'REWARD_HUMANS_DAILY', rewardDate: named });
    expect((await sum(yesterday.start, yesterday.end, other.agent.accessToken)).body.data).toEqual({ amount: 4_200_00 });
    expect((await sum(threeDaysAgo.start, threeDaysAgo.end, other.agent.accessToken)).body.data).toEqual({ amount: 1_000_00 });
    expect((await sum(day.start, day.end, other.agent.accessToken)).body.data).toEqual({ amount: null });
    expect((await sum(threeDaysAgo.start, yesterday.end, other.agent.accessToken)).body.data).toEqual({ amount: 5_200_00 });
    // The history shows the day the reward is for.
    const listed = await incomes({ search: [{ key: 'typeIncome', operation: '=', value: 'REWARD_HUMANS_DAILY' }] }, other.agent.accessToken);
    expect(listed.body.data.content.map((entry: { details: { date: string } }) => entry.details.date).sort()).toEqual(
      [new Date(threeDaysAgo.start).toISOString(), new Date(yesterday.start).toISOString()],
    );
  });

  it('refuses a reward for a day after today, a bad day and bad ranges', async () => {
    const tomorrow = new Date(today().end + 1 + 5 * 60 * 60 * 1000).toISOString().slice(0, 10);
    for (const rewardDate of [tomorrow, '2026-02-30', '26-1-1']) {
      expectError(
        await staff('POST', '/v1/deposit', { business: DEMO_TAX_NUMBER, amount: 100, typeIncome: 'REWARD_HUMANS_DAILY', rewardDate }),
        400,
        'validation_error',
      );
    }
    expectError(await sum(2, 1), 400, 'validation_error');
    expectError(await sum(0, 1e300), 400, 'validation_error');
    expectError(await call(w.t.app, 'POST', '/v1/partner-invoice/reward-sum-by-date', { token: w.agent.accessToken, body: { startDate: '1' } }), 400, 'validation_error');
  });
});

describe('the provider rewards: POST /v1/reward-source/stat-by-date and /v1/reward-source/pageable', () => {
  it('lists each paid payment of the period with its reward, sums them, filters by category, and drops a cancelled one', async () => {
    const other = await otherBusiness(w.t);
    await staff('POST', '/v1/deposit', { business: other.taxNumber, amount: 10_000_000_00 });
    const day = today();
    const token = other.agent.accessToken;
    const beeline = (await payment(w.t, token, invoiceBody(w.merchant('beeline'), '901234567', 10_000_000, other.salePointId))).body.data.invoice;
    const suvsoz = (await payment(w.t, token, invoiceBody(w.merchant('suvsoz'), '1234567', 2_000_000, other.salePointId))).body.data.invoice;
    const stats = async (extra: object = {}) =>
      (await call(w.t.app, 'POST', '/v1/reward-source/stat-by-date', { token, body: { startDate: day.start, endDate: day.end, ...extra } })).body.data;
    expect(await stats()).toEqual({
      totalRevenue: beeline.amount.total + suvsoz.amount.total,
      totalAgentProfitAmount: beeline.reward.amount + suvsoz.reward.amount,
      count: 2,
    });
    const rows = await call(w.t.app, 'POST', '/v1/reward-source/pageable', {
      token,
      body: { perPage: 100, search: [{ key: 'createdDate', operation: '>=', value: day.start }, { key: 'createdDate', operation: '<=', value: day.end }] },
    });
    expect(rows.body.data.content.map((row: { invoiceNumber: string }) => row.invoiceNumber)).toEqual([suvsoz.number, beeline.number]);
    expect(rows.body.data.content[1]).toMatchObject({
      amount: 10_000_000,
      account: '901234567',
      salePoint: { id: other.salePointId },
      merchant: { id: w.merchant('beeline') },
      reward: { amount: beeline.reward.amount, percent: beeline.reward.percent },
    });

    const category = await w.t.app.ctx.db.selectFrom('merchant').select('category_id').where('id', '=', w.merchant('beeline')).executeTakeFirstOrThrow();
    const inCategory = await call(w.t.app, 'POST', '/v1/reward-source/pageable', {
      token,
      body: { search: [{ key: 'agentMerchant->merchantCategoryId', operation: '=', value: category.category_id! }] },
    });
    expect(inCategory.body.data.content.map((row: { invoiceNumber: string }) => row.invoiceNumber)).toEqual([beeline.number]);
    expect((await stats({ merchantCategoryId: category.category_id })).count).toBe(1);

    const requested = await call(w.t.app, 'POST', '/v1/application', { token, body: { invoiceId: suvsoz.id, comment: 'xato' } });
    expect(requested.status, JSON.stringify(requested.body)).toBe(200);
    expect((await staff('POST', `/v1/applications/${requested.body.data.number}/approve`)).status).toBe(200);
    expect((await stats()).count).toBe(1);
    // The history leaves the reversed reward out too.
    const history = await incomes({ search: [{ key: 'typeIncome', operation: '=', value: 'REWARD' }] }, token);
    expect(history.body.data.content.map((entry: { details: { invoiceNumber: string } }) => entry.details.invoiceNumber)).toEqual([beeline.number]);
    // The demo business sees none of these.
    const demo = await call(w.t.app, 'POST', '/v1/reward-source/pageable', { token: w.agent.accessToken, body: { perPage: 1000 } });
    expect(demo.body.data.content.some((row: { salePoint: { id: string } }) => row.salePoint.id === other.salePointId)).toBe(false);
  });

  it('refuses malformed bodies with validation_error', async () => {
    const stat = (body: object) => call(w.t.app, 'POST', '/v1/reward-source/stat-by-date', { token: w.agent.accessToken, body });
    expectError(await stat({ startDate: 8_640_000_000_000_001, endDate: 1 }), 400, 'validation_error');
    expectError(await stat({ startDate: 2, endDate: 1 }), 400, 'validation_error');
    expectError(await stat({ startDate: 0, endDate: 1, merchantCategoryId: 'x'.repeat(65) }), 400, 'validation_error');
    expectError(await stat({ startDate: 0, endDate: 1, salePointId: 'a\u0000b' }), 400, 'validation_error');
    const list = (body: object) => call(w.t.app, 'POST', '/v1/reward-source/pageable', { token: w.agent.accessToken, body });
    expectError(await list({ search: [{ key: 'createdDate', operation: '>=', value: 'soon' }] }), 400, 'validation_error');
    expectError(await list({ search: [{ key: 'amount', operation: '=', value: 1 }] }), 400, 'validation_error');
  });
});

describe('POST /api/staff/v1/bank-statement', () => {
  const line = (reference: string, amount: number, purpose: string) => staff('POST', '/v1/bank-statement', { reference, amount, purpose });

  it('credits a transfer to the business whose contract the purpose names, once however often the line is posted', async () => {
    const before = await balance(w.t, w.agent.accessToken);
    const purpose = "Depozitni to'ldirish, shartnoma № 1001, agent ID 100001";
    const first = await line('BS-0001', 150_000_00, purpose);
    expect(first.body.data).toMatchObject({ replayed: false, line: { status: 'CREDITED', reference: 'BS-0001', incomeId: expect.any(String) } });
    const again = await line('BS-0001', 150_000_00, purpose);
    expect(again.body.data).toMatchObject({ replayed: true, line: { id: first.body.data.line.id, status: 'CREDITED' } });
    expect(await balance(w.t, w.agent.accessToken)).toBe(before + 150_000_00);
    expectError(await line('BS-0001', 1, purpose), 422, 'idempotency_key_reused');
    const listed = await incomes({ search: [{ key: 'amount', operation: '=', value: 150_000_00 }] });
    expect(listed.body.data.content).toHaveLength(1);
    expect(listed.body.data.content[0]).toMatchObject({ typeIncome: 'TRANSFER', details: { balance: before + 150_000_00 } });
  });

  it('credits a line posted several times at once only once', async () => {
    const other = await otherBusiness(w.t);
    const contract = `9${Date.now() % 1_000_000}`;
    await w.t.app.ctx.db.updateTable('business').set({ contract_number: contract }).where('id', '=', other.businessId).execute();
    const answers = await Promise.all(Array.from({ length: 5 }, () => line('BS-RACE', 12_000_00, `Shartnoma ${contract}`)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((answer) => !answer.body.data.replayed)).toHaveLength(1);
    expect(await balance(w.t, other.agent.accessToken)).toBe(12_000_00);
    await expectLedgerConsistent(w.t);
  });

  it('keeps a line whose purpose names no contract for staff, who assign it to a business once', async () => {
    const other = await otherBusiness(w.t);
    const kept = await line('BS-0002', 70_000_00, 'Оплата по счёту без номера договора');
    expect(kept.body.data.line).toMatchObject({ status: 'UNMATCHED', businessId: null, incomeId: null });
    const unmatched = await staff('GET', '/v1/bank-statement?status=UNMATCHED');
    expect(unmatched.body.data.map((item: { reference: string }) => item.reference)).toContain('BS-0002');
    const assigned = await staff('POST', `/v1/bank-statement/${kept.body.data.line.id}/assign`, { business: other.taxNumber });
    expect(assigned.body.data).toMatchObject({ status: 'ASSIGNED', businessId: other.businessId, incomeId: expect.any(String) });
    expect(await balance(w.t, other.agent.accessToken)).toBe(70_000_00);
    expectError(await staff('POST', `/v1/bank-statement/${kept.body.data.line.id}/assign`, { business: other.taxNumber }), 409, 'statement_line_already_credited');
    expectError(await staff('POST', '/v1/bank-statement/nope/assign', { business: other.taxNumber }), 404, 'not_found');
    expect((await staff('GET', '/v1/bank-statement?status=UNMATCHED')).body.data.map((item: { reference: string }) => item.reference)).not.toContain('BS-0002');
    await expectLedgerConsistent(w.t);
  });

  it('refuses bad lines and a wrong token', async () => {
    expectError(await line('', 100, 'x'), 400, 'validation_error');
    expectError(await line('BS-9', 0, 'x'), 400, 'validation_error');
    expectError(await line('BS-9', 1e300, 'x'), 400, 'validation_error');
    expectError(await line('BS-9', 100, 'x'.repeat(501)), 400, 'validation_error');
    expectError(await line('BS-\u0000', 100, 'contract 1001 \u0000'), 400, 'validation_error');
    expectError(await staff('POST', '/v1/bank-statement/a%00b/assign', { business: DEMO_TAX_NUMBER }), 400, 'validation_error');
    expectError(await staff('GET', '/v1/bank-statement?status=LOST'), 400, 'validation_error');
    expectError(await call(w.t.app, 'POST', '/api/staff/v1/bank-statement', { token: 'wrong', body: {} }), 401, 'unauthorized');
  });
});
