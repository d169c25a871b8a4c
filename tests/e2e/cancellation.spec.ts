// Issue 3 items 6 and 8 (spec 02 §2, §4, §8): a cancellation request made in the transactions screen, approved by
// staff through the CLI, cancels the invoice and refunds the deposit.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn, staff } from './support.ts';
import { formatSum } from '../../src/shared/money.ts';

const CHILONZOR = '01900000-0000-7000-8000-000000000101';
const BEELINE = '01900000-0000-7000-8002-000000000001';
const DEMO_TAX_NUMBER = '305123456';

// A sign-in may wait up to a minute for the phone's next code (see signIn).
test.describe.configure({ timeout: 150_000 });

/** The agent's API, with the token of the session signed in on the page. */
async function agentApi(page: Page, request: APIRequestContext) {
  const session = JSON.parse((await page.evaluate(() => localStorage.getItem('agent-portal.session'))) ?? '{}');
  const headers = { authorization: `Bearer ${session.accessToken as string}` };
  const call = async (method: 'GET' | 'POST', url: string, data?: unknown, key?: string) => {
    const answer = await request.fetch(`/api/agent/v1${url}`, {
      method,
      data,
      headers: key ? { ...headers, 'Idempotency-Key': key } : headers,
    });
    expect(answer.ok(), `${method} ${url}: ${await answer.text()}`).toBe(true);
    return (await answer.json()).data;
  };
  return { call, balance: async () => (await call('GET', '/business/balance')).balance as number };
}

test('A cancellation request is created, the staff CLI approves it, and the invoice shows CANCELED with the deposit refunded', async ({
  page,
  request,
}) => {
  await signIn(page, request, '998900000001', '111111');
  await expect(page.getByRole('heading', { name: 'Точки продаж' })).toBeVisible();
  const api = await agentApi(page, request);

  // Fund the deposit, then take a Beeline payment at Chilonzor through the API (an account ending in 500 is paid).
  expect(staff('deposit', DEMO_TAX_NUMBER, '1000000')).toContain('credited');
  const before = await api.balance();
  const created = await api.call(
    'POST',
    '/invoice',
    { salePointId: CHILONZOR, agentMerchantId: BEELINE, account: '901234500', amount: 1_500_000, requestDate: Date.now() },
    crypto.randomUUID(),
  );
  const paid = await api.call('POST', '/pay', { invoiceNumber: created.invoiceNumber }, crypto.randomUUID());
  expect(paid.invoice.status.value).toBe('PAID');
  const number: string = paid.invoice.number;
  expect(await api.balance()).toBeLessThan(before);

  // The transactions list opens on today; the payment's panel offers the cancellation.
  await page.getByRole('navigation', { name: 'Меню бизнеса' }).getByRole('link', { name: 'Транзакции' }).click();
  await expect(page).toHaveURL(/\/invoices\?period=\d+-\d+$/);
  const row = page.getByTestId('invoice-row').filter({ hasText: `№ ${number}` });
  await row.click();
  const panel = page.getByRole('dialog', { name: `Транзакция № ${number}` });
  await expect(panel.getByText('Оплачен')).toBeVisible();
  await expect(panel.getByText('+998 90 123 45 00')).toBeVisible();
  await panel.getByRole('button', { name: 'Отменить платёж' }).click();
  await panel.getByLabel(/Причина отмены/).fill('Клиент ошибся номером');
  await panel.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(page.getByText('Заявка принята')).toBeVisible();
  // spec 02 §4: sent in this session, the action is gone at once.
  await expect(panel.getByRole('button', { name: 'Отменить платёж' })).toHaveCount(0);
  await expect(panel.getByText(/Заявка на отмену отправлена/)).toBeVisible();
  await page.keyboard.press('Escape');

  // The cancellations tab shows the request waiting.
  await page.getByRole('link', { name: 'Заявки на отмену' }).click();
  await expect(page).toHaveURL(/\/applications\?period=\d+-\d+$/);
  const applicationRow = page.getByTestId('application-row').filter({ hasText: `№ ${number}` });
  await expect(applicationRow).toContainText('На рассмотрении');
  // From the keyboard: the request's number is the row's button, and focus comes back to it.
  const openApplication = applicationRow.getByRole('button', { name: /^№ \d+$/ });
  await openApplication.focus();
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: /^Заявка № / });
  await expect(details.getByText(/рассматривается до 12 часов/)).toBeVisible();
  await expect(details.getByText('Клиент ошибся номером')).toBeVisible();
  const applicationNumber = (await details.getByRole('heading').textContent())!.replace(/\D/g, '');
  await page.keyboard.press('Escape');
  await expect(openApplication).toBeFocused();

  // Staff approve it: the invoice is cancelled and the deposit refunded.
  expect(staff('approve', applicationNumber)).toContain(`invoice ${number} canceled`);
  await page.reload();
  await expect(applicationRow).toContainText('Одобрена');
  await page.getByRole('link', { name: 'Транзакции', exact: true }).last().click();
  await expect(row).toContainText('Отменён');
  await row.click();
  const canceled = page.getByRole('dialog', { name: `Транзакция № ${number}` });
  await expect(canceled.getByText('Отменён')).toBeVisible();
  await expect(canceled.getByRole('button', { name: 'Отменить платёж' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  expect(await api.balance()).toBe(before);
  await page.reload();
  await expect(page.getByTestId('deposit-balance')).toHaveText(`${formatSum(before)} сум`);

  // A payment never paid offers no cancellation at all: only a PAID transaction can have an application.
  const unpaid = await api.call(
    'POST',
    '/invoice',
    { salePointId: CHILONZOR, agentMerchantId: BEELINE, account: '901234500', amount: 1_000_000, requestDate: Date.now() },
    crypto.randomUUID(),
  );
  await page.reload();
  await page.getByTestId('invoice-row').filter({ hasText: `№ ${unpaid.invoiceNumber as string}` }).click();
  const open = page.getByRole('dialog', { name: `Транзакция № ${unpaid.invoiceNumber as string}` });
  await expect(open.getByText('Создан', { exact: true })).toBeVisible();
  await expect(open.getByRole('button', { name: 'Отменить платёж' })).toHaveCount(0);
});
