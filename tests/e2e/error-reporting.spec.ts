// Issue 22 item 3 in a browser: a client built with VITE_SENTRY_DSN reports an unhandled error of the page, one of
// its service worker and one a React error boundary caught to the DSN's host (a local envelope endpoint here), each
// with the release and without the phone or card number the error held. Its own build and server (the suite's build
// has no DSN, which the bundle benchmark measures).
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { build } from 'vite';
import packageJson from '../../package.json' with { type: 'json' };
import { ROOT, startPortalServer } from '../bench/portal-server.ts';
import { E2E_PORT } from './env.ts';

const CLIENT_DIR = path.join(ROOT, `.tmp/e2e-sentry-client-${E2E_PORT}`);
const DATA_DIR = path.join(ROOT, `.tmp/e2e-sentry-data-${E2E_PORT}`);

type Event = {
  release?: string;
  tags?: Record<string, string>;
  exception?: { values: { value: string }[] };
  contexts?: { react?: { componentStack?: string } };
};
const events: { raw: string; event: Event }[] = [];
let service: http.Server;
let portal: { url: string; stop: () => Promise<void> } | null = null;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  service = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const text = (request.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw).toString('utf8');
      const lines = text.split('\n').filter(Boolean);
      const at = lines.findIndex((line) => line.includes('"type":"event"'));
      if (at >= 0) events.push({ raw: text, event: JSON.parse(lines[at + 1]!) as Event });
      // The browser SDK posts across origins.
      response.writeHead(200, { 'access-control-allow-origin': '*', 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  const dsn = `http://publickey@127.0.0.1:${(service.address() as AddressInfo).port}/9`;
  process.env.VITE_SENTRY_DSN = dsn;
  try {
    await build({ root: ROOT, logLevel: 'warn', build: { outDir: CLIENT_DIR, emptyOutDir: true } });
    // The server gets the DSN too, so its CSP lets the page reach the service.
    portal = await startPortalServer({ clientDir: CLIENT_DIR, dataDir: DATA_DIR });
  } finally {
    delete process.env.VITE_SENTRY_DSN;
  }
});
test.afterAll(async () => {
  await portal?.stop();
  await new Promise((resolve) => service.close(resolve));
});

async function eventWith(text: string): Promise<{ raw: string; event: Event }> {
  await expect.poll(() => events.some((item) => item.raw.includes(text)), { timeout: 15_000 }).toBe(true);
  return events.find((item) => item.raw.includes(text))!;
}

test('the page and its service worker report unhandled errors, scrubbed, with the release', async ({ page, context }) => {
  await page.goto(`${portal!.url}/`);
  await expect(page.getByLabel('Номер телефона')).toBeVisible();
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('page failed for card 8600123456789012 of phone 998901234567');
    });
  });
  const fromPage = await eventWith('page failed for card');
  expect(fromPage.event.release).toBe(packageJson.version);
  expect(fromPage.event.exception?.values[0]?.value).toBe('page failed for card [Filtered] of phone [Filtered]');
  expect(fromPage.raw).not.toContain('8600123456789012');
  expect(fromPage.raw).not.toContain('998901234567');

  // The worker installs with the SDK in it, and reports its own errors.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(() => {
    setTimeout(() => {
      throw new Error('worker failed for phone +998 90 123 45 67');
    });
  });
  const fromWorker = await eventWith('worker failed for phone');
  expect(fromWorker.event.release).toBe(packageJson.version);
  expect(fromWorker.event.tags).toMatchObject({ source: 'service-worker' });
  expect(fromWorker.raw).not.toContain('123 45 67');
});

test('an error a React error boundary catches is reported with its component stack', async ({ browser }) => {
  // No worker, so the screen's chunk is asked of the network, where it is lost: React.lazy throws while rendering
  // and the router's error boundary catches it (createRoot's onCaughtError).
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.route(/\/assets\/register-page-[\w-]+\.js$/, (route) => route.abort());
    await page.goto(`${portal!.url}/`);
    await expect(page.getByLabel('Номер телефона')).toBeVisible();
    await page.getByRole('link', { name: 'Зарегистрироваться' }).click();
    const caught = await eventWith('register-page');
    expect(caught.event.tags).toMatchObject({ source: 'react-boundary' });
    expect(caught.event.release).toBe(packageJson.version);
    // The components it was thrown under (minified names), the lazy screen's Suspense among them.
    expect(caught.event.contexts?.react?.componentStack).toContain('at Suspense');
  } finally {
    await context.close();
  }
});
