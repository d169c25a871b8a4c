// Issue 16 item 4, DESIGN §6: a payment keeps the time the cashier took it (the request date the outbox sent, its
// device clock already corrected by the recorded offset) as its payment time, beside the time the server received
// it; never later than the receipt, never older than the outbox's age limit (the public setting, 24 h by default).
// Lists and one invoice answer it; the transactions list keeps spec 02's modifiedDate-descending order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertSetting } from '../../src/server/modules/settings/settings.repository.ts';
import { call } from './helper.ts';
import { invoiceBody, moneyWorld, openInvoice, payment, type World } from './money-helper.ts';

const HOUR = 60 * 60 * 1000;
let w: World;
let suvsoz: string;
beforeAll(async () => {
  w = await moneyWorld();
  suvsoz = w.merchant('suvsoz');
});
afterAll(() => w.t.close());

/** Opens and pays a suvsoz payment taken at `requestDate`; answers the paid invoice. */
async function takenAt(account: string, requestDate: number) {
  const answer = await payment(w.t, w.agent.accessToken, { ...invoiceBody(suvsoz, account, 1_000_000), requestDate });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.invoice as { id: string; number: string; paymentDate: string; createdDate: string; requestDate: string; modifiedDate: string };
}

describe('payment time', () => {
  it('is the request date of a payment sent from the outbox hours later, beside the time received', async () => {
    const now = w.t.clock.now().getTime();
    const invoice = await takenAt('1000001', now - 3 * HOUR);
    expect(Date.parse(invoice.paymentDate)).toBe(now - 3 * HOUR);
    expect(Date.parse(invoice.createdDate)).toBe(now);
    expect(Date.parse(invoice.requestDate)).toBe(now - 3 * HOUR);
    // One invoice answers the same.
    const one = await call(w.t.app, 'GET', `/api/agent/v1/invoice/${invoice.id}`, { token: w.agent.accessToken });
    expect(one.body.data.paymentDate).toBe(invoice.paymentDate);
  });

  it('is never in the future: a device clock ahead of the server gives the time received', async () => {
    const now = w.t.clock.now().getTime();
    const invoice = await takenAt('1000002', now + 2 * HOUR);
    expect(invoice.paymentDate).toBe(invoice.createdDate);
  });

  it('is never older than the outbox age limit: 24 h by default, the public setting when staff set one', async () => {
    const now = w.t.clock.now().getTime();
    const clamped = await takenAt('1000003', now - 30 * HOUR);
    expect(Date.parse(clamped.paymentDate)).toBe(now - 24 * HOUR);
    await upsertSetting(w.t.app.ctx.db, { key: 'offline_max_age_hours', title: 'Offline queue age limit, hours', value: '48', isPrivate: false });
    const allowed = await takenAt('1000004', now - 30 * HOUR);
    expect(Date.parse(allowed.paymentDate)).toBe(now - 30 * HOUR);
    const longer = await takenAt('1000005', now - 50 * HOUR);
    expect(Date.parse(longer.paymentDate)).toBe(now - 48 * HOUR);
  });

  it('is answered by the transactions list, which keeps the newest change first', async () => {
    w.t.clock.advance(60_000);
    const now = w.t.clock.now().getTime();
    const late = await takenAt('1000006', now - 5 * HOUR);
    const page = await call(w.t.app, 'POST', '/api/agent/v1/invoice/pageable', { token: w.agent.accessToken, body: { perPage: 1000 } });
    const rows = page.body.data.content as { id: string; paymentDate: string; modifiedDate: string }[];
    expect(rows.map((row) => row.modifiedDate)).toEqual([...rows.map((row) => row.modifiedDate)].sort().reverse());
    // Paid last, taken earliest: first by modifiedDate, with its own payment time.
    expect(rows[0]).toMatchObject({ id: late.id, paymentDate: late.paymentDate });
    expect(rows.every((row) => typeof row.paymentDate === 'string' && row.paymentDate <= row.modifiedDate)).toBe(true);
  });

  it('of an invoice not yet paid is kept as opened', async () => {
    const now = w.t.clock.now().getTime();
    const opened = await openInvoice(w.t, w.agent.accessToken, { ...invoiceBody(suvsoz, '1000007', 1_000_000), requestDate: now - HOUR });
    expect(Date.parse(opened.body.data.invoice.paymentDate)).toBe(now - HOUR);
  });

  it('comes with the service\'s legal name, which the receipt prints in its header', async () => {
    const invoice = (await payment(w.t, w.agent.accessToken, invoiceBody(suvsoz, '1000008', 1_000_000))).body.data.invoice;
    expect(invoice.merchant.legalName).toBe('«Suvsoz» AJ');
  });
});
