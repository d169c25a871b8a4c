// A server process for the payments benchmark: `app` is the real portal (buildApp, demo seed, dev SMS, no rate limit
// in the way), `bare` is the reference, a bare Fastify JSON route. Listens on a free loopback port and prints it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../../../src/server/app.ts';

const [kind] = process.argv.slice(2);

async function start() {
  if (kind === 'bare') {
    const bare = Fastify({ logger: false });
    bare.get('/bare', async () => ({ data: { ok: true } }));
    return bare;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  return buildApp({
    env: 'development',
    host: '127.0.0.1',
    port: 0,
    dataDir,
    databaseUrl: process.env.BENCH_DATABASE_URL || null,
    // The history benchmark keeps its database between the servers it starts (BENCH_SQLITE_FILE).
    sqliteFile: process.env.BENCH_SQLITE_FILE || path.join(dataDir, 'portal.sqlite'),
    staffToken: 'bench-staff-token',
    smsProvider: 'dev',
    seed: 'demo',
    clientDir: null,
    logLevel: 'silent',
    rateLimit: { global: 100_000_000, auth: 100_000_000 },
    mapTilesOrigin: 'https://tile.openstreetmap.org',
  });
}

const app = await start();
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
console.log(`PORT ${typeof address === 'object' && address ? address.port : 0}`);
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
