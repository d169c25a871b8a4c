// Issue 10 items 3–5: the documents section against the real server, the staff API and the E-IMZO emulator. The owner
// reads the contract (and downloads its PDF) and the reward table, signs an additional agreement and an account
// invoice (with the server's timestamp) with a key from the emulator; an agreement whose start date passed forces its
// screen and signing it releases the portal. Screens at 360 and 1024 px in .tmp/screens/documents-*.png.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_STAFF_TOKEN } from './env.ts';
import { AGENT, DEMO_TAX_NUMBER, expectNoSeriousAxeViolations, signInReusing, startEimzoEmulator } from './support.ts';

const EMULATOR_PORT = 64646;
const SCREENS = path.resolve('.tmp/screens');
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

let emulator: ChildProcess | null = null;

test.beforeAll(async () => {
  fs.mkdirSync(SCREENS, { recursive: true });
  emulator = await startEimzoEmulator(EMULATOR_PORT);
});

test.afterAll(() => {
  emulator?.kill('SIGTERM');
});

async function staffPost(request: APIRequestContext, url: string, data: object) {
  const answer = await request.post(`/api/staff/v1${url}`, { headers: { authorization: `Bearer ${E2E_STAFF_TOKEN}` }, data });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: Record<string, unknown> }).data;
}

/** YYYY-MM-DD of the Tashkent day `offset` days from today. */
const tashkentDay = (offset: number) => new Date(Date.now() + 5 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
const file = (name: string) => ({ name, base64: PDF.toString('base64') });

async function screenshot(page: Page, name: string) {
  for (const width of [1024, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await page.screenshot({ path: path.join(SCREENS, `documents-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1024, height: 800 });
}

async function expectAccessibleWithContract(page: Page, screen: string) {
  // The contract's frame is sandboxed without scripts: axe's injection into it never returns. Its title is checked
  // here, then the frame is taken out for the rest of the page's check (the page is reloaded after).
  const frames = page.locator('iframe.ap-contract__frame');
  const framed = (await frames.count()) > 0;
  if (framed) {
    await expect(frames).toHaveAttribute('title', /\S/);
    await frames.evaluateAll((nodes) => nodes.forEach((node) => node.remove()));
  }
  try {
    await expectNoSeriousAxeViolations(page, screen);
  } finally {
    if (framed) {
      await page.reload();
      await expect(frames.first()).toBeVisible();
    }
  }
}

const keyRow = (page: Page, name: string) => page.locator('label.ap-key', { hasText: name });

/** In an open detail: go on to its signing step, choose the demo director's key in the emulator and sign. */
async function signWithEmulator(page: Page, dialog: ReturnType<Page['getByRole']>) {
  await dialog.getByRole('button', { name: 'Перейти к подписанию' }).click();
  await expect(dialog.getByRole('list', { name: 'Ключи ЭЦП' })).toBeVisible();
  await expect(keyRow(page, 'DS305123456_2022')).toContainText('Срок действия ключа истёк');
  await dialog.locator('label.ap-key').filter({ hasText: 'DS305123456' }).filter({ hasNotText: '2022' }).first().click();
  await dialog.getByRole('button', { name: 'Подписать', exact: true }).click();
}

test('The owner reads the contract and the reward table, signs an additional agreement and an account invoice with the emulator', async ({ page, request }) => {
  test.setTimeout(240_000);
  const number = `DS-E2E-${Date.now() % 100000}`;
  await staffPost(request, '/additional-agreements', { business: DEMO_TAX_NUMBER, number, name: 'Новые ставки вознаграждения', startDate: tashkentDay(5), file: file('agreement.pdf') });
  const invoice = await staffPost(request, '/account-invoices', { business: DEMO_TAX_NUMBER, name: 'Счёт на пополнение депозита', amount: 1_234_500, beginDate: tashkentDay(-30), endDate: tashkentDay(-1), file: file('invoice.pdf') });

  await page.setViewportSize({ width: 1024, height: 800 });
  await signInReusing(page, request, AGENT);
  // An agreement before its start date: the owner may postpone it.
  await expect(page.getByRole('heading', { name: 'Есть неподписанное дополнительное соглашение' })).toBeVisible();
  await page.getByRole('button', { name: 'Напомнить позже' }).click();

  await page.goto('/documents');
  await expect(page.frameLocator('iframe.ap-contract__frame').locator('body')).toContainText('305123456');
  await expectAccessibleWithContract(page, 'contract');
  await screenshot(page, 'contract');

  await page.getByRole('link', { name: 'Вознаграждения' }).click();
  await expect(page.getByTestId('reward-merchant').first()).toBeVisible();
  await expect(page.getByTestId('reward-merchant').first()).toContainText('%');
  await expectAccessibleWithContract(page, 'rewards');
  await screenshot(page, 'rewards');

  await page.getByRole('link', { name: 'Дополнительные соглашения' }).click();
  const row = page.getByTestId('agreement-row').filter({ hasText: number });
  await expect(row).toContainText('Ожидает подписи');
  await expectAccessibleWithContract(page, 'agreements');
  await screenshot(page, 'agreements');
  await row.getByRole('button', { name: number }).click();
  const dialog = page.getByRole('dialog', { name: `Дополнительное соглашение № ${number}` });
  await expect(dialog).toContainText('Новые ставки вознаграждения');
  await expectAccessibleWithContract(page, 'agreement detail');
  await screenshot(page, 'agreement-detail');
  await signWithEmulator(page, dialog);
  await expect(page.getByText('Дополнительное соглашение успешно отправлено')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Подписано');

  await page.getByRole('link', { name: 'Счета' }).click();
  const invoiceRow = page.getByTestId('account-invoice-row').filter({ hasText: String(invoice.number) });
  await expect(invoiceRow).toContainText('Ожидает подписи');
  await expectAccessibleWithContract(page, 'account invoices');
  await screenshot(page, 'invoices');
  await invoiceRow.getByRole('button', { name: String(invoice.number) }).click();
  const invoiceDialog = page.getByRole('dialog', { name: `Счёт № ${String(invoice.number)}` });
  await expect(invoiceDialog).toContainText('в течение 5 банковских дней');
  await signWithEmulator(page, invoiceDialog);
  await expect(page.getByText('Счёт успешно отправлен')).toBeVisible();
  await expect(invoiceRow).toContainText('На рассмотрении');

  // Staff confirm and pay it: the owner sees it paid.
  await staffPost(request, `/account-invoices/${String(invoice.id)}/confirm`, {});
  await staffPost(request, `/account-invoices/${String(invoice.id)}/paid`, {});
  await page.reload();
  await expect(invoiceRow).toContainText('Оплачен');

  // Last: after a download the browser context opens no new page (axe needs one).
  await page.goto('/documents');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Скачать PDF' }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toBe('contract-1001-ru.pdf');
  expect(fs.readFileSync(await pdf.path()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('An agreement whose start date passed forces its screen, and signing it releases the portal', async ({ page, request }) => {
  test.setTimeout(240_000);
  const number = `DS-EXP-${Date.now() % 100000}`;
  await staffPost(request, '/additional-agreements', { business: DEMO_TAX_NUMBER, number, name: 'Соглашение, вступившее в силу', startDate: tashkentDay(0), file: file('expired.pdf') });
  await page.setViewportSize({ width: 1024, height: 800 });
  await signInReusing(page, request, AGENT);
  await expect(page.getByRole('heading', { name: 'Срок подписания дополнительного соглашения истёк' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Напомнить позже' })).toHaveCount(0);
  // The rest of the portal stays closed.
  await page.goto('/documents/invoice');
  await expect(page).toHaveURL(/\/$/);
  const row = page.getByTestId('agreement-row').filter({ hasText: number });
  await expect(row).toContainText('Срок подписания истёк');
  await expectAccessibleWithContract(page, 'forced agreement');
  await screenshot(page, 'forced');
  await row.getByRole('button', { name: number }).click();
  const dialog = page.getByRole('dialog', { name: `Дополнительное соглашение № ${number}` });
  await expect(dialog).toContainText('Работа в портале приостановлена до его подписания');
  await signWithEmulator(page, dialog);
  await expect(page.getByText('Дополнительное соглашение успешно отправлено')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Срок подписания дополнительного соглашения истёк' })).toBeHidden();
  // An agreement of another run that is not yet due may still wait: it can be postponed.
  const later = page.getByRole('button', { name: 'Напомнить позже' });
  if (await later.isVisible()) await later.click();
  await expect(page.getByRole('heading', { name: 'Есть неподписанное дополнительное соглашение' })).toBeHidden();
  await page.goto('/documents/additional-agreements');
  await expect(page.getByTestId('agreement-row').filter({ hasText: number })).toContainText('Подписано');
});
