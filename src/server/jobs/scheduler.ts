// Runs the background jobs of this process every few seconds (started and stopped by main.ts; tests call the jobs
// directly). A pass never overlaps the previous one here, and the lease keeps other processes from overlapping it.
import { uuidv7 } from 'uuidv7';
import type { AppContext } from '../context.ts';
import { runReconcile } from './reconcile.job.ts';

export const RECONCILE_EVERY_MS = 5_000;

export function startJobs(ctx: AppContext, log: { error: (object: object, message: string) => void }): { stop: () => Promise<void> } {
  const holder = `process-${process.pid}-${uuidv7()}`;
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = runReconcile(ctx, holder)
      .catch((error: unknown) => log.error({ err: error }, 'reconcile pass failed'))
      .finally(() => {
        running = null;
      });
  }, RECONCILE_EVERY_MS);
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
