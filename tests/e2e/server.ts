// Starts the real server for the browser tests: production build, fresh SQLite database with the demo seed.
import fs from 'node:fs';
import { E2E_DATA_DIR, E2E_PORT } from './env.ts';

fs.rmSync(E2E_DATA_DIR, { recursive: true, force: true });
process.env.DATA_DIR = E2E_DATA_DIR;
process.env.PORT = String(E2E_PORT);
process.env.AUTH_RATE_LIMIT ??= '10000';
process.env.RATE_LIMIT ??= '100000';
process.env.LOG_LEVEL ??= 'warn';

await import('../../src/server/main.ts');
