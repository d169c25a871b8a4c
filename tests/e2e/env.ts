// Where the browser tests' server listens and keeps its data: one data directory per port, so two browser runs on
// different ports (E2E_PORT) never share a database.
import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_DATA_DIR = path.resolve(`.tmp/e2e-data-${E2E_PORT}`);
/** The staff API's token on the browser tests' server, for staff actions faster than one CLI process each. */
export const E2E_STAFF_TOKEN = 'e2e-staff-token';
