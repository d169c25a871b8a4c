// Issue 24 item 2: shifts and the cash count under both bases. A shift holds its cashier's payments at its sale point
// taken between its open and close (an offline payment by the time it was taken); closing it counts the cash against
// the expected (opening + cash taken); one open shift per cashier and sale point; open and close exactly once under
// repeated Idempotency-Keys; the owner lists every shift with its difference, an employee its own; another business,
// another sale point's employee and no token get nothing. Runs on PostgreSQL too with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DEMO, expectError, signIn, type Session } from './helper.ts';
import { EMPLOYEE_BASE, invoiceBody, moneyWorld, openInvoice, otherBusiness, payment, POINTS, type World } from './money-helper.ts';

const HOUR = 60 * 60 * 1000;
const AGENT_BASE = '/api/agent';
let w: World;
let suvsoz: string;
let other: Awaited<ReturnType<typeof otherBusiness>>;
let otherEmployee: Session;

type Shift = {
  id: string;
  status: string;
  salePoint: { id: string; name: string };
  employee: { id: string; name: string };
  openedDate: string;
  closedDate: string | null;
  openingCash: number;
  countedCash: number | null;
  expectedCash: number;
  difference: number | null;
  leftOpen: boolean;
};
type Report = Shift & {
  report: {
    cashTaken: number;
    count: number;
    amount: number;
    commission: number;
    total: number;
    reward: number;
    byService: { merchant: { id: string; name: { ru: string } }; count: number; total: number }[];
    byStatus: { status: string; count: number; total: number }[];
    cancellations: { count: number; total: number };
    firstPaymentDate: string | null;
    lastPaymentDate: string | null;
  };
};

const shiftCall = (method: 'GET' | 'POST' | 'PUT', path: string, session: Session | null, options: { base?: string; body?: unknown; key?: string } = {}) =>
  call(w.t.app, method, `${options.base ?? AGENT_BASE}/v1/shift${path}`, {
    token: session?.accessToken,
    body: options.body,
    headers: options.key ? { 'idempotency-key': options.key } : undefined,
  });

const openAt = (session: Session, base: string, body: object, key?: string) => shiftCall('POST', '/open', session, { base, body, key });
const closeAt = (session: Session, base: string, body: object, key?: string) => shiftCall('POST', '/close', session, { base, body, key });

/** A paid suvsoz payment by `session` at the sale point, taken at `requestDate` (now by default); answers the invoice. */
async function pay(session: Session, base: string, account: string, amount: number, requestDate?: number, salePointId: string = POINTS.chilonzor) {
  const body = { ...invoiceBody(suvsoz, account, amount, salePointId), requestDate: requestDate ?? w.t.clock.now().getTime() };
  const answer = await payment(w.t, session.accessToken, body, { base });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.invoice as { total: number; amount: { total: number } };
}

beforeAll(async () => {
  w = await moneyWorld();
  suvsoz = w.merchant('suvsoz');
  other = await otherBusiness(w.t);
  // The demo employee works at Chilonzor only: at Yunusobod it is another sale point's employee.
  otherEmployee = w.employee;
});
afterAll(() => w.t.close());

describe('POST /v1/shift/open and /v1/shift/close', () => {
  it('opens a shift, holds the payments taken in it, and closes it with the count, the difference and the Z-report', async () => {
    const opened = await openAt(w.employee, EMPLOYEE_BASE, { salePointId: POINTS.chilonzor, openingCash: 50_000_00 }, 'open-1');
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const shift = opened.body.data as Shift;
    expect(shift).toMatchObject({ status: 'OPEN', openingCash: 50_000_00, expectedCash: 50_000_00, countedCash: null, difference: null, leftOpen: false });
    expect(shift.salePoint.id).toBe(POINTS.chilonzor);

    const current = await shiftCall('GET', `/current?salePointId=${POINTS.chilonzor}`, w.employee, { base: EMPLOYEE_BASE });
    expect(current.body.data.id).toBe(shift.id);

    w.t.clock.advance(60_000);
    const first = await pay(w.employee, EMPLOYEE_BASE, '3000001', 10_000_00);
    w.t.clock.advance(60_000);
    const second = await pay(w.employee, EMPLOYEE_BASE, '3000002', 20_000_00);
    // The owner's payment at the same point is the owner's shift's, not this one's.
    await pay(w.agent, AGENT_BASE, '3000003', 5_000_00);
    const cashTaken = first.amount.total + second.amount.total;

    w.t.clock.advance(60_000);
    const counted = 50_000_00 + cashTaken - 1_000_00;
    const closed = await closeAt(w.employee, EMPLOYEE_BASE, { salePointId: POINTS.chilonzor, countedCash: counted, comment: '  Short by a thousand  ' }, 'close-1');
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const report = closed.body.data as Report;
    expect(report).toMatchObject({ status: 'CLOSED', countedCash: counted, expectedCash: 50_000_00 + cashTaken, difference: -1_000_00, comment: 'Short by a thousand' });
    expect(report.report).toMatchObject({ cashTaken, count: 2, amount: 30_000_00, total: cashTaken, cancellations: { count: 0, total: 0 } });
    expect(report.report.byService).toHaveLength(1);
    expect(report.report.byService[0]).toMatchObject({ merchant: { id: suvsoz }, count: 2, total: cashTaken });
    expect(report.report.byStatus).toEqual([{ status: 'PAID', count: 2, total: cashTaken }]);
    expect(report.report.reward).toBeGreaterThan(0);
    expect(Date.parse(report.report.lastPaymentDate!) - Date.parse(report.report.firstPaymentDate!)).toBe(60_000);

    // The report stays the same when asked again, and nothing is open any more.
    const again = await shiftCall('GET', `/${shift.id}`, w.employee, { base: EMPLOYEE_BASE });
    expect(again.body.data).toEqual(report);
    const none = await shiftCall('GET', `/current?salePointId=${POINTS.chilonzor}`, w.employee, { base: EMPLOYEE_BASE });
    expect(none.body.data).toBeNull();
  });

  it('counts an offline payment by the time it was taken: in the shift it was taken in, even when sent after the close', async () => {
    const now = w.t.clock.now().getTime();
    // Opened and closed offline, sent an hour later with their taken times, the payment between them sent after both.
    const opened = await openAt(w.agent, AGENT_BASE, { salePointId: POINTS.yunusobod, openingCash: 0, requestDate: now - 2 * HOUR });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const closed = await closeAt(w.agent, AGENT_BASE, { salePointId: POINTS.yunusobod, countedCash: 7_000_00, requestDate: now - HOUR });
    expect(closed.body.data.report.count).toBe(0);
    expect(closed.body.data.difference).toBe(7_000_00);
    await pay(w.agent, AGENT_BASE, '3000011', 7_000_00, now - 90 * 60_000, POINTS.yunusobod);
    // Taken before the open and after the close: not this shift's.
    await pay(w.agent, AGENT_BASE, '3000012', 3_000_00, now - 3 * HOUR, POINTS.yunusobod);
    await pay(w.agent, AGENT_BASE, '3000013', 3_000_00, now - 30 * 60_000, POINTS.yunusobod);
    const report = (await shiftCall('GET', `/${opened.body.data.id}`, w.agent)).body.data as Report;
    expect(Date.parse(report.openedDate)).toBe(now - 2 * HOUR);
    expect(Date.parse(report.closedDate!)).toBe(now - HOUR);
    expect(report.report.count).toBe(1);
    expect(report.report.amount).toBe(7_000_00);
    expect(report.difference).toBe(7_000_00 - report.report.cashTaken);
  });

  it('keeps one open shift per cashier and sale point; the owner may have one at each point', async () => {
    expect((await openAt(w.agent, AGENT_BASE, { salePointId: POINTS.chilonzor, openingCash: 0 })).status).toBe(200);
    expectError(await openAt(w.agent, AGENT_BASE, { salePointId: POINTS.chilonzor, openingCash: 0 }), 409, 'shift_is_already_open');
    expect((await openAt(w.agent, AGENT_BASE, { salePointId: POINTS.yunusobod, openingCash: 0 })).status).toBe(200);
    expectError(await openAt(w.agent, AGENT_BASE, { salePointId: POINTS.sergeli, openingCash: 0 }), 400, 'sale_point_is_inactive');
    for (const salePointId of [POINTS.chilonzor, POINTS.yunusobod]) {
      expect((await closeAt(w.agent, AGENT_BASE, { salePointId, countedCash: 0 })).status).toBe(200);
    }
    expectError(await closeAt(w.agent, AGENT_BASE, { salePointId: POINTS.chilonzor, countedCash: 0 }), 409, 'shift_is_not_open');
  });

  it('opens and closes exactly once under a repeated key, and refuses the key with another body', async () => {
    const body = { salePointId: POINTS.chilonzor, openingCash: 1_000_00 };
    const answers = await Promise.all([1, 2, 3].map(() => openAt(w.employee, EMPLOYEE_BASE, body, 'open-twice')));
    const ok = answers.filter((answer) => answer.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const answer of answers) if (answer.status !== 200) expectError(answer, 409, 'idempotency_request_in_progress');
    const replay = await openAt(w.employee, EMPLOYEE_BASE, body, 'open-twice');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body.data.id).toBe(ok[0]!.body.data.id);
    expectError(await openAt(w.employee, EMPLOYEE_BASE, { ...body, openingCash: 2 }, 'open-twice'), 422, 'idempotency_key_reused');
    const rows = await w.t.app.ctx.db.selectFrom('shift').select('id').where('status', '=', 'OPEN').execute();
    expect(rows).toHaveLength(1);

    const close = { salePointId: POINTS.chilonzor, countedCash: 1_000_00 };
    const closed = await closeAt(w.employee, EMPLOYEE_BASE, close, 'close-twice');
    const again = await closeAt(w.employee, EMPLOYEE_BASE, close, 'close-twice');
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(closed.body.data);
    expectError(await closeAt(w.employee, EMPLOYEE_BASE, close, 'close-thrice'), 409, 'shift_is_not_open');
  });

  it('refuses a negative or fractional amount, and a comment past its length, with field codes', async () => {
    const bad = await openAt(w.agent, AGENT_BASE, { salePointId: POINTS.chilonzor, openingCash: -1 });
    expect(expectError(bad, 400, 'validation_error')).toEqual({ openingCash: 'min_value:0' });
    expect(expectError(await openAt(w.agent, AGENT_BASE, { salePointId: POINTS.chilonzor, openingCash: 1.5 }), 400, 'validation_error')).toEqual({ openingCash: 'invalid' });
    const long = await closeAt(w.agent, AGENT_BASE, { salePointId: POINTS.chilonzor, countedCash: 0, comment: 'x'.repeat(501) });
    expect(expectError(long, 400, 'validation_error')).toEqual({ comment: 'max_length:500' });
  });
});

describe('POST /v1/shift/pageable', () => {
  it('lists every shift of the business to the owner, filtered by sale point, employee, period and a difference', async () => {
    const all = await shiftCall('POST', '/pageable', w.agent, { body: { perPage: 100 } });
    const shifts = all.body.data.content as Shift[];
    expect(all.body.data.totalElements).toBe(shifts.length);
    expect(new Set(shifts.map((shift) => shift.employee.id)).size).toBe(2);
    const opened = shifts.map((shift) => shift.openedDate);
    expect(opened).toEqual([...opened].sort().reverse());

    const atYunusobod = await shiftCall('POST', '/pageable', w.agent, { body: { search: [{ key: 'salePointId', operation: '=', value: POINTS.yunusobod }] } });
    expect((atYunusobod.body.data.content as Shift[]).every((shift) => shift.salePoint.id === POINTS.yunusobod)).toBe(true);
    const employeeId = shifts.find((shift) => shift.employee.name.length > 0 && shift.salePoint.id === POINTS.chilonzor)!.employee.id;
    const byEmployee = await shiftCall('POST', '/pageable', w.agent, { body: { search: [{ key: 'employeeId', operation: '=', value: employeeId }] } });
    expect((byEmployee.body.data.content as Shift[]).every((shift) => shift.employee.id === employeeId)).toBe(true);

    const differing = await shiftCall('POST', '/pageable', w.agent, { body: { search: [{ key: 'difference', operation: '!=', value: 0 }] } });
    const withDifference = differing.body.data.content as Shift[];
    expect(withDifference.length).toBeGreaterThanOrEqual(2);
    expect(withDifference.every((shift) => shift.difference !== null && shift.difference !== 0)).toBe(true);
    expect(withDifference.map((shift) => shift.difference)).toContain(-1_000_00);

    const now = w.t.clock.now().getTime();
    const recent = await shiftCall('POST', '/pageable', w.agent, { body: { search: [{ key: 'openedDate', operation: '>=', value: now - 30 * 60_000 }] } });
    expect((recent.body.data.content as Shift[]).every((shift) => Date.parse(shift.openedDate) >= now - 30 * 60_000)).toBe(true);
    expect(recent.body.data.totalElements).toBeLessThan(shifts.length);

    const byDifference = await shiftCall('POST', '/pageable', w.agent, { body: { sort: { name: 'difference', direction: 'asc' }, search: [{ key: 'status', operation: '=', value: 'CLOSED' }] } });
    const differences = (byDifference.body.data.content as Shift[]).map((shift) => shift.difference!);
    expect(differences).toEqual([...differences].sort((a, b) => a - b));
  });

  it("shows an employee only its own shifts, under the employee base", async () => {
    const own = await shiftCall('POST', '/pageable', w.employee, { base: EMPLOYEE_BASE, body: { perPage: 100 } });
    const shifts = own.body.data.content as Shift[];
    expect(shifts.length).toBeGreaterThan(0);
    expect(new Set(shifts.map((shift) => shift.employee.id)).size).toBe(1);
    expect(shifts.every((shift) => shift.salePoint.id === POINTS.chilonzor)).toBe(true);
  });

  it('refuses an unknown sort name or search key, and a date that is no instant', async () => {
    expectError(await shiftCall('POST', '/pageable', w.agent, { body: { sort: { name: 'comment' } } }), 400, 'validation_error');
    expectError(await shiftCall('POST', '/pageable', w.agent, { body: { search: [{ key: 'comment', operation: '=', value: 'x' }] } }), 400, 'validation_error');
    expectError(await shiftCall('POST', '/pageable', w.agent, { body: { search: [{ key: 'openedDate', operation: '>=', value: 'soon' }] } }), 400, 'validation_error');
  });
});

describe('authorisation', () => {
  it("gives another sale point's employee, another business and no token nothing", async () => {
    const { id } = (await shiftCall('POST', '/pageable', w.agent, { body: { perPage: 1 } })).body.data.content[0] as Shift;
    // The demo employee is not assigned to Yunusobod.
    expectError(await openAt(otherEmployee, EMPLOYEE_BASE, { salePointId: POINTS.yunusobod, openingCash: 0 }), 404, 'sale_point_not_found');
    expectError(await shiftCall('GET', `/current?salePointId=${POINTS.yunusobod}`, otherEmployee, { base: EMPLOYEE_BASE }), 404, 'sale_point_not_found');
    const ownersShift = (await shiftCall('POST', '/pageable', w.agent, { body: { search: [{ key: 'salePointId', operation: '=', value: POINTS.yunusobod }] } })).body.data.content[0] as Shift;
    expectError(await shiftCall('GET', `/${ownersShift.id}`, otherEmployee, { base: EMPLOYEE_BASE }), 404, 'shift_not_found');

    // Another business: not its shifts, not its points.
    expectError(await shiftCall('GET', `/${id}`, other.agent), 404, 'shift_not_found');
    expect((await shiftCall('POST', '/pageable', other.agent, { body: {} })).body.data.totalElements).toBe(0);
    expectError(await openAt(other.agent, AGENT_BASE, { salePointId: POINTS.chilonzor, openingCash: 0 }), 404, 'sale_point_not_found');
    expectError(await closeAt(other.agent, AGENT_BASE, { salePointId: POINTS.chilonzor, countedCash: 0 }), 404, 'sale_point_not_found');

    // No token; the wrong base for the role.
    for (const [method, path, body] of [
      ['GET', `/current?salePointId=${POINTS.chilonzor}`, undefined],
      ['POST', '/open', { salePointId: POINTS.chilonzor, openingCash: 0 }],
      ['POST', '/close', { salePointId: POINTS.chilonzor, countedCash: 0 }],
      ['POST', '/pageable', {}],
      ['GET', `/${id}`, undefined],
      ['GET', '/settings', undefined],
    ] as const) {
      expectError(await shiftCall(method, path, null, { body }), 401, 'unauthorized');
      expectError(await shiftCall(method, path, w.employee, { body }), 403, 'access_denied');
      expectError(await shiftCall(method, path, w.agent, { base: EMPLOYEE_BASE, body }), 403, 'access_denied');
    }
  });
});

describe('the business setting: a payment without an open shift', () => {
  it('is allowed by default; the owner alone changes it, and employees read it', async () => {
    expect((await shiftCall('GET', '/settings', w.employee, { base: EMPLOYEE_BASE })).body.data).toEqual({ requireOpenShift: false });
    expect((await shiftCall('PUT', '/settings', w.agent, { body: { requireOpenShift: true } })).body.data).toEqual({ requireOpenShift: true });
    expect((await shiftCall('GET', '/settings', w.employee, { base: EMPLOYEE_BASE })).body.data).toEqual({ requireOpenShift: true });
    expect((await shiftCall('GET', '/settings', other.agent)).body.data).toEqual({ requireOpenShift: false });
    expectError(await shiftCall('PUT', '/settings', w.employee, { body: { requireOpenShift: false } }), 403, 'access_denied');
    expectError(await shiftCall('PUT', '/settings', w.agent, { body: { requireOpenShift: 'yes' } }), 400, 'validation_error');
    expect((await shiftCall('PUT', '/settings', w.agent, { body: { requireOpenShift: false } })).body.data).toEqual({ requireOpenShift: false });
  });
});

describe('a business that requires an open shift', () => {
  it('refuses a payment taken outside a shift with shift_is_required, judging an offline payment by when it was taken', async () => {
    const invoices = async () => (await w.t.app.ctx.db.selectFrom('invoice').select('id').execute()).length;
    expect((await shiftCall('PUT', '/settings', w.agent, { body: { requireOpenShift: true } })).status).toBe(200);
    const before = await invoices();
    const body = (account: string, requestDate: number) => ({ ...invoiceBody(suvsoz, account, 4_000_00), requestDate });

    // Online, no shift open: refused before any invoice exists, under both bases.
    expectError(await openInvoice(w.t, w.employee.accessToken, body('3000021', w.t.clock.now().getTime()), { base: EMPLOYEE_BASE }), 400, 'shift_is_required');
    expectError(await openInvoice(w.t, w.agent.accessToken, body('3000022', w.t.clock.now().getTime())), 400, 'shift_is_required');
    expect(await invoices()).toBe(before);

    // Clear of the earlier tests' shifts, so a minute before the open is in no shift.
    w.t.clock.advance(2 * 60_000);
    w.agent = await signIn(w.t.app, DEMO.agent.phone, DEMO.agent.pin);
    w.employee = await signIn(w.t.app, DEMO.employee.phone, DEMO.employee.pin);
    const openedAt = w.t.clock.now().getTime();
    expect((await openAt(w.employee, EMPLOYEE_BASE, { salePointId: POINTS.chilonzor, openingCash: 0 })).status).toBe(200);
    w.t.clock.advance(60_000);
    // In the shift: paid. Taken (offline) before it was opened: refused, though the shift is open now.
    await pay(w.employee, EMPLOYEE_BASE, '3000023', 4_000_00);
    expectError(await openInvoice(w.t, w.employee.accessToken, body('3000024', openedAt - 60_000), { base: EMPLOYEE_BASE }), 400, 'shift_is_required');
    // Another cashier's shift does not cover the owner.
    expectError(await openInvoice(w.t, w.agent.accessToken, body('3000025', w.t.clock.now().getTime())), 400, 'shift_is_required');

    w.t.clock.advance(60_000);
    const closed = await closeAt(w.employee, EMPLOYEE_BASE, { salePointId: POINTS.chilonzor, countedCash: 0 });
    expect(closed.status).toBe(200);
    w.t.clock.advance(60_000);
    // Taken offline inside the shift, sent after its close: paid, and counted in it.
    await pay(w.employee, EMPLOYEE_BASE, '3000026', 4_000_00, openedAt + 90_000);
    expectError(await openInvoice(w.t, w.employee.accessToken, body('3000027', w.t.clock.now().getTime()), { base: EMPLOYEE_BASE }), 400, 'shift_is_required');
    const report = (await shiftCall('GET', `/${closed.body.data.id}`, w.employee, { base: EMPLOYEE_BASE })).body.data as Report;
    expect(report.report.count).toBe(2);

    // Allowed again (the default): a payment without a shift passes.
    expect((await shiftCall('PUT', '/settings', w.agent, { body: { requireOpenShift: false } })).status).toBe(200);
    await pay(w.employee, EMPLOYEE_BASE, '3000028', 4_000_00);
  });
});

// Last: the clock moves a day on, past the sessions' lifetime.
describe('a shift left open', () => {
  it('is marked once the business day it was opened on has ended', async () => {
    const opened = await openAt(w.agent, AGENT_BASE, { salePointId: POINTS.yunusobod, openingCash: 0 });
    expect(opened.body.data.leftOpen).toBe(false);
    w.t.clock.advance(25 * HOUR);
    w.agent = await signIn(w.t.app, DEMO.agent.phone, DEMO.agent.pin);
    const listed = await shiftCall('POST', '/pageable', w.agent, { body: { search: [{ key: 'status', operation: '=', value: 'OPEN' }] } });
    expect(listed.body.data.content).toEqual([expect.objectContaining({ id: opened.body.data.id, leftOpen: true })]);
    expect((await closeAt(w.agent, AGENT_BASE, { salePointId: POINTS.yunusobod, countedCash: 0 })).body.data.leftOpen).toBe(false);
  });
});
