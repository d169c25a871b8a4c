// Issue 21 item 3 in the browser: the owner exports the transactions list of the last week as XLSX from the
// "Экспорт" menu; the downloaded file (fetched with the session's bearer and saved from a Blob) opens with exceljs:
// Russian headers, the rows the list shows in its order, money as number cells in so'm and times as date cells in
// Tashkent time.
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { AGENT, api, signInReusing, tokenOf } from './support.ts';

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
