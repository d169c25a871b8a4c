// Decision 192: SQLite's checkpoints run on a worker thread. A process killed with SIGKILL while it commits and the
// worker checkpoints (past the RESTART threshold, so both kinds have run) keeps every commit it acknowledged, and
// the file it leaves is whole; a worker that cannot open the file gives the checkpoints back to the server.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { expect, it } from 'vitest';
import { startCheckpointer } from '#server/db/checkpointer.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** Past the worker's RESTART threshold (8,000 frames) with room to spare: one page a commit. */
const COMMITS = 12_000;

it.runIf(!onPostgres)('keeps every acknowledged commit when killed mid-checkpoint', async () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-crash-')), 'portal.sqlite');
  const writer = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'fixtures', 'commit-writer.ts'), file, String(2 * COMMITS)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let acknowledged = 0;
  const exited = new Promise((resolve) => writer.on('exit', resolve));
  await new Promise<void>((resolve) => {
    let pending = '';
    writer.stdout!.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop()!;
      if (lines.length > 0) acknowledged = Number(lines.at(-1));
      if (acknowledged >= COMMITS && !writer.killed) {
        writer.kill('SIGKILL');
        resolve();
      }
    });
  });
  await exited;
  const db = new SQLite(file);
  const { rows, last } = db.prepare('select count(*) as rows, max(n) as last from row_written').get() as { rows: number; last: number };
  expect(last).toBeGreaterThanOrEqual(acknowledged);
  expect(rows).toBe(last);
  expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
  db.close();
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
}, 180_000);

it('hands checkpoints back to the server when its worker cannot open the file', async () => {
  const failed = new Promise<void>((resolve) => startCheckpointer(path.join(os.tmpdir(), 'no-such-dir', 'portal.sqlite'), () => resolve()));
  await expect(failed).resolves.toBeUndefined();
});
