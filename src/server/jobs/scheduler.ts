// Runs the background jobs of this process every few seconds (started and stopped by main.ts; tests call the jobs
// directly). A pass never overlaps the previous one of its job here, and the lease keeps other processes from
// overlapping it.
import { uuidv7 } from 'uuidv7';
import type { AppContext } from '../context.ts';
import { runPush } from './push.job.ts';
import { runReconcile } from './reconcile.job.ts';

export const RECONCILE_EVERY_MS = 5_000;
/** Pushes leave within a couple of seconds of their event. */
export const PUSH_EVERY_MS = 2_000;

type Log = { error: (object: object, message: string) => void };

function every(ms: number, pass: () => Promise<unknown>, name: string, log: Log) {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = pass()
      .catch((error: unknown) => log.error({ err: error }, `${name} pass failed`))
      .finally(() => {
        running = null;
      });
  }, ms);
  return async () => {
    clearInterval(timer);
    await running;
  };
}

export function startJobs(ctx: AppContext, log: Log): { stop: () => Promise<void> } {
  const holder = `process-${process.pid}-${uuidv7()}`;
  const stops = [every(RECONCILE_EVERY_MS, () => runReconcile(ctx, holder), 'reconcile', log), every(PUSH_EVERY_MS, () => runPush(ctx, holder), 'push', log)];
  return {
    async stop() {
      await Promise.all(stops.map((stop) => stop()));
    },
  };
}
