// Issue 24 item 1 in the browser: a receipt printed straight to a receipt printer over Web Serial. A fake
// `navigator.serial` (the device API's boundary) records the bytes its port is sent; the test decodes them (cp866) and
// checks them against the receipt: its text, the printed QR command, the cut. A failed write is said on screen with
// "print again"; the printer stays chosen across a reload; a payment sent from the offline queue reprints from the
// queue's history through the same path.
import { expect, test } from '@playwright/test';
import { installFakeSerialPrinter, printedJobs } from './fake-serial-printer.ts';
import { CP866, CUT, decode, includes, payAndOpenReceipt, QR_STORE, RASTER } from './printer-support.ts';
import { AGENT, CHILONZOR, DEMO_TAX_NUMBER, openShift, openWorkspace, signInReusing, simpleOffline, staff } from './support.ts';

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  staff('deposit', DEMO_TAX_NUMBER, '1000000');
});

test('A cashier chooses a serial receipt printer once, prints a test page and a receipt, and is told when it fails', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.addInitScript(installFakeSerialPrinter);
  await page.setViewportSize({ width: 1024, height: 768 });
  await signInReusing(page, request, AGENT);
  await openWorkspace(page);

  const receiptDialog = await payAndOpenReceipt(page, 'TH-240001');
  await expect(receiptDialog.getByTestId('receipt')).toContainText('TH-240001');
  // On a 768 px high tablet the receipt scrolls in its frame and the buttons keep the dialog's padding below them.
  const dialogBox = (await receiptDialog.boundingBox())!;
  const printBox = (await receiptDialog.getByRole('button', { name: 'Печать', exact: true }).boundingBox())!;
  expect(dialogBox.y + dialogBox.height).toBeLessThanOrEqual(768);
  expect(dialogBox.y + dialogBox.height - (printBox.y + printBox.height)).toBeGreaterThanOrEqual(20);

  // Chosen once, with a cutter; the test page prints the same lines as text (cp866) and as a raster image.
  await receiptDialog.getByRole('button', { name: 'Принтер', exact: true }).click();
  const settings = page.getByRole('dialog', { name: 'Принтер чеков' });
  await expect(settings.getByTestId('printer-chosen')).toHaveText('Принтер не выбран: чеки печатаются через диалог печати браузера.');
  await settings.getByRole('button', { name: 'Выбрать принтер: USB или Bluetooth (последовательный порт)' }).click();
  await expect(settings.getByText('Принтер выбран')).toBeVisible();
  await settings.getByText('У принтера есть нож (отрезать чек)').click();
  await settings.getByRole('button', { name: 'Пробная печать' }).click();
  await expect(settings.getByText(/Пробная страница отправлена/)).toBeVisible();
  const [testPage] = await printedJobs(page);
  expect(testPage).toBeDefined();
  expect(includes(testPage!, CP866)).toBe(true);
  expect(decode(testPage!)).toContain('Пробная печать');
  expect(includes(testPage!, RASTER)).toBe(true);
  await settings.getByRole('button', { name: 'Закрыть' }).last().click();
  await expect(settings).toBeHidden();

  // "Печать" goes to the printer, not to the browser's dialog: the receipt's text, its QR code and the cut.
  await receiptDialog.getByRole('button', { name: 'Печать', exact: true }).click();
  await expect.poll(async () => (await printedJobs(page)).length).toBe(2);
  const receipt = (await printedJobs(page))[1]!;
  const text = decode(receipt);
  expect(text).toContain('TH-240001');
  expect(text).toContain('Платёж успешно проведён');
  expect(text).toMatch(/Итого +12 \d{3}(,\d\d)? сум/);
  expect(text).toContain('ИНН 305123456');
  expect(includes(receipt, QR_STORE)).toBe(true);
  expect(includes(receipt.slice(-5), CUT)).toBe(true);

  // The printer fails (paper out, unplugged): said in words, with print again and the browser's dialog.
  await page.evaluate(() => (window.printerFails = true));
  await receiptDialog.getByRole('button', { name: 'Печать', exact: true }).click();
  const failure = receiptDialog.getByRole('alert');
  await expect(failure).toContainText('Чек не напечатан: принтер не ответил');
  await expect(receiptDialog.getByRole('button', { name: 'Печать через браузер' })).toBeVisible();
  await page.evaluate(() => (window.printerFails = false));
  await receiptDialog.getByRole('button', { name: 'Печать ещё раз' }).click();
  await expect(failure).toBeHidden();
  expect(await printedJobs(page)).toHaveLength(3);

  // After a reload the printer is still chosen and found without a prompt.
  await openWorkspace(page);
  const again = await payAndOpenReceipt(page, 'TH-240002');
  await again.getByRole('button', { name: 'Принтер', exact: true }).click();
  await expect(settings.getByTestId('printer-chosen')).toHaveText('Выбран принтер: USB или Bluetooth (последовательный порт)');
  await expect(settings.getByRole('checkbox', { name: 'У принтера есть нож (отрезать чек)' })).toBeChecked();
  await settings.getByText('Печатать чек сразу после успешного платежа').click();
  await settings.getByRole('button', { name: 'Закрыть' }).last().click();
  await again.getByRole('button', { name: 'Печать', exact: true }).click();
  await expect.poll(async () => (await printedJobs(page)).length).toBe(1);
  expect(decode((await printedJobs(page))[0]!)).toContain('TH-240002');

  // Printing by itself after a successful payment: no tap on Печать.
  await again.getByRole('button', { name: 'Закрыть' }).first().click();
  // "Новый платёж" keeps the service (issue 24 item 4).
  await page.getByRole('button', { name: 'Новый платёж' }).click();
  await page.getByLabel('Номер абонента').fill('TH-240003');
  await page.getByLabel('Сумма, сум').fill('12000');
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await page.getByRole('button', { name: 'Оплатить', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Платёж успешно проведён' })).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => (await printedJobs(page)).length).toBe(2);
  expect(decode((await printedJobs(page))[1]!)).toContain('TH-240003');
});

test("From the workspace a printer is chosen, and a shift's Z-report prints on it as well as A4", async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.addInitScript(installFakeSerialPrinter);
  await page.setViewportSize({ width: 1024, height: 768 });
  await signInReusing(page, request, AGENT);
  await openWorkspace(page);
  const bar = await openShift(page, '30000');
  await expect(bar.getByText(/Смена открыта с/)).toBeVisible();

  // The printer is chosen from the workspace itself, as well as from a receipt.
  await page.locator('.ap-ws__header').getByRole('button', { name: 'Принтер', exact: true }).click();
  const settings = page.getByRole('dialog', { name: 'Принтер чеков' });
  await settings.getByRole('button', { name: 'Выбрать принтер: USB или Bluetooth (последовательный порт)' }).click();
  await expect(settings.getByText('Принтер выбран')).toBeVisible();
  await settings.getByRole('button', { name: 'Закрыть' }).last().click();
  await expect(settings).toBeHidden();

  await bar.getByRole('button', { name: 'Закрыть смену' }).click();
  await page.getByLabel('Пересчитано наличных, сум').fill('42000');
  await page.getByRole('button', { name: 'Подтвердить и закрыть' }).click();
  const closed = page.getByRole('dialog');
  await expect(closed.getByTestId('shift-report')).toBeVisible({ timeout: 15_000 });
  await expect(closed.getByRole('button', { name: 'Печать A4' })).toBeVisible();
  await closed.getByRole('button', { name: 'Печать чека' }).click();
  await expect.poll(async () => (await printedJobs(page)).length).toBe(1);
  const report = decode((await printedJobs(page))[0]!);
  expect(report).toContain('Отчёт о смене (Z-отчёт)');
  expect(report).toContain('Chilonzor filiali');
  expect(report).toMatch(/Наличные на начало +30 000 сум/);
  expect(report).toMatch(/Пересчитано +42 000 сум/);
  await closed.getByRole('button', { name: 'Готово' }).click();
  await expect(bar.getByText('Смена не открыта')).toBeVisible();
});

test("A payment queued offline and sent later reprints from the queue's history on the receipt printer", async ({ page, context, request }) => {
  test.setTimeout(120_000);
  await page.addInitScript(installFakeSerialPrinter);
  await page.setViewportSize({ width: 1024, height: 768 });
  await signInReusing(page, request, AGENT);
  await openWorkspace(page);
  await page.locator('.ap-ws__header').getByRole('button', { name: 'Принтер', exact: true }).click();
  const settings = page.getByRole('dialog', { name: 'Принтер чеков' });
  await settings.getByRole('button', { name: 'Выбрать принтер: USB или Bluetooth (последовательный порт)' }).click();
  await expect(settings.getByText('Принтер выбран')).toBeVisible();
  await settings.getByRole('button', { name: 'Закрыть' }).last().click();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('connectivity')).toContainText('Нет связи');
  await simpleOffline(page, 'TH-240101', 12000);
  await page.goto(`/sale-points/${CHILONZOR}/queue`);
  const queued = page.getByTestId('queue-item').filter({ hasText: 'TH-240101' });
  await expect(queued).toHaveAttribute('data-state', 'queued');
  // Not sent yet: no receipt to print.
  await expect(queued.getByRole('button', { name: 'Чек', exact: true })).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByTestId('queue-item')).toHaveCount(0, { timeout: 30_000 });
  await page.getByLabel('Показать проведённые').check();
  const sent = page.getByTestId('queue-item').filter({ hasText: 'TH-240101' });
  await expect(sent).toHaveAttribute('data-state', 'PAID');
  await sent.getByRole('button', { name: 'Чек', exact: true }).click();
  const receiptDialog = page.getByRole('dialog', { name: 'Чек' });
  await expect(receiptDialog.getByTestId('receipt')).toContainText('TH-240101');
  await receiptDialog.getByRole('button', { name: 'Печать', exact: true }).click();
  await expect.poll(async () => (await printedJobs(page)).length).toBe(1);
  const receipt = (await printedJobs(page))[0]!;
  const text = decode(receipt);
  expect(text).toContain('TH-240101');
  expect(text).toContain('Платёж успешно проведён');
  expect(text).toMatch(/Итого +12 \d{3}(,\d\d)? сум/);
  expect(includes(receipt, QR_STORE)).toBe(true);
});
