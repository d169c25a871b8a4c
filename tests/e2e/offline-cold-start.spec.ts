// Issue 4 items 1 and 6: a counter that used the portal online once can start it the next morning with no
// connection. The browser is closed and opened again on the same profile with the network already cut: the service
// worker serves the shell, and the payment workspace shows the last known catalogue with the time it dates from.
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { AGENT, CHILONZOR, launchProfile, openWorkspace, signInReusing, tempProfileDir } from './support.ts';

const NEXT_MORNING_MS = 14 * 60 * 60_000;

/** Every HH:mm (Tashkent time, as the page shows it) from `from` to `to`. */
function minutesBetween(from: number, to: number): string[] {
  const format = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Asia/Tashkent', hour: '2-digit', minute: '2-digit', hour12: false });
  const minutes: string[] = [];
  for (let at = from - (from % 60_000); at <= to; at += 60_000) minutes.push(format.format(at));
  return minutes;
}

/** The stored query cache's profile: whether a fetch of it is under way, and whether it holds the profile. */
function storedProfile(page: Page): Promise<string> {
  return page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('agent-portal.query-cache') ?? 'null') as {
      clientState: { queries: { queryHash: string; state: { fetchStatus: string; data?: unknown } }[] };
    } | null;
    const profile = stored?.clientState.queries.find((query) => query.queryHash === '["profile","current"]');
    return profile ? `${profile.state.fetchStatus} ${profile.state.data ? 'with' : 'without'} data` : 'not stored';
  });
}

test('A cold start offline, and the next one, show the shell and the last known catalogue with the time it dates from', async ({
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
      // The start's refetch of the profile has ended (paused offline, or failed all its attempts, 1 s and 2 s apart)
      // and is stored: the stored copy must still hold the profile for the next start.
      await expect.poll(() => storedProfile(page), { timeout: 15_000 }).toMatch(/^(paused|idle) with data$/);
    } finally {
      await offline.close();
    }

    // And the morning after: a second start offline in a row works as the first did.
    const again = await launchProfile(playwright.chromium, testInfo, profile);
    try {
      await again.setOffline(true);
      const page = again.pages()[0] ?? (await again.newPage());
      await page.goto(`/sale-points/${CHILONZOR}`);
      await expect(page.getByRole('button', { name: 'Меню профиля' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Услуги' }).getByRole('button', { name: /Тоза худуд/ })).toBeVisible();
    } finally {
      await again.close();
    }
  } finally {
    fs.rmSync(profile, { recursive: true, force: true });
  }
});
