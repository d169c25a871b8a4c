// Where the browser tests' server listens and keeps its data: one data directory per port, so two browser runs on
// different ports (E2E_PORT) never share a database. With E2E_WORKERS > 1 each Playwright worker has a server of its
// own on E2E_PORT + its parallel index (Playwright sets TEST_PARALLEL_INDEX in the worker before the config loads).
import path from 'node:path';

export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 8181);
/** Browser workers, each with its own server and database: 1 unless E2E_WORKERS says more (`npm test` does). */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));
export const E2E_PORT = E2E_BASE_PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const E2E_DATA_DIR = path.resolve(`.tmp/e2e-data-${E2E_PORT}`);
/** The staff API's token on the browser tests' server, for staff actions faster than one CLI process each. */
export const E2E_STAFF_TOKEN = 'e2e-staff-token';
/** The test server's clock control (tests/e2e/server.ts only): POST `{ aheadMs }` to run its clock ahead of real time. */
export const E2E_CLOCK_PATH = '/api/test/v1/clock';
/**
 * The reconcile job's lease, held by the tests (tests/e2e/server.ts only): POST `{ hold: true }` takes it as another
 * process would, so the job skips its passes and a pending payment stays pending; `{ hold: false }` hands it back.
 */
export const E2E_RECONCILE_HOLD_PATH = '/api/test/v1/reconcile-hold';
