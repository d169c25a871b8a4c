// Runs the background jobs of this process every few seconds (started and stopped by main.ts; tests call the jobs
// directly). A pass never overlaps the previous one of its job here, and the lease keeps other processes from
// overlapping it.
import { uuidv7 } from 'uuidv7';
import type { AppContext } from '../context.ts';
import { BACKUP_CHECK_EVERY_MS, runScheduledBackup } from './backup.job.ts';
import { runPush } from './push.job.ts';
import { runReconcile } from './reconcile.job.ts';

export const RECONCILE_EVERY_MS = 5_000;
/** Pushes leave within a couple of seconds of their event. */
export const PUSH_EVERY_MS = 2_000;

type JobLog = { error: (object: object, message: string) => void; info: (object: object, message: string) => void };

/** Runs `pass` every `everyMs`, never two at once; `stop` waits for the one in flight. */
function every(everyMs: number, pass: () => Promise<unknown>, log: JobLog, name: string) {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = pass()
      .catch((error: unknown) => log.error({ err: error }, `${name} pass failed`))
      .finally(() => {
        running = null;
      });
  }, everyMs);
  return async () => {
    clearInterval(timer);
    await running;
  };
}

export function startJobs(ctx: AppContext, log: JobLog): { stop: () => Promise<void> } {
  const holder = `process-${process.pid}-${uuidv7()}`;
  const stops = [
    every(RECONCILE_EVERY_MS, () => runReconcile(ctx, holder), log, 'reconcile'),
    every(PUSH_EVERY_MS, () => runPush(ctx, holder), log, 'push'),
  ];
  if (ctx.config.backup && ctx.config.databaseUrl) log.error({}, 'BACKUP_DIR backs up the SQLite database only: back PostgreSQL up with its own tools');
  else if (ctx.config.backup) {
    const backup = async () => {
      const pass = await runScheduledBackup(ctx, holder);
      if (pass.taken) log.info({ file: pass.taken.file, invoices: pass.taken.manifest.invoices, removed: pass.removed }, 'backup taken');
    };
    stops.push(every(Math.min(BACKUP_CHECK_EVERY_MS, ctx.config.backup.everyMs), backup, log, 'backup'));
  }
  return {
    async stop() {
      await Promise.all(stops.map((stop) => stop()));
    },
  };
}
