// Issue 21 item 4 in a browser: finance staff import a bank statement file (1C client-bank exchange, windows-1251) in
// the console. The answer lists what was credited and what is left unmatched; the same file again credits nothing and
// says the lines were already imported; a malformed file is refused with its line and reason. The owner's deposit
// grows once. axe on each new state.
import iconv from 'iconv-lite';
import { expect, test } from '@playwright/test';
import { menuOf, newStaffUser, signInStaff, staffPage } from './staff-support.ts';
import { AGENT, api, expectNoSeriousAxeViolations, signInReusing, tokenOf } from './support.ts';

const ACCOUNT = '20208000900123456001';

function statement(number: string): Buffer {
  const document = (suffix: string, amount: string, purpose: string) => [
    'СекцияДокумент=Платежное поручение',
    `Номер=${number}${suffix}`,
    'Дата=28.11.2026',
    `Сумма=${amount}`,
    'ПлательщикСчет=20208000100987654001',
    `ПолучательСчет=${ACCOUNT}`,
    `НазначениеПлатежа=${purpose}`,
    'КонецДокумента',
  ];
  const rows = [
    '1CClientBankExchange',
    'ВерсияФормата=1.03',
    'Кодировка=Windows',
    `РасчСчет=${ACCOUNT}`,
    ...document('1', '120000.00', 'Пополнение депозита по договору 1001'),
    ...document('2', '5000.00', 'Оплата без указания договора'),
    'КонецФайла',
  ];
  return iconv.encode(rows.join('\r\n'), 'win1251');
}

test('Finance imports a bank statement file: credited once, unmatched listed, a malformed file refused', async ({ browser, page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInReusing(page, request, AGENT);
  const token = await tokenOf(page);
  const balance = async () => (await api<{ balance: number }>(request, token, 'GET', '/business/balance')).balance;
  const before = await balance();
  const number = Date.now().toString(36).toUpperCase();

  const finance = await newStaffUser(request, 'finance');
  const desk = await staffPage(browser);
  await signInStaff(desk, finance);
  await menuOf(desk).filter({ hasText: 'Деньги' }).click();
  await desk.getByRole('navigation', { name: 'Разделы денег' }).getByRole('link', { name: 'Банковская выписка' }).click();

  const form = desk.getByRole('form', { name: 'Загрузка выписки' });
  await form.getByLabel('Файл выписки').setInputFiles({ name: 'vypiska.txt', mimeType: 'text/plain', buffer: statement(number) });
  await form.getByRole('button', { name: 'Загрузить' }).click();
  await expect(form.getByText('Зачислено: 1, уже были загружены: 0, не распознаны: 1, исходящих пропущено: 0')).toBeVisible();
  await expect(form.getByTestId('import-credited')).toContainText('Пополнение депозита по договору 1001');
  await expect(form.getByTestId('import-unmatched')).toContainText('Оплата без указания договора');
  // The unmatched line waits in the list below for staff to assign it.
  await expect(desk.getByRole('row').filter({ hasText: 'Оплата без указания договора' }).getByLabel('ИНН бизнеса')).toBeVisible();
  await expectNoSeriousAxeViolations(desk, 'statement imported');
  expect(await balance()).toBe(before + 12_000_000);

  // The same file again: nothing credited twice.
  await form.getByRole('button', { name: 'Загрузить' }).click();
  await expect(form.getByText('Зачислено: 0, уже были загружены: 2, не распознаны: 0, исходящих пропущено: 0')).toBeVisible();
  expect(await balance()).toBe(before + 12_000_000);

  // A malformed file: its line and reason, nothing credited.
  const broken = iconv.encode(iconv.decode(statement(`${number}X`), 'win1251').replace('Сумма=120000.00', 'Сумма=сто двадцать'), 'win1251');
  await form.getByLabel('Файл выписки').setInputFiles({ name: 'broken.txt', mimeType: 'text/plain', buffer: broken });
  await form.getByRole('button', { name: 'Загрузить' }).click();
  await expect(form.getByText('Файл выписки не прочитан, ничего не зачислено')).toBeVisible();
  await expect(form.getByText('Строка 8: сумма не является положительным числом')).toBeVisible();
  await expectNoSeriousAxeViolations(desk, 'statement refused');
  expect(await balance()).toBe(before + 12_000_000);
  await desk.close();
});
