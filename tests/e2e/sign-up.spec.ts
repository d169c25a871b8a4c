// Issue 2: the whole first visit of a new user, in the browser against the real server.
import { expect, test } from '@playwright/test';
import { lastCode } from './support.ts';

test('A new user registers, completes personal data, switches to Uzbek, logs out and back in', async ({ page, request }) => {
  const local = `97${String(Date.now()).slice(-7)}`;
  const phone = `998${local}`;

  // Registration: phone, code from the dev outbox, a PIN and its repeat.
  await page.goto('/register');
  await page.getByLabel('Номер телефона').fill(local);
  await expect(page.getByLabel('Номер телефона')).toHaveValue(`+998 ${local.slice(0, 2)} ${local.slice(2, 5)} ${local.slice(5, 7)} ${local.slice(7)}`);
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(page.getByRole('heading', { name: 'Введите код из SMS' })).toBeVisible();
  const code = await lastCode(request, phone);
  // Test mode shows the last code on the code step.
  await expect(page.getByTestId('last-code')).toHaveText(code);
  await page.getByLabel('Код подтверждения').fill(code);
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  await page.getByLabel('Новый PIN-код').fill('246810');
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await page.getByLabel('PIN-код ещё раз').fill('246811');
  await page.getByRole('button', { name: 'Создать аккаунт' }).click();
  await expect(page.getByText('Не соответствует новому паролю')).toBeVisible();
  await page.getByLabel('PIN-код ещё раз').fill('246810');
  await page.getByRole('button', { name: 'Создать аккаунт' }).click();

  // Personal data completion, then the home of an account without a business.
  await expect(page.getByRole('heading', { name: 'Личные данные' })).toBeVisible();
  await page.getByRole('button', { name: 'Завершить' }).click();
  await expect(page.getByText('Обязательное поле').first()).toBeVisible();
  await page.getByLabel('Имя').fill('Dilnoza');
  await page.getByLabel('Фамилия').fill('Ergasheva');
  await page.getByRole('button', { name: 'Завершить' }).click();
  await expect(page.getByRole('heading', { name: 'Бизнес ещё не зарегистрирован' })).toBeVisible();
  await expect(page).toHaveURL('/');

  // Uzbek applies at once and stays after a reload.
  await page.getByRole('button', { name: 'Меню профиля' }).click();
  await page.getByRole('menuitemradio', { name: 'O‘zbekcha' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Biznes hali ro‘yxatdan o‘tmagan' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'uz-Latn');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Biznes hali ro‘yxatdan o‘tmagan' })).toBeVisible();

  // Logout asks first.
  await page.getByRole('button', { name: 'Profil menyusi' }).click();
  await page.getByRole('menuitem', { name: 'Chiqish' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Hisobdan chiqishni xohlaysizmi?' })).toBeVisible();
  await page.getByRole('button', { name: 'Chiqish' }).click();

  // Back in, in Uzbek: phone, code, PIN.
  await expect(page.getByRole('heading', { name: 'Agent Portalga kirish' })).toBeVisible();
  await page.getByLabel('Telefon raqami').fill(local);
  await page.getByRole('button', { name: 'Davom etish' }).click();
  await expect(page.getByRole('heading', { name: 'SMS-dagi kodni kiriting' })).toBeVisible();
  await page.getByLabel('Tasdiqlash kodi').fill(await lastCode(request, phone));
  await page.getByRole('button', { name: 'Tasdiqlash' }).click();
  await page.getByLabel('PIN-kod', { exact: true }).fill('246810');
  await page.getByRole('button', { name: 'Kirish', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Biznes hali ro‘yxatdan o‘tmagan' })).toBeVisible();
  await page.getByRole('button', { name: 'Profil menyusi' }).click();
  await expect(page.getByRole('menu')).toContainText('Dilnoza Ergasheva');
});
