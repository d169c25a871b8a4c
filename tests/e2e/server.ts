// Starts the real server for the browser tests: production build, fresh SQLite database with the demo seed, and a
// clock the tests can run ahead of real time (E2E_CLOCK_PATH) instead of sleeping, and the reconcile job's lease the
// tests can hold (E2E_RECONCILE_HOLD_PATH) so a pending payment waits for them. Both controls exist only in this test
// entry point: src/server/main.ts, what production runs, builds the app with the system clock.
import fs from 'node:fs';
import { buildApp } from '../../src/server/app.ts';
import { configFromEnv } from '../../src/server/config.ts';
import type { Clock } from '../../src/server/clock.ts';
import { RECONCILE_LEASE } from '../../src/server/jobs/reconcile.job.ts';
import { startJobs } from '../../src/server/jobs/scheduler.ts';
import { releaseJobLease, takeJobLease } from '../../src/server/modules/settings/settings.repository.ts';
import { E2E_CLOCK_PATH, E2E_DATA_DIR, E2E_PORT, E2E_RECONCILE_HOLD_PATH, E2E_STAFF_TOKEN } from './env.ts';

fs.rmSync(E2E_DATA_DIR, { recursive: true, force: true });
process.env.DATA_DIR = E2E_DATA_DIR;
process.env.PORT = String(E2E_PORT);
process.env.AUTH_RATE_LIMIT ??= '10000';
process.env.RATE_LIMIT ??= '100000';
process.env.LOG_LEVEL ??= 'warn';
// The suite signs the demo accounts in far more often than the SMS budgets allow one phone in an hour.
process.env.SMS_PER_PHONE_HOURLY ??= '100000';
process.env.SMS_CARD_CODES_PER_USER_HOURLY ??= '100000';
process.env.SMS_SIGN_UPS_PER_CLIENT_HOURLY ??= '100000';
process.env.STAFF_TOKEN ??= E2E_STAFF_TOKEN;

let aheadMs = 0;
const clock: Clock = { now: () => new Date(Date.now() + aheadMs) };

const config = configFromEnv();
const app = await buildApp(config, { clock });
app.post<{ Body: { aheadMs: number } }>(E2E_CLOCK_PATH, async (request) => {
  aheadMs = Number(request.body.aheadMs);
  return { data: { now: clock.now().toISOString() } };
});
const testHolder = { name: RECONCILE_LEASE, holder: 'browser-tests' };
app.post<{ Body: { hold: boolean } }>(E2E_RECONCILE_HOLD_PATH, async (request) => {
  if (!request.body.hold) {
    await releaseJobLease(app.ctx.db, testHolder);
    return { data: { held: false } };
  }
  const now = clock.now();
  // Taken only when free, as another process would: a pass in flight keeps it until that pass ends.
  const held = await takeJobLease(app.ctx.db, { ...testHolder, until: new Date(now.getTime() + 10 * 60_000).toISOString(), at: now.toISOString() });
  return { data: { held } };
});
await app.listen({ host: config.host, port: config.port });
startJobs(app.ctx, app.log);
