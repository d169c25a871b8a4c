// Shared setup of the money suites (payments, ledger, idempotency, applications, balance, card, staff-money): the
// demo world (agent, employee, sale points, catalogue), a second business, and the calls the suites repeat.
import { uuidv7 } from 'uuidv7';
import { expect } from 'vitest';
import { call, createTestApp, DEMO, register, signIn, type Answer, type Session, type TestApp } from './helper.ts';

export const STAFF = 'staff-test-token';
export const POINTS = {
  /** Active; the demo employee works here. */
  chilonzor: '01900000-0000-7000-8000-000000000101',
  /** Active; no employee assigned. */
  yunusobod: '01900000-0000-7000-8000-000000000102',
  /** INACTIVE. */
  sergeli: '01900000-0000-7000-8000-000000000103',
} as const;
export const EMPLOYEE_BASE = '/api/employee';
export const DEMO_TAX_NUMBER = '305123456';

export type World = {
  t: TestApp;
  agent: Session;
  employee: Session;
  businessId: string;
  merchant: (key: string) => string;
};

export async function moneyWorld(): Promise<World> {
  const t = await createTestApp();
  const agent = await signIn(t.app, DEMO.agent.phone, DEMO.agent.pin);
  const employee = await signIn(t.app, DEMO.employee.phone, DEMO.employee.pin);
  const db = t.app.ctx.db;
  const owner = await db.selectFrom('app_user').select('business_id').where('phone', '=', DEMO.agent.phone).executeTakeFirstOrThrow();
  const merchants = new Map((await db.selectFrom('merchant').select(['id', 'key']).execute()).map((row) => [row.key, row.id]));
  return {
    t,
    agent,
    employee,
    businessId: owner.business_id!,
    merchant: (key) => {
      const id = merchants.get(key);
      if (!id) throw new Error(`no demo merchant ${key}`);
      return id;
    },
  };
}

type CallOptions = { key?: string; base?: string };
const headers = (key?: string) => (key ? { 'idempotency-key': key } : undefined);
const url = (path: string, base = '/api/agent') => `${base}${path}`;

export function invoiceBody(merchantId: string, account: string, amount: number, salePointId: string = POINTS.chilonzor) {
  return { salePointId, agentMerchantId: merchantId, account, amount, requestDate: Date.now() };
}

export const openInvoice = (t: TestApp, token: string, body: object, options: CallOptions = {}) =>
  call(t.app, 'POST', url('/v1/invoice', options.base), { token, body, headers: headers(options.key) });

export const payInvoice = (t: TestApp, token: string, invoiceNumber: string, options: CallOptions = {}) =>
  call(t.app, 'POST', url('/v1/pay', options.base), { token, body: { invoiceNumber }, headers: headers(options.key) });

/** Opens and pays; fails the test if the invoice cannot be opened. */
export async function payment(t: TestApp, token: string, body: object, options: { base?: string } = {}) {
  const opened = await openInvoice(t, token, body, options);
  if (opened.status !== 200) throw new Error(`invoice: ${JSON.stringify(opened.body)}`);
  return payInvoice(t, token, opened.body.data.invoiceNumber, options);
}

export async function deposit(t: TestApp, business: string, amount: number, typeIncome = 'TRANSFER'): Promise<Answer> {
  const answer = await call(t.app, 'POST', '/api/staff/v1/deposit', { token: STAFF, body: { business, amount, typeIncome } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer;
}

export const balance = async (t: TestApp, token: string, base?: string): Promise<number> =>
  (await call(t.app, 'GET', url('/v1/business/balance', base), { token })).body.data.balance;

export const rewardSum = async (t: TestApp, token: string): Promise<number> =>
  (await call(t.app, 'GET', '/v1/business/reward-balance', { token })).body.data.sum;

/** The ledger's invariant over every business: cached balance = sum of entries, no deposit below zero. */
export async function expectLedgerConsistent(t: TestApp): Promise<void> {
  const check = await call(t.app, 'GET', '/api/staff/v1/ledger/check', { token: STAFF });
  expect(check.body.data.accounts.filter((account: { ok: boolean }) => !account.ok)).toEqual([]);
  expect(check.body.data.ok).toBe(true);
}

export const reconcile = (t: TestApp) => call(t.app, 'POST', '/api/staff/v1/reconcile', { token: STAFF });

export async function ledgerEntries(t: TestApp, invoiceId: string) {
  return t.app.ctx.db.selectFrom('ledger_entry').selectAll().where('invoice_id', '=', invoiceId).orderBy('created_at').orderBy('id').execute();
}

let otherSerial = 0;

/** A second agent with its own business, an active sale point and an employee there (made directly in the DB). */
export async function otherBusiness(t: TestApp) {
  otherSerial += 1;
  const db = t.app.ctx.db;
  const session = await register(t.app);
  const user = await db.selectFrom('app_user').select('id').where('phone', '=', session.phone).executeTakeFirstOrThrow();
  const demoOwner = await db.selectFrom('app_user').select('business_id').where('phone', '=', DEMO.agent.phone).executeTakeFirstOrThrow();
  const template = await db.selectFrom('business').selectAll().where('id', '=', demoOwner.business_id!).executeTakeFirstOrThrow();
  const businessId = uuidv7();
  const taxNumber = `40${String(otherSerial).padStart(7, '0')}`;
  await db
    .insertInto('business')
    .values({ ...template, id: businessId, owner_id: user.id, name: `OOO "Boshqa ${otherSerial}"`, tax_number: taxNumber, contract_number: null })
    .execute();
  await db.updateTable('app_user').set({ business_id: businessId }).where('id', '=', user.id).execute();
  t.app.ctx.liveSessions.forget(); // the change bypassed the services, which would have forgotten the remembered sessions
  const point = await db.selectFrom('sale_point').selectAll().where('id', '=', POINTS.chilonzor).executeTakeFirstOrThrow();
  const salePointId = uuidv7();
  await db.insertInto('sale_point').values({ ...point, id: salePointId, business_id: businessId, name: `Boshqa nuqta ${otherSerial}` }).execute();
  return { agent: session as Session, businessId, taxNumber, salePointId };
}
