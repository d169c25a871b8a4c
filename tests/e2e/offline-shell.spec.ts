import { expect, test, type Page } from '@playwright/test';

// Issue 2, item 7: the shell is precached by the service worker (sw/sw.ts), so a counter that loses its
// connection can still reload the portal.

async function expectShell(page: Page): Promise<void> {
  await expect(page).toHaveTitle('Agent Portal');
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.locator('input[type="tel"]').first()).toBeVisible();
}

async function waitForServiceWorkerControl(page: Page): Promise<void> {
  // Polled rather than awaited: a worker the CSP or a script error keeps from activating fails here, by name.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
      message: 'the service worker controls the page',
    })
    .not.toBeNull();
  await page.evaluate(() => navigator.serviceWorker.ready);
}

test.describe('The app shell works offline', () => {
  test('With the network cut, the reloaded page still shows the app shell', async ({ page, context }) => {
    await page.goto('/');
    await expectShell(page);
    await waitForServiceWorkerControl(page);

    await context.setOffline(true);
    // The network really is cut: the API (which the worker never caches) cannot be reached.
    const apiReachable = await page.evaluate(() =>
      fetch('/api/agent/v1/setting/all', { cache: 'no-store' }).then(
        () => true,
        () => false,
      ),
    );
    expect(apiReachable).toBe(false);

    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker(), 'the page came from the service worker').toBe(true);
    await expectShell(page);
  });

  test('With the network cut, opening a deep link still shows the app shell', async ({ page, context }) => {
    await page.goto('/');
    await waitForServiceWorkerControl(page);

    await context.setOffline(true);
    // Not a precached URL: the navigation fallback answers with the precached index.html.
    const opened = await page.goto('/profile/security');
    expect(opened?.fromServiceWorker(), 'the page came from the service worker').toBe(true);
    await expectShell(page);
  });
});
