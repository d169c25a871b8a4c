// Issue 14 item 4: the phone change asks for the current PIN before the new phone, so an access token alone cannot
// move the account; a wrong PIN is refused on the spot, the right one leads to the new phone and its code.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { lastCode, signIn } from './support.ts';

/** A registered account with its names, made through the API so the test starts at the profile. */
async function register(request: APIRequestContext, phone: string, password: string): Promise<void> {
  const sent = await request.post('/api/agent/v1/otp/for-sign-up', { data: { phone } });
  expect(sent.ok()).toBe(true);
  const otpToken = ((await sent.json()) as { data: { token: string } }).data.token;
  const confirmed = await request.post('/api/agent/v1/otp/confirm-otp', {
    data: { otpToken, otp: await lastCode(request, phone), trusted: false },
  });
  const confirmToken = ((await confirmed.json()) as { data: { confirmToken: string } }).data.confirmToken;
  const set = await request.post('/api/agent/v1/otp/set-password', { data: { confirmToken, password } });
  const { accessToken } = ((await set.json()) as { data: { auth: { accessToken: string } } }).data.auth;
  const named = await request.post('/api/agent/v1/profile', {
    data: { firstName: 'Nodira', lastName: 'Saidova' },
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(named.ok()).toBe(true);
}

test('A user confirms the PIN, then moves the account to a new phone with the code sent to it', async ({ page, request }, testInfo) => {
  const stamp = String(Date.now()).slice(-7);
  const phone = `99894${stamp}`;
  const newLocal = `95${stamp}`;
  await register(request, phone, '246810');
  await signIn(page, request, phone, '246810');

  await page.goto('/profile/security');
  await page.getByRole('tab', { name: 'Аккаунт' }).click();
  await page.getByRole('listitem').filter({ hasText: 'Номер телефона' }).getByRole('button', { name: 'Изменить' }).click();
  const dialog = page.getByRole('dialog', { name: 'Изменить номер телефона' });
  await expect(dialog.getByText('Чтобы изменить номер, подтвердите, что это вы: введите текущий PIN-код.')).toBeVisible();
  await dialog.getByLabel('Текущий PIN-код').fill('000000');
  await dialog.getByRole('button', { name: 'Продолжить' }).click();
  await expect(dialog.getByText('Текущий PIN-код введён неверно')).toBeVisible();
  await expect(dialog.getByLabel('Текущий PIN-код')).toHaveValue('');
  await page.screenshot({ path: testInfo.outputPath('phone-change-pin-ru-1280.png') });
  if (process.env.SCREENSHOTS) {
    // The PIN step at a phone's and a tablet's width, in ru and in Uzbek Cyrillic (looked at by hand).
    for (const locale of ['ru', 'oz']) {
      await page.evaluate((value) => localStorage.setItem('agent-portal.locale', JSON.stringify(value)), locale);
      for (const width of [360, 1024]) {
        await page.setViewportSize({ width, height: 760 });
        await page.goto('/profile/security');
        await page.getByRole('tab').first().click();
        await page.getByRole('listitem').nth(1).getByRole('button').click();
        await page.getByRole('dialog').locator('input').first().fill('2468');
        await page.screenshot({ path: testInfo.outputPath(`phone-change-pin-${locale}-${width}.png`) });
      }
    }
    await page.evaluate(() => localStorage.setItem('agent-portal.locale', JSON.stringify('ru')));
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto('/profile/security');
    await page.getByRole('tab', { name: 'Аккаунт' }).click();
    await page.getByRole('listitem').filter({ hasText: 'Номер телефона' }).getByRole('button', { name: 'Изменить' }).click();
  }

  await dialog.getByLabel('Текущий PIN-код').fill('246810');
  await dialog.getByRole('button', { name: 'Продолжить' }).click();
  await dialog.getByLabel('Новый номер телефона').fill(newLocal);
  await dialog.getByRole('button', { name: 'Получить код' }).click();
  await expect(dialog.getByLabel('Код подтверждения')).toBeVisible();
  const code = await lastCode(request, `998${newLocal}`);

  // Closed, and the page reloaded, within the code's 60 s: asking again for the same phone (which the server refuses
  // until the minute is over) leads back to the code already sent, with the time left, instead of a dead end.
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await page.reload();
  await page.getByRole('tab', { name: 'Аккаунт' }).click();
  await page.getByRole('listitem').filter({ hasText: 'Номер телефона' }).getByRole('button', { name: 'Изменить' }).click();
  await dialog.getByLabel('Текущий PIN-код').fill('246810');
  await dialog.getByRole('button', { name: 'Продолжить' }).click();
  await dialog.getByLabel('Новый номер телефона').fill(newLocal);
  await dialog.getByRole('button', { name: 'Получить код' }).click();
  await expect(dialog.getByRole('button', { name: /^Отправить код повторно через \d+ с$/ })).toBeDisabled();
  const outbox = (await (await request.get(`/api/dev/v1/sms?phone=998${newLocal}`)).json()) as { data: unknown[] };
  expect(outbox.data).toHaveLength(1);
  await dialog.getByLabel('Код подтверждения').fill(code);
  await dialog.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page.getByText('Номер телефона успешно обновлён')).toBeVisible();
  await expect(page.getByText(`+998 ${newLocal.slice(0, 2)} ${newLocal.slice(2, 5)}`)).toBeVisible();
  // The old phone was told.
  const told = (await (await request.get(`/api/dev/v1/sms?phone=${phone}`)).json()) as { data: { text: string }[] };
  expect(told.data[0]!.text).toContain(newLocal.slice(-2));
});
