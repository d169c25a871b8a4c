// Staff sign-in for the API suite (issue 15): the demo staff users, their TOTP codes from the test clock.
import { vi } from 'vitest';
import type { StaffRole, StaffSession } from '#shared/api/staff.ts';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../src/server/seed/staff.ts';
import { totpCode } from '../../src/server/modules/staff-accounts/totp.ts';
import { runStaffCli } from '../../src/server/staff/cli.ts';
import { call, type TestApp } from './helper.ts';

export const STAFF_TOKEN = 'staff-test-token';
export { DEMO_STAFF_PASSWORD };

export const demoSecret = (login: string) => DEMO_STAFF.find((user) => user.login === login)!.totpSecret;

/** The code a user's authenticator shows now; the clock moves one TOTP step first, as a code works once. */
export function nextCode(t: TestApp, secret: string, login: string): string {
  t.clock.advance(30_000);
  return totpCode(secret, login, t.clock.now());
}

export async function staffSignIn(t: TestApp, login: string, options: { password?: string; secret?: string } = {}): Promise<StaffSession> {
  const code = nextCode(t, options.secret ?? demoSecret(login), login);
  const answer = await call<StaffSession>(t.app, 'POST', '/api/staff/v1/auth/sign-in', { body: { login, password: options.password ?? DEMO_STAFF_PASSWORD, code } });
  if (answer.status !== 200) throw new Error(`staff sign-in ${login}: ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

/** A token per role: the demo users, and STAFF_TOKEN for the service account. */
export async function roleTokens(t: TestApp): Promise<Record<StaffRole, string>> {
  const tokens = { service: STAFF_TOKEN } as Record<StaffRole, string>;
  for (const user of DEMO_STAFF) tokens[user.login] = (await staffSignIn(t, user.login)).accessToken;
  return tokens;
}

export const staffCall = <T = any>(t: TestApp, method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH', url: string, token?: string, body?: unknown) =>
  call<T>(t.app, method, `/api/staff${url}`, { token, body });

/**
 * `npm run staff -- <args>` on the test app's database, in-process: what it prints and its exit code. (A spawned CLI
 * costs seconds of module loading each time; the browser tests run the real process.)
 */
export async function staffCli(t: TestApp, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const out = { stdout: '', stderr: '' };
  const print = (stream: 'stdout' | 'stderr') => (...parts: unknown[]) => void (out[stream] += `${parts.join(' ')}\n`);
  const log = vi.spyOn(console, 'log').mockImplementation(print('stdout'));
  const error = vi.spyOn(console, 'error').mockImplementation(print('stderr'));
  try {
    return { code: await runStaffCli(args, t.config), ...out };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}
