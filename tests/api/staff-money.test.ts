// DESIGN §4 staff money actions, through /api/staff/v1 and through `npm run staff` on the same database: deposit
// credits (typeIncome, source UPAY) through the ledger, application listing and review, reconcile, ledger check.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO, expectError, signIn, type Session, type TestApp } from './helper.ts';
import { DEMO_TAX_NUMBER, expectLedgerConsistent, invoiceBody, payment, STAFF } from './money-helper.ts';
import { staffCli } from './staff-helper.ts';

let t: TestApp;
let agent: Session;
beforeAll(async () => {
  // A file database (or the suite's PostgreSQL one), so that the CLI process can work on it beside the app.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-staff-'));
  t = await createTestApp({ sqliteFile: path.join(dir, 'portal.sqlite') });
  agent = await signIn(t.app, DEMO.agent.phone, DEMO.agent.pin);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(path.dirname(t.config.sqliteFile), { recursive: true, force: true });
});

const staff = (method: 'GET' | 'POST', url: string, body?: object, token = STAFF) => call(t.app, method, `/api/staff${url}`, { token, body });
const balance = async () => (await call(t.app, 'GET', '/v1/business/balance', { token: agent.accessToken })).body.data.balance as number;

const cli = (...args: string[]) => staffCli(t, ...args);

describe('POST /api/staff/v1/deposit', () => {
  it('credits a deposit income through the ledger, by tax number or business id', async () => {
    const before = await balance();
    const credited = await staff('POST', '/v1/deposit', { business: DEMO_TAX_NUMBER, amount: 12_345_600, typeIncome: 'BANK_CARD' });
    expect(credited.body.data).toMatchObject({ incomeId: expect.any(String), balance: before + 12_345_600, businessName: 'OOO "Demo Savdo"' });
    const income = await t.app.ctx.db.selectFrom('deposit_income').selectAll().where('id', '=', credited.body.data.incomeId).executeTakeFirstOrThrow();
    expect(income).toMatchObject({ type_income: 'BANK_CARD', source: 'UPAY', amount: 12_345_600 });
    const entry = await t.app.ctx.db.selectFrom('ledger_entry').selectAll().where('income_id', '=', income.id).executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ account: 'DEPOSIT', kind: 'BANK_CARD', amount: 12_345_600 });
    const byId = await staff('POST', '/v1/deposit', { business: credited.body.data.businessId, amount: 100 });
    expect(byId.body.data.balance).toBe(before + 12_345_700);
    expect(await balance()).toBe(before + 12_345_700);
  });

  it('credits once for a repeated Idempotency-Key, even sent twice at once', async () => {
    const before = await balance();
    const body = { business: DEMO_TAX_NUMBER, amount: 4_200, typeIncome: 'TRANSFER' };
    const keyed = (key: string, sent: object = body) =>
      call(t.app, 'POST', '/api/staff/v1/deposit', { token: STAFF, body: sent, headers: { 'Idempotency-Key': key } });
    const first = await keyed('credit-1');
    const again = await keyed('credit-1');
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data).toEqual(first.body.data);
    expectError(await keyed('credit-1', { ...body, amount: 4_201 }), 422, 'idempotency_key_reused');
    const together = await Promise.all([keyed('credit-2'), keyed('credit-2')]);
    const credited = together.filter((answer) => answer.status === 200);
    expect(credited.length).toBeGreaterThan(0);
    expect(new Set(credited.map((answer) => answer.body.data.incomeId)).size).toBe(1);
    for (const answer of together) if (answer.status !== 200) expectError(answer, 409, 'idempotency_request_in_progress');
    expect(await balance()).toBe(before + 2 * 4_200);
    const incomes = await t.app.ctx.db.selectFrom('deposit_income').select('id').where('amount', '=', 4_200).execute();
    expect(incomes).toHaveLength(2);
  });

  it('refuses a wrong token, a bad body and an unknown business', async () => {
    expectError(await staff('POST', '/v1/deposit', { business: DEMO_TAX_NUMBER, amount: 100 }, 'wrong'), 401, 'unauthorized');
    const fields = expectError(await staff('POST', '/v1/deposit', { business: DEMO_TAX_NUMBER, amount: 0, typeIncome: 'GIFT' }), 400, 'validation_error');
    expect(fields).toEqual({ amount: 'min_value:1', typeIncome: 'invalid' });
    expectError(await staff('POST', '/v1/deposit', { business: '999999999', amount: 100 }), 404, 'business_not_found');
  });
});

describe('staff applications, reconcile and ledger check', () => {
  it('lists requests by status, runs a reconcile pass and checks the ledger', async () => {
    const waiting = await staff('GET', '/v1/applications?status=WAITING');
    expect(waiting.body.data.content.every((item: { status: string }) => item.status === 'WAITING')).toBe(true);
    expect(waiting.body.data.totalElements).toBeGreaterThan(0); // the demo history has one
    expectError(await staff('GET', '/v1/applications?status=LOST'), 400, 'validation_error');
    expect((await staff('POST', '/v1/reconcile')).body.data).toMatchObject({ ran: true });
    expect((await staff('GET', '/v1/ledger/check')).body.data.ok).toBe(true);
  });
});

describe('npm run staff', () => {
  it('credits a deposit in so\'m, lists and approves a request, checks the ledger, on the server\'s database', { timeout: 90_000 }, async () => {
    const before = await balance();
    const deposited = await cli('deposit', DEMO_TAX_NUMBER, '250000', 'TRANSFER');
    expect(deposited.code, deposited.stderr).toBe(0);
    expect(deposited.stdout).toContain('OOO "Demo Savdo"');
    expect(await balance()).toBe(before + 25_000_000);

    const suvsoz = await t.app.ctx.db.selectFrom('merchant').select('id').where('key', '=', 'suvsoz').executeTakeFirstOrThrow();
    const paid = await payment(t, agent.accessToken, invoiceBody(suvsoz.id, '1234567', 1_000_000));
    const request = await call(t.app, 'POST', '/v1/application', { token: agent.accessToken, body: { invoiceId: paid.body.data.invoice.id, comment: 'CLI' } });
    const listed = await cli('applications', 'WAITING');
    expect(listed.stdout).toContain(request.body.data.number);
    const approved = await cli('approve', request.body.data.number);
    expect(approved.code, approved.stderr).toBe(0);
    expect((await call(t.app, 'GET', `/v1/invoice/${paid.body.data.invoice.id}`, { token: agent.accessToken })).body.data.status.value).toBe('CANCELED');
    const again = await cli('approve', request.body.data.number);
    expect(again).toMatchObject({ code: 1, stderr: expect.stringContaining('application_already_reviewed') });

    const check = await cli('ledger-check');
    expect(check.code).toBe(0);
    expect(check.stdout).toContain('ledger ok');
    expect((await cli('deposit', DEMO_TAX_NUMBER, 'lots')).code).toBe(2);
    expect((await cli('reject', '100001')).stderr).toContain('usage');
    await expectLedgerConsistent(t);
  });

  it("posts bank statement lines (once), lists the unmatched, assigns one, and posts a partner's reward for a day", { timeout: 90_000 }, async () => {
    const before = await balance();
    const posted = await cli('bank-line', 'CLI-1', '1000', 'Deposit', 'by', 'contract', '1001');
    expect(posted.code, posted.stderr).toBe(0);
    expect(posted.stdout).toContain('CREDITED');
    expect((await cli('bank-line', 'CLI-1', '1000', 'Deposit', 'by', 'contract', '1001')).stdout).toContain('already posted');
    expect(await balance()).toBe(before + 100_000);
    const kept = await cli('bank-line', 'CLI-2', '500', 'no', 'contract', 'here');
    expect(kept.stdout).toContain('UNMATCHED');
    const lines = await cli('bank-lines', 'UNMATCHED');
    const id = lines.stdout.split('\n').find((line) => line.includes('CLI-2'))!.split(' ')[0]!;
    const assigned = await cli('bank-line-assign', id, DEMO_TAX_NUMBER);
    expect(assigned.stdout).toContain('ASSIGNED');
    expect(await balance()).toBe(before + 150_000);
    const reward = await cli('deposit', DEMO_TAX_NUMBER, '4321', 'REWARD_HUMANS_DAILY', '--date', '2026-01-15');
    expect(reward.code, reward.stderr).toBe(0);
    const income = await t.app.ctx.db.selectFrom('deposit_income').selectAll().where('type_income', '=', 'REWARD_HUMANS_DAILY').where('amount', '=', 432_100).executeTakeFirstOrThrow();
    expect(income).toMatchObject({ source: 'HUMANS', reward_date: '2026-01-14T19:00:00.000Z' });
    expect((await cli('bank-lines', 'LOST')).code).toBe(2);
    await expectLedgerConsistent(t);
  });
});
