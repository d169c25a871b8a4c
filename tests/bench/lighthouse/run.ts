// Lighthouse benchmark (issue 12 item 3): Lighthouse 12's performance category with its mobile defaults (simulated
// slow 4G, 4× CPU slowdown, a Moto G-sized screen), three runs each on the sign-in page and on the payment workspace
// of a signed-in agent, against the real server serving a fresh production build (precompressed, as `npm start`
// serves it). Prints the median score, FCP, LCP, TBT, bytes transferred and what was asked for before the first paint
// as a markdown table with PASS/FAIL.
//
// Before each run Lighthouse removes the service worker, its precache (Cache Storage) and the HTTP cache, so every
// byte comes over the network: the sign-in page is a new user's first visit, the workspace a signed-in agent's cold
// start (the session stays in localStorage, which Lighthouse's default reset keeps).
// Exits non-zero when something cannot be measured; a FAIL row alone does not (it is a benchmark, not a test).
import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../chromium.ts';
import { ROOT, startPortalServer } from '../portal-server.ts';
import { CHILONZOR, median, signIn } from './workspace.ts';

const APP_DIST = path.join(ROOT, '.tmp/bench-lighthouse-app');
const DATA_DIR = path.join(ROOT, '.tmp/bench-lighthouse-data');
const PROFILE_DIR = path.join(ROOT, '.tmp/bench-lighthouse-profile');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// LIGHTHOUSE_PAGES=sign-in (or workspace) measures one page only, while iterating.
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? 'sign-in,workspace').split(',');
// LIGHTHOUSE_CPU_SLOWDOWN=8 simulates a host half as fast as Lighthouse's default 4× assumes this one to be (its
// BenchmarkIndex halved), to see which long tasks a slower tablet would block on; the targets are for the default.
const CPU_SLOWDOWN = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN ?? throttling.mobileSlow4G.cpuSlowdownMultiplier);
// LIGHTHOUSE_REPORTS=<dir> keeps each run's JSON report there, to read what Lighthouse suggests.
const REPORT_DIR = process.env.LIGHTHOUSE_REPORTS ? path.resolve(process.env.LIGHTHOUSE_REPORTS) : null;
// LIGHTHOUSE_TRACES=<dir> keeps each run's Chrome trace there, with V8's CPU profile, to attribute the long tasks to
// functions (open it in DevTools' Performance panel). The profiler costs CPU, so such runs are not for comparing.
const TRACE_DIR = process.env.LIGHTHOUSE_TRACES ? path.resolve(process.env.LIGHTHOUSE_TRACES) : null;
const KIB = 1024;

type Run = {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  bytes: number;
  requests: number;
  benchmarkIndex: number;
  /** Requests sent before the first paint, as observed (a count no host's load changes, unlike the times). */
  firstPaintRequests: number;
  /** Bytes of JavaScript transferred by the requests sent before the first paint. */
  firstPaintScript: number;
  /** API addresses asked for more than once during the load (a start should ask for each answer once). */
  repeated: string[];
};
type Target = { label: string; check: (median: Run) => boolean };


function medianRun(runs: Run[]): Run {
  const of = (key: Exclude<keyof Run, 'repeated'>) => median(runs.map((run) => run[key]));
  return {
    score: of('score'),
    fcp: of('fcp'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    bytes: of('bytes'),
    requests: of('requests'),
    benchmarkIndex: of('benchmarkIndex'),
    firstPaintRequests: of('firstPaintRequests'),
    firstPaintScript: of('firstPaintScript'),
    repeated: [...new Set(runs.flatMap((run) => run.repeated))],
  };
}

/** One Lighthouse run; a run Lighthouse itself could not record (NO_NAVSTART and the like on a busy host) is retried. */
async function audit(port: number, url: string, attempt = 1): Promise<Run> {
  try {
    return await auditOnce(port, url);
  } catch (error) {
    if (attempt >= 3 || !(error instanceof LighthouseRunError)) throw error;
    console.log(`  (Lighthouse could not record the run: ${error.message}; again)`);
    return audit(port, url, attempt + 1);
  }
}

class LighthouseRunError extends Error {}

async function auditOnce(port: number, url: string): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: CPU_SLOWDOWN },
    additionalTraceCategories: TRACE_DIR ? 'disabled-by-default-v8.cpu_profiler' : null,
    // Lighthouse's reset before each run: the service worker, Cache Storage and the HTTP cache (memory and disk).
    // localStorage is not among its default clearStorageTypes, so the signed-in run keeps its session.
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (REPORT_DIR) {
    fs.mkdirSync(REPORT_DIR, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '-')}-${Date.now()}.json`;
    fs.writeFileSync(path.join(REPORT_DIR, name), typeof result.report === 'string' ? result.report : JSON.stringify(lhr));
  }
  if (TRACE_DIR) {
    fs.mkdirSync(TRACE_DIR, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '-')}-${Date.now()}.trace.json`;
    fs.writeFileSync(path.join(TRACE_DIR, name), JSON.stringify(result.artifacts.Trace));
  }
  if (lhr.runtimeError) throw new LighthouseRunError(`${lhr.runtimeError.code} on ${url}`);
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  if (finalPath !== new URL(url).pathname) throw new Error(`${url} ended on ${finalPath}: the session was lost`);
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`no ${id} on ${url}`);
    return value;
  };
  type Request = { url: string; rendererStartTime: number; resourceType?: string; transferSize?: number; resourceSize?: number };
  const requests = (lhr.audits['network-requests']?.details as { items?: Request[] } | undefined)?.items ?? [];
  const requested = requests.map((item) => new URL(item.url).pathname);
  // Answers with a body: the clock's HEAD of the settings (offline/clock.ts) asks for their Date header, not for them.
  const apiCalls = requests
    .filter((item) => item.resourceSize !== 0)
    .map((item) => new URL(item.url).pathname)
    .filter((pathname) => pathname.startsWith('/api/'));
  const observed = (lhr.audits.metrics?.details as { items?: { observedFirstContentfulPaint?: number }[] } | undefined)?.items?.[0];
  const firstPaint = observed?.observedFirstContentfulPaint;
  if (typeof firstPaint !== 'number') throw new Error(`no observed first paint on ${url}`);
  const beforePaint = requests.filter((item) => item.rendererStartTime < firstPaint);
  return {
    score: lhr.categories.performance?.score ?? 0,
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    bytes: numeric('total-byte-weight'),
    requests: requested.length,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    firstPaintRequests: beforePaint.length,
    firstPaintScript: beforePaint.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    repeated: [...new Set(apiCalls.filter((pathname, index) => apiCalls.indexOf(pathname) !== index))],
  };
}

/**
 * One run that is not counted. The server's first answers on each route are its slowest (V8 has not compiled that code
 * yet), and Lantern simulates the page from the answer times it observed: the first run of each page came out 0.3–0.5 s
 * later in LCP than the rest. A deployed server is warm; the cold start measured is the browser's.
 */
async function warmUp(port: number, url: string): Promise<void> {
  console.log(`warming the server up on ${new URL(url).pathname}...`);
  await audit(port, url);
}

const lighthouseVersion = () =>
  (JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }).version;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kib = (bytes: number) => `${(bytes / KIB).toFixed(0)} KiB`;

async function main(): Promise<void> {
  console.log('Building the app (vite build, precompressed)...');
  // With traces kept, the build writes source maps beside its files (not linked from them) to name the profile's frames.
  await build({ root: ROOT, logLevel: 'warn', build: { outDir: APP_DIST, emptyOutDir: true, sourcemap: TRACE_DIR ? 'hidden' : false } });
  const server = await startPortalServer({ clientDir: APP_DIST, dataDir: DATA_DIR });
  fs.rmSync(PROFILE_DIR, { recursive: true, force: true });
  // Port 0: Chromium picks a free port and writes it to DevToolsActivePort. Lighthouse drives the same browser.
  const context = await chromium.launchPersistentContext(PROFILE_DIR, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--remote-debugging-port=0'],
    locale: 'ru-RU',
    serviceWorkers: 'allow',
  });
  const rows: { page: string; runs: Run[]; targets: Target[] }[] = [];
  try {
    const port = Number(fs.readFileSync(path.join(PROFILE_DIR, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
    const page = context.pages()[0] ?? (await context.newPage());

    const signInRuns: Run[] = [];
    if (PAGES.includes('sign-in')) await warmUp(port, `${server.url}/`);
    for (let i = 0; i < (PAGES.includes('sign-in') ? RUNS : 0); i++) {
      console.log(`sign-in page, run ${i + 1}/${RUNS}...`);
      signInRuns.push(await audit(port, `${server.url}/`));
    }
    if (signInRuns.length) rows.push({
      page: 'Sign-in page `/` (first visit)',
      runs: signInRuns,
      targets: [
        { label: 'score ≥ 0.95', check: (m) => m.score >= 0.95 },
        { label: 'LCP ≤ 2.0 s', check: (m) => m.lcp <= 2000 },
        { label: 'transfer ≤ 180 KiB', check: (m) => m.bytes <= 180 * KIB },
      ],
    });

    if (PAGES.includes('workspace')) {
      await signIn(page, server.url);
      // The signed-in tab would stay open beside Lighthouse's own, answering each run's storage events and competing
      // for the two cores (over a second of its main thread a run): the audited page runs alone, as a cashier's does.
      await page.goto('about:blank');
    }
    const workspace = `${server.url}/sale-points/${CHILONZOR}`;
    const workspaceRuns: Run[] = [];
    if (PAGES.includes('workspace')) await warmUp(port, workspace);
    for (let i = 0; i < (PAGES.includes('workspace') ? RUNS : 0); i++) {
      console.log(`payment workspace, run ${i + 1}/${RUNS}...`);
      workspaceRuns.push(await audit(port, workspace));
    }
    if (workspaceRuns.length) rows.push({
      page: 'Payment workspace (signed in, cold cache)',
      runs: workspaceRuns,
      // issue 24 item 6: the counter's screen at the sign-in page's mark.
      targets: [{ label: 'score ≥ 0.95', check: (m) => m.score >= 0.95 }],
    });
  } finally {
    await context.close();
    await server.stop();
    fs.rmSync(PROFILE_DIR, { recursive: true, force: true });
  }

  const slowdown = CPU_SLOWDOWN === throttling.mobileSlow4G.cpuSlowdownMultiplier ? '' : ` but a ${CPU_SLOWDOWN}× CPU slowdown`;
  console.log(`\nLighthouse ${lighthouseVersion()}, performance, mobile defaults${slowdown}; median of ${RUNS} runs\n`);
  console.log('| Page | Score | FCP | LCP | TBT | Transferred | Requests | Before first paint | Targets |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) {
    const m = medianRun(row.runs);
    const verdicts = row.targets.map((target) => `${target.label} ${target.check(m) ? 'PASS' : 'FAIL'}`).join('; ');
    console.log(
      `| ${row.page} | ${m.score.toFixed(2)} | ${seconds(m.fcp)} | ${seconds(m.lcp)} | ${m.tbt.toFixed(0)} ms | ${kib(m.bytes)} | ${m.requests} | ${m.firstPaintRequests} requests, ${kib(m.firstPaintScript)} JS | ${verdicts} |`,
    );
  }
  // Lighthouse's simulation multiplies the CPU time it observed by 4: a busy or slow host inflates TBT, FCP and LCP.
  const index = median(rows.flatMap((row) => row.runs.map((run) => run.benchmarkIndex)));
  console.log(`\nHost BenchmarkIndex (median): ${index.toFixed(0)} (Lighthouse calibrates its 4× CPU slowdown for ~1000+; lower means a busy or slow host)`);
  console.log('\nEach run (score, LCP, transferred):');
  for (const row of rows) {
    console.log(`  ${row.page}: ${row.runs.map((r) => `${r.score.toFixed(2)} / ${seconds(r.lcp)} / ${kib(r.bytes)}`).join(', ')}`);
    const repeated = medianRun(row.runs).repeated;
    console.log(`    API calls asked for more than once in a run: ${repeated.length ? repeated.join(', ') : 'none'}`);
  }
}

main().catch((error: unknown) => {
  console.error('bench:lighthouse could not measure:', error);
  process.exit(1);
});
