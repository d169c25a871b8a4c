// What the browser tests share: the server's data directory and the staff CLI on it, the dev SMS outbox and the
// sign-in they all start from.
import { execFileSync } from 'node:child_process';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from './env.ts';

/** The staff CLI straight on the browser tests' database (tests/e2e/server.ts). */
export function staff(...args: string[]): string {
  return execFileSync('npx', ['tsx', 'src/server/staff/cli.ts', ...args], {
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
}

/** The newest one-time code the dev SMS outbox holds for `phone`. */
export async function lastCode(request: APIRequestContext, phone: string): Promise<string> {
  const answer = await request.get(`/api/dev/v1/sms?phone=${phone}`);
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: { code: string }[] };
  expect(data.length).toBeGreaterThan(0);
  return data[0]!.code;
}

/** Phone, code, PIN. A code is sent once a minute per phone: after another test's sign-in this one waits its turn. */
export async function signIn(page: Page, request: APIRequestContext, phone: string, pin: string) {
  await page.goto('/');
  await page.getByLabel('Номер телефона').fill(phone.slice(3));
  const codeStep = page.getByRole('heading', { name: 'Введите код из SMS' });
  const tooSoon = page.getByText('SMS-код можно получать не чаще одного раза в 60 секунд');
  for (let attempt = 0; attempt < 15; attempt++) {
    await page.getByRole('button', { name: 'Продолжить' }).click();
    await expect(codeStep.or(tooSoon)).toBeVisible();
    if (await codeStep.isVisible()) break;
    await page.waitForTimeout(5_000);
  }
  await expect(codeStep).toBeVisible();
  await page.getByLabel('Код подтверждения').fill(await lastCode(request, phone));
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page.getByRole('heading', { name: 'Введите PIN-код' })).toBeVisible();
  await page.getByLabel('PIN-код', { exact: true }).fill(pin);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Меню профиля' })).toBeVisible();
}
