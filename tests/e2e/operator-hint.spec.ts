// Issue 25 item 4: a Beeline number typed on Ucell's tile said only 'Неверный префикс номера'. The form names the
// operator the number belongs to and opens it with the number kept; the card top-up has one name everywhere.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { AGENT, openWorkspace, signInReusing, tokenOf } from './support.ts';

test('A number of another operator offers that operator, and its flow opens with the number', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInReusing(page, request, AGENT);
  await openWorkspace(page);
  await page.getByRole('region', { name: 'Услуги' }).getByRole('button', { name: 'Ucell' }).click();
  await page.getByLabel('Номер телефона').fill('901234567');
  await page.getByLabel('Сумма, сум').fill('5000');
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await expect(page.getByText('Номер оператора Beeline')).toBeVisible();
  await expect(page.getByText('Неверный префикс номера')).toHaveCount(0);
  await page.screenshot({ path: path.resolve('.tmp/screens/operator-hint-360.png') });
  await page.getByRole('button', { name: 'Открыть Beeline' }).click();
  await expect(page.getByRole('heading', { name: 'Beeline' })).toBeVisible();
  await expect(page.getByLabel('Номер телефона')).toHaveValue('90 123 45 67');
  await page.getByLabel('Сумма, сум').fill('5000');
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await expect(page.getByText('Итого к оплате')).toBeVisible();
});

test('The card top-up is named the same on its tile and in the list of payments', async ({ page, request }) => {
  await signInReusing(page, request, AGENT);
  await openWorkspace(page);
  await expect(page.getByRole('button', { name: /Пополнение карты/ }).first()).toBeVisible();
  // The service behind it (its name in the transactions, the recent payments and the receipt).
  const answer = await request.get('/api/agent/v1/agent-merchant/static/P2P', { headers: { Authorization: `Bearer ${await tokenOf(page)}` } });
  const { data } = (await answer.json()) as { data: { name: { ru: string } } };
  expect(data.name.ru).toBe('Пополнение карты');
});
