// spec 02 §5, §7, §8 and DESIGN §4: opening an invoice (every check and its code), paying it through each outcome
// of the billing simulator (docs/billing-simulator.md), and the lookups before a payment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NumberBlocks } from '../../src/server/modules/payments/payments.repository.ts';
import { tableChanged } from '../../src/server/db/row-cache.ts';
import { call, expectError } from './helper.ts';
import {
  balance,
  deposit,
  EMPLOYEE_BASE,
  expectLedgerConsistent,
  invoiceBody,
  ledgerEntries,
  moneyWorld,
  openInvoice,
  otherBusiness,
  payInvoice,
  payment,
  POINTS,
  reconcile,
  rewardSum,
  STAFF,
  type World,
} from './money-helper.ts';

let w: World;
let suvsoz: string;
beforeAll(async () => {
  w = await moneyWorld();
  suvsoz = w.merchant('suvsoz');
});
afterAll(() => w.t.close());

/** suvsoz: FIXED 500 so'm OUTSIDE commission, 0.5 % reward, accounts of 7 digits starting 1, 2 or 3, prefix "10". */
const suvsozBody = (account: string, amount = 10_000_000, salePointId: string = POINTS.chilonzor) =>
  invoiceBody(suvsoz, account, amount, salePointId);

describe('POST /v1/invoice', () => {
  it('opens an OPEN invoice with the commission, total, reward and payer snapshot, reserving nothing', async () => {
    const before = await balance(w.t, w.agent.accessToken);
    const answer = await openInvoice(w.t, w.agent.accessToken, suvsozBody('1234567'));
    expect(answer.status).toBe(200);
    const { invoiceNumber, invoice } = answer.body.data;
    expect(invoice.number).toBe(invoiceNumber);
    expect(invoice.status).toEqual({ value: 'OPEN', variant: 'info' });
    expect(invoice.amount).toEqual({ value: 10_000_000, readable: '100\u00a0000', paid: 10_000_000, total: 10_050_000 });
    expect(invoice.commission).toEqual({ type: 'FIXED', calcType: 'OUTSIDE', amount: 50_000, value: 50_000 });
    expect(invoice.reward).toEqual({ amount: 50_000, value: 10_000_000, percent: 0.5 });
    expect(invoice.fields.account).toEqual([
      expect.objectContaining({
        value: '1234567',
        primary: true,
        prefix: '10',
        title: { uz: 'Shaxsiy hisob raqami', ru: 'Лицевой счёт', en: 'Personal account', oz: 'Шахсий ҳисоб рақами' },
      }),
    ]);
    expect(invoice.salePoint).toMatchObject({ id: POINTS.chilonzor, name: 'Chilonzor filiali', region: { oz: expect.stringMatching(/^Тошкент/) } });
    // Names in all four languages, Uzbek Cyrillic included (spec 01: oz exists in data names).
    expect(invoice.merchant.name).toEqual({ uz: 'Suvsoz', ru: 'Сувсоз', en: 'Suvsoz water supply', oz: 'Сувсоз' });
    expect(invoice.user).toMatchObject({ name: 'Karimov Aziz', shortName: 'Aziz K.' });
    expect(invoice.merchant).toMatchObject({ key: 'suvsoz', cancel: { status: true, isExpired: false, refundableHours: 24 } });
    expect(invoice.ofd).toBeNull();
    expect(await balance(w.t, w.agent.accessToken)).toBe(before);
  });

  it('answers the invoice as it reads back afterwards (built from the values in hand), for the agent and an employee', async () => {
    for (const [token, base] of [
      [w.agent.accessToken, undefined],
      [w.employee.accessToken, EMPLOYEE_BASE],
    ] as const) {
      const opened = await openInvoice(w.t, token, suvsozBody('1234567'), base ? { base } : {});
      expect(opened.status).toBe(200);
      const { invoice } = opened.body.data;
      const read = await call(w.t.app, 'GET', `${base ?? '/api/agent'}/v1/invoice/${invoice.id}`, { token });
      expect(read.body.data).toEqual(invoice);
    }
  });

  it('takes a PERCENT INSIDE commission out of the amount and checks the type option', async () => {
    const uzonline = w.merchant('uzonline');
    const option = await w.t.app.ctx.db.selectFrom('merchant_option').selectAll().where('merchant_id', '=', uzonline).executeTakeFirstOrThrow();
    const missing = await openInvoice(w.t, w.agent.accessToken, invoiceBody(uzonline, 'aziz.k', 1_000_000));
    expect(expectError(missing, 400, 'validation_error')).toEqual({ type: 'required' });
    const answer = await openInvoice(w.t, w.agent.accessToken, { ...invoiceBody(uzonline, 'aziz.k', 1_000_000), type: option.value });
    expect(answer.body.data.invoice.amount).toMatchObject({ value: 1_000_000, paid: 990_000, total: 1_000_000 });
    expect(answer.body.data.invoice.commission).toEqual({ type: 'PERCENT', calcType: 'INSIDE', amount: 10_000, value: 1 });
    // The receipt prints the chosen option in the reader's language; `value` keeps the Russian title.
    expect(answer.body.data.invoice.fields.type).toEqual({ title: expect.any(Object), value: option.title_ru, valueTitle: { uz: option.title_uz, ru: option.title_ru, en: option.title_en, oz: option.title_oz } });
  });

  it('requires an active region and subregion of the merchant and prefixes the account with their codes', async () => {
    const hududgaz = w.merchant('hududgaz');
    const db = w.t.app.ctx.db;
    const region = await db.selectFrom('merchant_region').selectAll().where('merchant_id', '=', hududgaz).where('parent_id', 'is', null).executeTakeFirstOrThrow();
    const sub = await db.selectFrom('merchant_region').selectAll().where('parent_id', '=', region.id).executeTakeFirstOrThrow();
    expect(expectError(await openInvoice(w.t, w.agent.accessToken, invoiceBody(hududgaz, '12345678', 500_000)), 400, 'validation_error')).toEqual({
      region: 'required',
    });
    const wrongSub = { ...invoiceBody(hududgaz, '12345678', 500_000), region: region.id, subRegion: region.id };
    expect(expectError(await openInvoice(w.t, w.agent.accessToken, wrongSub), 400, 'validation_error')).toEqual({ subRegion: 'invalid' });
    const answer = await openInvoice(w.t, w.agent.accessToken, { ...invoiceBody(hududgaz, '123 456 78', 500_000), region: region.id, subRegion: sub.id });
    expect(answer.status).toBe(200);
    const { fields } = answer.body.data.invoice;
    expect(fields.region).toEqual({ title: expect.any(Object), value: region.title_ru, valueTitle: { uz: region.title_uz, ru: region.title_ru, en: region.title_en, oz: region.title_oz } });
    expect(fields.subRegion).toEqual({ title: expect.any(Object), value: sub.title_ru, valueTitle: { uz: sub.title_uz, ru: sub.title_ru, en: sub.title_en, oz: sub.title_oz } });
    expect(fields.account[0]).toMatchObject({ value: '12345678', prefix: `${region.code}${sub.code}` });
    const stored = await db.selectFrom('invoice').select('account').where('number', '=', answer.body.data.invoiceNumber).executeTakeFirstOrThrow();
    expect(stored.account).toBe(`${region.code}${sub.code}12345678`);
  });

  it('answers each payment code where it applies', async () => {
    const token = w.agent.accessToken;
    expectError(await openInvoice(w.t, token, suvsozBody('1234567', 10_000_000, POINTS.sergeli)), 400, 'sale_point_is_inactive');
    expectError(await openInvoice(w.t, token, suvsozBody('1234567', 10_000_000, '01900000-0000-7000-8000-00000000ffff')), 404, 'sale_point_not_found');
    expectError(await openInvoice(w.t, token, invoiceBody(w.merchant('evo'), '1234567', 1_000_000)), 404, 'merchant_not_found');
    expectError(await openInvoice(w.t, token, invoiceBody('no-such-merchant', '1234567', 1_000_000)), 404, 'merchant_not_found');
    expectError(await openInvoice(w.t, token, invoiceBody(w.merchant('comnet'), 'aziz', 1_000_000)), 400, 'merchant_is_not_active');
    expectError(await openInvoice(w.t, token, suvsozBody('4234567')), 400, 'invalid_prefix');
    expect(expectError(await openInvoice(w.t, token, suvsozBody('12345')), 400, 'validation_error')).toEqual({ account: 'invalid' });
    expectError(await openInvoice(w.t, token, suvsozBody('1234567', 99_900)), 400, 'amount_is_out_of_limits');
    expectError(await openInvoice(w.t, token, suvsozBody('1234567', 500_000_100)), 400, 'amount_is_out_of_limits');
    const beeline = w.merchant('beeline');
    expectError(await openInvoice(w.t, token, invoiceBody(beeline, '931234567', 1_000_000)), 400, 'invalid_prefix');
    expectError(await openInvoice(w.t, token, invoiceBody(beeline, '901234567', 99_999)), 400, 'amount_is_out_of_limits');
    expectError(await openInvoice(w.t, token, invoiceBody(beeline, '901234567', 100_000_001)), 400, 'amount_is_out_of_limits');
    const invalid = await openInvoice(w.t, token, { salePointId: POINTS.chilonzor, agentMerchantId: beeline, account: '901234567' });
    expect(expectError(invalid, 400, 'validation_error')).toMatchObject({ amount: 'required', requestDate: 'required' });
  });

  it('holds a fixed amount when the amount is not editable, and whole so\'m unless the merchant takes decimals', async () => {
    const passportFee = w.merchant('pasport-boji');
    const pinfl = '31234567890123';
    expectError(await openInvoice(w.t, w.agent.accessToken, invoiceBody(passportFee, pinfl, 100)), 400, 'amount_is_out_of_limits');
    expect((await openInvoice(w.t, w.agent.accessToken, invoiceBody(passportFee, pinfl, 7_500_000))).status).toBe(200);
    // suvsoz takes whole so'm only.
    expect(expectError(await openInvoice(w.t, w.agent.accessToken, suvsozBody('1234567', 10_000_050)), 400, 'validation_error')).toEqual({
      amount: 'invalid',
    });
  });

  it('lets an employee open invoices only at its assigned sale points, and only under /api/employee', async () => {
    const token = w.employee.accessToken;
    expect((await openInvoice(w.t, token, suvsozBody('1234567'), { base: EMPLOYEE_BASE })).status).toBe(200);
    expectError(await openInvoice(w.t, token, suvsozBody('1234567', 10_000_000, POINTS.yunusobod), { base: EMPLOYEE_BASE }), 404, 'sale_point_not_found');
    expectError(await openInvoice(w.t, token, suvsozBody('1234567')), 403, 'access_denied');
    expectError(await openInvoice(w.t, w.agent.accessToken, suvsozBody('1234567'), { base: EMPLOYEE_BASE }), 403, 'access_denied');
  });
});

describe('POST /v1/pay', () => {
  it('pays at once: debits the total, credits the reward and fills the fiscal receipt', async () => {
    const [deposit0, reward0] = [await balance(w.t, w.agent.accessToken), await rewardSum(w.t, w.agent.accessToken)];
    const paid = await payment(w.t, w.agent.accessToken, suvsozBody('1234567'));
    expect(paid.status).toBe(200);
    expect(paid.body.data.status).toBe('SUCCESSFUL');
    const { invoice } = paid.body.data;
    expect(invoice.status).toEqual({ value: 'PAID', variant: 'success' });
    expect(invoice.ofd).toEqual({
      receiptId: expect.stringMatching(/^\d+$/),
      terminalId: expect.stringMatching(/^EP\d{12}$/),
      fiscalSign: expect.stringMatching(/^\d{12}$/),
      url: expect.stringMatching(/^https:\/\/ofd\.soliq\.uz\/check\?t=EP\d{12}&r=\d+&c=\d{14}&s=\d{12}$/),
    });
    expect(await balance(w.t, w.agent.accessToken)).toBe(deposit0 - 10_050_000);
    expect(await rewardSum(w.t, w.agent.accessToken)).toBe(reward0 + 50_000);
    const entries = await ledgerEntries(w.t, invoice.id);
    expect(entries.map((entry) => [entry.account, entry.kind, entry.amount])).toEqual([
      ['DEPOSIT', 'PAYMENT', -10_050_000],
      ['REWARD', 'REWARD', 50_000],
    ]);

    const again = await payInvoice(w.t, w.agent.accessToken, invoice.number);
    expect(again.body.data.status).toBe('SUCCESSFUL');
    expect(await ledgerEntries(w.t, invoice.id)).toHaveLength(2);
  });

  it('refuses a failed payment at once and refunds the reserve (…993), keeping billing\'s code', async () => {
    const before = await balance(w.t, w.agent.accessToken);
    const answer = await payment(w.t, w.agent.accessToken, suvsozBody('1234993'));
    expect(answer.body.data.status).toBe('UNSUCCESSFUL');
    expect(answer.body.data.invoice.status.value).toBe('ERROR');
    expect(answer.body.data.invoice.errorCode).toBe('payment_provider_error');
    expect(await balance(w.t, w.agent.accessToken)).toBe(before);
    const entries = await ledgerEntries(w.t, answer.body.data.invoice.id);
    expect(entries.map((entry) => [entry.kind, entry.amount])).toEqual([
      ['PAYMENT', -10_050_000],
      ['PAYMENT_REFUND', 10_050_000],
    ]);
  });

  it.each([
    ['1234994', 'account_not_found'],
    ['1234995', 'invalid_prefix'],
  ])('ends account %s as ERROR with %s', async (account, code) => {
    const answer = await payment(w.t, w.agent.accessToken, suvsozBody(account));
    expect(answer.body.data).toMatchObject({ status: 'UNSUCCESSFUL', invoice: { status: { value: 'ERROR' }, errorCode: code } });
  });

  it('answers IN_PROCESS for a pending payment, and the reconcile job settles it PAID (…991) or ERROR (…992)', async () => {
    await reconcile(w.t); // the demo history's own pending payment settles first
    const before = await balance(w.t, w.agent.accessToken);
    const reward0 = await rewardSum(w.t, w.agent.accessToken);
    const later = await payment(w.t, w.agent.accessToken, suvsozBody('1234991'));
    const failing = await payment(w.t, w.agent.accessToken, suvsozBody('1234992'));
    for (const answer of [later, failing]) expect(answer.body.data).toMatchObject({ status: 'IN_PROCESS', invoice: { status: { value: 'PENDING' } } });
    expect(await balance(w.t, w.agent.accessToken)).toBe(before - 2 * 10_050_000);

    const report = await reconcile(w.t);
    expect(report.body.data).toMatchObject({ ran: true });
    expect(report.body.data.checked).toBeGreaterThanOrEqual(2);
    const settled = await call(w.t.app, 'GET', `/v1/invoice/${later.body.data.invoice.id}`, { token: w.agent.accessToken });
    expect(settled.body.data.status.value).toBe('PAID');
    expect(settled.body.data.ofd).not.toBeNull();
    const failed = await call(w.t.app, 'GET', `/v1/invoice/${failing.body.data.invoice.id}`, { token: w.agent.accessToken });
    expect(failed.body.data).toMatchObject({ status: { value: 'ERROR' }, errorCode: 'payment_provider_error' });
    expect(await balance(w.t, w.agent.accessToken)).toBe(before - 10_050_000);
    expect(await rewardSum(w.t, w.agent.accessToken)).toBe(reward0 + 50_000);
    await expectLedgerConsistent(w.t);
  });

  it('keeps a payment billing never answered (…996) PENDING and reconciles it only after the in-flight grace', async () => {
    const answer = await payment(w.t, w.agent.accessToken, suvsozBody('1234996'));
    expect(answer.body.data.status).toBe('IN_PROCESS');
    const id = answer.body.data.invoice.id;
    await reconcile(w.t);
    expect((await call(w.t.app, 'GET', `/v1/invoice/${id}`, { token: w.agent.accessToken })).body.data.status.value).toBe('PENDING');
    w.t.clock.advance(31_000);
    await reconcile(w.t);
    expect((await call(w.t.app, 'GET', `/v1/invoice/${id}`, { token: w.agent.accessToken })).body.data.status.value).toBe('PAID');
  });

  it('refuses a payment the deposit cannot cover and leaves the invoice OPEN until it is funded', async () => {
    const other = await otherBusiness(w.t);
    const opened = await openInvoice(w.t, other.agent.accessToken, suvsozBody('1234567', 10_000_000, other.salePointId));
    const number = opened.body.data.invoiceNumber;
    expectError(await payInvoice(w.t, other.agent.accessToken, number), 400, 'not_enough_money_in_your_balance');
    await deposit(w.t, other.taxNumber, 10_049_999);
    expectError(await payInvoice(w.t, other.agent.accessToken, number), 400, 'not_enough_money_in_your_balance');
    expect((await w.t.app.ctx.db.selectFrom('invoice').select('status').where('number', '=', number).executeTakeFirstOrThrow()).status).toBe('OPEN');
    await deposit(w.t, other.businessId, 1);
    expect((await payInvoice(w.t, other.agent.accessToken, number)).body.data.status).toBe('SUCCESSFUL');
    expect(await balance(w.t, other.agent.accessToken)).toBe(0);
    // Another business's invoice number is not found for the demo agent.
    expectError(await payInvoice(w.t, w.agent.accessToken, number), 404, 'invoice_not_found');
    expectError(await payInvoice(w.t, w.agent.accessToken, '999999999'), 404, 'invoice_not_found');
  });

  it('refuses to pay an invoice whose sale point or merchant stopped taking payments after it was opened', async () => {
    const db = w.t.app.ctx.db;
    const opened = await openInvoice(w.t, w.agent.accessToken, suvsozBody('1234567', 10_000_000, POINTS.yunusobod));
    // Changed behind the services' back: the writer says so, as every writer of a cached table does (db/row-cache.ts).
    await db.updateTable('sale_point').set({ status: 'INACTIVE' }).where('id', '=', POINTS.yunusobod).execute();
    await tableChanged(db, 'sale_point');
    expectError(await payInvoice(w.t, w.agent.accessToken, opened.body.data.invoiceNumber), 400, 'sale_point_is_inactive');
    await db.updateTable('sale_point').set({ status: 'ACTIVE' }).where('id', '=', POINTS.yunusobod).execute();
    await tableChanged(db, 'sale_point');
    await db.updateTable('merchant').set({ status: 'DISABLED' }).where('id', '=', suvsoz).execute();
    await tableChanged(db, 'merchant');
    expectError(await payInvoice(w.t, w.agent.accessToken, opened.body.data.invoiceNumber), 400, 'merchant_is_not_active');
    await db.updateTable('merchant').set({ status: 'ACTIVE' }).where('id', '=', suvsoz).execute();
    await tableChanged(db, 'merchant');
    expect((await payInvoice(w.t, w.agent.accessToken, opened.body.data.invoiceNumber)).body.data.status).toBe('SUCCESSFUL');
  });

  it("refuses payments of a frozen business (the owner's signature revoked), opened before or after, until it signs again", async () => {
    const db = w.t.app.ctx.db;
    const opened = await openInvoice(w.t, w.agent.accessToken, suvsozBody('1234568'));
    const demoBusiness = (await db.selectFrom('sale_point').select('business_id').where('id', '=', POINTS.chilonzor).executeTakeFirstOrThrow()).business_id;
    const revoked = await call(w.t.app, 'POST', '/api/staff/v1/businesses/305123456/revoke-signature', { token: STAFF });
    expect(revoked.status).toBe(200);
    expectError(await payInvoice(w.t, w.agent.accessToken, opened.body.data.invoiceNumber), 403, 'business_has_no_signature');
    expectError(await openInvoice(w.t, w.employee.accessToken, suvsozBody('1234569'), { base: EMPLOYEE_BASE }), 403, 'business_has_no_signature');
    // Signing again (PATCH /v1/business/set-signature, see documents.test.ts) gives the signature back.
    await db.updateTable('business').set({ has_signature: 1 }).where('id', '=', demoBusiness).execute();
    expect((await payInvoice(w.t, w.agent.accessToken, opened.body.data.invoiceNumber)).body.data.status).toBe('SUCCESSFUL');
  });

  it('lets an employee pay at its sale point but not an invoice of an unassigned one', async () => {
    const own = await payment(w.t, w.employee.accessToken, suvsozBody('1234567'), { base: EMPLOYEE_BASE });
    expect(own.body.data.status).toBe('SUCCESSFUL');
    expect(own.body.data.invoice.user.name).toBe('Rahimov Jasur');
    const elsewhere = await openInvoice(w.t, w.agent.accessToken, suvsozBody('1234567', 10_000_000, POINTS.yunusobod));
    expectError(await payInvoice(w.t, w.employee.accessToken, elsewhere.body.data.invoiceNumber, { base: EMPLOYEE_BASE }), 404, 'invoice_not_found');
    await expectLedgerConsistent(w.t);
  });
});

describe('POST /v1/agent-merchant/account-info', () => {
  const lookup = (account: string, language?: string) =>
    call(w.t.app, 'POST', '/v1/agent-merchant/account-info', {
      token: w.agent.accessToken,
      body: { agentMerchantId: suvsoz, account },
      headers: language ? { 'accept-language': language } : undefined,
    });

  it('answers the account in the Accept-Language language (ru by default)', async () => {
    const en = await lookup('1234567', 'en-US,en;q=0.9');
    expect(en.status).toBe(200);
    expect(en.body.data).toMatchObject({ name: expect.any(String), tariff: 'Residential', lastPayment: { date: expect.any(String) } });
    expect(en.body.data.params.map((param: { key: string }) => param.key)).toEqual(['INVOICE_AMOUNT', 'PAYED_AMOUNT', 'PHONE', 'INN']);
    expect((await lookup('1234567', 'uz')).body.data.tariff).toBe('Aholi uchun');
    const ru = await lookup('1234567');
    expect(ru.body.data.tariff).toBe('Для населения');
    expect(ru.body.data.name).toBe(en.body.data.name);
  });

  it('answers in Uzbek Cyrillic when asked in oz, the address included', async () => {
    const oz = (await lookup('1234567', 'oz')).body.data;
    expect(oz).toMatchObject({
      description: 'Шахсий ҳисоб фаол',
      tariff: 'Аҳоли учун',
      address: expect.stringMatching(/^Тошкент ш\., [А-Яа-яЎўҚқҒғҲҳ ]+ кўчаси, \d+-уй$/),
    });
    expect(oz.params.map((param: { title: string }) => param.title)).toEqual(['Ҳисобланган', 'Тўланган', 'Телефон', 'СТИР']);
  });

  it('answers account_not_found (…994), invalid_prefix (…995) and the field checks', async () => {
    expectError(await lookup('1234994'), 400, 'account_not_found');
    expectError(await lookup('1234995'), 400, 'invalid_prefix');
    expectError(await lookup('5234567'), 400, 'invalid_prefix');
  });
});

describe('invoice numbers', () => {
  it('stay unique when two processes hand them out from their blocks at once', async () => {
    const db = w.t.app.ctx.db;
    const [one, two] = [new NumberBlocks('test-sequence', 1, 3), new NumberBlocks('test-sequence', 1, 3)];
    const taken = await Promise.all(Array.from({ length: 10 }, (_, index) => (index % 2 ? one : two).take(db)));
    expect(new Set(taken).size).toBe(10);
    expect(Math.min(...taken)).toBe(1);
    // The counter holds the last number reserved: the next block starts after every block handed out.
    expect(Math.max(...taken)).toBeLessThanOrEqual(12);
  });
});

describe('POST /v1/agent-merchant/mobile-info', () => {
  const info = (phone: string, amount: number) =>
    call(w.t.app, 'POST', '/v1/agent-merchant/mobile-info', { token: w.agent.accessToken, body: { phone, amount } });

  it('finds the operator by the phone prefix, with its monthly tiers', async () => {
    const beeline = await info('901234567', 1_000_000);
    expect(beeline.body.data.agentMerchant).toMatchObject({ key: 'beeline', type: 'MOBILE' });
    expect(beeline.body.data.commissions).toHaveLength(2);
    expect(beeline.body.data.commissions[0]).toMatchObject({ limit: 5_000_000_000, amountSpent: expect.any(Number) });
    expect((await info('931234567', 1_000_000)).body.data.agentMerchant.key).toBe('ucell');
    // The 12-digit wire form of a phone is accepted too (DESIGN §3).
    expect((await info('998901234567', 1_000_000)).body.data.agentMerchant.key).toBe('beeline');
    expect((await info('331234567', 1_000_000)).body.data.commissions).toEqual([]);
  });

  it('refuses an unknown prefix and an amount outside 1 000 – 1 000 000 so\'m', async () => {
    expectError(await info('121234567', 1_000_000), 400, 'invalid_prefix');
    expectError(await info('901234567', 99_999), 400, 'amount_is_out_of_limits');
    expect(expectError(await info('90123', 1_000_000), 400, 'validation_error')).toEqual({ phone: 'length:9' });
  });
});
