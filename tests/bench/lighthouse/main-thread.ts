// The workspace's cold start on the main thread, by CPU time (issue 24 item 6): what bench:lighthouse's TBT comes from,
// without Lighthouse and without most of a busy host's noise. Each run loads the signed-in payment workspace with the
// HTTP cache, the service worker and Cache Storage cleared (as Lighthouse does), on Lighthouse's phone-sized screen,
// records a Chrome trace, and adds up every task after the document's own parse task as Lighthouse adds up blocking
// time: Σ max(0, k × task − 50 ms) for k = 4 (Lighthouse's default slowdown) and 8 (`LIGHTHOUSE_CPU_SLOWDOWN=8`).
// A task's length is its thread time, which another process's load does not stretch (`MAIN_THREAD_WALL=1` takes the
// wall time Lighthouse takes). Unlike Lantern it counts the entry's evaluation, which Lantern mostly places before its
// simulated first paint, and it weighs layout tasks fully (Lantern: half).
//
//   npx tsx tests/bench/lighthouse/main-thread.ts
//   MAIN_THREAD_RUNS=6        runs after one uncounted warm-up run
//   MAIN_THREAD_APP=<dir>     a build to serve (vite build's output) instead of building this tree
//   MAIN_THREAD_LIST=<ms>     lists each task of at least that many milliseconds with what it ran
//   MAIN_THREAD_TRACES=<dir>  keeps each run's trace; MAIN_THREAD_PROFILE=1 adds V8's CPU profile (costs CPU)
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type CDPSession } from '@playwright/test';
import { build } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../chromium.ts';
import { ROOT, startPortalServer } from '../portal-server.ts';
import { CHILONZOR, median, signIn } from './workspace.ts';

const APP = process.env.MAIN_THREAD_APP ? path.resolve(process.env.MAIN_THREAD_APP) : path.join(ROOT, '.tmp/bench-main-thread-app');
const RUNS = Number(process.env.MAIN_THREAD_RUNS ?? 6);
const LIST = Number(process.env.MAIN_THREAD_LIST ?? 0);
const WALL = process.env.MAIN_THREAD_WALL === '1';
const PROFILE = process.env.MAIN_THREAD_PROFILE === '1';
const TRACES = process.env.MAIN_THREAD_TRACES ? path.resolve(process.env.MAIN_THREAD_TRACES) : null;
/** Events a task's line names, to tell what it ran. */
const NAMED = new Set(['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'EventDispatch', 'TimerFire', 'FireAnimationFrame', 'FireIdleCallback', 'RunMicrotasks', 'UpdateLayoutTree', 'Layout', 'Paint', 'MajorGC', 'MinorGC']);

type TraceEvent = { name: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: { data?: Record<string, unknown> } };
type Run = { tbt4: number; tbt8: number; busy: number; firstPaint: number };


function analyse(events: TraceEvent[], label: string): Run | null {
  const start = events.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame === true && String(event.args.data.documentLoaderURL).includes('/sale-points/'),
  );
  if (!start) {
    console.log(`${label}: no navigation in the trace, not counted`);
    return null;
  }
  const own = events.filter((event) => event.pid === start.pid && event.tid === start.tid && event.ph === 'X' && event.dur !== undefined);
  const tasks = own.filter((event) => event.name === 'RunTask' && event.ts >= start.ts).sort((a, b) => a.ts - b.ts);
  const within = (task: TraceEvent, event: TraceEvent) => event !== task && event.ts >= task.ts && event.ts + event.dur! <= task.ts + task.dur!;
  const parse = tasks.findIndex((task) => own.some((event) => event.name === 'ParseHTML' && within(task, event)));
  const after = tasks.slice(parse + 1);
  const ms = (task: TraceEvent) => (WALL ? task.dur! : (task.tdur ?? task.dur!)) / 1000;
  const blocking = (k: number) => after.reduce((sum, task) => sum + Math.max(0, k * ms(task) - 50), 0);
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === start.pid);
  const run = { tbt4: blocking(4), tbt8: blocking(8), busy: after.reduce((sum, task) => sum + ms(task), 0), firstPaint: paint ? (paint.ts - start.ts) / 1000 : NaN };
  console.log(
    `${label}: first paint ${run.firstPaint.toFixed(0)} ms | blocking ×4 ${run.tbt4.toFixed(0)} ms, ×8 ${run.tbt8.toFixed(0)} ms | ` +
      `tasks over 12.5 ms: ${after.filter((task) => ms(task) > 12.5).length}, over 6.25 ms: ${after.filter((task) => ms(task) > 6.25).length} | busy ${run.busy.toFixed(0)} ms`,
  );
  for (const task of LIST ? after.filter((candidate) => ms(candidate) >= LIST) : []) {
    const ran = own
      .filter((event) => within(task, event) && NAMED.has(event.name) && event.dur! > 300)
      .slice(0, 6)
      .map((event) => {
        const data = event.args?.data ?? {};
        const what = typeof data.url === 'string' && data.url ? `:${path.basename(data.url)}` : typeof data.type === 'string' ? `:${data.type}` : '';
        return `${event.name}${what} ${(event.dur! / 1000).toFixed(1)}`;
      });
    console.log(`   @${((task.ts - start.ts) / 1000).toFixed(0)} ms  ${ms(task).toFixed(1)} ms  ${ran.join(', ')}`);
  }
  return run;
}

async function record(devtools: CDPSession, load: () => Promise<void>): Promise<TraceEvent[]> {
  const categories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing', 'v8.execute', 'toplevel'];
  if (PROFILE) categories.push('disabled-by-default-v8.cpu_profiler');
  const events: TraceEvent[] = [];
  devtools.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise<void>((resolve) => devtools.once('Tracing.tracingComplete', () => resolve()));
  await devtools.send('Tracing.start', { traceConfig: { includedCategories: categories }, transferMode: 'ReportEvents' });
  await load();
  await devtools.send('Tracing.end');
  await complete;
  return events;
}

async function main(): Promise<void> {
  if (!process.env.MAIN_THREAD_APP) {
    console.log('Building the app...');
    await build({ root: ROOT, logLevel: 'warn', build: { outDir: APP, emptyOutDir: true, sourcemap: PROFILE ? 'hidden' : false } });
  }
  const server = await startPortalServer({ clientDir: APP, dataDir: path.join(ROOT, '.tmp/bench-main-thread-data') });
  const profileDir = path.join(ROOT, '.tmp/bench-main-thread-profile');
  fs.rmSync(profileDir, { recursive: true, force: true });
  const context = await chromium.launchPersistentContext(profileDir, { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, locale: 'ru-RU', serviceWorkers: 'allow' });
  const runs: Run[] = [];
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const origin = server.url;
    await signIn(page, origin);
    await page.goto('about:blank');
    for (let i = 0; i <= RUNS; i++) {
      const devtools = await context.newCDPSession(page);
      await devtools.send('Emulation.setDeviceMetricsOverride', { width: 412, height: 823, deviceScaleFactor: 1.75, mobile: true });
      await devtools.send('Network.enable');
      await devtools.send('Network.clearBrowserCache');
      await devtools.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
      // No locator waits on the page: Playwright's injected script would be a task of its own in the trace.
      const events = await record(devtools, async () => {
        await page.goto(`${origin}/sale-points/${CHILONZOR}`, { waitUntil: 'load' });
        await page.waitForTimeout(5000);
      });
      if (TRACES) {
        fs.mkdirSync(TRACES, { recursive: true });
        fs.writeFileSync(path.join(TRACES, `run-${i}.trace.json`), JSON.stringify({ traceEvents: events }));
      }
      const run = analyse(events, i === 0 ? 'warm-up' : `run ${i}`);
      if (run && i > 0) runs.push(run);
      await devtools.detach();
      await page.goto('about:blank');
    }
  } finally {
    await context.close();
    await server.stop();
    fs.rmSync(profileDir, { recursive: true, force: true });
  }
  if (!runs.length) throw new Error('no run could be measured');
  console.log(
    `\nMedian of ${runs.length} runs (${WALL ? 'wall' : 'thread'} time): blocking ×4 ${median(runs.map((run) => run.tbt4)).toFixed(0)} ms, ` +
      `×8 ${median(runs.map((run) => run.tbt8)).toFixed(0)} ms, first paint ${median(runs.map((run) => run.firstPaint)).toFixed(0)} ms, busy ${median(runs.map((run) => run.busy)).toFixed(0)} ms`,
  );
}

main().catch((error: unknown) => {
  console.error('main-thread could not measure:', error);
  process.exit(1);
});
