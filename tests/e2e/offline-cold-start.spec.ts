// Issue 4 items 1 and 6: a counter that used the portal online once can start it the next morning with no
// connection. The browser is closed and opened again on the same profile with the network already cut: the service
// worker serves the shell, and the payment workspace shows the last known catalogue with the time it dates from.
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { AGENT, CHILONZOR, launchProfile, openWorkspace, signInReusing, tempProfileDir } from './support.ts';

test('A cold start offline shows the shell and the last known catalogue with the time it dates from', async ({
  playwright,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const profile = tempProfileDir('cold-start');
  try {
    const online = await launchProfile(playwright.chromium, testInfo, profile);
    try {
      const page = online.pages()[0] ?? (await online.newPage());
      await signInReusing(page, request, AGENT);
      await openWorkspace(page);
      await expect(page.getByRole('region', { name: 'Услуги' }).getByRole('button', { name: /Тоза худуд/ })).toBeVisible();
    } finally {
      await online.close();
    }

    const offline = await launchProfile(playwright.chromium, testInfo, profile);
    try {
      await offline.setOffline(true);
      const page = offline.pages()[0] ?? (await offline.newPage());
      const opened = await page.goto(`/sale-points/${CHILONZOR}`);
      expect(opened?.fromServiceWorker(), 'the shell came from the service worker').toBe(true);

      await expect(page.getByTestId('connectivity')).toContainText('Нет связи');
      await expect(page.getByRole('button', { name: 'Меню профиля' })).toBeVisible();
      const services = page.getByRole('region', { name: 'Услуги' });
      await expect(services.getByRole('button', { name: 'Perfectum Mobile' })).toBeVisible();
      await expect(services.getByRole('button', { name: /Тоза худуд/ })).toBeVisible();
      await expect(services.getByRole('button', { name: /^Мобильная связь/ })).toBeVisible();
      await expect(page.getByTestId('offline-strip')).toContainText(/Нет связи — данные на \d\d:\d\d/);
    } finally {
      await offline.close();
    }
  } finally {
    fs.rmSync(profile, { recursive: true, force: true });
  }
});
