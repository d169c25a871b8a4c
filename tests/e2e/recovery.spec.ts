// Issue 2: PIN recovery for an account without a business (spec 01 §2.5): phone, code, new PIN and its repeat,
// the success page, then sign-in with the new PIN on the device trusted during recovery (no code asked).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { lastCode } from './support.ts';

/** A registered account with a PIN, made through the API so the test starts where recovery does. */
async function register(request: APIRequestContext, phone: string, password: string): Promise<void> {
  const sent = await request.post('/api/agent/v1/otp/for-sign-up', { data: { phone } });
  expect(sent.ok()).toBe(true);
  const otpToken = ((await sent.json()) as { data: { token: string } }).data.token;
  const confirmed = await request.post('/api/agent/v1/otp/confirm-otp', {
    data: { otpToken, otp: await lastCode(request, phone), trusted: false },
  });
  const confirmToken = ((await confirmed.json()) as { data: { confirmToken: string } }).data.confirmToken;
  expect((await request.post('/api/agent/v1/otp/set-password', { data: { confirmToken, password } })).ok()).toBe(true);
}

test('A user without a business recovers the PIN and signs in with the new one', async ({ page, request }) => {
  const local = `93${String(Date.now()).slice(-7)}`;
  const phone = `998${local}`;
  await register(request, phone, '135790');

  await page.goto('/');
  await page.getByRole('link', { name: 'Забыли PIN-код?' }).click();
  await expect(page).toHaveURL('/recovery');
  // The router keeps the sign-in page on screen while the recovery chunk loads: its phone field has the same label.
  await expect(page.getByRole('heading', { name: 'Восстановление PIN-кода' })).toBeVisible();
  await page.getByLabel('Номер телефона').fill(local);
  await page.getByRole('button', { name: 'Получить код' }).click();
  await page.getByLabel('Код подтверждения').fill('000000');
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page.getByText('Неверный код подтверждения')).toBeVisible();
  await expect(page.getByLabel('Код подтверждения')).toHaveValue('');
  await page.getByLabel('Код подтверждения').fill(await lastCode(request, phone));
  await page.getByRole('checkbox', { name: /Доверять этому устройству/ }).check();
  await page.getByRole('button', { name: 'Подтвердить' }).click();

  await page.getByLabel('Новый PIN-код').fill('864200');
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await page.getByLabel('PIN-код ещё раз').fill('864200');
  await page.getByRole('button', { name: 'Сохранить PIN-код' }).click();
  await expect(page.getByRole('heading', { name: 'PIN-код изменён' })).toBeVisible();

  await page.getByRole('link', { name: 'Войти' }).first().click();
  await page.getByLabel('Номер телефона').fill(local);
  await page.getByRole('button', { name: 'Продолжить' }).click();
  // The device was trusted during recovery, so sign-in skips the code.
  await expect(page.getByRole('heading', { name: 'Введите PIN-код' })).toBeVisible();
  await page.getByLabel('PIN-код', { exact: true }).fill('864200');
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Личные данные' })).toBeVisible();
});

test('Recovery of an unknown phone goes to registration with the phone', async ({ page }) => {
  await page.goto('/recovery');
  await page.getByLabel('Номер телефона').fill('931112233');
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(page).toHaveURL('/register?phone=998931112233');
  await expect(page.getByRole('heading', { name: 'Аккаунт не найден' })).toBeVisible();
});
