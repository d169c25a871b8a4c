// spec 02 §4, §7, §8 cancellation requests: the shared eligibility rule with the server's codes, one WAITING at a
// time and three in all, the lists per role and business, and staff review (approve refunds and reverses the
// reward in one go; reject keeps the payment).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableChanged } from '../../src/server/db/row-cache.ts';
import { OPEN_INVOICE_TTL_MS } from '../../src/server/jobs/reconcile.job.ts';
import { call, DEMO, expectError, signIn } from './helper.ts';
import {
  balance,
  EMPLOYEE_BASE,
  expectLedgerConsistent,
  invoiceBody,
  ledgerEntries,
  moneyWorld,
  openInvoice,
  otherBusiness,
  payment,
  POINTS,
  reconcile,
  rewardSum,
  STAFF,
  type World,
} from './money-helper.ts';

let w: World;
beforeAll(async () => {
  w = await moneyWorld();
});
afterAll(() => w.t.close());

const REASON = {
  title: { uz: 'Rad etildi', ru: 'Отклонено', en: 'Rejected' },
  description: { uz: "To'lov o'tgan", ru: 'Платёж зачислен', en: 'The payment went through' },
};
const create = (invoiceId: string, options: { token?: string; base?: string; key?: string; comment?: string } = {}) =>
  call(w.t.app, 'POST', `${options.base ?? '/api/agent'}/v1/application`, {
    token: options.token ?? w.agent.accessToken,
    body: { invoiceId, comment: options.comment ?? 'Mijoz xato qildi' },
    headers: options.key ? { 'idempotency-key': options.key } : undefined,
  });
const review = (number: string, decision: 'approve' | 'reject') =>
  call(w.t.app, 'POST', `/api/staff/v1/applications/${number}/${decision}`, { token: STAFF, body: decision === 'reject' ? REASON : undefined });
const list = (body: object, token = w.agent.accessToken, base = '/api/agent') =>
  call(w.t.app, 'POST', `${base}/v1/application/pageable`, { token, body });
/** A PAID suvsoz payment (refundable 24 h; FIXED 500 so'm commission; 0.5 % reward). */
const paidInvoice = async (salePointId: string = POINTS.chilonzor, account = '1234567') =>
  (await payment(w.t, w.agent.accessToken, invoiceBody(w.merchant('suvsoz'), account, 2_000_000, salePointId))).body.data.invoice;

describe('POST /v1/application', () => {
  it('creates a WAITING request for a paid payment, once (idempotent), and marks the invoice as waiting', async () => {
    const invoice = await paidInvoice();
    const created = await create(invoice.id, { key: 'application-key-1' });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      number: expect.stringMatching(/^\d+$/),
      status: 'WAITING',
      comment: 'Mijoz xato qildi',
      rejectionReason: null,
      invoice: {
        id: invoice.id,
        number: invoice.number,
        salePointName: 'Chilonzor filiali',
        employeeName: 'Karimov Aziz',
        merchantName: { uz: 'Suvsoz', ru: 'Сувсоз', oz: 'Сувсоз' },
        account: { value: '1234567', prefix: '10', mask: null },
        amount: { value: 2_000_000 },
        reward: { amount: 10_000, percent: 0.5 },
      },
    });
    expect(created.body.data.invoice.fields).toEqual([
      { title: expect.any(Object), value: '1234567', isVisible: true, valueTitle: null, prefix: '10', mask: null },
    ]);
    expect((await create(invoice.id, { key: 'application-key-1' })).body.data.id).toBe(created.body.data.id);
    expectError(await create(invoice.id), 400, 'application_already_exists_for_this_invoice');
    const shown = await call(w.t.app, 'GET', `/v1/invoice/${invoice.id}`, { token: w.agent.accessToken });
    expect(shown.body.data).toMatchObject({ isApplicationWaiting: true, isApplicationLimitExceeded: false });
  });

  it('accepts one of several requests sent at once for the same payment', async () => {
    const invoice = await paidInvoice();
    const answers = await Promise.all(Array.from({ length: 6 }, () => create(invoice.id)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expectError(refused, 400, 'application_already_exists_for_this_invoice');
    }
  });

  it('answers the cancellation codes: not paid, no cancel option, unknown or foreign invoice', async () => {
    const failed = await payment(w.t, w.agent.accessToken, invoiceBody(w.merchant('suvsoz'), '1234993', 2_000_000));
    expectError(await create(failed.body.data.invoice.id), 400, 'invoice_status_must_be_paid');
    const simple = await payment(w.t, w.agent.accessToken, invoiceBody(w.merchant('toza-hudud'), 'TH-123456', 2_000_000));
    expectError(await create(simple.body.data.invoice.id), 400, 'no_cancel_option_for_this_service');
    expectError(await create('01900000-0000-7000-8000-00000000ffff'), 404, 'invoice_not_found');
    const other = await otherBusiness(w.t);
    expectError(await create((await paidInvoice()).id, { token: other.agent.accessToken }), 404, 'invoice_not_found');
  });

  it('answers invoice_status_must_change while a payment is open or pending (decision 151)', async () => {
    const opened = await openInvoice(w.t, w.agent.accessToken, invoiceBody(w.merchant('suvsoz'), '1234567', 2_000_000));
    expectError(await create(opened.body.data.invoice.id), 400, 'invoice_status_must_change');
    const pending = await payment(w.t, w.agent.accessToken, invoiceBody(w.merchant('suvsoz'), '1234991', 2_000_000));
    expect(pending.body.data.invoice.status.value).toBe('PENDING');
    expectError(await create(pending.body.data.invoice.id), 400, 'invoice_status_must_change');
  });

  it('answers agent_of_merchant_cannot_cancel once the service stopped working with agents (decision 151)', async () => {
    const invoice = await paidInvoice();
    // What the catalogue's sync does when the provider switches a service off.
    const setStatus = async (status: string) => {
      await w.t.app.ctx.db.updateTable('merchant').set({ status }).where('id', '=', w.merchant('suvsoz')).execute();
      await tableChanged(w.t.app.ctx.db, 'merchant');
    };
    await setStatus('DISABLED');
    try {
      expectError(await create(invoice.id), 400, 'agent_of_merchant_cannot_cancel');
    } finally {
      await setStatus('ACTIVE');
    }
    expect((await create(invoice.id)).status).toBe(200);
  });

  it('allows three requests per payment, then attempts_exhausted', async () => {
    const invoice = await paidInvoice();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const created = await create(invoice.id);
      expect(created.status).toBe(200);
      expect((await review(created.body.data.number, 'reject')).status).toBe(200);
    }
    expectError(await create(invoice.id), 400, 'attempts_exhausted');
    expect((await call(w.t.app, 'GET', `/v1/invoice/${invoice.id}`, { token: w.agent.accessToken })).body.data.isApplicationLimitExceeded).toBe(true);
  });

  it('lets an employee ask only about payments of its sale points', async () => {
    const own = await paidInvoice(POINTS.chilonzor);
    const created = await create(own.id, { token: w.employee.accessToken, base: EMPLOYEE_BASE });
    expect(created.status).toBe(200);
    const elsewhere = await paidInvoice(POINTS.yunusobod);
    expectError(await create(elsewhere.id, { token: w.employee.accessToken, base: EMPLOYEE_BASE }), 404, 'invoice_not_found');
  });
});

describe('staff review', () => {
  it('approves: the invoice is CANCELED, the total refunded and the reward reversed, in one go', async () => {
    const invoice = await paidInvoice();
    const [deposit0, reward0] = [await balance(w.t, w.agent.accessToken), await rewardSum(w.t, w.agent.accessToken)];
    const created = await create(invoice.id);
    const approved = await review(created.body.data.number, 'approve');
    expect(approved.body.data).toMatchObject({ status: 'SUCCESS', rejectionReason: null });
    expect(await balance(w.t, w.agent.accessToken)).toBe(deposit0 + 2_050_000);
    expect(await rewardSum(w.t, w.agent.accessToken)).toBe(reward0 - 10_000);
    const shown = await call(w.t.app, 'GET', `/v1/invoice/${invoice.id}`, { token: w.agent.accessToken });
    expect(shown.body.data.status).toEqual({ value: 'CANCELED', variant: 'danger' });
    expect((await ledgerEntries(w.t, invoice.id)).map((entry) => [entry.account, entry.kind, entry.amount])).toEqual([
      ['DEPOSIT', 'PAYMENT', -2_050_000],
      ['REWARD', 'REWARD', 10_000],
      ['DEPOSIT', 'CANCEL_REFUND', 2_050_000],
      ['REWARD', 'REWARD_REVERSAL', -10_000],
    ]);
    expectError(await review(created.body.data.number, 'approve'), 409, 'application_already_reviewed');
    expectError(await review(created.body.data.number, 'reject'), 409, 'application_already_reviewed');
    expectError(await create(invoice.id), 400, 'invoice_status_must_be_paid');
    await expectLedgerConsistent(w.t);
  });

  it('rejects with a reason in three languages; the payment stays PAID and a new request may follow', async () => {
    const invoice = await paidInvoice();
    const created = await create(invoice.id);
    const rejected = await review(created.body.data.number, 'reject');
    expect(rejected.body.data).toMatchObject({ status: 'REJECT', rejectionReason: REASON });
    const shown = await call(w.t.app, 'GET', `/v1/application/${created.body.data.id}`, { token: w.agent.accessToken });
    expect(shown.body.data.rejectionReason).toEqual(REASON);
    expect((await call(w.t.app, 'GET', `/v1/invoice/${invoice.id}`, { token: w.agent.accessToken })).body.data.status.value).toBe('PAID');
    expect((await create(invoice.id)).status).toBe(200);
    expectError(await review('999999', 'approve'), 404, 'application_data_not_found');
    const noReason = await call(w.t.app, 'POST', `/api/staff/v1/applications/${created.body.data.number}/reject`, { token: STAFF, body: {} });
    expectError(noReason, 400, 'validation_error');
  });
});

describe('POST /v1/application/pageable and GET /v1/application/{id}', () => {
  it('filters by status, numbers, amount, sale point and creation date; newest change first', async () => {
    const invoice = await paidInvoice(POINTS.yunusobod, '3456789');
    const created = (await create(invoice.id)).body.data;
    const page = await list({ search: [{ key: 'applicationNumber', operation: '=', value: created.number }] });
    expect(page.body.data.content.map((item: { id: string }) => item.id)).toEqual([created.id]);
    const filters = [
      { key: 'invoiceNumber', operation: '=', value: invoice.number },
      { key: 'amount', operation: '=', value: 2_000_000 },
      { key: 'salePointId', operation: '=', value: POINTS.yunusobod },
      { key: 'status', operation: '=', value: 'WAITING' },
      { key: 'createdDate', operation: '>=', value: Date.parse(created.createdDate) },
      { key: 'createdDate', operation: '<=', value: Date.parse(created.createdDate) },
    ];
    expect((await list({ search: filters })).body.data.content.map((item: { id: string }) => item.id)).toEqual([created.id]);
    // The same invoice filters under the spec's `invoice->…` names.
    const invoiceFilters = [
      { key: 'invoice->invoiceNumber', operation: '=', value: invoice.number },
      { key: 'invoice->amount', operation: '=', value: 2_000_000 },
      { key: 'invoice->salePointId', operation: '=', value: POINTS.yunusobod },
    ];
    expect((await list({ search: invoiceFilters })).body.data.content.map((item: { id: string }) => item.id)).toEqual([created.id]);
    const all = (await list({ perPage: 1000 })).body.data.content as { modifiedDate: string }[];
    expect(all.map((item) => item.modifiedDate)).toEqual([...all.map((item) => item.modifiedDate)].sort().reverse());
    expect(expectError(await list({ search: [{ key: 'comment', operation: '=', value: 'x' }] }), 400, 'validation_error')).toBeDefined();
  });

  it('shows an employee only its sale points\' requests, and another business none', async () => {
    const mine = (await list({ perPage: 1000 }, w.employee.accessToken, EMPLOYEE_BASE)).body.data.content as { invoice: { salePointName: string } }[];
    expect(mine.length).toBeGreaterThan(0);
    expect(new Set(mine.map((item) => item.invoice.salePointName))).toEqual(new Set(['Chilonzor filiali']));
    const elsewhere = (await list({ search: [{ key: 'salePointId', operation: '=', value: POINTS.yunusobod }] })).body.data.content[0];
    expectError(await call(w.t.app, 'GET', `${EMPLOYEE_BASE}/v1/application/${elsewhere.id}`, { token: w.employee.accessToken }), 404, 'application_data_not_found');
    const other = await otherBusiness(w.t);
    expect((await list({}, other.agent.accessToken)).body.data.totalElements).toBe(0);
    expectError(await call(w.t.app, 'GET', `/v1/application/${elsewhere.id}`, { token: other.agent.accessToken }), 404, 'application_data_not_found');
  });
});

describe('the cancellation window', () => {
  it('answers time_to_cancel_is_over once the merchant\'s refundable hours have passed', async () => {
    const beeline = await payment(w.t, w.agent.accessToken, invoiceBody(w.merchant('beeline'), '901234567', 1_000_000));
    w.t.clock.advance(2 * 3_600_000 + 60_000); // beeline: refundable for 2 hours
    w.agent = await signIn(w.t.app, DEMO.agent.phone, DEMO.agent.pin);
    const shown = await call(w.t.app, 'GET', `/v1/invoice/${beeline.body.data.invoice.id}`, { token: w.agent.accessToken });
    expect(shown.body.data.merchant.cancel).toEqual({ status: true, isExpired: true, refundableHours: 2 });
    expectError(await create(beeline.body.data.invoice.id), 400, 'time_to_cancel_is_over');
  });

  it('answers invoice_expired_application_period_over for an invoice left open until it expired (decision 151)', async () => {
    const opened = await openInvoice(w.t, w.agent.accessToken, invoiceBody(w.merchant('suvsoz'), '1234567', 2_000_000));
    w.t.clock.advance(OPEN_INVOICE_TTL_MS + 60_000);
    expect((await reconcile(w.t)).status).toBe(200);
    w.agent = await signIn(w.t.app, DEMO.agent.phone, DEMO.agent.pin);
    const shown = await call(w.t.app, 'GET', `/v1/invoice/${opened.body.data.invoice.id}`, { token: w.agent.accessToken });
    expect(shown.body.data.status.value).toBe('EXPIRED');
    expectError(await create(opened.body.data.invoice.id), 400, 'invoice_expired_application_period_over');
  });
});
