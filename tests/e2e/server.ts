// Starts the real server for the browser tests: production build, fresh SQLite database with the demo seed, and a
// clock the tests can run ahead of real time (E2E_CLOCK_PATH) instead of sleeping. The clock control exists only in
// this test entry point: src/server/main.ts, what production runs, builds the app with the system clock.
import fs from 'node:fs';
import { buildApp } from '../../src/server/app.ts';
import { configFromEnv } from '../../src/server/config.ts';
import type { Clock } from '../../src/server/clock.ts';
import { startJobs } from '../../src/server/jobs/scheduler.ts';
import { E2E_CLOCK_PATH, E2E_DATA_DIR, E2E_PORT, E2E_STAFF_TOKEN } from './env.ts';

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
await app.listen({ host: config.host, port: config.port });
startJobs(app.ctx, app.log);
