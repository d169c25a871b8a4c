// Issue 4 items 3 and 6 in the browser, with Playwright's offline switch: the demo agent loses the connection, takes
// SIMPLE and MOBILE payments (MOBILE from the list, without the lookup), reloads while offline and still finds the
// queue and the catalogue, then comes back online; the server holds exactly one paid invoice per payment. One queued
// payment outgrows the deposit, which another device spent meanwhile: the server refuses it, the queue screen shows
// its code and message, and the payments queued after it still land. A payment queued at a sale point its owner
// closed meanwhile is refused with that reason, and lands once when retried after the point reopens.
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  accountOf,
  AGENT,
  api,
  CHILONZOR,
  DEMO_TAX_NUMBER,
  invoicesOf,
  mobileOffline,
  openWorkspace,
  signInReusing,
  simpleOffline,
  spendDownTo,
  staff,
  tokenOf,
  type InvoiceRow,
} from './support.ts';

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  staff('deposit', DEMO_TAX_NUMBER, '3000000');
});

type SalePointRow = {
  id: string;
  name: string;
  region: { id: number } | null;
  district: { id: number } | null;
  location: [number, number] | null;
  limit: number;
  address: string | null;
  employees: { id: string }[];
  status: 'ACTIVE' | 'INACTIVE';
};

/**
 * The owner opens or closes a sale point from another device: PUT /v1/sale-point with its current fields, the
 * assigned employees included (the call sets them as given).
 */
async function setSalePointStatus(request: APIRequestContext, token: string, id: string, status: SalePointRow['status']) {
  const point = await api<SalePointRow>(request, token, 'GET', `/sale-point/${id}`);
  await api(request, token, 'PUT', '/sale-point', {
    id,
    name: point.name,
    provinceId: point.region?.id,
    districtId: point.district?.id,
    latitude: point.location?.[0],
    longitude: point.location?.[1],
    limitSum: point.limit,
    address: point.address,
    employeeIds: point.employees.map((employee) => employee.id),
    status,
  });
}

test('The agent keeps taking SIMPLE and MOBILE payments offline, reloads, and each lands once when the connection returns', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInReusing(page, request, AGENT);
  await openWorkspace(page);
  await expect(page.getByTestId('connectivity')).toContainText('В сети');

  const token = await tokenOf(page);
  const toza = await api<{ id: string }>(request, token, 'GET', '/agent-merchant/static/toza-hudud');
  const before = await invoicesOf(request, token);
  const { balance } = await api<{ balance: number }>(request, token, 'GET', '/business/balance');
  // The large payment fits the deposit the device last saw; another device will spend it before the queue is sent.
  const bigSom = Math.min(1_900_000, Math.floor(balance / 100) - 100_000);
  expect(bigSom).toBeGreaterThan(200_000);

  await context.setOffline(true);
  await expect(page.getByTestId('connectivity')).toContainText('Нет связи');
  await simpleOffline(page, 'TH-880001', 5_000);
  await mobileOffline(page, '981110001', 5_000);
  await simpleOffline(page, 'TH-889999', bigSom);
  await simpleOffline(page, 'TH-880002', 6_000);
  await mobileOffline(page, '981110002', 7_000);
  await simpleOffline(page, 'TH-880003', 8_000);
  await expect(page.getByTestId('unsent-count')).toContainText('Не отправлено платежей: 6');

  // The account lookup and the card top-up need the server, and say so.
  await page.getByRole('button', { name: /^Пополнение карты С карты на карту/ }).click();
  await expect(page.getByText('Эта услуга требует связи с сервером')).toBeVisible();
  await page.getByRole('button', { name: /^Мобильная связь Все операторы/ }).click();
  await expect(page.getByText('Эта услуга требует связи с сервером')).toBeVisible();

  // A reload with the network cut: the shell, the catalogue and the queue are all still there.
  await page.goto(`/sale-points/${CHILONZOR}`);
  await expect(page.getByRole('region', { name: 'Услуги' }).getByRole('button', { name: /Тоза худуд/ })).toBeVisible();
  await expect(page.getByTestId('unsent-count')).toContainText('Не отправлено платежей: 6');
  await expect(page.getByTestId('offline-strip')).toContainText('Нет связи — данные на');
  await expect(page.getByTestId('queued-payment')).toHaveCount(6);
  await page.getByTestId('queued-payment').first().click();
  await expect(page.getByRole('dialog', { name: 'Ожидает подтверждения' }).getByTestId('pending-receipt')).toContainText('TH-880003');
  await page.getByRole('dialog').getByRole('button', { name: 'Закрыть' }).first().click();

  // Logout waits for the queue.
  await page.getByRole('button', { name: 'Меню профиля' }).click();
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Выход невозможен: есть неотправленные платежи (6)');
  await page.getByRole('button', { name: 'Понятно' }).click();

  // Meanwhile another device spends the deposit: enough is left for the small payments, not for the large one.
  await spendDownTo(request, token, toza.id, 60_000);

  await context.setOffline(false);
  await expect(page.getByTestId('connectivity')).toContainText('В сети');
  await expect(page.getByTestId('unsent-count')).toHaveCount(0, { timeout: 60_000 });
  await expect(page.getByTestId('offline-strip')).toContainText('Отклонено сервером: 1');

  await page.getByRole('link', { name: 'Открыть очередь' }).click();
  await expect(page.getByRole('heading', { name: 'Очередь платежей' })).toBeVisible();
  const refused = page.getByTestId('queue-item');
  await expect(refused).toHaveCount(1);
  await expect(refused).toHaveAttribute('data-state', 'refused');
  await expect(refused).toContainText('Тоза худуд');
  await expect(refused.getByTestId('queue-error')).toContainText('not_enough_money_in_your_balance');
  await expect(refused.getByRole('button', { name: 'Удалить из очереди' })).toBeVisible();

  // The server holds exactly one paid invoice per queued payment, and none paid for the refused one.
  const after = await invoicesOf(request, token);
  const ours = (invoice: InvoiceRow) => /^(TH-88\d{4}|9811100\d\d)$/.test(accountOf(invoice));
  expect(before.filter(ours)).toHaveLength(0);
  const paid = after.filter((invoice) => ours(invoice) && invoice.status.value === 'PAID').map(accountOf);
  expect(paid.sort()).toEqual([
    '981110001',
    '981110002',
    'TH-880001',
    'TH-880002',
    'TH-880003',
  ]);

  // Discarding the refused payment empties the queue; logout is possible again.
  await refused.getByRole('button', { name: 'Удалить из очереди' }).click();
  await expect(page.getByTestId('queue-empty')).toBeVisible();
  await expect(page.getByTestId('offline-strip')).toHaveCount(0);
});

test('A payment queued at a sale point its owner closed meanwhile is refused with the reason, and lands once when retried after it reopens', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  await signInReusing(page, request, AGENT);
  await openWorkspace(page);
  const token = await tokenOf(page);

  await context.setOffline(true);
  await simpleOffline(page, 'TH-890001', 5_000);
  await expect(page.getByTestId('unsent-count')).toContainText('Не отправлено платежей: 1');
  await setSalePointStatus(request, token, CHILONZOR, 'INACTIVE');
  try {
    await context.setOffline(false);
    await expect(page.getByTestId('offline-strip')).toContainText('Отклонено сервером: 1', { timeout: 60_000 });
    await page.getByRole('link', { name: 'Открыть очередь' }).click();
    const refused = page.getByTestId('queue-item');
    await expect(refused).toHaveAttribute('data-state', 'refused');
    await expect(refused.getByTestId('queue-error')).toContainText('sale_point_is_inactive');
    await expect(refused).toContainText('Точка продаж неактивна');
  } finally {
    await setSalePointStatus(request, token, CHILONZOR, 'ACTIVE');
  }

  await page.getByTestId('queue-item').getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByTestId('queue-empty')).toBeVisible({ timeout: 60_000 });
  const ours = (await invoicesOf(request, token)).filter((invoice) => accountOf(invoice) === 'TH-890001');
  expect(ours.map((invoice) => invoice.status.value)).toEqual(['PAID']);
});
