// Accessibility of the main screens (WCAG 2.1 AA): an axe scan of the sign-in screen and of the main signed-in
// screens that fails on serious or critical violations, and keyboard checks that focus follows the user: back to the
// control that opened a dialog or panel when it closes, onto each new payment step, onto the first invalid field.
// Screens of the changed parts go to .tmp/screens/.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { AGENT, CHILONZOR, EMPLOYEE, expectNoSeriousAxeViolations, serveBlankMapTiles, signInReusing, staff } from './support.ts';

const SCREENS = path.resolve('.tmp/screens');

test.beforeAll(() => {
  staff('deposit', '305123456', '10000000');
});

test('The sign-in screen passes an axe scan and offers "Забыли PIN-код?" once on the PIN step', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByLabel('Номер телефона')).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'sign-in phone');

  // A trusted device goes from the phone straight to the PIN: answered here, so no one-time code is spent (a phone
  // gets one a minute, and the other specs sign the demo accounts in).
  await page.route('**/api/agent/v1/otp', (route) =>
    route.fulfill({ json: { data: { confirmable: false, token: 'a11y-confirm-token', phone: EMPLOYEE.phone } } }),
  );
  await page.getByLabel('Номер телефона').fill(EMPLOYEE.phone.slice(3));
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await expect(page.getByRole('heading', { name: 'Введите PIN-код' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'sign-in PIN');
  await expect(page.getByRole('link', { name: 'Забыли PIN-код?' })).toHaveCount(1);
});

test('The main signed-in screens pass an axe scan, and a skip link leads past the top bar', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInReusing(page, request, AGENT);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Точки продаж' })).toBeVisible();

  // The first Tab reaches the skip link, which puts focus on the page's content.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Перейти к содержимому' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // The top bar's controls are named by what they show (WCAG 2.5.3).
  await expect(page.getByRole('button', { name: /^Aziz, меню профиля$/ })).toBeVisible();
  await expect(page.getByTestId('sale-point-switcher')).toHaveAccessibleName(/, переключить точку продаж$/);
  await expect(page.getByRole('link', { name: /^Депозит \d[\d\s]* сум$/ })).toBeVisible();

  await expectNoSeriousAxeViolations(page, 'home');
  const add = page.getByRole('button', { name: 'Добавить точку продаж' });
  await add.focus();
  await page.keyboard.press('Enter');
  const create = page.getByRole('dialog', { name: 'Новая точка продаж' });
  await expect(create).toBeVisible();
  // The map with its pin is scanned too.
  await serveBlankMapTiles(page);
  await create.getByLabel('Широта').fill('41.31');
  await create.getByLabel('Долгота').fill('69.24');
  await expect(create.locator('.leaflet-marker-icon')).toBeVisible();
  await expect(create.getByRole('application')).not.toHaveAttribute('aria-hidden', 'true');
  await expectNoSeriousAxeViolations(page, 'new sale point');
  await page.keyboard.press('Escape');
  await expect(create).toHaveCount(0);
  await expect(add).toBeFocused();

  await page.goto(`/sale-points/${CHILONZOR}`);
  await expect(page.getByRole('heading', { name: 'Услуги' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'workspace');
  await page.getByRole('region', { name: 'Услуги' }).getByRole('button', { name: /Тоза худуд/ }).click();
  await expect(page.getByLabel('Номер абонента')).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'payment form');

  await page.goto('/applications');
  await expect(page.getByRole('link', { name: 'Заявки на отмену' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('search')).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'cancellations');

  await page.goto(`/sale-points/${CHILONZOR}/settings/general`);
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'sale point settings');
});

test('A keyboard user paying a service has focus on each new step and back on "Чек" when the receipt closes', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInReusing(page, request, AGENT);
  await page.goto(`/sale-points/${CHILONZOR}`);
  const services = page.getByRole('region', { name: 'Услуги' });

  // The chosen tile is gone: focus lands in the flow, on its first field (typed at once, issue 24), not on <body>.
  await services.getByRole('button', { name: /Тоза худуд/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Номер абонента')).toBeFocused();

  await page.getByLabel('Номер абонента').fill('TH-123456');
  await page.getByLabel('Сумма, сум').fill('25000');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Итого к оплате')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Тоза худуд' })).toBeFocused();

  await page.getByRole('button', { name: 'Оплатить', exact: true }).focus();
  await page.keyboard.press('Enter');
  const result = page.getByRole('heading', { name: 'Платёж успешно проведён' });
  await expect(result).toBeVisible({ timeout: 20_000 });
  await expect(result).toBeFocused();

  const receiptButton = page.getByRole('button', { name: 'Чек', exact: true });
  await receiptButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Детали платежа' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'receipt');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(receiptButton).toBeFocused();

  // A new payment after the result: the same service, focus on its empty first field; back from it, focus comes
  // back to the tile the payment started from.
  await page.getByRole('button', { name: 'Новый платёж' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Номер абонента')).toBeFocused();
  await expect(page.getByLabel('Номер абонента')).toHaveValue('');
  await page.getByRole('button', { name: 'Назад к услугам' }).focus();
  await page.keyboard.press('Enter');
  await expect(services.getByRole('button', { name: /Тоза худуд/ })).toBeFocused();

  // The mobile payment: Enter after the number moves on to the amount, not yet flagged as missing (issue 24).
  const mobileWidget = page.getByRole('button', { name: /^Мобильная связь Все операторы/ });
  await mobileWidget.click();
  const phone = page.getByLabel('Номер телефона');
  await expect(phone).toBeFocused();
  await phone.fill('901234567');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Сумма, сум')).toBeFocused();
  await expect(page.getByLabel('Сумма, сум')).not.toHaveAttribute('aria-invalid', 'true');
  // Back to the services: focus returns to the widget that opened the flow.
  await page.getByRole('button', { name: 'Назад к услугам' }).focus();
  await page.keyboard.press('Enter');
  await expect(mobileWidget).toBeFocused();

  // The card top-up widget stays where it is: focus still moves into the flow it opened.
  const cardWidget = page.getByRole('button', { name: /^Пополнение карты С карты на карту/ });
  await cardWidget.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Номер карты')).toBeFocused();
  // The card-to-card service takes whole so'm: the numeric keypad, as in the other flows.
  await expect(page.getByLabel('Сумма, сум')).toHaveAttribute('inputmode', 'numeric');
  await page.screenshot({ path: path.join(SCREENS, 'a11y-card-flow-focus.png') });
});

test('A keyboard user opens a transaction from its number and gets focus back there when the panel closes', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInReusing(page, request, AGENT);
  await page.goto('/invoices');
  const open = page.getByTestId('invoice-row').first().getByRole('button', { name: /^№ \d+$/ });
  await expect(open).toBeVisible();
  const number = (await open.textContent())!.replace(/\D/g, '');
  await expectNoSeriousAxeViolations(page, 'transactions');

  await open.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: `Транзакция № ${number}` });
  await expect(panel).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'transaction panel');
  await page.screenshot({ path: path.join(SCREENS, 'a11y-transaction-panel.png') });
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(open).toBeFocused();

  // A click anywhere on the row still opens it.
  await page.getByTestId('invoice-row').first().getByText(/ сум$/).click();
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');

  // The filters: the amount takes only digits grouped by thousands, the number brings up the numeric keypad.
  const amount = page.getByRole('search').getByLabel('Сумма, сум');
  await amount.pressSequentially('12abc000');
  await expect(amount).toHaveValue(/^12\s000$/);
  await expect(page.getByRole('search').getByLabel('Номер транзакции')).toHaveAttribute('inputmode', 'numeric');
});

test('On a 360 px phone in Uzbek Cyrillic the transactions tabs and the status filter are not cut off', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await signInReusing(page, request, AGENT);
  await page.evaluate(() => localStorage.setItem('agent-portal.locale', JSON.stringify('oz')));
  await page.goto('/invoices');
  const tab = page.getByRole('link', { name: 'Бекор қилиш аризалари' });
  await expect(tab).toBeVisible();
  await expect(tab).toBeInViewport({ ratio: 1 });
  const status = page.getByRole('search').getByRole('combobox').first();
  expect(await status.evaluate((select: HTMLSelectElement) => select.scrollWidth <= select.clientWidth)).toBe(true);
  await page.screenshot({ path: path.join(SCREENS, 'a11y-oz-360-transactions.png') });
});

test('Service logos without an image show the initials of the name in the reader\'s language', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInReusing(page, request, AGENT);
  await page.evaluate(() => localStorage.setItem('agent-portal.locale', JSON.stringify('en')));
  await page.goto(`/sale-points/${CHILONZOR}`);
  const initials = page.locator('.ap-ws-logo__initials');
  await expect(initials.first()).toBeAttached();
  const texts = await initials.allTextContents();
  expect(texts.join('')).not.toMatch(/[А-Яа-яЁё]/);
  await page.screenshot({ path: path.join(SCREENS, 'a11y-en-workspace.png') });
});
