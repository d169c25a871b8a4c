// What the staff console's browser tests share: staff users created for the run through the staff API (as the
// service account), their sign-in with a code computed from the TOTP secret, and a browser page of their own.
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { E2E_STAFF_TOKEN } from './env.ts';

export const SERVICE = { Authorization: `Bearer ${E2E_STAFF_TOKEN}` };

export type StaffRole = 'moderator' | 'finance' | 'support' | 'admin';
export type StaffAccount = { login: string; password: string; secret: string };

export async function newStaffUser(request: APIRequestContext, role: StaffRole): Promise<StaffAccount> {
  // Unique even for two users of one role created in the same millisecond.
  const login = `${role}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const password = 'e2e-staff-password-2026';
  const answer = await request.post('/api/staff/v1/users', { headers: SERVICE, data: { login, name: `E2E ${role}`, role, password } });
  const json = (await answer.json()) as { data: { totpSecret: string } };
  expect(answer.ok(), JSON.stringify(json)).toBe(true);
  return { login, password, secret: json.data.totpSecret };
}

/** The authenticator's code for `secret` now, or `aheadMs` from now. */
export const codeOf = (secret: string, aheadMs = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + aheadMs });

export async function signInStaff(page: Page, account: StaffAccount): Promise<void> {
  await page.goto('/staff');
  await expect(page.getByRole('heading', { name: 'Вход в консоль сотрудника' })).toBeVisible();
  await page.getByLabel('Логин').fill(account.login);
  await page.getByLabel('Пароль').fill(account.password);
  await page.getByLabel('Код из приложения-аутентификатора').fill(codeOf(account.secret));
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('navigation', { name: 'Разделы консоли' })).toBeVisible();
}

/** A page of its own for the staff member, beside the owner's. */
export async function staffPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  // In front: sonner holds its toasts while the document is hidden.
  await page.bringToFront();
  return page;
}

export const menuOf = (page: Page) => page.getByRole('navigation', { name: 'Разделы консоли' }).getByRole('link');
