// Issue 4 items 1 and 6: a counter that used the portal online once can start it the next morning with no
// connection. The browser is closed and opened again on the same profile with the network already cut: the service
// worker serves the shell, and the payment workspace shows the last known catalogue with the time it dates from.
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { AGENT, CHILONZOR, launchProfile, openWorkspace, signInReusing, tempProfileDir } from './support.ts';

const NEXT_MORNING_MS = 14 * 60 * 60_000;

/** Every HH:mm (Tashkent time, as the page shows it) from `from` to `to`. */
function minutesBetween(from: number, to: number): string[] {
  const format = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Asia/Tashkent', hour: '2-digit', minute: '2-digit', hour12: false });
  const minutes: string[] = [];
  for (let at = from - (from % 60_000); at <= to; at += 60_000) minutes.push(format.format(at));
  return minutes;
}

test('A cold start offline shows the shell and the last known catalogue with the time it dates from', async ({
  playwright,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const profile = tempProfileDir('cold-start');
  try {
    const online = await launchProfile(playwright.chromium, testInfo, profile);
    const syncedFrom = Date.now();
    try {
      const page = online.pages()[0] ?? (await online.newPage());
      await signInReusing(page, request, AGENT);
      await openWorkspace(page);
      await expect(page.getByRole('region', { name: 'Услуги' }).getByRole('button', { name: /Тоза худуд/ })).toBeVisible();
    } finally {
      await online.close();
    }
    const syncedTo = Date.now();

    const offline = await launchProfile(playwright.chromium, testInfo, profile);
    try {
      await offline.setOffline(true);
      // The next morning, as far as the page can tell: the indicator must name when the data was fetched, not now.
      await offline.clock.install({ time: syncedTo + NEXT_MORNING_MS });
      const page = offline.pages()[0] ?? (await offline.newPage());
      const opened = await page.goto(`/sale-points/${CHILONZOR}`);
      expect(opened?.fromServiceWorker(), 'the shell came from the service worker').toBe(true);
      expect(await page.evaluate(() => Date.now())).toBeGreaterThanOrEqual(syncedTo + NEXT_MORNING_MS);

      await expect(page.getByTestId('connectivity')).toContainText('Нет связи');
      await expect(page.getByRole('button', { name: 'Меню профиля' })).toBeVisible();
      const services = page.getByRole('region', { name: 'Услуги' });
      await expect(services.getByRole('button', { name: 'Perfectum Mobile' })).toBeVisible();
      await expect(services.getByRole('button', { name: /Тоза худуд/ })).toBeVisible();
      await expect(services.getByRole('button', { name: /^Мобильная связь/ })).toBeVisible();
      const strip = page.getByTestId('offline-strip');
      await expect(strip).toContainText(/Нет связи — данные на \d\d:\d\d/);
      const asOf = (await strip.textContent())!.match(/данные на (\d\d:\d\d)/)![1];
      expect(minutesBetween(syncedFrom, syncedTo)).toContain(asOf);
    } finally {
      await offline.close();
    }
  } finally {
    fs.rmSync(profile, { recursive: true, force: true });
  }
});
