// What bench:lighthouse (run.ts) and the main-thread count (main-thread.ts) share: the demo agent signed in through
// the real screens, the workspace they load, and the median of a row of runs.
import type { Page } from '@playwright/test';

/** The demo agent's Chilonzor sale point: the payment workspace is `/sale-points/${CHILONZOR}`. */
export const CHILONZOR = '01900000-0000-7000-8000-000000000101';
const AGENT = { phone: '998900000001', pin: '111111' };

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Signs the demo agent in on `page` (phone, the SMS code from the dev outbox, PIN), as a cashier would. */
export async function signIn(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/`);
  await page.getByLabel('Номер телефона').fill(AGENT.phone.slice(3));
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await page.getByRole('heading', { name: 'Введите код из SMS' }).waitFor();
  const outbox = (await (await fetch(`${origin}/api/dev/v1/sms?phone=${AGENT.phone}`)).json()) as { data: { code: string }[] };
  await page.getByLabel('Код подтверждения').fill(outbox.data[0]!.code);
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  await page.getByLabel('PIN-код', { exact: true }).fill(AGENT.pin);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await page.getByRole('button', { name: 'Меню профиля' }).waitFor();
}
