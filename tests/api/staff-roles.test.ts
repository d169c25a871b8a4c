// Issue 15 item 3: every staff route checks the caller's role on the server. Each role against each group of routes:
// its own groups are served (whatever the answer to the empty input), the others are 403 `forbidden`; admin and the
// service account (STAFF_TOKEN) reach everything; no token, an expired or a revoked one is 401.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '#shared/api/staff.ts';
import { createTestApp, expectError, type TestApp } from './helper.ts';
import { roleTokens, staffCall, staffSignIn } from './staff-helper.ts';

let t: TestApp;
let tokens: Record<StaffRole, string>;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await roleTokens(t);
});
afterAll(() => t.close());

type Route = [method: 'GET' | 'POST' | 'PUT', url: string, body?: object];

/** One group per role of the matrix, with every kind of route in it (reads, actions, the file and stream reads). */
const GROUPS: Record<'moderator' | 'finance' | 'support' | 'admin', Route[]> = {
  moderator: [
    ['GET', '/v1/businesses'],
    ['GET', '/v1/businesses?status=ACTIVE'],
    ['GET', '/v1/businesses/000000000'],
    ['GET', '/v1/files/unknown'],
    ['POST', '/v1/businesses/000000000/approve'],
    ['POST', '/v1/businesses/000000000/reject', {}],
    ['POST', '/v1/businesses/000000000/revoke-signature'],
  ],
  finance: [
    ['POST', '/v1/deposit', {}],
    ['GET', '/v1/applications'],
    ['GET', '/v1/applications/0'],
    ['POST', '/v1/applications/0/approve'],
    ['POST', '/v1/applications/0/reject', {}],
    ['GET', '/v1/bank-statement'],
    ['POST', '/v1/bank-statement', {}],
    ['POST', '/v1/bank-statement/x/assign', {}],
    ['POST', '/v1/bank-statement/import', {}],
    ['GET', '/v1/additional-agreements'],
    ['POST', '/v1/additional-agreements', {}],
    ['GET', '/v1/account-invoices'],
    ['POST', '/v1/account-invoices', {}],
    ['POST', '/v1/account-invoices/x/confirm', {}],
    ['POST', '/v1/account-invoices/x/reject', {}],
    ['POST', '/v1/account-invoices/x/paid'],
    ['POST', '/v1/reconcile'],
    ['GET', '/v1/ledger/check'],
  ],
  support: [
    ['GET', '/v1/tickets'],
    ['GET', '/v1/tickets/999999'],
    ['POST', '/v1/tickets/999999/messages', {}],
    ['POST', '/v1/tickets/999999/close'],
    ['POST', '/v1/file'],
  ],
  admin: [
    ['GET', '/v1/users'],
    ['POST', '/v1/users', {}],
    ['PUT', '/v1/users/unknown', {}],
    ['POST', '/v1/users/unknown/reset-second-factor'],
    ['GET', '/v1/audit'],
    ['GET', '/v1/news'],
    ['POST', '/v1/news', {}],
    ['PUT', '/v1/news/unknown', {}],
    ['POST', '/v1/news/unknown/status', {}],
    ['GET', '/v1/tech-mode'],
    ['GET', '/v1/test-mode'],
    ['POST', '/v1/tech-mode', {}],
    ['POST', '/v1/test-mode', {}],
  ],
};

const ROLES: StaffRole[] = ['moderator', 'finance', 'support', 'admin', 'service'];
const allowed = (role: StaffRole, group: keyof typeof GROUPS) => role === group || role === 'admin' || role === 'service';

describe('staff role checks', () => {
  for (const role of ROLES) {
    for (const group of Object.keys(GROUPS) as (keyof typeof GROUPS)[]) {
      const verdict = allowed(role, group) ? 'serves' : 'refuses with 403';
      it(`${verdict} ${role} on the ${group} routes`, async () => {
        for (const [method, url, body] of GROUPS[group]) {
          const answer = await staffCall(t, method, url, tokens[role], body);
          if (allowed(role, group)) {
            expect([401, 403], `${method} ${url}: ${JSON.stringify(answer.body)}`).not.toContain(answer.status);
          } else {
            expectError(answer, 403, 'forbidden');
          }
        }
      });
    }
    it(`lets ${role} read itself and refuses the tickets stream unless support`, async () => {
      const me = await staffCall(t, 'GET', '/v1/me', tokens[role]);
      expect(me.status).toBe(200);
      expect(me.body.data.role).toBe(role);
      if (!allowed(role, 'support')) expectError(await staffCall(t, 'GET', '/v1/tickets/events', tokens[role]), 403, 'forbidden');
    });
  }

  it('refuses every group without a token, with a wrong one and with a portal token', async () => {
    for (const [method, url, body] of Object.values(GROUPS).flat()) {
      expectError(await staffCall(t, method, url, undefined, body), 401, 'unauthorized');
      expectError(await staffCall(t, method, url, 'not-a-token', body), 401, 'unauthorized');
    }
    expectError(await staffCall(t, 'GET', '/v1/me'), 401, 'unauthorized');
  });

  it('refuses an expired access token and a signed-out one', async () => {
    const session = await staffSignIn(t, 'finance');
    expect((await staffCall(t, 'GET', '/v1/ledger/check', session.accessToken)).status).toBe(200);
    t.clock.advance(15 * 60 * 1000);
    expectError(await staffCall(t, 'GET', '/v1/ledger/check', session.accessToken), 401, 'unauthorized');

    const again = await staffSignIn(t, 'finance');
    expect((await staffCall(t, 'POST', '/v1/auth/sign-out', again.accessToken)).body.data).toEqual({});
    expectError(await staffCall(t, 'GET', '/v1/me', again.accessToken), 401, 'unauthorized');
    expectError(await staffCall(t, 'POST', '/v1/auth/refresh', undefined, { refreshToken: again.refreshToken }), 401, 'refresh_token_is_invalid');
  });
});
