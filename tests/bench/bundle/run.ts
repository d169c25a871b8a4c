// Bundle benchmark (issue 2, item 8): the gzip size of the JavaScript the sign-in route `/` loads before it is
// interactive, beside a minimal React 19 + react-router-dom app built in the same run by the same Vite with the
// same plugin (@vitejs/plugin-react, default target and minifier). Both are measured the same way: served over
// loopback, opened in Chromium, every script response recorded until the phone input is visible and the network
// is idle, each file gzipped at level 9. Prints both sizes, the ratio against the 1.6 target, the chunks the
// sign-in route loaded and the build's chunk count. Exits non-zero only when something cannot be measured.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../chromium.ts';
import { ROOT, startPortalServer } from '../portal-server.ts';

// Its own output folder, so a benchmark never rewrites the build a running server or test is serving.
const APP_DIST = path.join(ROOT, '.tmp/bench-bundle-app');
const REF_DIR = path.join(ROOT, '.tmp/bench-bundle-ref');
const DATA_DIR = path.join(ROOT, '.tmp/bench-bundle-data');
const TARGET_RATIO = 1.6;
// The sign-in screen is interactive once its phone field shows; the reference renders the same field.
const READY_SELECTOR = 'input[type="tel"]';

// afterReady: requested once the phone input already showed (still counted: the network was not idle yet).
type Script = { path: string; raw: number; gzip: number; afterReady: boolean };
type Measurement = { scripts: Script[]; gzip: number; raw: number };

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

function listJs(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => file.split(path.sep).join('/'));
}

// --- The reference app: React 19 + react-router-dom, one route, nothing else --------------------------------
async function buildReference(): Promise<string> {
  fs.rmSync(REF_DIR, { recursive: true, force: true });
  fs.mkdirSync(REF_DIR, { recursive: true });
  fs.writeFileSync(
    path.join(REF_DIR, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>Reference</title></head>
  <body><div id="root"></div><script type="module" src="/main.tsx"></script></body>
</html>
`,
  );
  fs.writeFileSync(
    path.join(REF_DIR, 'main.tsx'),
    `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

function SignIn() {
  return (
    <main>
      <h1>Sign in</h1>
      <label>Phone <input type="tel" name="phone" /></label>
    </main>
  );
}

const router = createBrowserRouter([{ path: '/', element: <SignIn /> }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
`,
  );
  await build({
    root: REF_DIR,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: 'dist', emptyOutDir: true },
  });
  return path.join(REF_DIR, 'dist');
}

// --- Servers -------------------------------------------------------------------------------------------------
// The reference has no API: a plain static server with the SPA fallback.
async function startStaticServer(root: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const types: Record<string, string> = {
    '.js': 'text/javascript',
    '.html': 'text/html; charset=utf-8',
    '.css': 'text/css',
  };
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    let file = path.join(root, pathname);
    if (!file.startsWith(root) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      file = path.join(root, 'index.html');
    }
    response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    response.end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

// --- Measurement ---------------------------------------------------------------------------------------------
async function measure(browser: Browser, origin: string): Promise<Measurement> {
  // No service worker: its precache would fetch every chunk, not only what the route needs.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const bodies = new Map<string, Promise<Buffer>>();
  const requestedAfterReady = new Set<string>();
  let ready = false;
  page.on('request', (request) => {
    if (ready) requestedAfterReady.add(new URL(request.url()).pathname);
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    const isScript = response.request().resourceType() === 'script' || /\.m?js$/.test(url.pathname);
    if (url.origin === origin && isScript && response.ok() && !bodies.has(url.pathname)) {
      bodies.set(url.pathname, response.body());
    }
  });
  try {
    await page.goto(`${origin}/`);
    await page.locator(READY_SELECTOR).first().waitFor({ state: 'visible', timeout: 30_000 });
    ready = true;
    await page.waitForLoadState('networkidle');
    const scripts: Script[] = [];
    for (const [pathname, body] of bodies) {
      const bytes = await body;
      const gzip = gzipSync(bytes, { level: 9 }).length;
      const afterReady = requestedAfterReady.has(pathname);
      scripts.push({ path: pathname.replace(/^\//, ''), raw: bytes.length, gzip, afterReady });
    }
    if (scripts.length === 0) throw new Error(`no JavaScript was recorded at ${origin}/`);
    scripts.sort((a, b) => b.gzip - a.gzip);
    return {
      scripts,
      gzip: scripts.reduce((sum, s) => sum + s.gzip, 0),
      raw: scripts.reduce((sum, s) => sum + s.raw, 0),
    };
  } finally {
    await context.close();
  }
}

function printScripts(scripts: Script[]): void {
  const width = Math.max(...scripts.map((s) => s.path.length), 5);
  console.log(`  ${'chunk'.padEnd(width)}  ${'raw kB'.padStart(8)}  ${'gzip kB'.padStart(8)}`);
  for (const s of scripts) {
    const note = s.afterReady ? '  (requested after the input showed)' : '';
    console.log(`  ${s.path.padEnd(width)}  ${kB(s.raw).padStart(8)}  ${kB(s.gzip).padStart(8)}${note}`);
  }
}

async function main(): Promise<void> {
  console.log('Building the app (vite build)...');
  await build({ root: ROOT, logLevel: 'warn', build: { outDir: APP_DIST, emptyOutDir: true } });
  console.log('Building the reference app (React 19 + react-router-dom, one route)...');
  const refDist = await buildReference();

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  // The real server: it answers the API calls the sign-in screen makes before it shows.
  const appServer = await startPortalServer({ clientDir: APP_DIST, dataDir: DATA_DIR });
  const refServer = await startStaticServer(refDist);
  let app: Measurement;
  let ref: Measurement;
  try {
    app = await measure(browser, appServer.url);
    ref = await measure(browser, refServer.url);
  } finally {
    await browser.close();
    await appServer.stop();
    await refServer.stop();
  }

  // Every JS file of the build except the service worker, which no page loads as a script.
  const appChunks = listJs(APP_DIST).filter((file) => file !== 'sw.js');
  const ratio = app.gzip / ref.gzip;

  console.log('\nSign-in route (/): JavaScript loaded until the phone input shows and the network is idle');
  printScripts(app.scripts);
  console.log(`\nReference (minimal React 19 + react-router-dom app, same Vite settings)`);
  printScripts(ref.scripts);
  const deferred = appChunks.length - app.scripts.length;
  console.log(
    `\nBuild: ${appChunks.length} JS chunks in all (sw.js aside); the sign-in route loaded ${app.scripts.length}, ` +
      `${deferred} are left for later routes`,
  );
  console.log(`\n  app        ${kB(app.gzip).padStart(7)} kB gzip  (${kB(app.raw)} kB raw)`);
  console.log(`  reference  ${kB(ref.gzip).padStart(7)} kB gzip  (${kB(ref.raw)} kB raw)`);
  const verdict = ratio <= TARGET_RATIO ? 'PASS' : 'FAIL';
  console.log(`  ratio      ${ratio.toFixed(3).padStart(7)}     target <= ${TARGET_RATIO}  ${verdict}`);
}

main().catch((error: unknown) => {
  console.error('bench:bundle could not measure:', error);
  process.exit(1);
});
