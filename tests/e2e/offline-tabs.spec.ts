// Issue 4 item 6, DESIGN §6: one drainer per origin. Two tabs of one browser queue payments offline into the same
// outbox; when the connection returns both tabs are awake, yet the Web Lock lets only one of them send: each payment
// is posted once (one request per Idempotency-Key) and the server holds exactly one paid invoice each. When the tab
// holding the lock is closed, the other one takes over.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  AGENT,
  api,
  DEMO_TAX_NUMBER,
  EMPLOYEE,
  invoicedAccounts,
  mobileOffline,
  openWorkspace,
  signIn,
  signInReusing,
  simpleOffline,
  staff,
  tokenOf,
} from './support.ts';

const OURS = /^(TH-62\d{4}|98162\d{4})$/;

test.beforeAll(() => {
  staff('deposit', DEMO_TAX_NUMBER, '1000000');
});

test('Two tabs on the same queue send each payment once when the connection returns, and one goes on when the other closes', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  await signInReusing(page, request, AGENT);
  await openWorkspace(page);
  const second = await context.newPage();
  await openWorkspace(second);
  const token = await tokenOf(page);
  expect(await invoicedAccounts(request, token, OURS)).toEqual([]);

  const payKeys: string[] = [];
  context.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname.endsWith('/pay')) payKeys.push(sent.headers()['idempotency-key'] ?? '');
  });

  await context.setOffline(true);
  await simpleOffline(page, 'TH-620001', 5_000);
  await mobileOffline(second, '981620001', 6_000);
  await simpleOffline(second, 'TH-620002', 7_000);
  await mobileOffline(page, '981620002', 8_000);
  // Each tab sees the other's payments: one outbox.
  for (const tab of [page, second]) await expect(tab.getByTestId('unsent-count')).toContainText('Не отправлено платежей: 4');

  await context.setOffline(false);
  const drained = (tab: Page) => expect(tab.getByTestId('queued-payment')).toHaveCount(0, { timeout: 60_000 });
  await Promise.all([drained(page), drained(second)]);

  expect(await invoicedAccounts(request, token, OURS)).toEqual([
    '981620001 PAID',
    '981620002 PAID',
    'TH-620001 PAID',
    'TH-620002 PAID',
  ]);
  expect(payKeys).toHaveLength(4);
  expect(new Set(payKeys).size, 'one pay request per payment').toBe(4);

  // The tab that took the lock first is closed with payments queued: the other one takes over the sending.
  await context.setOffline(true);
  await simpleOffline(second, 'TH-620003', 9_000);
  await mobileOffline(page, '981620003', 10_000);
  await page.close();
  await context.setOffline(false);
  await drained(second);
  expect(await invoicedAccounts(request, token, OURS)).toEqual([
    '981620001 PAID',
    '981620002 PAID',
    '981620003 PAID',
    'TH-620001 PAID',
    'TH-620002 PAID',
    'TH-620003 PAID',
  ]);
  expect(new Set(payKeys).size, 'one pay request per payment').toBe(6);
  expect(payKeys).toHaveLength(6);
});

/** The tab's next agent API call (not the renewal itself) is answered as if its access token had expired. */
async function expireOnce(tab: Page): Promise<void> {
  let expired = false;
  await tab.route('**/api/*/v1/**', (route) => {
    if (expired || route.request().url().endsWith('/auth/refresh')) return route.fallback();
    expired = true;
    return route.fulfill({ status: 401, json: { data: { message: 'unauthorized' } } });
  });
}

/** The session the tab stored is still alive on the server. */
async function stillSignedIn(tab: Page, request: APIRequestContext): Promise<void> {
  await expect(tab.getByRole('button', { name: 'Меню профиля' })).toBeVisible();
  await api(request, await tokenOf(tab), 'GET', '/profile');
}

// The session is shared by the tabs too. Renewing it rotates the refresh token and ends the old access token at once
// (DESIGN §4), so the other tab must pick the new pair up, and two tabs renewing at once (both back online after the
// token expired) must not both present the same refresh token: a rotated one makes the server end every session of
// the device, and the queue would stop with it. The employee's own session is used, so the agent's session the
// other tests reuse is never rotated.
test('Two tabs stay signed in when the session is renewed, by one tab or by both at once on reconnect', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, request, EMPLOYEE.phone, EMPLOYEE.pin);
  await openWorkspace(page);
  const second = await context.newPage();
  await openWorkspace(second);

  // One tab renews: the other one goes on with the renewed pair.
  await expireOnce(page);
  const renewed = page.waitForResponse((answer) => answer.url().endsWith('/auth/refresh') && answer.ok());
  await page.getByRole('link', { name: 'Транзакции' }).click();
  await renewed;
  await expect(page.getByTestId('invoice-row').first()).toBeVisible();
  await second.getByRole('link', { name: 'Транзакции' }).click();
  await expect(second.getByTestId('invoice-row').first()).toBeVisible();
  await stillSignedIn(page, request);
  await stillSignedIn(second, request);

  // Both tabs find the token expired the moment the connection returns, while a queued payment waits.
  await context.setOffline(true);
  for (const tab of [page, second]) {
    await tab.getByRole('link', { name: 'Платежи' }).click();
    await expect(tab.getByRole('region', { name: 'Услуги' })).toBeVisible();
    await expireOnce(tab);
  }
  await simpleOffline(second, 'TH-650001', 5_000);
  await context.setOffline(false);
  // The drainer sends it with the renewed session.
  await expect(second.getByTestId('queued-payment')).toHaveCount(0, { timeout: 60_000 });
  await stillSignedIn(page, request);
  await stillSignedIn(second, request);
});
