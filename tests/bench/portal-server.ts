// What the browser benchmarks share: the real portal serving a given build on a free loopback port with a fresh demo
// database.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The real server (src/server/main.ts) on `clientDir`, with a demo database in `dataDir` it removes when stopped. */
export async function startPortalServer(options: { clientDir: string; dataDir: string }): Promise<{ url: string; stop: () => Promise<void> }> {
  const { clientDir, dataDir } = options;
  fs.rmSync(dataDir, { recursive: true, force: true });
  const port = await freePort();
  // node itself with tsx's loader, not the tsx wrapper: one process, so stopping it leaves nothing behind.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      // Vite's build() sets NODE_ENV=production in this process; the demo needs the dev SMS outbox.
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CLIENT_DIR: clientDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT: '100000',
      AUTH_RATE_LIMIT: '10000',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${stderr}`);
    try {
      const answer = await fetch(`${url}/api/agent/v1/setting/all`);
      if (answer.ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the server did not answer within 60 s:\n${stderr}`);
}
