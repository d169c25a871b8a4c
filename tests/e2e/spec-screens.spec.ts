// Issue 25 item 1: the calls that answered with no screen now have one, and the document modals have the spec's widths
// (spec 03 §9). The reward table reads list-for-reward; a sale point's transactions head their list with stat-by-date;
// the owner changes the business logo (set-image); an additional agreement is read in a 1370 px modal and signed in a
// 520 px step by appending to the system's PKCS#7 (E-IMZO emulator), both full screen on a phone. Screens at 360 and
// 1024 px in .tmp/screens/spec-screens-*.png.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { formatSum } from '../../src/shared/money.ts';
import { readSignedData } from '../../src/server/providers/signature/cms.ts';
import { E2E_STAFF_TOKEN } from './env.ts';
import { AGENT, CHILONZOR, DEMO_TAX_NUMBER, signInReusing, startEimzoEmulator, waitForToastsToGo } from './support.ts';

const SCREENS = path.resolve('.tmp/screens');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

let emulator: ChildProcess | null = null;

test.beforeAll(async () => {
  fs.mkdirSync(SCREENS, { recursive: true });
  emulator = await startEimzoEmulator();
});

test.afterAll(() => {
  emulator?.kill('SIGTERM');
});

/** At 1024 and 360 px, with `shown` scrolled into view. */
async function screenshot(page: Page, name: string, shown: Locator) {
  for (const width of [1024, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await shown.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: path.join(SCREENS, `spec-screens-${name}-${width}.png`) });
  }
}

const answerOf = (page: Page, url: string, method = 'GET') =>
  page.waitForResponse((response) => response.url().includes(url) && response.request().method() === method && response.ok());

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

test('The reward table lists the merchants list-for-reward answers, not those that pay no reward', async ({ page, request }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await signInReusing(page, request, AGENT);
  const answer = answerOf(page, '/v1/agent-merchant/list-for-reward');
  await page.goto('/documents/rewards');
  const merchants = ((await (await answer).json()) as { data: { legalName: string | null; agentReward: number }[] }).data;
  expect(merchants.length).toBeGreaterThan(0);
  expect(merchants.every((merchant) => merchant.agentReward > 0)).toBe(true);
  await expect(page.getByTestId('reward-merchant').filter({ hasText: '«Unitel» MChJ' })).toContainText('1,5 %');
  // Perfectum pays no reward: the whole catalogue would list it.
  await expect(page.getByText('Rubicon Wireless Communication')).toHaveCount(0);
});

test("A sale point's transactions show the period's turnover and reward from stat-by-date", async ({ page, request }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await signInReusing(page, request, AGENT);
  const answer = answerOf(page, '/v1/invoice/stat-by-date', 'POST');
  await page.goto(`/sale-points/${CHILONZOR}/invoices`);
  const response = await answer;
  const body = response.request().postDataJSON() as { beginDate: number; endDate: number; salePointId: string };
  expect(body).toMatchObject({ salePointId: CHILONZOR, beginDate: expect.any(Number), endDate: expect.any(Number) });
  const totals = ((await response.json()) as { data: { totalRevenue: number; totalProfitAmount: number } }).data;
  await expect(page.getByTestId('period-revenue')).toHaveText(`${formatSum(totals.totalRevenue)} сум`);
  await expect(page.getByTestId('period-profit')).toHaveText(`${formatSum(totals.totalProfitAmount)} сум`);
  await screenshot(page, 'period-totals', page.getByTestId('period-totals'));
  // Both cards fit a phone's width side by side or stacked, never past its edge.
  for (const card of await page.locator('.iv-totals__card').all()) {
    const box = await boxOf(card);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  }
  // Uzbek Cyrillic on a phone: the labels wrap at word boundaries, nothing runs past its card.
  await page.evaluate(() => localStorage.setItem('agent-portal.locale', JSON.stringify('oz')));
  await page.reload();
  await expect(page.getByText('Давр учун айланма')).toBeVisible();
  await page.getByTestId('period-totals').evaluate((element) => element.scrollIntoView({ block: 'center' }));
  for (const label of await page.locator('.iv-totals__card dt, .iv-totals__card dd').all()) {
    expect(await label.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  }
  await page.screenshot({ path: path.join(SCREENS, 'spec-screens-period-totals-oz-360.png') });
  await page.evaluate(() => localStorage.setItem('agent-portal.locale', JSON.stringify('ru')));

  // The business-wide list names no sale point: it asks for no totals.
  await page.setViewportSize({ width: 1024, height: 800 });
  const listed = answerOf(page, '/v1/invoice/pageable', 'POST');
  await page.goto('/invoices');
  await listed;
  await expect(page.getByTestId('period-totals')).toHaveCount(0);
});

test('The owner changes the business logo on the business page', async ({ page, request }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await signInReusing(page, request, AGENT);
  await page.goto('/profile/business');
  const saved = answerOf(page, '/v1/business/set-image', 'PATCH');
  await page.getByLabel('Выбрать файл логотипа').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  const business = ((await (await saved).json()) as { data: { logo: { id: string; url: string } } }).data;
  await expect(page.getByText('Логотип изменён')).toBeVisible();
  const logo = page.getByTestId('business-logo');
  await expect(logo).toHaveAttribute('src', business.logo.url);
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
  await expect(page.getByRole('button', { name: 'Изменить логотип' })).toBeVisible();
  await waitForToastsToGo(page);
  await screenshot(page, 'business-logo', page.getByRole('button', { name: 'Изменить логотип' }));
});

test('An additional agreement is read in a 1370 px modal and signed in a 520 px step, full screen on a phone, appending to the system signature', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const number = `DS-W-${Date.now() % 100000}`;
  const startDate = new Date(Date.now() + 5 * 3_600_000 + 5 * 86_400_000).toISOString().slice(0, 10);
  const issued = await request.post('/api/staff/v1/additional-agreements', {
    headers: { authorization: `Bearer ${E2E_STAFF_TOKEN}` },
    data: { business: DEMO_TAX_NUMBER, number, name: 'Ширина окна документа', startDate, file: { name: 'agreement.pdf', base64: PDF.toString('base64') } },
  });
  expect(issued.ok(), await issued.text()).toBe(true);

  await page.setViewportSize({ width: 360, height: 740 });
  await signInReusing(page, request, AGENT);
  // An agreement before its start date: the owner postpones it and opens it from the documents section.
  await page.getByRole('button', { name: 'Напомнить позже' }).click();
  await page.goto('/documents/additional-agreements');
  await page.getByTestId('agreement-row').filter({ hasText: number }).getByRole('button', { name: number }).click();
  const dialog = page.getByRole('dialog', { name: `Дополнительное соглашение № ${number}` });
  await expect(dialog).toContainText('Ширина окна документа');

  // A phone: the document and its signing step take the whole screen.
  expect(await boxOf(dialog)).toEqual({ x: 0, y: 0, width: 360, height: 740 });
  await page.screenshot({ path: path.join(SCREENS, 'spec-screens-document-360.png') });
  await dialog.getByRole('button', { name: 'Перейти к подписанию' }).click();
  await expect(dialog.getByRole('list', { name: 'Ключи ЭЦП' })).toBeVisible();
  expect(await boxOf(dialog)).toEqual({ x: 0, y: 0, width: 360, height: 740 });
  await page.screenshot({ path: path.join(SCREENS, 'spec-screens-signing-360.png') });
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(dialog.getByRole('button', { name: 'Перейти к подписанию' })).toBeVisible();

  // A desktop: 1370 px to read, 520 px to sign; a tablet: the document as wide as the screen allows.
  await page.setViewportSize({ width: 1024, height: 800 });
  expect((await boxOf(dialog)).width).toBe(1024 - 48);
  await page.screenshot({ path: path.join(SCREENS, 'spec-screens-document-1024.png') });
  await page.setViewportSize({ width: 1600, height: 900 });
  expect((await boxOf(dialog)).width).toBe(1370);
  await dialog.getByRole('button', { name: 'Перейти к подписанию' }).click();
  await expect(dialog.getByRole('list', { name: 'Ключи ЭЦП' })).toBeVisible();
  expect((await boxOf(dialog)).width).toBe(520);
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.screenshot({ path: path.join(SCREENS, 'spec-screens-signing-1024.png') });

  // The owner's key is appended to the system's PKCS#7: the signature sent carries both signers.
  const sent = page.waitForRequest((request) => request.url().includes('/v1/additional-agreement/sign/') && request.method() === 'POST');
  await dialog.locator('label.ap-key').filter({ hasText: 'DS305123456' }).filter({ hasNotText: '2022' }).first().click();
  await dialog.getByRole('button', { name: 'Подписать', exact: true }).click();
  const { signature } = (await sent).postDataJSON() as { signature: string };
  expect(readSignedData(signature).signerInfos).toHaveLength(2);
  await expect(page.getByText('Дополнительное соглашение успешно отправлено')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('agreement-row').filter({ hasText: number })).toContainText('Подписано');
  await expect(page).toHaveURL(/\/documents\/additional-agreements$/);
});
