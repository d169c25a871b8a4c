// spec 02 §4 card top-up through the card network simulator (docs/billing-simulator.md): card info, the static
// invoice without confirmation up to the P2P merchant's limit, and above it the SMS code, the card-bound token and
// invoice-static.
// The full card number is never stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DEMO, expectError, lastCode, signIn } from './helper.ts';
import { balance, moneyWorld, POINTS, type World } from './money-helper.ts';

let w: World;
beforeAll(async () => {
  w = await moneyWorld();
});
afterAll(() => w.t.close());

const UZCARD = '8600020000001234'; // a National Bank BIN
const HUMO = '9860010000005678';
const PHONE = '901112233';
const post = (path: string, body: object, options: { token?: string; base?: string } = {}) =>
  call(w.t.app, 'POST', `${options.base ?? '/api/agent'}${path}`, { token: options.token ?? w.agent.accessToken, body });
const topUp = (number: string, amount: number, salePointId: string = POINTS.chilonzor, options = {}) =>
  post('/v1/invoice/create-static-without-confirm', { salePointId, number, amount, requestDate: Date.now() }, options);

describe('POST /v1/p2p_bank/card-info', () => {
  it('answers owner, type and bank, with the number masked', async () => {
    const uzcard = await post('/v1/p2p_bank/card-info', { number: UZCARD });
    expect(uzcard.body.data).toEqual({
      owner: expect.stringMatching(/^[A-Z]+ [A-Z]+$/),
      number: '860002******1234',
      cardType: 'UZCARD',
      bank: { image: null, name: { uz: "O'zbekiston Milliy banki", ru: "O'zbekiston Milliy banki", en: "O'zbekiston Milliy banki" } },
    });
    expect((await post('/v1/p2p_bank/card-info', { number: HUMO })).body.data).toMatchObject({ cardType: 'HUMO', number: '986001******5678' });
  });

  it.each([
    ['4000123412341234', 'this_card_type_is_not_supported'],
    ['8600020000000000', 'card_not_found'],
    ['8600020000001111', 'the_card_is_invalid'],
  ])('refuses %s with %s', async (number, code) => {
    expectError(await post('/v1/p2p_bank/card-info', { number }), 400, code);
  });

  it('needs exactly 16 digits', async () => {
    expect(expectError(await post('/v1/p2p_bank/card-info', { number: '860002000000123' }), 400, 'validation_error')).toEqual({ number: 'length:16' });
  });
});

describe('POST /v1/invoice/create-static-without-confirm', () => {
  it('tops up at once up to the withConfirmation limit (1 000 000 so\'m): a PAID P2P invoice with the card masked', async () => {
    const before = await balance(w.t, w.agent.accessToken);
    const answer = await topUp(UZCARD, 100_000_000);
    expect(answer.status).toBe(200);
    const { invoiceNumber, invoice } = answer.body.data;
    expect(invoice).toMatchObject({ number: invoiceNumber, status: { value: 'PAID' }, merchant: { key: 'P2P' } });
    expect(invoice.fields.account[0].value).toBe('860002******1234');
    expect(invoice.amount).toMatchObject({ value: 100_000_000, total: 101_000_000 }); // 1 % OUTSIDE
    expect(await balance(w.t, w.agent.accessToken)).toBe(before - 101_000_000);
  });

  it('answers an empty invoice above the limit (confirmation needed) and opens nothing', async () => {
    const count = async () => (await w.t.app.ctx.db.selectFrom('invoice').select('id').execute()).length;
    const before = await count();
    expect((await topUp(UZCARD, 100_000_100)).body.data).toEqual({ invoiceNumber: null, invoice: null });
    expect(await count()).toBe(before);
  });

  it('refuses bad cards, amounts outside the merchant limits and unassigned sale points', async () => {
    expectError(await topUp('8600020000000000', 1_000_000), 400, 'card_not_found');
    expectError(await topUp(UZCARD, 99_999), 400, 'amount_is_out_of_limits');
    expectError(await topUp(UZCARD, 1_000_000, POINTS.sergeli), 400, 'sale_point_is_inactive');
    expectError(await topUp(UZCARD, 1_000_000, POINTS.yunusobod, { token: w.employee.accessToken }), 404, 'sale_point_not_found');
    expect((await topUp(UZCARD, 1_000_000, POINTS.chilonzor, { token: w.employee.accessToken })).status).toBe(200);
  });

  it('follows billing\'s outcomes by the card\'s last digits (…991 pending)', async () => {
    const answer = await topUp('8600020000000991', 1_000_000);
    expect(answer.body.data.invoice.status.value).toBe('PENDING');
  });
});

describe('confirmed top-up: get-otp → confirm-otp → invoice-static', () => {
  const staticBody = (token: string, number = HUMO, amount = 200_000_000) => ({
    salePointId: POINTS.chilonzor,
    staticMerchant: 'P2P',
    account: { number },
    token,
    amount,
    requestDate: Date.now(),
  });

  it('sends a code to the card\'s phone, answers a card-bound token for it, and tops up once with it', async () => {
    const sent = await post('/v1/card_otp/get-otp', { pan: HUMO, number: PHONE });
    expect(sent.body.data).toEqual({ confirmId: expect.any(String) });
    // The same phone in its 12-digit wire form (DESIGN §3) is the same phone: one code a minute.
    expectError(await post('/v1/card_otp/get-otp', { pan: HUMO, number: `998${PHONE}` }), 429, 'otp_get_every_60_seconds');
    const code = await lastCode(w.t.app, `998${PHONE}`);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    expectError(await post('/v1/card_otp/confirm-otp', { otp: wrong, confirmId: sent.body.data.confirmId }), 400, 'otp_is_invalid');
    const confirmed = await post('/v1/card_otp/confirm-otp', { otp: code, confirmId: sent.body.data.confirmId });
    expect(confirmed.body.data).toEqual({ token: expect.any(String) });
    expectError(await post('/v1/card_otp/confirm-otp', { otp: code, confirmId: sent.body.data.confirmId }), 400, 'otp_not_match');

    const token = confirmed.body.data.token as string;
    expectError(await post('/v1/invoice/invoice-static', staticBody(token, UZCARD)), 400, 'card_token_is_invalid');
    const paid = await post('/v1/invoice/invoice-static', staticBody(token));
    expect(paid.status).toBe(200);
    expect(paid.body.data.invoice).toMatchObject({ status: { value: 'PAID' }, amount: { value: 200_000_000 } });
    expect(paid.body.data.invoice.fields.account[0].value).toBe('986001******5678');
    expectError(await post('/v1/invoice/invoice-static', staticBody(token)), 400, 'card_token_is_invalid');
  });

  it('refuses a card whose notifications go to another phone, another user\'s confirmation, and an expired token', async () => {
    expectError(await post('/v1/card_otp/get-otp', { pan: '8600020000002222', number: PHONE }), 400, 'card_does_not_available_for_this_number');
    expectError(await post('/v1/card_otp/get-otp', { pan: '8600020000000000', number: PHONE }), 400, 'card_not_found');
    const card = '8600020000004321';
    const sent = await post('/v1/card_otp/get-otp', { pan: card, number: PHONE });
    const code = await lastCode(w.t.app, `998${PHONE}`);
    expectError(
      await post('/v1/card_otp/confirm-otp', { otp: code, confirmId: sent.body.data.confirmId }, { token: w.employee.accessToken }),
      400,
      'otp_not_match',
    );
    const token = (await post('/v1/card_otp/confirm-otp', { otp: code, confirmId: sent.body.data.confirmId })).body.data.token;
    w.t.clock.advance(11 * 60_000); // tokens live 10 minutes
    w.agent = await signIn(w.t.app, DEMO.agent.phone, DEMO.agent.pin);
    expectError(await post('/v1/invoice/invoice-static', staticBody(token, card)), 400, 'card_token_is_invalid');
  });

  it('never stores or logs the full card number anywhere', async () => {
    const db = w.t.app.ctx.db;
    const tables = ['invoice', 'card_confirmation', 'idempotency_record', 'sms_message', 'ledger_entry', 'application'] as const;
    for (const table of tables) {
      const dump = JSON.stringify(await db.selectFrom(table).selectAll().execute());
      for (const pan of [UZCARD, HUMO, '8600020000004321']) expect(dump.includes(pan), `${pan} in ${table}`).toBe(false);
    }
  });
});
