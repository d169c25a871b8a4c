// Issue 21 item 3 in the browser: the owner exports the transactions list of the last week as XLSX from the
// "Экспорт" menu; the downloaded file (fetched with the session's bearer and saved from a Blob) opens with exceljs:
// Russian headers, the rows the list shows in its order, money as number cells in so'm and times as date cells in
// Tashkent time. The shifts tab exports its filtered shifts as CSV: UTF-8 with a BOM, `;` and a decimal comma.
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { AGENT, api, CHILONZOR, EMPLOYEE, signInReusing, tokenOf } from './support.ts';

const TASHKENT_OFFSET_MS = 5 * 3_600_000;

test('the transactions screen downloads its filtered rows as an XLSX that opens with number and date cells', async ({ page, request }) => {
  await signInReusing(page, request, AGENT);
  const end = Date.now();
  const start = end - 7 * 86_400_000;
  await page.goto(`/invoices?period=${start}-${end}`);
  await expect(page.getByTestId('invoice-row').first()).toBeVisible();

  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Экспорт' }).click();
  await page.getByRole('menuitem', { name: 'Excel (XLSX)' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const file = await download.path();

  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.worksheets[0]!;
  expect(sheet.name).toBe('Платежи');
  expect(sheet.getRow(1).values).toEqual([
    undefined,
    'Номер',
    'Время платежа',
    'Статус',
    'Услуга',
    'Лицевой счёт',
    'Точка продаж',
    'Кассир',
    'Сумма, сум',
    'Комиссия, сум',
    'Итого, сум',
    'Вознаграждение, сум',
    'Создан',
  ]);

  // The same filters as the screen's list (the period, newest change first): the same rows in the same order.
  type Row = { number: string; amount: { value: number }; createdDate: string };
  const listed = await api<{ content: Row[]; totalElements: number }>(request, await tokenOf(page), 'POST', '/invoice/pageable', {
    perPage: 1000,
    sort: { name: 'modifiedDate', direction: 'desc' },
    search: [
      { key: 'createdDate', operation: '>=', value: start },
      { key: 'createdDate', operation: '<=', value: end },
    ],
  });
  expect(listed.content.length).toBeGreaterThan(0);
  expect(sheet.rowCount - 1).toBe(listed.totalElements);
  for (const [index, invoice] of listed.content.entries()) {
    const row = sheet.getRow(index + 2);
    expect(row.getCell(1).value).toBe(invoice.number);
    expect(row.getCell(8).type).toBe(ExcelJS.ValueType.Number);
    expect(row.getCell(8).value).toBe(invoice.amount.value / 100);
    expect(row.getCell(12).type).toBe(ExcelJS.ValueType.Date);
    expect((row.getCell(12).value as Date).getTime()).toBe(Date.parse(invoice.createdDate) + TASHKENT_OFFSET_MS);
  }
});

/** One call of the employee API (a cashier's shift) with `token`. */
async function employeeCall(request: APIRequestContext, token: string, path: string, body: object) {
  const answer = await request.post(`/api/employee/v1${path}`, {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': `export-${path}-${Date.now()}` },
    data: body,
  });
  expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
}

test('the shifts tab downloads the shifts its filters select as a CSV that opens with Cyrillic and numbers', async ({ page, request, browser }) => {
  // A shift closed 1 000 so'm short, by the cashier.
  const cashier = await browser.newPage();
  await signInReusing(cashier, request, EMPLOYEE);
  const cashierToken = await tokenOf(cashier);
  await cashier.close();
  await employeeCall(request, cashierToken, '/shift/open', { salePointId: CHILONZOR, openingCash: 20_000_00 });
  await employeeCall(request, cashierToken, '/shift/close', { salePointId: CHILONZOR, countedCash: 19_000_00 });

  await signInReusing(page, request, AGENT);
  await page.goto('/shifts?difference=1');
  const rows = page.getByTestId('shift-row');
  await expect(rows.first()).toBeVisible();
  const shown = await rows.count();

  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Экспорт' }).click();
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/^shifts-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = fs.readFileSync(await download.path());
  // The BOM that makes a spreadsheet program read UTF-8, then CRLF lines of `;`-separated fields.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n').filter((line) => line !== '');
  const header = lines[0]!.split(';');
  expect(header).toContain('Расхождение, сум');
  // The rows the screen shows for the same filter: every one with a difference, ours 1 000 so'm short.
  const data = lines.slice(1).map((line) => line.split(';'));
  expect(data).toHaveLength(shown);
  const difference = header.indexOf('Расхождение, сум');
  for (const row of data) expect(row[difference]).toMatch(/^-?\d+,\d{2}$/);
  expect(data.every((row) => row[difference] !== '0,00')).toBe(true);
  expect(data.some((row) => row[difference] === '-1000,00')).toBe(true);
});
