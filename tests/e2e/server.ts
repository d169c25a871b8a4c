// Starts the real server for the browser tests: production build, fresh SQLite database with the demo seed.
import fs from 'node:fs';
import path from 'node:path';

const dataDir = path.resolve('.tmp/e2e-data');
fs.rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.PORT = process.env.E2E_PORT ?? '8181';
process.env.AUTH_RATE_LIMIT ??= '10000';
process.env.RATE_LIMIT ??= '100000';
process.env.LOG_LEVEL ??= 'warn';

await import('../../src/server/main.ts');
