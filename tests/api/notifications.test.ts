// Issue 21 items 1 and 2: notifications. Each event is written once, in its own transaction, to the user it is for;
// the push job hands it once to each live subscription through the push provider (a double here, standing at the
// push service's boundary: it records what it is given and answers as a push service would), drops a subscription
// the push service answers 410 for, respects the user's switches and the hidden amounts; a sign-out or a removed
// device ends the subscription. The in-app list reads the same rows, with their read state.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NotificationKind, PushPayload } from '#shared/api/notifications.ts';
import { runPush } from '../../src/server/jobs/push.job.ts';
import type { PushMessage, PushProvider, PushResult } from '../../src/server/providers/push/push-provider.ts';
import { call, DEMO, expectError, signIn, type Session } from './helper.ts';
import { deposit, DEMO_TAX_NUMBER, EMPLOYEE_BASE, invoiceBody, moneyWorld, openInvoice, otherBusiness, payment, POINTS, STAFF, type World } from './money-helper.ts';
import { approvedAgent, onboardedAgent, PDF, staff } from './onboarding-helper.ts';

const DAY = 24 * 60 * 60 * 1000;
const AGENT_BASE = '/api/agent';
const KEYS = { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' };

/** The push service's double: every message it was handed, and the answer it gives per endpoint. */
const sent: PushMessage[] = [];
const answers = new Map<string, PushResult>();
const pushDouble: PushProvider = {
  name: 'double',
  async send(message) {
    sent.push(message);
    return answers.get(message.target.endpoint) ?? { ok: true };
  },
};

let w: World;
let other: Awaited<ReturnType<typeof otherBusiness>>;
let suvsoz: string;
let serial = 0;

beforeAll(async () => {
  w = await moneyWorld();
  // The push service's double in place of the dev provider.
  w.t.app.ctx.push = pushDouble;
  suvsoz = w.merchant('suvsoz');
  other = await otherBusiness(w.t);
});
afterAll(() => w.t.close());
beforeEach(async () => {
  // What earlier tests left pending goes out first: each test sees only its own pushes.
  await drain();
  sent.length = 0;
  answers.clear();
});

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, session: Session | null, options: { base?: string; body?: unknown } = {}) =>
  call(w.t.app, method, `${options.base ?? AGENT_BASE}/v1/notification${path}`, { token: session?.accessToken, body: options.body });

const subscribe = async (session: Session, base = AGENT_BASE, language = 'ru') => {
  serial += 1;
  const endpoint = `https://push.example.invalid/sub/${serial}`;
  const answer = await api('PUT', '/push', session, { base, body: { endpoint, keys: KEYS, language } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return endpoint;
};

const list = async (session: Session, base = AGENT_BASE) => {
  const answer = await api('GET', '', session, { base });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as { content: { id: string; kind: NotificationKind; params: Record<string, unknown>; url: string; read: boolean }[]; unread: number; hasMore: boolean };
};

/** Taken now on the test clock (not offline). */
const onTime = (body: { requestDate: number }) => ({ ...body, requestDate: w.t.clock.now().getTime() });
const drain = () => runPush(w.t.app.ctx, 'test');
const payloadsTo = (endpoint: string) => sent.filter((message) => message.target.endpoint === endpoint).map((message) => JSON.parse(message.payload) as PushPayload);

const settings = (session: Session, body: object, base = AGENT_BASE) => api('PUT', '/settings', session, { base, body: { muted: [], hideAmounts: false, depositThreshold: null, ...body } });

/** A fresh owner session signed in on a device of its own. */
/** Signs `phone` in on a new device; the one-code-a-minute wait is not what this file tests, so earlier codes age. */
async function signInAgain(phone: string, pin: string) {
  await w.t.app.ctx.db.updateTable('otp_challenge').set({ created_at: '2000-01-01T00:00:00.000Z' }).where('phone', '=', phone).execute();
  return signIn(w.t.app, phone, pin);
}
const ownerSession = () => signInAgain(DEMO.agent.phone, DEMO.agent.pin);

describe('the push subscription', () => {
  it('serves the VAPID public key, subscribes the device, and unsubscribes it', async () => {
    const session = await ownerSession();
    const before = (await api('GET', '/settings', session)).body.data;
    expect(before).toMatchObject({ muted: [], hideAmounts: false, subscribed: false });
    // An uncompressed P-256 point, base64url: 65 bytes.
    expect(Buffer.from(before.publicKey, 'base64url')).toHaveLength(65);
    // The same key from every process: it is kept in the database.
    const stored = await w.t.app.ctx.db.selectFrom('setting').select('value').where('key', '=', 'vapid_keys').executeTakeFirstOrThrow();
    expect(JSON.parse(stored.value).publicKey).toBe(before.publicKey);

    await subscribe(session);
    expect((await api('GET', '/settings', session)).body.data.subscribed).toBe(true);
    expect((await api('DELETE', '/push', session)).status).toBe(200);
    expect((await api('GET', '/settings', session)).body.data.subscribed).toBe(false);
  });

  it('refuses an endpoint that is not https, too long, or keys that are not base64url', async () => {
    const session = await ownerSession();
    const body = { endpoint: 'https://push.example.invalid/x', keys: KEYS, language: 'ru' };
    expectError(await api('PUT', '/push', session, { body: { ...body, endpoint: 'http://push.example.invalid/x' } }), 400, 'validation_error');
    expectError(await api('PUT', '/push', session, { body: { ...body, endpoint: `https://push.example.invalid/${'x'.repeat(1000)}` } }), 400, 'validation_error');
    expectError(await api('PUT', '/push', session, { body: { ...body, keys: { ...KEYS, auth: 'not base64!' } } }), 400, 'validation_error');
    expectError(await api('PUT', '/push', session, { body: { ...body, language: 'de' } }), 400, 'validation_error');
  });

  it('ends with a sign-out and with the device removed', async () => {
    const db = w.t.app.ctx.db;
    const first = await ownerSession();
    const endpoint = await subscribe(first);
    const logout = await call(w.t.app, 'POST', '/v1/auth/logout', { token: first.accessToken, body: { accessToken: first.accessToken, refreshToken: first.refreshToken } });
    expect(logout.status).toBe(200);
    expect(await db.selectFrom('push_subscription').select('id').where('endpoint', '=', endpoint).executeTakeFirst()).toBeUndefined();

    const second = await ownerSession();
    const kept = await ownerSession();
    const removed = await subscribe(second);
    const devices = (await call(w.t.app, 'POST', '/v1/device/pageable', { token: kept.accessToken, body: { perPage: 100, page: 0 } })).body.data.content as { id: string; current: boolean }[];
    const secondDevice = await db.selectFrom('push_subscription').select('device_id').where('endpoint', '=', removed).executeTakeFirstOrThrow();
    expect(devices.some((device) => device.id === secondDevice.device_id)).toBe(true);
    expect((await call(w.t.app, 'DELETE', `/v1/device/${secondDevice.device_id}`, { token: kept.accessToken })).status).toBe(200);
    expect(await db.selectFrom('push_subscription').select('id').where('endpoint', '=', removed).executeTakeFirst()).toBeUndefined();
  });
});

describe('the deposit below the owner\'s threshold', () => {
  it('is told once per crossing, pushed once to each subscription, and not again on the next pass', async () => {
    const owner = await ownerSession();
    const endpoint = await subscribe(owner);
    const current = (await call(w.t.app, 'GET', '/v1/business/balance', { token: owner.accessToken })).body.data.balance as number;
    if (current < 300_000_00) await deposit(w.t, DEMO_TAX_NUMBER, 300_000_00 - current);
    const start = (await call(w.t.app, 'GET', '/v1/business/balance', { token: owner.accessToken })).body.data.balance as number;
    // The next payment of 100 000 so'm takes the balance below the threshold.
    const threshold = start - 50_000_00;
    expect((await settings(owner, { depositThreshold: threshold })).status).toBe(200);
    expect((await api('GET', '/settings', owner)).body.data.depositThreshold).toBe(threshold);
    const before = (await list(owner)).content.filter((item) => item.kind === 'deposit_low').length;

    expect((await payment(w.t, owner.accessToken, onTime(invoiceBody(suvsoz, '3000011', 100_000_00)))).status).toBe(200);
    // Already below: the next debit crosses nothing.
    expect((await payment(w.t, owner.accessToken, onTime(invoiceBody(suvsoz, '3000012', 10_000_00)))).status).toBe(200);
    const told = (await list(owner)).content.filter((item) => item.kind === 'deposit_low');
    expect(told).toHaveLength(before + 1);
    expect(told[0]).toMatchObject({ url: '/deposit', read: false, params: { threshold } });
    expect(told[0]!.params.balance).toBeLessThan(threshold);

    await drain();
    expect(payloadsTo(endpoint).filter((payload) => payload.kind === 'deposit_low')).toEqual([
      { id: told[0]!.id, kind: 'deposit_low', params: told[0]!.params, url: '/deposit', language: 'ru' },
    ]);
    const count = sent.length;
    await drain();
    expect(sent).toHaveLength(count);

    // Back above and down again: a second crossing, told again.
    await deposit(w.t, DEMO_TAX_NUMBER, 200_000_00);
    const balance = (await call(w.t.app, 'GET', '/v1/business/balance', { token: owner.accessToken })).body.data.balance as number;
    await settings(owner, { depositThreshold: balance - 1 });
    expect((await payment(w.t, owner.accessToken, onTime(invoiceBody(suvsoz, '3000013', 10_000_00)))).status).toBe(200);
    expect((await list(owner)).content.filter((item) => item.kind === 'deposit_low')).toHaveLength(before + 2);
    await settings(owner, { depositThreshold: null });
  });

  it('is the owner\'s setting: an employee sets none', async () => {
    expectError(await settings(w.employee, { depositThreshold: 1_000 }, EMPLOYEE_BASE), 403, 'access_denied');
    expect((await settings(w.employee, { muted: ['payment_refused'] }, EMPLOYEE_BASE)).status).toBe(200);
    expect((await api('GET', '/settings', w.employee, { base: EMPLOYEE_BASE })).body.data).toMatchObject({ muted: ['payment_refused'], depositThreshold: null });
    await settings(w.employee, {}, EMPLOYEE_BASE);
  });
});

describe('pushes', () => {
  it('drop a subscription the push service answers 410 for, and retry one it failed to take', async () => {
    const owner = await ownerSession();
    const gone = await subscribe(owner);
    const failing = await ownerSession();
    const retried = await subscribe(failing);
    answers.set(gone, { ok: false, gone: true, detail: 'push service answered 410' });
    answers.set(retried, { ok: false, gone: false, detail: 'push service answered 503' });
    await staffReply();
    await drain();
    expect(payloadsTo(gone).map((payload) => payload.kind)).toEqual(['support_answer']);
    expect(await w.t.app.ctx.db.selectFrom('push_subscription').select('id').where('endpoint', '=', gone).executeTakeFirst()).toBeUndefined();

    // The push service takes it later: sent once to the subscription that missed it, never again to the others.
    answers.delete(retried);
    w.t.clock.advance(10 * 60_000);
    sent.length = 0;
    await drain();
    expect(sent.map((message) => message.target.endpoint)).toEqual([retried]);
    sent.length = 0;
    await drain();
    expect(sent).toEqual([]);
  });

  it('respect the switches and leave amounts out when they are hidden', async () => {
    const owner = await ownerSession();
    const endpoint = await subscribe(owner, AGENT_BASE, 'uz');
    await settings(owner, { muted: ['support_answer'], hideAmounts: true });
    await staffReply();
    await shiftWithDifference();
    await drain();
    const payloads = payloadsTo(endpoint);
    expect(payloads.map((payload) => payload.kind)).toEqual(['shift_difference']);
    expect(payloads[0]!.language).toBe('uz');
    expect(payloads[0]!.params).not.toHaveProperty('difference');
    expect(payloads[0]!.params).toMatchObject({ salePoint: expect.any(String), cashier: expect.any(String) });
    // A tap opens the sale point's shifts with a difference.
    expect(payloads[0]!.url).toMatch(/^\/sale-points\/[0-9a-f-]{36}\/shifts\?difference=1$/);
    // The in-app list still has both, with the amount.
    const items = (await list(owner)).content;
    expect(items.find((item) => item.kind === 'shift_difference')!.params.difference).toBe(-1_000_00);
    expect(items.some((item) => item.kind === 'support_answer')).toBe(true);
    await settings(owner, {});
  });

  it('never reach a device whose session was revoked', async () => {
    const owner = await ownerSession();
    const endpoint = await subscribe(owner);
    const device = await w.t.app.ctx.db.selectFrom('push_subscription').select('device_id').where('endpoint', '=', endpoint).executeTakeFirstOrThrow();
    await w.t.app.ctx.db.updateTable('refresh_token').set({ revoked_at: w.t.clock.now().toISOString() }).where('device_id', '=', device.device_id).execute();
    await staffReply();
    await drain();
    expect(payloadsTo(endpoint)).toEqual([]);
  });
});

let ticketNumber: number | null = null;
async function staffReply() {
  const owner = await ownerSession();
  if (ticketNumber === null) {
    const subjects = (await call(w.t.app, 'GET', '/v1/ticket-subject/all', { token: owner.accessToken })).body.data as { id: string }[];
    const ticket = await call(w.t.app, 'POST', '/v1/ticket', { token: owner.accessToken, body: { ticketSubjectId: subjects[0]!.id } });
    expect(ticket.status, JSON.stringify(ticket.body)).toBe(200);
    ticketNumber = ticket.body.data.number as number;
  }
  const answer = await call(w.t.app, 'POST', `/api/staff/v1/tickets/${ticketNumber}/messages`, { token: STAFF, body: { text: 'Answered', adminName: 'Support' } });
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
}

let shiftSerial = 0;
async function shiftWithDifference() {
  shiftSerial += 1;
  const shift = (path: string, body: object) =>
    call(w.t.app, 'POST', `${EMPLOYEE_BASE}/v1/shift${path}`, { token: w.employee.accessToken, body, headers: { 'idempotency-key': `shift-${path}-${shiftSerial}-${Date.now()}` } });
  const opened = await shift('/open', { salePointId: POINTS.chilonzor, openingCash: 10_000_00, requestDate: w.t.clock.now().getTime() });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  const closed = await shift('/close', { salePointId: POINTS.chilonzor, countedCash: 9_000_00, requestDate: w.t.clock.now().getTime() });
  expect(closed.status, JSON.stringify(closed.body)).toBe(200);
}

describe('each event', () => {
  it('tells the owner of a support answer, once, with the ticket to open', async () => {
    const owner = await ownerSession();
    const before = (await list(owner)).content.length;
    await staffReply();
    const items = (await list(owner)).content;
    expect(items).toHaveLength(before + 1);
    expect(items[0]).toMatchObject({ kind: 'support_answer', params: { number: String(ticketNumber) } });
    expect(items[0]!.url).toMatch(/^\/tickets\//);
  });

  it('tells the owner of a shift closed with a cash difference, and not of one that adds up', async () => {
    const owner = await ownerSession();
    const before = (await list(owner)).content.filter((item) => item.kind === 'shift_difference').length;
    await shiftWithDifference();
    expect((await list(owner)).content.filter((item) => item.kind === 'shift_difference')).toHaveLength(before + 1);
    const opened = await call(w.t.app, 'POST', `${EMPLOYEE_BASE}/v1/shift/open`, { token: w.employee.accessToken, body: { salePointId: POINTS.chilonzor, openingCash: 5_000_00, requestDate: w.t.clock.now().getTime() }, headers: { 'idempotency-key': `even-open-${Date.now()}` } });
    expect(opened.status).toBe(200);
    const closed = await call(w.t.app, 'POST', `${EMPLOYEE_BASE}/v1/shift/close`, { token: w.employee.accessToken, body: { salePointId: POINTS.chilonzor, countedCash: 5_000_00, requestDate: w.t.clock.now().getTime() }, headers: { 'idempotency-key': `even-close-${Date.now()}` } });
    expect(closed.status).toBe(200);
    expect((await list(owner)).content.filter((item) => item.kind === 'shift_difference')).toHaveLength(before + 1);
    // The cashier is not told of its own count.
    expect((await list(w.employee, EMPLOYEE_BASE)).content.some((item) => item.kind === 'shift_difference')).toBe(false);
  });

  it('tells the cashier and the owner of a payment taken offline that the server refused, once per request', async () => {
    const owner = await ownerSession();
    const ownerBefore = (await list(owner)).content.filter((item) => item.kind === 'payment_refused').length;
    const cashierBefore = (await list(w.employee, EMPLOYEE_BASE)).content.filter((item) => item.kind === 'payment_refused').length;
    // Taken two hours ago at a sale point since switched off: refused when the outbox sends it.
    const body = { ...invoiceBody(suvsoz, '3000021', 10_000_00, POINTS.sergeli), requestDate: w.t.clock.now().getTime() - 2 * 60 * 60_000 };
    const refused = await openInvoice(w.t, w.employee.accessToken, body, { base: EMPLOYEE_BASE, key: 'offline-refused-1' });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    // The outbox sends it again: told once all the same.
    await openInvoice(w.t, w.employee.accessToken, body, { base: EMPLOYEE_BASE, key: 'offline-refused-1' });
    const cashierItems = (await list(w.employee, EMPLOYEE_BASE)).content.filter((item) => item.kind === 'payment_refused');
    expect(cashierItems).toHaveLength(cashierBefore + 1);
    expect(cashierItems[0]).toMatchObject({ params: { amount: 10_000_00 }, url: `/sale-points/${POINTS.sergeli}/invoices` });
    expect(JSON.stringify(cashierItems[0])).not.toContain('3000021');
    expect((await list(owner)).content.filter((item) => item.kind === 'payment_refused')).toHaveLength(ownerBefore + 1);

    // Refused as it was taken (online): the cashier sees the refusal on the screen, nobody is told.
    await openInvoice(w.t, w.employee.accessToken, { ...body, requestDate: w.t.clock.now().getTime() }, { base: EMPLOYEE_BASE, key: 'online-refused-1' });
    expect((await list(w.employee, EMPLOYEE_BASE)).content.filter((item) => item.kind === 'payment_refused')).toHaveLength(cashierBefore + 1);
  });

  it('tells the owner of an agreement and an account invoice to sign, and again a day before the agreement expires', async () => {
    const owner = await ownerSession();
    const before = (await list(owner)).content.length;
    const tashkentDay = (offset: number) => new Date(w.t.clock.now().getTime() + 5 * 60 * 60 * 1000 + offset * DAY).toISOString().slice(0, 10);
    const pdf = { name: 'agreement.pdf', base64: PDF.toString('base64') };
    const agreement = await call(w.t.app, 'POST', '/api/staff/v1/additional-agreements', { token: STAFF, body: { business: DEMO_TAX_NUMBER, number: 'DS-N1', name: 'Ставки', startDate: tashkentDay(3), file: pdf } });
    expect(agreement.status, JSON.stringify(agreement.body)).toBe(201);
    const invoice = await call(w.t.app, 'POST', '/api/staff/v1/account-invoices', { token: STAFF, body: { business: DEMO_TAX_NUMBER, name: 'Счёт', amount: 5_000_000, beginDate: tashkentDay(-30), endDate: tashkentDay(10), file: pdf } });
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);
    const items = (await list(owner)).content;
    expect(items.slice(0, items.length - before).map((item) => [item.kind, item.params.type, item.url])).toEqual([
      ['document_to_sign', 'account_invoice', '/documents/invoice'],
      ['document_to_sign', 'agreement', '/documents/additional-agreements'],
    ]);
    // Not yet within a day of its start: no reminder.
    await drain();
    expect((await list(owner)).content.filter((item) => item.kind === 'document_expiring')).toHaveLength(0);
    // One that starts tomorrow (Tashkent) is within a day: reminded once, however many passes run.
    const soon = await call(w.t.app, 'POST', '/api/staff/v1/additional-agreements', { token: STAFF, body: { business: DEMO_TAX_NUMBER, number: 'DS-N2', name: 'Ставки', startDate: tashkentDay(1), file: pdf } });
    expect(soon.status, JSON.stringify(soon.body)).toBe(201);
    await drain();
    await drain();
    const reminders = (await list(owner)).content.filter((item) => item.kind === 'document_expiring');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.params).toMatchObject({ type: 'agreement', number: 'DS-N2' });
    // Unsigned, the agreements would hold the owner on the agreement screen: withdrawn for the other tests.
    await w.t.app.ctx.db.deleteFrom('additional_agreement').where('number', 'in', ['DS-N1', 'DS-N2']).execute();
    await w.t.app.ctx.db.deleteFrom('account_invoice').where('id', '=', invoice.body.data.id).execute();
  });

  it('reminds the owner of an account invoice a day before its period ends, once, and not of a signed one', async () => {
    const owner = await ownerSession();
    const tashkentDay = (offset: number) => new Date(w.t.clock.now().getTime() + 5 * 60 * 60 * 1000 + offset * DAY).toISOString().slice(0, 10);
    const pdf = { name: 'invoice.pdf', base64: PDF.toString('base64') };
    const issue = async (name: string) => {
      // The period ends at the end of today (Tashkent): within a day.
      const answer = await call(w.t.app, 'POST', '/api/staff/v1/account-invoices', { token: STAFF, body: { business: DEMO_TAX_NUMBER, name, amount: 1_000_000, beginDate: tashkentDay(-30), endDate: tashkentDay(0), file: pdf } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return answer.body.data as { id: string; number: string };
    };
    const unsigned = await issue('Счёт к подписи');
    const signed = await issue('Счёт подписан');
    await w.t.app.ctx.db.updateTable('account_invoice').set({ status: 'AGENT_SIGNED' }).where('id', '=', signed.id).execute();
    await drain();
    await drain();
    const reminders = (await list(owner)).content.filter((item) => item.kind === 'document_expiring' && item.params.type === 'account_invoice');
    expect(reminders.map((item) => [item.params.number, item.url])).toEqual([[unsigned.number, '/documents/invoice']]);
    await w.t.app.ctx.db.deleteFrom('account_invoice').where('id', 'in', [unsigned.id, signed.id]).execute();
  });

  it('tells the owner of moderation approved and sent back', async () => {
    const approved = await approvedAgent(w.t.app, '302345678');
    const approvedItems = (await list(approved)).content;
    expect(approvedItems.map((item) => [item.kind, item.url])).toEqual([['moderation_approved', '/']]);
    const returned = await onboardedAgent(w.t.app, '303456789');
    expect((await staff.reject(w.t.app, '303456789', 'The scan is unreadable')).status).toBe(200);
    expect((await list(returned)).content.map((item) => item.kind)).toEqual(['moderation_returned']);
  });
});

describe('the in-app list', () => {
  it('counts the unread, marks one and all read, and touches no other user\'s', async () => {
    const owner = await ownerSession();
    await staffReply();
    await staffReply();
    const before = await list(owner);
    expect(before.unread).toBeGreaterThanOrEqual(2);
    const first = before.content[0]!;
    // Another user's id marks nothing.
    expect((await api('POST', `/${first.id}/read`, w.employee, { base: EMPLOYEE_BASE })).status).toBe(200);
    expect((await list(owner)).unread).toBe(before.unread);
    expect((await api('POST', `/${first.id}/read`, owner)).status).toBe(200);
    const after = await list(owner);
    expect(after.unread).toBe(before.unread - 1);
    expect(after.content[0]).toMatchObject({ id: first.id, read: true });
    expect((await api('POST', '/read-all', owner)).status).toBe(200);
    expect((await list(owner)).unread).toBe(0);
  });

  it('pages older items with `before`', async () => {
    const owner = await ownerSession();
    for (let i = 0; i < 31; i += 1) await staffReply();
    const first = await list(owner);
    expect(first.content).toHaveLength(30);
    expect(first.hasMore).toBe(true);
    const next = await api('GET', `?before=${first.content.at(-1)!.id}`, owner);
    expect(next.status).toBe(200);
    expect(next.body.data.content[0].id < first.content.at(-1)!.id).toBe(true);
  });
});

describe('authorisation', () => {
  const calls: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', unknown?][] = [
    ['', 'GET'],
    ['/read-all', 'POST'],
    ['/00000000-0000-7000-8000-000000000000/read', 'POST'],
    ['/settings', 'GET'],
    ['/settings', 'PUT', { muted: [], hideAmounts: false, depositThreshold: null }],
    ['/push', 'PUT', { endpoint: 'https://push.example.invalid/auth', keys: KEYS, language: 'ru' }],
    ['/push', 'DELETE'],
    ['/events', 'GET'],
  ];

  it('refuses a caller without a token, and each role under the other\'s base', async () => {
    for (const [path, method, body] of calls) {
      for (const base of [AGENT_BASE, EMPLOYEE_BASE]) expectError(await api(method, path, null, { base, body }), 401, 'unauthorized');
      expectError(await api(method, path, w.employee, { base: AGENT_BASE, body }), 403, 'access_denied');
      expectError(await api(method, path, w.agent, { base: EMPLOYEE_BASE, body }), 403, 'access_denied');
    }
  });

  it('shows each user only their own: another business\'s owner and employee see none of this one\'s', async () => {
    const ownerIds = new Set((await list(w.agent)).content.map((item) => item.id));
    expect(ownerIds.size).toBeGreaterThan(0);
    const others = (await list(other.agent)).content;
    expect(others.filter((item) => ownerIds.has(item.id))).toEqual([]);
    // An employee of another sale point of this business sees none of the owner's either.
    const second = await signInAgain('998900000004', '444444');
    expect((await list(second, EMPLOYEE_BASE)).content.filter((item) => ownerIds.has(item.id))).toEqual([]);
  });
});
