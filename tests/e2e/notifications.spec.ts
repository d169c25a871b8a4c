// Issue 21 items 1 and 2 in the browser: the moderation waiting page changes by itself when staff approve (the live
// notification stream), the bell counts and lists the notification, and the service worker shows the push the server
// sent for it in the device's language. The push service is the dev provider's outbox: the test reads the payload
// the server "sent" to this device's subscription and hands it to the worker through Chromium's DevTools protocol
// (ServiceWorker.deliverPushMessage), the boundary where a real push service would. Where the stream cannot be
// opened (a proxy that cuts it), the bell's poll brings the notification and the waiting page still changes by itself.
import { expect, test } from '@playwright/test';
import { NOTIFICATION_PAGE } from '#shared/api/notifications.ts';
import { SERVICE } from './staff-support.ts';
import { api, registerOwner, staff, submitBusiness, waitForServiceWorkerControl } from './support.ts';

const TAX_NUMBER = '304567890';

test('staff approve: the waiting page updates itself, the bell lists it, and the worker shows the push', async ({ page, request, context, baseURL }) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  const { token } = await registerOwner(page, request);
  await submitBusiness(request, token, TAX_NUMBER);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Бизнес на модерации' })).toBeVisible();
  await waitForServiceWorkerControl(page);

  // This device's subscription, as the browser's Push API would hand it over (the dev push service takes any).
  const endpoint = `https://push.example.invalid/e2e/${Date.now()}`;
  const keys = { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' };
  await api(request, token, 'PUT', '/notification/push', { endpoint, keys, language: 'uz' });
  await expect(page.getByRole('button', { name: 'Уведомления', exact: true })).toBeVisible();

  staff('approve-business', TAX_NUMBER);

  // No reload: the stream's event makes the page ask for the profile again.
  await expect(page.getByRole('heading', { name: 'Модерация пройдена' })).toBeVisible({ timeout: 15_000 });
  const bell = page.getByRole('button', { name: 'Уведомления, непрочитанных: 1' });
  await expect(bell).toBeVisible();
  await bell.click();
  const item = page.getByTestId('notification-list').getByRole('menuitem', { name: /Бизнес прошёл модерацию: подпишите договор/ });
  await expect(item).toBeVisible();
  await item.click();
  await expect(page.getByRole('button', { name: 'Уведомления', exact: true })).toBeVisible();

  // The push the server's job sent to the subscription (the dev push outbox).
  let payload: { id: string; kind: string; url: string; language: string } | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/dev/v1/push?endpoint=${encodeURIComponent(endpoint)}`);
        const pushes = ((await answer.json()) as { data: { payload: typeof payload }[] }).data;
        payload = pushes[0]?.payload;
        return payload?.kind ?? null;
      },
      { timeout: 15_000 },
    )
    .toBe('moderation_approved');
  expect(payload).toMatchObject({ url: '/', language: 'uz' });

  // Delivered to the worker as the push service would, through the DevTools protocol.
  const cdp = await context.newCDPSession(page);
  const registrations = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: list }) => {
      const ours = list.find((registration) => registration.scopeURL.startsWith(baseURL!) && !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registrations;
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(baseURL!).origin, registrationId, data: JSON.stringify(payload) });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((shown) => ({ title: shown.title, body: shown.body, tag: shown.tag }));
      }),
    )
    .toEqual([{ title: 'Agent Portal', body: 'Biznes moderatsiyadan oʻtdi: shartnomani imzolang', tag: payload!.id }]);
});

/** The bell's poll while the stream is down (POLL_FALLBACK_MS of features/notifications/api/notifications.ts). */
const POLL_FALLBACK_MS = 30_000;

test('without the live stream the bell polls, and the waiting page still updates itself when staff send it back', async ({ page, request }) => {
  test.setTimeout(POLL_FALLBACK_MS + 90_000);
  // The stream never opens (as behind a proxy that cuts long answers): the bell falls back to polling.
  await page.route('**/v1/notification/events', (route) => route.abort());
  const { token } = await registerOwner(page, request);
  await submitBusiness(request, token, '42001901234567');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Бизнес на модерации' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Уведомления', exact: true })).toBeVisible();

  staff('reject-business', '42001901234567', 'Скан паспорта не читается');

  // No reload: the next poll of the list brings the notification, and the page asks for the profile again.
  await expect(page.getByTestId('moderation-comment')).toHaveText('Скан паспорта не читается', { timeout: POLL_FALLBACK_MS + 20_000 });
  await expect(page.getByRole('button', { name: 'Уведомления, непрочитанных: 1' })).toBeVisible();
});

test('the notifications page shows the newest page and older ones a page at a time', async ({ page, request }) => {
  // One more moderation decision than a page holds: each send-back is a notification of its own.
  const taxNumber = '306789012';
  const { token } = await registerOwner(page, request);
  for (let round = 1; round <= NOTIFICATION_PAGE + 1; round++) {
    await submitBusiness(request, token, taxNumber);
    const answer = await request.post(`/api/staff/v1/businesses/${taxNumber}/reject`, { headers: SERVICE, data: { reason: `Round ${round}` } });
    expect(answer.ok(), await answer.text()).toBe(true);
  }
  await page.goto('/profile/notifications');
  const items = page.locator('.ap-notifications__item');
  const more = page.getByRole('button', { name: 'Показать ещё' });
  await expect(items).toHaveCount(NOTIFICATION_PAGE);
  await expect(items.first()).toContainText('Бизнес возвращён на доработку');
  await more.click();
  await expect(items).toHaveCount(NOTIFICATION_PAGE + 1);
  await expect(more).toHaveCount(0);

  // Reading them all marks every page shown, the older one too.
  await page.getByRole('button', { name: 'Отметить все как прочитанные' }).click();
  await expect(page.locator('.ap-notifications__item--unread')).toHaveCount(0);
  await expect(items).toHaveCount(NOTIFICATION_PAGE + 1);
});
