// Scheduled backups (BACKUP_DIR, BACKUP_EVERY, BACKUP_KEEP): a pass takes a backup when the newest one in the folder
// is older than the interval (so a restart neither skips nor repeats one), then keeps the newest BACKUP_KEEP. Under a
// lease like reconcile, so two processes sharing the folder never write one twice.
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../context.ts';
import { createBackup, scheduledBackups, scheduledName, type BackupManifest } from '../db/backup.ts';
import { withLease } from './lease.ts';

export const BACKUP_LEASE = 'backup';
/** Longer than a backup of a large database takes, so a live holder never loses it mid-backup. */
const LEASE_TTL_MS = 60 * 60_000;
/** How often the scheduler asks whether a backup is due. */
export const BACKUP_CHECK_EVERY_MS = 60_000;

export type BackupPass = { ran: boolean; taken: { file: string; manifest: BackupManifest } | null; removed: string[] };

type BackupContext = Pick<AppContext, 'config' | 'db' | 'clock'>;

/** When the newest scheduled backup was taken, from its name (the clock the names were written by), or null. */
function takenAt(name: string): number | null {
  const stamp = /^portal-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z/.exec(name);
  if (!stamp) return null;
  const [, y, mo, d, h, mi, s] = stamp;
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
}

export async function runScheduledBackup(ctx: BackupContext, holder: string): Promise<BackupPass> {
  const schedule = ctx.config.backup;
  const pass: BackupPass = { ran: false, taken: null, removed: [] };
  if (!schedule || ctx.config.databaseUrl) return pass;
  const now = ctx.clock.now();
  pass.ran = await withLease(ctx.db, { name: BACKUP_LEASE, holder, ttlMs: LEASE_TTL_MS, now }, async () => {
    const existing = await scheduledBackups(schedule.dir);
    const newest = existing.length ? takenAt(existing[existing.length - 1]!) : null;
    if (newest !== null && now.getTime() - newest < schedule.everyMs) return;
    const file = path.join(schedule.dir, scheduledName(now));
    pass.taken = { file, manifest: await createBackup(ctx.config, file, now) };
    const kept = await scheduledBackups(schedule.dir);
    for (const old of kept.slice(0, Math.max(0, kept.length - schedule.keep))) {
      await fsp.rm(path.join(schedule.dir, old), { force: true });
      pass.removed.push(old);
    }
  });
  return pass;
}
