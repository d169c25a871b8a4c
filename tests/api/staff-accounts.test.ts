// Issue 15 items 1, 2 and 4: staff sign-in (password + TOTP, lockout, rotating refresh), staff users, the audit trail
// written in the action's own transaction and never changed, the console's reads, and `npm run staff -- user-add`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  auditPage,
  staffApplicationDetail,
  staffBusinessDetail,
  staffBusinessListItem,
  staffCreatedUser,
  staffSession,
  staffTicket,
  staffUser,
  type AuditRow,
  type StaffCreatedUser,
  type StaffSession,
} from '#shared/api/staff.ts';
import { isPostgres } from '../../src/server/db/database.ts';
import { REFRESH_REUSE_GRACE_MS } from '../../src/server/modules/auth/sessions.ts';
import { listAudit, type AuditFilter } from '../../src/server/modules/staff-accounts/audit.ts';
import { totpCode } from '../../src/server/modules/staff-accounts/totp.ts';
import { call, createTestApp, DEMO, expectError, signIn, type TestApp } from './helper.ts';
import { DEMO_TAX_NUMBER } from './money-helper.ts';
import { onboardedAgent } from './onboarding-helper.ts';
import { capturing, expectServed, planOf } from './query-plans.ts';
import { demoSecret, DEMO_STAFF_PASSWORD, nextCode, STAFF_TOKEN, staffCall, staffCli, staffSignIn } from './staff-helper.ts';

let t: TestApp;
let admin: StaffSession;
beforeAll(async () => {
  // A file database (or the suite's PostgreSQL one), so that the CLI's own connection can work on it beside the app.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-staff-accounts-'));
  t = await createTestApp({ sqliteFile: path.join(dir, 'portal.sqlite') });
  admin = await staffSignIn(t, 'admin');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(path.dirname(t.config.sqliteFile), { recursive: true, force: true });
});

const signInBody = (login: string, code: string, password = DEMO_STAFF_PASSWORD) => ({ login, password, code });
const signInCall = (body: object) => staffCall<StaffSession>(t, 'POST', '/v1/auth/sign-in', undefined, body);
const audit = (query: string, token = admin.accessToken) =>
  staffCall<{ content: AuditRow[]; totalElements: number }>(t, 'GET', `/v1/audit${query}`, token);

async function createUser(login: string, role = 'support') {
  const answer = await staffCall<StaffCreatedUser>(t, 'POST', '/v1/users', admin.accessToken, { login, name: `User ${login}`, role, password: 'a-long-password-1' });
  expect(answer.status).toBe(201);
  return v.parse(staffCreatedUser, answer.body.data);
}

describe('POST /api/staff/v1/auth/sign-in', () => {
  it('signs a demo user in with its password and TOTP code, and answers who it is', async () => {
    const session = v.parse(staffSession, await staffSignIn(t, 'moderator'));
    expect(session.user).toMatchObject({ login: 'moderator', role: 'moderator', status: 'ACTIVE', name: 'Demo Moderator' });
    const me = await staffCall(t, 'GET', '/v1/me', session.accessToken);
    expect(me.body.data).toEqual(session.user);
  });

  it('answers one invalid_credentials for a wrong login, password or code, and a code works once', async () => {
    const code = nextCode(t, demoSecret('support'), 'support');
    expectError(await signInCall(signInBody('nobody', code)), 401, 'invalid_credentials');
    expectError(await signInCall(signInBody('support', code, 'wrong-password-123')), 401, 'invalid_credentials');
    const wrong = code === '000000' ? '111111' : '000000';
    expectError(await signInCall(signInBody('support', wrong)), 401, 'invalid_credentials');
    // The service account has no password: STAFF_TOKEN is its only way in.
    expectError(await signInCall(signInBody('service', code, STAFF_TOKEN)), 401, 'invalid_credentials');
    expect((await signInCall(signInBody('support', code))).status).toBe(200);
    expectError(await signInCall(signInBody('support', code)), 401, 'invalid_credentials');
    expect(expectError(await signInCall({ login: 'support', password: 'x' }), 400, 'validation_error')).toEqual({ code: 'required' });
  });

  it('locks the user after five wrong tries with the unlock time, like the PIN lockout, and unlocks after it', async () => {
    const user = await createUser('locked.one');
    const code = () => nextCode(t, user.totpSecret, 'locked.one');
    for (let attempt = 1; attempt < 5; attempt++) {
      expectError(await signInCall({ login: 'locked.one', password: 'wrong-password-123', code: code() }), 401, 'invalid_credentials');
    }
    const locked = expectError(await signInCall({ login: 'locked.one', password: 'wrong-password-123', code: code() }), 429, 'pin_attempts_exceeded');
    expect(Date.parse(locked!.lockedUntil!)).toBe(t.clock.now().getTime() + 15 * 60 * 1000);
    // Even the right password and code wait for the lock to end.
    const still = expectError(await signInCall({ login: 'locked.one', password: 'a-long-password-1', code: code() }), 429, 'pin_attempts_exceeded');
    expect(still!.lockedUntil).toBe(locked!.lockedUntil);
    t.clock.advance(15 * 60 * 1000);
    expect((await signInCall({ login: 'locked.one', password: 'a-long-password-1', code: code() })).status).toBe(200);
  });

  it('refuses a blocked user with staff_user_blocked once its credentials are right', async () => {
    admin = await staffSignIn(t, 'admin');
    const user = await createUser('blocked.one');
    const session = await staffSignIn(t, 'blocked.one', { password: 'a-long-password-1', secret: user.totpSecret });
    const blocked = await staffCall(t, 'PUT', `/v1/users/${user.user.id}`, admin.accessToken, { status: 'BLOCKED' });
    expect(blocked.body.data.status).toBe('BLOCKED');
    expectError(await staffCall(t, 'GET', '/v1/me', session.accessToken), 401, 'unauthorized');
    expectError(await staffCall(t, 'POST', '/v1/auth/refresh', undefined, { refreshToken: session.refreshToken }), 401, 'refresh_token_is_invalid');
    const code = nextCode(t, user.totpSecret, 'blocked.one');
    expectError(await signInCall({ login: 'blocked.one', password: 'a-long-password-1', code }), 403, 'staff_user_blocked');
  });
});

describe('POST /api/staff/v1/auth/refresh', () => {
  it('rotates the refresh token, answers the same pair to a retry within the grace, and ends the sessions on a later reuse', async () => {
    const first = await staffSignIn(t, 'finance');
    const rotated = await staffCall<StaffSession>(t, 'POST', '/v1/auth/refresh', undefined, { refreshToken: first.refreshToken });
    expect(rotated.status).toBe(200);
    expect(rotated.body.data.refreshToken).not.toBe(first.refreshToken);
    expect(rotated.body.data.user.login).toBe('finance');
    const retried = await staffCall<StaffSession>(t, 'POST', '/v1/auth/refresh', undefined, { refreshToken: first.refreshToken });
    expect(retried.body.data.refreshToken).toBe(rotated.body.data.refreshToken);

    t.clock.advance(REFRESH_REUSE_GRACE_MS + 1);
    expectError(await staffCall(t, 'POST', '/v1/auth/refresh', undefined, { refreshToken: first.refreshToken }), 401, 'refresh_token_is_invalid');
    // The replay ended the rotated session too.
    expectError(await staffCall(t, 'POST', '/v1/auth/refresh', undefined, { refreshToken: rotated.body.data.refreshToken }), 401, 'refresh_token_is_invalid');
    expectError(await staffCall(t, 'GET', '/v1/me', rotated.body.data.accessToken), 401, 'unauthorized');
  });
});

describe('/api/staff/v1/users', () => {
  it('lets an admin create a user (secret shown once), refuses a taken login, and lists them', async () => {
    admin = await staffSignIn(t, 'admin');
    const created = await createUser('new.support');
    expect(created.user).toMatchObject({ login: 'new.support', role: 'support', status: 'ACTIVE' });
    expect(created.otpauthUrl).toContain(`secret=${created.totpSecret}`);
    const session = await staffSignIn(t, 'new.support', { password: 'a-long-password-1', secret: created.totpSecret });
    expect(session.user.id).toBe(created.user.id);
    const again = await staffCall(t, 'POST', '/v1/users', admin.accessToken, { login: 'new.support', name: 'Two', role: 'finance', password: 'a-long-password-1' });
    expectError(again, 409, 'staff_login_is_exists');
    const invalid = await staffCall(t, 'POST', '/v1/users', admin.accessToken, { login: 'X', name: '', role: 'service', password: 'short' });
    expect(expectError(invalid, 400, 'validation_error')).toEqual({ login: 'invalid', name: 'required', role: 'invalid', password: 'min_length:12' });
    const list = await staffCall(t, 'GET', '/v1/users', admin.accessToken);
    v.parse(v.array(staffUser), list.body.data);
    expect(list.body.data.map((user: { login: string }) => user.login)).toEqual(expect.arrayContaining(['admin', 'finance', 'moderator', 'support', 'service', 'new.support']));
  });

  it('ends the sessions of a user whose role changes, and a reset second factor replaces the old secret', async () => {
    admin = await staffSignIn(t, 'admin');
    const created = await createUser('role.change');
    const session = await staffSignIn(t, 'role.change', { password: 'a-long-password-1', secret: created.totpSecret });
    const changed = await staffCall(t, 'PUT', `/v1/users/${created.user.id}`, admin.accessToken, { role: 'finance', name: 'Renamed' });
    expect(changed.body.data).toMatchObject({ role: 'finance', name: 'Renamed' });
    expectError(await staffCall(t, 'GET', '/v1/me', session.accessToken), 401, 'unauthorized');

    const reset = await staffCall(t, 'POST', `/v1/users/${created.user.id}/reset-second-factor`, admin.accessToken);
    expect(reset.body.data.totpSecret).not.toBe(created.totpSecret);
    const old = nextCode(t, created.totpSecret, 'role.change');
    expectError(await signInCall({ login: 'role.change', password: 'a-long-password-1', code: old }), 401, 'invalid_credentials');
    const next = await staffSignIn(t, 'role.change', { password: 'a-long-password-1', secret: reset.body.data.totpSecret });
    expect(next.user.role).toBe('finance');
    // The service account is not managed as a person.
    expectError(await staffCall(t, 'PUT', '/v1/users/01930000-0000-7000-8000-00000000f001', admin.accessToken, { status: 'BLOCKED' }), 404, 'staff_user_not_found');
  });
});

describe('the staff audit trail', () => {
  it('records who did what with the changed fields and the address; STAFF_TOKEN acts as the service account', async () => {
    admin = await staffSignIn(t, 'admin');
    // The demo seed turns test mode on.
    expect((await staffCall(t, 'POST', '/v1/test-mode', STAFF_TOKEN, { on: false })).status).toBe(200);
    expect((await staffCall(t, 'POST', '/v1/test-mode', admin.accessToken, { on: true })).status).toBe(200);
    const rows = (await audit('?action=test-mode.set')).body.data.content;
    expect(rows.slice(0, 2).map((row) => [row.staffUser.login, row.staffUser.role, row.before, row.after])).toEqual([
      ['admin', 'admin', { on: false }, { on: true }],
      ['service', 'service', { on: true }, { on: false }],
    ]);
    expect(rows[0]).toMatchObject({ objectType: 'setting', objectId: 'test-mode', ip: '127.0.0.1' });

    const finance = await staffSignIn(t, 'finance');
    const credited = await staffCall(t, 'POST', '/v1/deposit', finance.accessToken, { business: DEMO_TAX_NUMBER, amount: 500_00, typeIncome: 'BANK_CARD' });
    expect(credited.status).toBe(200);
    const [row] = (await audit(`?objectType=deposit_income&objectId=${credited.body.data.incomeId}`)).body.data.content;
    expect(row).toMatchObject({ action: 'deposit.credit', staffUser: { login: 'finance' }, before: null });
    expect(row!.after).toMatchObject({ business: DEMO_TAX_NUMBER, amount: 500_00, typeIncome: 'BANK_CARD', balance: credited.body.data.balance });
  });

  it('writes the row in the action’s transaction: an action failing after its audit write leaves neither', async () => {
    const db = t.app.ctx.db;
    const incomes = async () => Number((await db.selectFrom('deposit_income').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const rows = async () => (await audit('?action=deposit.credit')).body.data.totalElements;
    const before = { incomes: await incomes(), rows: await rows() };
    // The failure comes right after the audit row is inserted, inside the same statement's transaction.
    if (isPostgres(db)) {
      await sql`create function fail_deposit_audit() returns trigger language plpgsql as $$ begin raise exception 'injected'; end $$`.execute(db);
      await sql`create trigger fail_deposit_audit after insert on staff_audit for each row when (new.action = 'deposit.credit') execute function fail_deposit_audit()`.execute(db);
    } else {
      await sql`create trigger fail_deposit_audit after insert on staff_audit when new.action = 'deposit.credit' begin select raise(abort, 'injected'); end`.execute(db);
    }
    try {
      const failed = await staffCall(t, 'POST', '/v1/deposit', STAFF_TOKEN, { business: DEMO_TAX_NUMBER, amount: 700_00 });
      expectError(failed, 500, 'internal_error');
    } finally {
      await sql`drop trigger fail_deposit_audit${isPostgres(db) ? sql` on staff_audit` : sql``}`.execute(db);
      if (isPostgres(db)) await sql`drop function fail_deposit_audit`.execute(db);
    }
    expect({ incomes: await incomes(), rows: await rows() }).toEqual(before);
    expect((await staffCall(t, 'POST', '/v1/deposit', STAFF_TOKEN, { business: DEMO_TAX_NUMBER, amount: 700_00 })).status).toBe(200);
    expect({ incomes: await incomes(), rows: await rows() }).toEqual({ incomes: before.incomes + 1, rows: before.rows + 1 });
  });

  it('lists newest first with each filter, the period and pages; only admin and service', async () => {
    admin = await staffSignIn(t, 'admin');
    const moderator = await staffSignIn(t, 'moderator');
    const from = t.clock.now().getTime();
    for (const on of [true, false, true, false]) await staffCall(t, 'POST', '/v1/tech-mode', admin.accessToken, { on });
    t.clock.advance(1000);
    const to = t.clock.now().getTime();
    await staffCall(t, 'POST', '/v1/tech-mode', STAFF_TOKEN, { on: false });

    const period = v.parse(auditPage, (await audit(`?action=tech-mode.set&from=${from}&to=${to}`)).body.data);
    expect(period.totalElements).toBe(4);
    expect(period.content.map((row) => row.after)).toEqual([{ on: false }, { on: true }, { on: false }, { on: true }]);
    const all = (await audit('?perPage=100')).body.data.content;
    expect(all.map((row) => row.at)).toEqual([...all.map((row) => row.at)].sort().reverse());

    const page = (await audit(`?staffUserId=${admin.user.id}&objectType=setting&objectId=tech-mode&page=1&perPage=3`)).body.data;
    expect(page).toMatchObject({ totalElements: 4, page: 1, perPage: 3 });
    expect(page.content).toHaveLength(1);
    expect(page.content[0]!.after).toEqual({ on: true });
    expect((await audit(`?staffUserId=${admin.user.id}&action=auth.sign-in`)).body.data.content[0]!.staffUser.login).toBe('admin');

    expect(expectError(await audit('?perPage=1000&from=x'), 400, 'validation_error')).toEqual({ perPage: 'max_value:100', from: 'invalid' });
    expectError(await audit('', moderator.accessToken), 403, 'forbidden');
    expect((await audit('', STAFF_TOKEN)).status).toBe(200);
  });

  it('serves every filter and the newest-first order from an index', async () => {
    const db = t.app.ctx.db;
    const filters: AuditFilter[] = [
      { staffUserId: admin.user.id },
      { action: 'tech-mode.set' },
      { objectType: 'setting' },
      { objectType: 'setting', objectId: 'tech-mode' },
      { objectId: 'tech-mode' },
      { from: 0, to: Date.now() },
    ].map((filter) => ({ ...filter, page: 0, perPage: 30 }));
    for (const filter of filters) {
      const spy = capturing(db);
      await listAudit(spy.db, filter);
      expect(spy.queries).toHaveLength(2);
      expectServed(await Promise.all(spy.queries.map((query) => planOf(db, query))), 'a', 'staff_audit', true);
    }
    // Unfiltered, the count reads a whole index as any count of a table does; the page still needs no sort.
    const spy = capturing(db);
    await listAudit(spy.db, { page: 0, perPage: 30 });
    const page = await planOf(db, spy.queries[1]!);
    expectServed([page, page], 'a', 'staff_audit', true);
  });

  it('cannot be changed: no route edits or deletes a row, and the database refuses it', async () => {
    const [row] = (await audit('?perPage=1')).body.data.content;
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/v1/audit', `/v1/audit/${row!.id}`]) {
        expectError(await staffCall(t, method, url, STAFF_TOKEN, { action: 'x' }), 404, 'not_found');
      }
    }
    const db = t.app.ctx.db;
    await expect(db.updateTable('staff_audit').set({ action: 'x' }).where('id', '=', row!.id).execute()).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('staff_audit').where('id', '=', row!.id).execute()).rejects.toThrow(/append-only/);
    expect((await audit('?perPage=1')).body.data.content[0]).toEqual(row);
  });
});

describe('the console reads', () => {
  it('answers a business with its registry data, bank, files and the last moderation comment', async () => {
    const moderator = await staffSignIn(t, 'moderator');
    const active = await staffCall(t, 'GET', '/v1/businesses?status=ACTIVE', moderator.accessToken);
    expect(active.body.data).toContainEqual(expect.objectContaining({ taxNumber: DEMO_TAX_NUMBER, status: 'ACTIVE' }));
    expectError(await staffCall(t, 'GET', '/v1/businesses?status=GONE', moderator.accessToken), 400, 'validation_error');
    const detail = await staffCall(t, 'GET', `/v1/businesses/${DEMO_TAX_NUMBER}`, moderator.accessToken);
    expect(detail.body.data.business).toMatchObject({ taxNumber: DEMO_TAX_NUMBER, status: 'ACTIVE' });
    expect(detail.body.data.owner.phone).toBe(DEMO.agent.phone);
    expectError(await staffCall(t, 'GET', '/v1/businesses/000000000', moderator.accessToken), 404, 'business_not_found');

    await onboardedAgent(t.app, '304567890');
    const waiting = await staffCall(t, 'GET', '/v1/businesses', moderator.accessToken);
    v.parse(v.array(staffBusinessListItem), waiting.body.data);
    v.parse(v.array(staffBusinessListItem), active.body.data);
    expect(waiting.body.data).toContainEqual(expect.objectContaining({ taxNumber: '304567890', status: 'ON_MODERATION', moderationComment: null }));
    await staffCall(t, 'POST', '/v1/businesses/304567890/reject', moderator.accessToken, { reason: 'The passport scan is unreadable' });
    const sentBack = v.parse(staffBusinessDetail, (await staffCall(t, 'GET', '/v1/businesses/304567890', moderator.accessToken)).body.data);
    expect(sentBack.lastModerationComment).toBe('The passport scan is unreadable');
    expect(sentBack.registry).toMatchObject({ taxNumber: '304567890' });
    expect(sentBack.business.bank).not.toBeNull();
    expect(sentBack.files.passport).toMatchObject({ mimeType: 'image/png' });
    const [rejected] = (await audit('?objectType=business&objectId=304567890')).body.data.content;
    expect(rejected).toMatchObject({ action: 'business.reject', staffUser: { login: 'moderator' }, before: { moderationComment: null }, after: { moderationComment: 'The passport scan is unreadable' } });

    const response = await t.app.inject({ method: 'GET', url: `/api/staff/v1/files/${sentBack.files.passport!.id}`, headers: { authorization: `Bearer ${moderator.accessToken}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toMatch(/^inline/);
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expectError(await staffCall(t, 'GET', '/v1/files/unknown', moderator.accessToken), 404, 'file_not_found');
  });

  it('answers a cancellation request with its invoice and the invoice history', async () => {
    const finance = await staffSignIn(t, 'finance');
    const list = await staffCall(t, 'GET', '/v1/applications', finance.accessToken);
    const application = list.body.data.content[0];
    const detail = await staffCall(t, 'GET', `/v1/applications/${application.number}`, finance.accessToken);
    v.parse(staffApplicationDetail, detail.body.data);
    expect(detail.body.data.application.number).toBe(application.number);
    const events = detail.body.data.history.map((entry: { event: string }) => entry.event);
    expect(events[0]).toBe('INVOICE_CREATED');
    expect(events).toEqual(expect.arrayContaining(['INVOICE_PAID', 'LEDGER_ENTRY', 'APPLICATION_CREATED']));
    expectError(await staffCall(t, 'GET', '/v1/applications/0', finance.accessToken), 404, 'application_data_not_found');
  });

  it('streams every business’s ticket changes to support, whose answer carries the agent’s name', async () => {
    const owner = await signIn(t.app, DEMO.agent.phone, DEMO.agent.pin);
    const support = await staffSignIn(t, 'support');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address() as { port: number };
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${address.port}/api/staff/v1/tickets/events`, {
      headers: { authorization: `Bearer ${support.accessToken}` },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = response.body!.getReader();
    let received = '';
    const until = async (pattern: RegExp) => {
      const deadline = Date.now() + 5_000;
      while (!pattern.test(received)) {
        if (Date.now() > deadline) throw new Error(`no ${pattern} in ${received}`);
        const chunk = await reader.read();
        if (!chunk.done) received += new TextDecoder().decode(chunk.value);
      }
    };
    await until(/event: ready/);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const subjects = await call(t.app, 'GET', '/v1/ticket-subject/all', { token: owner.accessToken });
    const ticket = await call(t.app, 'POST', '/v1/ticket', { token: owner.accessToken, body: { ticketSubjectId: subjects.body.data[0].id } });
    await until(new RegExp(`event: ticket\\ndata: \\{"ticketId":"${ticket.body.data.id}"\\}`));
    controller.abort();

    // The owner sees the answer under the support agent's name.
    const answered = await staffCall(t, 'POST', `/v1/tickets/${ticket.body.data.number}/messages`, support.accessToken, { text: 'Hello' });
    expect(answered.status).toBe(201);
    v.parse(v.array(staffTicket), (await staffCall(t, 'GET', '/v1/tickets', support.accessToken)).body.data);
    const seen = await call(t.app, 'POST', '/v1/ticket-message/pageable', {
      token: owner.accessToken,
      body: { search: [{ key: 'ticketId', operation: '=', value: ticket.body.data.id }] },
    });
    expect(seen.body.data.content[0]).toMatchObject({ type: 'ADMIN', text: 'Hello', admin: { username: 'Demo Support' } });
  });
});

describe('npm run staff -- user-add', () => {
  const cli = (...args: string[]) => staffCli(t, ...args);

  it('creates a user that signs in with the printed password and secret, recorded as the service account', async () => {
    const added = await cli('user-add', 'cli.finance', 'finance', 'Dilnoza', 'Karimova');
    expect(added.code).toBe(0);
    const password = /password: +(\S+)/.exec(added.stdout)![1]!;
    const secret = /TOTP secret: +(\S+)/.exec(added.stdout)![1]!;
    expect(added.stdout).toMatch(/otpauth URL: +otpauth:\/\/totp\//);
    const session = await staffSignIn(t, 'cli.finance', { password, secret });
    expect(session.user).toMatchObject({ role: 'finance', name: 'Dilnoza Karimova' });
    const [row] = (await audit(`?objectId=${session.user.id}&action=staff-user.create`, STAFF_TOKEN)).body.data.content;
    expect(row!.staffUser.login).toBe('service');

    expect((await cli('user-add', 'cli.finance', 'finance', 'Again')).stderr).toContain('staff_login_is_exists');
    expect((await cli('user-add', 'cli.x', 'service', 'Nobody')).code).toBe(2);
    const code = await cli('totp-code', 'admin');
    expect(code.stdout.trim()).toBe(totpCode(demoSecret('admin'), 'admin', new Date()));
  });
});
