// Issue 24 item 6: the counter's screen stays fast. What `npm run bench:lighthouse` measures in time, this holds in
// counts that no machine changes: a signed-in start on the payment workspace asks for the balance once, and for no
// shift, scanner, printer or payment-flow code, nor Dexie with the browser's databases, before its first paint (they
// load after it, on first use), nor the sign-in screen it never shows, and builds no collator.
import { expect, test } from '@playwright/test';
import { AGENT, CHILONZOR, signInReusing } from './support.ts';

/** Chunks (vite.config.ts groups and lazy files) that must not be on the workspace's way to its first paint. */
const AFTER_FIRST_PAINT = /\/assets\/(local-stores|shifts|scanner|printer|payment-flows|receipt-sheet|receipt-view|qr-code|print-frame|index\.esm|sign-in-screen)-/;
const BALANCE = '/api/agent/v1/business/balance';
const PROFILE = '/api/agent/v1/profile';

test('A signed-in start on the workspace asks for the balance once and paints before Dexie and the shift, scanner and printer code', async ({ page, request }) => {
  await signInReusing(page, request, AGENT);
  // Who asked for each file and answer: the page's own inline start script, or a file of the app once it has run.
  const initiators = new Map<string, string>();
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.enable');
  let pageLoader: string | null = null;
  devtools.on('Network.requestWillBeSent', ({ request: sent, initiator, type, loaderId }) => {
    // The first asker of each address on the workspace's own page: the page before may still run meanwhile (its
    // code asking for the sale points again, say), under a loader of its own.
    if (type === 'Document') {
      initiators.clear();
      pageLoader = loaderId;
    }
    if (loaderId !== pageLoader) return;
    const pathname = new URL(sent.url).pathname;
    const frame = initiator.stack?.callFrames[0];
    if (!initiators.has(pathname)) initiators.set(pathname, frame?.url ?? initiator.url ?? initiator.type);
  });
  await page.addInitScript(() => {
    // Each whole-page loading screen put on the page. There is none: the stored profile is restored before the first
    // render (lib/query-client.ts restoreQueryCache), which shows the workspace at once; restored a promise later, the
    // guard's loading screen came first and the whole workspace rendered again after it. Nor is the signed-in shell
    // suspending on the first render, whose fallback React then holds for 300 ms after the shell has arrived
    // (shell/signed-in-preload.ts).
    document.addEventListener('DOMContentLoaded', () => {
      const counted = window as unknown as { loadingScreens: number };
      counted.loadingScreens = 0;
      new MutationObserver((records) => {
        for (const record of records) {
          record.addedNodes.forEach((node) => {
            if (node instanceof Element && node.matches('.ap-loading-screen')) counted.loadingScreens++;
          });
        }
      }).observe(document.getElementById('root')!, { childList: true });
    });
    // A collator costs about 15 ms on its first use in Chromium (four times that on Lighthouse's phone): the start
    // sorts machine strings by code units (#shared/order.ts) and builds none.
    const used = () => ((window as unknown as { collatorUsed: boolean }).collatorUsed = true);
    const compare = String.prototype.localeCompare;
    String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof compare>) {
      used();
      return compare.apply(this, args);
    };
    const Collator = Intl.Collator;
    Intl.Collator = function (...args: ConstructorParameters<typeof Collator>) {
      used();
      return new Collator(...args);
    } as unknown as typeof Intl.Collator;
  });
  const streamOpen = page.waitForResponse((answer) => answer.url().endsWith('/api/agent/v1/ticket/events'));
  await page.goto(`/sale-points/${CHILONZOR}`);
  await expect(page.getByRole('heading', { name: 'Chilonzor filiali' })).toBeVisible();
  // The shift bar arrives after the first paint, in the place kept for it.
  await expect(page.getByTestId('shift-bar')).toBeVisible();

  const timings = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    resources: performance.getEntriesByType('resource').map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime })),
  }));
  expect(timings.firstPaint).not.toBeNull();
  expect(await page.evaluate(() => (window as unknown as { loadingScreens: number }).loadingScreens), 'whole-page loading screens before the workspace').toBe(0);
  const early = timings.resources.filter((entry) => AFTER_FIRST_PAINT.test(entry.name) && entry.start < timings.firstPaint!);
  expect(early, 'chunks asked for before the first paint').toEqual([]);
  // Ten files: the entry, the runtime, the framework, the code every screen shares (`common`), the texts every screen
  // shares, the signed-in shell, the early requests, the signed-in texts, the workspace page and its module group. One
  // more (a small module left in a chunk of its own: see the groups in vite.config.ts) is a round trip more on a weak
  // link.
  const scriptsBeforePaint = timings.resources.filter((entry) => /^\/assets\/.*\.js$/.test(entry.name) && entry.start < timings.firstPaint!);
  expect(scriptsBeforePaint.map((entry) => entry.name), 'scripts asked for before the first paint').toHaveLength(10);
  expect(timings.resources.some((entry) => entry.name.includes('/assets/shifts-')), 'the shift code, after the first paint').toBe(true);
  expect(timings.resources.some((entry) => entry.name.includes('/assets/local-stores-')), 'Dexie, after the first paint').toBe(true);
  // index.html's start script asks for the signed-in shell and the first screen's answers while the entry's own files
  // load, not the entry once it has run (build/signed-in-start-preload.ts); the CSP allows it by its hash.
  const askedBy = (pattern: RegExp) => [...initiators].find(([pathname]) => pattern.test(pathname))?.[1];
  const startFiles = [/\/assets\/signed-in-/, /\/assets\/workspace-page-/, /\/assets\/messages-/];
  const startAnswers = [/\/api\/agent\/v1\/profile$/, new RegExp(`/api/agent/v1/sale-point/${CHILONZOR}$`), /\/api\/agent\/v1\/business\/balance$/, /\/api\/agent\/v1\/sale-point\/pageable$/];
  for (const asked of [...startFiles, ...startAnswers]) {
    expect(askedBy(asked), `${asked.source}: asked for by the start script, not by the app's code`).toMatch(/^(?!.*\/assets\/)/);
  }
  for (const asked of startAnswers) expect(askedBy(asked), asked.source).toMatch(new RegExp(`/sale-points/${CHILONZOR}$`));

  // The live streams open 1.5 s after the start; their opening asks again only for what is older than the start.
  await streamOpen;
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
  // Counted by the page's own resource timing: a request listener would also count what the page before it (the
  // signed-in landing page, still running while this one loads) asked for.
  const asked = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
  expect(asked.filter((pathname) => pathname === BALANCE)).toHaveLength(1);
  expect(await page.evaluate(() => (window as unknown as { collatorUsed?: boolean }).collatorUsed ?? false), 'a collator built at the start').toBe(false);
  expect(asked.filter((pathname) => pathname === PROFILE), 'the profile the start script asked for, taken by the guard').toHaveLength(1);
});
