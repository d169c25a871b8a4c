// Offline benchmark, measurement 3 (issue 4 item 7): the cold offline start to an interactive workspace in
// Chromium. The production build on the real server; the demo agent signs in and opens the Chilonzor workspace once
// online, so the service worker holds the shell and the device copy (Dexie) holds the catalogue. Then, again and
// again, a new page opens the workspace as a tablet reopening the installed app does: with the connection cut,
// and, as the reference in the same run, with it up. "Interactive" is the moment the search field and a merchant of
// the catalogue are on screen, read inside the page as time since navigation start.
import path from 'node:path';
import { chromium, request as playwrightRequest, type BrowserContext } from '@playwright/test';
import { build } from 'vite';
import { signIn } from '../../e2e/support.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../chromium.ts';
import { ROOT, startPortalServer } from '../portal-server.ts';

const APP_DIST = path.join(ROOT, '.tmp/bench-offline-app');
const DATA_DIR = path.join(ROOT, '.tmp/bench-offline-data');
const WORKSPACE = '/sale-points/01900000-0000-7000-8000-000000000101';
const STARTS = 9;

export type ColdStart = { offlineMs: number; onlineMs: number };

/** Opens the workspace in a new page and returns the in-page time at which it became interactive. */
async function startWorkspace(context: BrowserContext, url: string): Promise<number> {
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const ready = await page.waitForFunction(
      () => {
        const search = document.querySelector('input[type="search"]');
        const merchant = [...document.querySelectorAll('button')].some((button) => button.textContent?.includes('Тоза худуд'));
        return search && merchant ? performance.now() : null;
      },
      undefined,
      { polling: 'raf', timeout: 30_000 },
    );
    return (await ready.jsonValue()) as number;
  } finally {
    await page.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function measureColdStart(): Promise<ColdStart> {
  await build({ root: ROOT, logLevel: 'warn', build: { outDir: APP_DIST, emptyOutDir: true } });
  const server = await startPortalServer({ clientDir: APP_DIST, dataDir: DATA_DIR });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const api = await playwrightRequest.newContext({ baseURL: server.url });
  try {
    const context = await browser.newContext({ baseURL: server.url, locale: 'ru-RU', timezoneId: 'Asia/Tashkent' });
    const first = await context.newPage();
    await signIn(first, api, '998900000001', '111111');
    await first.goto(WORKSPACE);
    await first.getByRole('button', { name: /Тоза худуд/ }).first().waitFor();
    await first.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await first.close();

    const url = `${server.url}${WORKSPACE}`;
    await startWorkspace(context, url); // warm-up: the worker's first fetch events, V8's code cache
    const offline: number[] = [];
    const online: number[] = [];
    for (let run = 0; run < STARTS; run++) {
      await context.setOffline(true);
      offline.push(await startWorkspace(context, url));
      await context.setOffline(false);
      online.push(await startWorkspace(context, url));
    }
    return { offlineMs: median(offline), onlineMs: median(online) };
  } finally {
    await api.dispose();
    await browser.close();
    await server.stop();
  }
}
