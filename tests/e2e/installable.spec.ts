import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

// Issue 2, item 6: Chromium must consider the portal an installable app.

type ManifestIcon = { src: string; sizes: string; type: string; purpose?: string };
type WebManifest = {
  id?: string;
  name: string;
  short_name: string;
  start_url: string;
  scope?: string;
  display: string;
  lang?: string;
  description?: string;
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
};

// Width and height from a PNG's IHDR chunk (bytes 16-23, big-endian), after checking the signature.
function pngSize(bytes: Buffer): { width: number; height: number } {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.subarray(0, 8).equals(signature), 'PNG signature').toBe(true);
  expect(bytes.subarray(12, 16).toString('latin1'), 'first chunk').toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function waitForServiceWorkerControl(page: Page): Promise<string> {
  // Polled rather than awaited: a worker the CSP or a script error keeps from activating fails here, by name.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
      message: 'the service worker controls the page',
    })
    .not.toBeNull();
  await page.evaluate(() => navigator.serviceWorker.ready);
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
}

test.describe('The portal installs as an app', () => {
  test('the web manifest names the app, opens standalone and lists usable icons', async ({ page, request }) => {
    await page.goto('/');
    const links = page.locator('link[rel="manifest"]');
    await expect(links).toHaveCount(1);
    const href = await links.getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');

    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/(manifest\+)?json/);
    const manifest = (await response.json()) as WebManifest;

    expect(manifest.name).toBe('Agent Portal');
    expect(manifest.short_name).toBe('Agent Portal');
    expect(manifest.start_url).toBe('/');
    expect(manifest.display).toBe('standalone');
    // Issue 25: the description is in the manifest's language.
    expect(manifest.lang).toBe('ru');
    expect(manifest.description).toMatch(/^[А-Яа-яЁё ,]+$/);
    expect(manifest.theme_color).toBe('#0b6e4f');
    expect(manifest.background_color).toBe('#ffffff');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);

    const purposes = (icon: ManifestIcon) => (icon.purpose ?? 'any').split(/\s+/);
    const wanted = [
      { size: 192, purpose: 'any' },
      { size: 512, purpose: 'any' },
      { size: 512, purpose: 'maskable' },
    ];
    for (const { size, purpose } of wanted) {
      const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}` && purposes(i).includes(purpose));
      expect(icon, `a ${size}px icon with purpose ${purpose}`).toBeDefined();
      expect(icon!.type).toBe('image/png');
    }

    for (const icon of manifest.icons) {
      const answer = await request.get(new URL(icon.src, response.url()).href);
      expect(answer.status(), icon.src).toBe(200);
      expect(answer.headers()['content-type'], icon.src).toBe('image/png');
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(await answer.body()), icon.src).toEqual({ width, height });
    }
  });

  test('a maskable icon fills its whole square, so no launcher shows a transparent edge', async ({ page, request }) => {
    await page.goto('/');
    const manifest = (await (await request.get('/manifest.webmanifest')).json()) as WebManifest;
    const maskable = manifest.icons.find((i) => (i.purpose ?? '').split(/\s+/).includes('maskable'));
    expect(maskable).toBeDefined();
    // Decode in the page (same origin, so the CSP's img-src 'self' applies) and read the corner and edge pixels.
    const alphas = await page.evaluate(async (src) => {
      const bitmap = await createImageBitmap(await (await fetch(src)).blob());
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const last = bitmap.width - 1;
      const points = [[0, 0], [last, 0], [0, last], [last, last], [last >> 1, 0], [0, last >> 1]];
      return points.map(([x, y]) => context.getImageData(x, y, 1, 1).data[3]);
    }, maskable!.src);
    expect(alphas).toEqual([255, 255, 255, 255, 255, 255]);
  });

  test('the service worker controls the page after the first load', async ({ page }) => {
    await page.goto('/');
    const scriptURL = await waitForServiceWorkerControl(page);
    expect(new URL(scriptURL).pathname).toBe('/sw.js');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe('/');
  });

  // Chromium never offers to install from an off-the-record profile ("in-incognito"), and Playwright's contexts
  // are off the record, so this check runs in a persistent profile with the project's own launch options.
  test('Chromium reports no installability errors and the CSP blocks neither the worker nor the manifest', async ({
    playwright,
  }, testInfo) => {
    const { baseURL, launchOptions } = testInfo.project.use;
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-installable-'));
    const context = await playwright.chromium.launchPersistentContext(profile, {
      ...launchOptions,
      baseURL,
      serviceWorkers: 'allow',
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const cspViolations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const seen = ((window as unknown as { __cspViolations?: string[] }).__cspViolations ??= []);
          seen.push(`${event.violatedDirective} ${event.blockedURI}`);
        });
      });

      const response = await page.goto('/');
      expect(response?.headers()['content-security-policy'], 'the server sets a CSP').toBeTruthy();
      await waitForServiceWorkerControl(page);

      const cdp = await context.newCDPSession(page);
      const { errors: manifestErrors, data } = await cdp.send('Page.getAppManifest');
      expect(data, 'Chromium fetched the manifest').toBeTruthy();
      expect(manifestErrors).toEqual([]);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);

      const inPage = await page.evaluate(
        () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
      );
      expect([...cspViolations, ...inPage]).toEqual([]);
    } finally {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  });
});
