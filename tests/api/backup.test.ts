// Issue 22 item 2, the restore drill: `npm run staff -- backup` copies the running SQLite portal while payments go on
// (SQLite's online backup API) with its uploaded files; `restore` brings it back into an empty directory only, and an
// app built on the restored directory has a whole ledger, every invoice up to the backup and the files. Scheduled
// backups keep BACKUP_KEEP. On PostgreSQL the command refuses and points at pg_dump.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScheduledBackup } from '../../src/server/jobs/backup.job.ts';
import { saveUpload } from '../../src/server/modules/files/files.service.ts';
import { createTestApp, DEMO, signIn, type TestApp } from './helper.ts';
import { deposit, DEMO_TAX_NUMBER, expectLedgerConsistent, invoiceBody, payment } from './money-helper.ts';
import { staffCli } from './staff-helper.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

let t: TestApp;
let work: string;
beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-'));
  const dataDir = path.join(work, 'data');
  t = await createTestApp(onPostgres ? {} : { dataDir, sqliteFile: path.join(dataDir, 'portal.sqlite') });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(work, { recursive: true, force: true });
});

const invoiceCount = async (app = t.app) => Number((await app.ctx.db.selectFrom('invoice').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe.skipIf(!onPostgres)('on PostgreSQL', () => {
  it('refuses and points at the database tools', async () => {
    const run = await staffCli(t, 'backup', path.join(work, 'pg.tar.gz'));
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/pg_dump/);
    expect(fs.existsSync(path.join(work, 'pg.tar.gz'))).toBe(false);
  });
});

describe.skipIf(onPostgres)('backup and restore of the SQLite portal', () => {
  const archive = () => path.join(work, 'drill.tar.gz');

  it('copies the database while payments run, and restores it whole into an empty directory', async () => {
    const agent = await signIn(t.app, DEMO.agent.phone, DEMO.agent.pin);
    const merchant = await t.app.ctx.db.selectFrom('merchant').select('id').where('key', '=', 'suvsoz').executeTakeFirstOrThrow();
    // suvsoz takes 7-digit accounts starting 1, 2 or 3; one ending in 500 is paid at once by the simulator.
    const body = (first: number, i: number) => invoiceBody(merchant.id, `${first}${String(i % 1000).padStart(3, '0')}500`, 1_000_000);
    await deposit(t, DEMO_TAX_NUMBER, 10_000_000_000);
    const upload = await saveUpload(t.app.ctx, { ownerId: null, scope: 'GENERIC', name: 'passport.png', bytes: PNG });
    for (let i = 0; i < 20; i++) await payment(t, agent.accessToken, body(1, i));

    const before = await invoiceCount();
    // Payments go on until the backup is done; some of them complete while it runs.
    let backingUp = true;
    let paidDuring = 0;
    const payments = (async () => {
      for (let i = 0; backingUp; i++) {
        const paid = await payment(t, agent.accessToken, body(2, i));
        expect(paid.status, JSON.stringify(paid.body)).toBe(200);
        paidDuring += 1;
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const startedAfter = paidDuring;
    const run = await staffCli(t, 'backup', archive());
    const finishedAt = paidDuring;
    backingUp = false;
    await payments;
    expect(run.code, run.stderr).toBe(0);
    expect(finishedAt, 'payments completed while the backup ran').toBeGreaterThan(startedAfter);
    const after = await invoiceCount();
    expect(run.stdout).toMatch(/backup written to .*drill\.tar\.gz .*invoices, \d+ files/);

    // Restored into a fresh directory, an app built on it finds what was there at the moment of the copy.
    const restoredDir = path.join(work, 'restored');
    const restoredConfig = { ...t.config, dataDir: restoredDir, sqliteFile: path.join(restoredDir, 'portal.sqlite') };
    const restored = await staffCli({ ...t, config: restoredConfig }, 'restore', archive());
    expect(restored.code, restored.stderr).toBe(0);
    const count = Number(/(\d+) invoices/.exec(restored.stdout)?.[1]);
    expect(count).toBeGreaterThanOrEqual(before);
    expect(count).toBeLessThanOrEqual(after);

    const drill = await createTestApp(restoredConfig);
    try {
      expect(await invoiceCount(drill.app)).toBe(count);
      await expectLedgerConsistent(drill);
      // Every restored invoice is the original's, and nothing after the copy crept in.
      const originals = new Map((await t.app.ctx.db.selectFrom('invoice').select(['id', 'number', 'total']).execute()).map((row) => [row.id, row]));
      for (const row of await drill.app.ctx.db.selectFrom('invoice').select(['id', 'number', 'total']).execute()) {
        expect(originals.get(row.id)).toEqual(row);
      }
      // The uploaded file is back, byte for byte, with its row.
      const file = await drill.app.ctx.db.selectFrom('stored_file').selectAll().where('id', '=', upload.id).executeTakeFirstOrThrow();
      expect(fs.readFileSync(path.join(restoredDir, 'files', `${file.guid}.${file.extension}`))).toEqual(PNG);
      // The restored portal takes payments again, from the session signed in before the backup (keys and sessions
      // live in the database).
      const paid = await payment(drill, agent.accessToken, body(3, 1));
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      await expectLedgerConsistent(drill);
    } finally {
      await drill.app.close();
    }
  });

  it('refuses a data directory that is not empty, and leaves it as it was', async () => {
    const busy = path.join(work, 'busy');
    fs.mkdirSync(busy);
    fs.writeFileSync(path.join(busy, 'portal.sqlite'), 'live data');
    const run = await staffCli({ ...t, config: { ...t.config, dataDir: busy, sqliteFile: path.join(busy, 'portal.sqlite') } }, 'restore', archive());
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/not empty/);
    expect(fs.readdirSync(busy)).toEqual(['portal.sqlite']);
    expect(fs.readFileSync(path.join(busy, 'portal.sqlite'), 'utf8')).toBe('live data');
  });

  it('refuses a file that is not a backup, and leaves the directory empty', async () => {
    const junk = path.join(work, 'junk.tar.gz');
    fs.writeFileSync(junk, 'not an archive');
    const target = path.join(work, 'empty');
    const run = await staffCli({ ...t, config: { ...t.config, dataDir: target, sqliteFile: path.join(target, 'portal.sqlite') } }, 'restore', junk);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/refused: /);
    expect(fs.readdirSync(target)).toEqual([]);
  });

  it('takes scheduled backups when one is due and keeps BACKUP_KEEP of them', async () => {
    const dir = path.join(work, 'scheduled');
    const ctx = { ...t.app.ctx, config: { ...t.config, backup: { dir, everyMs: 6 * 3_600_000, keep: 2 } } };
    const first = await runScheduledBackup(ctx, 'test');
    expect(first.taken).not.toBeNull();
    t.clock.advance(3_600_000);
    expect((await runScheduledBackup(ctx, 'test')).taken, 'not due an hour later').toBeNull();
    for (let i = 0; i < 3; i++) {
      t.clock.advance(6 * 3_600_000);
      expect((await runScheduledBackup(ctx, 'test')).taken).not.toBeNull();
    }
    const kept = fs.readdirSync(dir).sort();
    expect(kept).toHaveLength(2);
    expect(kept.every((name) => /^portal-\d{8}T\d{6}Z\.tar\.gz$/.test(name))).toBe(true);
    // Another process holding the lease means this one takes nothing.
    t.clock.advance(6 * 3_600_000);
    await t.app.ctx.db.insertInto('job_lease').values({ name: 'backup', holder: 'other', expires_at: new Date(t.clock.now().getTime() + 60_000).toISOString() }).execute();
    expect((await runScheduledBackup(ctx, 'test')).ran).toBe(false);
    await t.app.ctx.db.deleteFrom('job_lease').where('name', '=', 'backup').execute();
  });
});
