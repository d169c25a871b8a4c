// Starts the real server for the browser tests: production build, fresh SQLite database with the demo seed.
import fs from 'node:fs';
import { E2E_DATA_DIR, E2E_PORT, E2E_STAFF_TOKEN } from './env.ts';

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

await import('../../src/server/main.ts');
