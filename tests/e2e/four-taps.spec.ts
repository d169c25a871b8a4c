// Issue 24 item 4 in the browser: from the workspace to the next customer's empty form, with the receipt printed by
// itself, in at most four taps (decision 188). The page counts every pointer press (a tap or a click; typing and Enter
// make none); the number is typed, as a cashier or a keyboard scanner would. A fake serial printer (the device API's
// boundary) with "print automatically" on records the receipt. For a mobile operator, a utility paid without a
// lookup and one with an account lookup, on a phone (360 px, tapped) and a tablet (1024 px, clicked). Then the same
// customer once more with the keyboard only: Enter moves from the number to the amount, to the review, and pays.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { holdPrinter, installFakeSerialPrinter, printedJobs } from './fake-serial-printer.ts';
import { decode } from './printer-support.ts';
import { AGENT, DEMO_TAX_NUMBER, openWorkspace, signInReusing, staff } from './support.ts';

const SCREENS = path.resolve('.tmp/screens');

test.describe.configure({ mode: 'serial' });
test.use({ hasTouch: true });

test.beforeAll(() => {
  staff('deposit', DEMO_TAX_NUMBER, '2000000');
});

declare global {
  interface Window {
    taps: number;
  }
}

/** Every trusted pointer press on the page: a finger's tap or a mouse click; keys make none. */
function countTaps() {
  window.taps = 0;
  document.addEventListener('pointerdown', (event) => event.isTrusted && window.taps++, { capture: true });
}

const taps = (page: Page) => page.evaluate(() => window.taps);

type Service = {
  tile: RegExp;
  /** The number field's label and a number typed in it for each customer. */
  label: string;
  numbers: [string, string];
  /** How the receipt prints the first number. */
  printed: RegExp;
  /** The service looks the account up: its first step's Enter asks ("Проверить"), the amount is on the review. */
  lookup?: boolean;
};

const SERVICES: Record<string, Service> = {
  'a mobile operator': { tile: /^Beeline/, label: 'Номер телефона', numbers: ['901240401', '901240402'], printed: /90 124 04 01|901240401/ },
  'a utility without a lookup': { tile: /Тоза худуд/, label: 'Номер абонента', numbers: ['TH-240401', 'TH-240402'], printed: /TH-240401/ },
  'a utility with an account lookup': { tile: /^Сувсоз/, label: 'Лицевой счёт', numbers: ['1240401', '1240402'], printed: /1240401/, lookup: true },
};

async function atTheCounter(page: Page, width: number) {
  await page.addInitScript(installFakeSerialPrinter);
  await page.addInitScript(countTaps);
  await page.setViewportSize({ width, height: width === 360 ? 740 : 768 });
  await signInReusing(page, page.request, AGENT);
  await openWorkspace(page);
  // Once per device (not counted): the receipt printer, printing by itself after a successful payment.
  await page.locator('.ap-ws__header').getByRole('button', { name: 'Принтер', exact: true }).click();
  const settings = page.getByRole('dialog', { name: 'Принтер чеков' });
  await settings.getByRole('button', { name: 'Выбрать принтер: USB или Bluetooth (последовательный порт)' }).click();
  await expect(settings.getByText('Принтер выбран')).toBeVisible();
  const auto = settings.getByRole('checkbox', { name: 'Печатать чек сразу после успешного платежа' });
  if (!(await auto.isChecked())) await settings.getByText('Печатать чек сразу после успешного платежа').click();
  await expect(auto).toBeChecked();
  await settings.getByRole('button', { name: 'Закрыть' }).last().click();
  await expect(settings).toBeHidden();
  await page.evaluate(() => (window.taps = 0));
}

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS, `four-taps-${name}.png`), fullPage: true });
}

for (const width of [360, 1024]) {
  for (const [kind, service] of Object.entries(SERVICES)) {
    test(`${kind} at ${width} px: four taps from the workspace to the next customer, the receipt printed by itself`, async ({ page }) => {
      test.setTimeout(120_000);
      await atTheCounter(page, width);
      // A finger on the phone, a mouse on the tablet: both are one press each.
      const press = (target: Locator) => (width === 360 ? target.tap() : target.click());
      const number = page.getByLabel(service.label);
      const amount = page.getByLabel('Сумма, сум');
      const success = page.getByRole('heading', { name: 'Платёж успешно проведён' });
      const ten = page.getByRole('group', { name: 'Быстрые суммы, сум' }).getByRole('button', { name: '10 000', exact: true });

      // 1: the service's tile. The number field has focus: the number is typed at once.
      await press(page.getByRole('region', { name: 'Услуги' }).getByRole('button', { name: service.tile }));
      await expect(number).toBeFocused();
      await page.keyboard.type(service.numbers[0]);
      if (service.lookup) {
        // Enter asks for the account (as "Проверить" would); its payment step is the review, with the amount on it.
        await page.keyboard.press('Enter');
        await expect(page.getByRole('group', { name: 'Данные лицевого счёта' })).toBeVisible({ timeout: 20_000 });
      }
      if (kind === 'a mobile operator') await shoot(page, `form-ru-${width}`);
      // 2: a quick amount. Before the review it moves on as "Продолжить" would; on the review it fills the amount.
      await press(ten);
      await expect(page.getByText('Итого к оплате')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText(/Шаг 2 из 2/)).toBeVisible();
      await expect(page.locator('.ap-ws-summary__row', { hasText: /^Сумма/ })).toContainText('10 000');
      if (kind === 'a mobile operator') {
        // What the operator lookup found is on the review itself: the operator, its tier's commission, the total.
        await expect(page.locator('.ap-ws-summary__row', { hasText: 'Оператор' })).toContainText('Beeline');
        await expect(page.locator('.ap-ws-summary__row', { hasText: 'Комиссия' })).toBeVisible();
        await shoot(page, `review-ru-${width}`);
      }
      // 3: "Оплатить". The receipt prints by itself: nobody taps Чек or Печать.
      await press(page.getByRole('button', { name: 'Оплатить', exact: true }));
      await expect(success).toBeVisible({ timeout: 20_000 });
      await expect.poll(async () => (await printedJobs(page)).length, { timeout: 15_000 }).toBe(1);
      const receipt = decode((await printedJobs(page))[0]!);
      expect(receipt).toMatch(service.printed);
      expect(receipt).toContain('Платёж успешно проведён');
      expect(receipt).toMatch(/10 000/);
      // 4: "Новый платёж": the same service for the next customer, its number field empty and focused.
      await press(page.getByRole('button', { name: 'Новый платёж' }));
      await expect(number).toBeFocused();
      await expect(number).toHaveValue('');
      await expect(amount).toHaveCount(service.lookup ? 0 : 1);
      if (!service.lookup) await expect(amount).toHaveValue('');
      expect(await taps(page)).toBe(4);

      // The next customer with the keyboard alone (a typed number, Enter at each step): not one more press.
      await page.keyboard.type(service.numbers[1]);
      await page.keyboard.press('Enter');
      if (service.lookup) await expect(page.getByRole('group', { name: 'Данные лицевого счёта' })).toBeVisible({ timeout: 20_000 });
      await expect(amount).toBeFocused();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('15000');
      await page.keyboard.press('Enter');
      if (!service.lookup) {
        // Enter in the amount opens the review; Enter there pays.
        await expect(page.getByText('Итого к оплате')).toBeVisible({ timeout: 20_000 });
        await expect(page.locator('.ap-ws-summary__row', { hasText: /^Сумма/ })).toContainText('15 000');
        // A keyboard scanner read on the review (characters, then Enter) does not pay it.
        await page.keyboard.type('TH-999999');
        await page.keyboard.press('Enter');
        await page.waitForTimeout(500);
        await expect(success).toHaveCount(0);
        await expect(page.getByText('Итого к оплате')).toBeVisible();
        await page.waitForTimeout(1_000);
        await page.keyboard.press('Enter');
      }
      await expect(success).toBeVisible({ timeout: 20_000 });
      await expect.poll(async () => (await printedJobs(page)).length, { timeout: 15_000 }).toBe(2);
      expect(decode((await printedJobs(page))[1]!)).toMatch(/15 000/);
      expect(await taps(page)).toBe(4);
    });
  }
}

test('An automatic print that fails after "Новый платёж" is said in a toast that prints it again', async ({ page }) => {
  test.setTimeout(90_000);
  await atTheCounter(page, 1024);
  // The printer takes the receipt slowly and then fails: the cashier is already on the next customer's form.
  await holdPrinter(page);
  await page.evaluate(() => (window.printerFails = true));
  await page.getByRole('region', { name: 'Услуги' }).getByRole('button', { name: /Тоза худуд/ }).click();
  await expect(page.getByLabel('Номер абонента')).toBeFocused();
  await page.keyboard.type('TH-240499');
  await page.getByRole('group', { name: 'Быстрые суммы, сум' }).getByRole('button', { name: '5 000', exact: true }).click();
  await page.getByRole('button', { name: 'Оплатить', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Платёж успешно проведён' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Новый платёж' }).click();
  await expect(page.getByLabel('Номер абонента')).toBeFocused();
  await page.evaluate(() => window.releasePrinter());

  const toast = page.locator('[data-sonner-toast]', { hasText: 'Чек не напечатан: принтер не ответил' });
  await expect(toast).toBeVisible({ timeout: 15_000 });
  await page.evaluate(() => (window.printerFails = false));
  await toast.getByRole('button', { name: 'Печать ещё раз' }).click();
  await expect.poll(async () => (await printedJobs(page)).length, { timeout: 15_000 }).toBe(1);
  expect(decode((await printedJobs(page))[0]!)).toMatch(/TH-240499/);
  // The next customer's form stayed as it was.
  await expect(page.getByLabel('Номер абонента')).toHaveValue('');
});

test('The quick amounts and the review in Uzbek Cyrillic, on a phone and a tablet', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1024, height: 768 });
  await signInReusing(page, page.request, AGENT);
  await page.evaluate(() => localStorage.setItem('agent-portal.locale', JSON.stringify('oz')));
  await openWorkspaceIn(page);
  for (const width of [360, 1024]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 768 });
    await page.getByRole('region', { name: 'Хизматлар' }).getByRole('button', { name: /^Beeline/ }).click();
    await expect(page.getByLabel('Телефон рақами')).toBeFocused();
    await page.keyboard.type('901240403');
    const quick = page.getByRole('group', { name: 'Тезкор суммалар, сўм' });
    await expect(quick.getByRole('button')).toHaveText(['5 000', '10 000', '20 000', '50 000']);
    await shoot(page, `form-oz-${width}`);
    await quick.getByRole('button', { name: '20 000', exact: true }).click();
    await expect(page.locator('.ap-ws-summary__row--total')).toContainText('20 000');
    await shoot(page, `review-oz-${width}`);
    await page.getByRole('button', { name: 'Хизматларга қайтиш' }).click();
  }
});

/** The workspace in another language: its services' region is named in that language. */
async function openWorkspaceIn(page: Page) {
  await page.goto('/sale-points/01900000-0000-7000-8000-000000000101');
  await expect(page.locator('[data-service]').first()).toBeVisible();
}
