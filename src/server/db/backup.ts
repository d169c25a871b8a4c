// Backups of the embedded SQLite deployment (issue 22 item 2): one gzipped tar archive with a consistent copy of the
// database, made by SQLite's online backup API while the server keeps taking payments, the uploaded files beside it
// and a manifest. A restore unpacks it into an empty data directory only. PostgreSQL is backed up with its own tools
// (docs/operations.md).
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import * as tar from 'tar';
import { uuidv7 } from 'uuidv7';
import { PRODUCT_VERSION } from '../lib/version.ts';

export const BACKUP_FORMAT = 1;
const DB_NAME = 'portal.sqlite';
const FILES_DIR = 'files';
const MANIFEST = 'manifest.json';

export type BackupManifest = {
  format: number;
  /** The product version that wrote it. */
  version: string;
  createdAt: string;
  /** Rows in the copied database, read from the copy itself: what a restore brings back. */
  invoices: number;
  files: number;
  /** The last migration the copied database had run. */
  migration: string | null;
};

export type BackupSource = { databaseUrl: string | null; sqliteFile: string; dataDir: string };

export class BackupError extends Error {}

/** The copy of the live database: the online backup API reads it under one read transaction (WAL lets writers go on). */
async function snapshotDatabase(sqliteFile: string, target: string): Promise<void> {
  const source = new SQLite(sqliteFile, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    // The first step (of 0 pages) learns the size; the second copies every page in one step. Copying in small steps
    // would restart from the beginning whenever another connection (the server's) writes between two steps, which
    // under steady payments may never finish; one step holds a read snapshot and blocks no writer in WAL mode.
    await source.backup(target, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
}

function describeCopy(file: string): { invoices: number; migration: string | null } {
  const copy = new SQLite(file, { fileMustExist: true });
  try {
    // The copy must be a whole database before it is archived.
    const check = copy.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new BackupError(`the copied database fails its check: ${String(check)}`);
    copy.pragma('journal_mode = DELETE');
    const invoices = (copy.prepare('select count(*) as n from invoice').get() as { n: number }).n;
    const migration = copy.prepare('select name from kysely_migration order by name desc limit 1').get() as { name: string } | undefined;
    return { invoices, migration: migration?.name ?? null };
  } finally {
    copy.close();
  }
}

/** Links (or, across filesystems, copies) every uploaded file into `target`, freezing the list. */
async function stageFiles(filesDir: string, target: string): Promise<number> {
  let entries: fs.Dirent[];
  try {
    entries = await fsp.readdir(filesDir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  await fsp.mkdir(target, { recursive: true });
  let count = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const from = path.join(filesDir, entry.name);
    const to = path.join(target, entry.name);
    await fsp.link(from, to).catch(() => fsp.copyFile(from, to));
    count += 1;
  }
  return count;
}

/**
 * Writes one archive of the running SQLite portal to `file` (written beside it and renamed, so a half-written
 * archive never carries the final name). The database is copied first, then the files: an upload is written to disk
 * before its row, so every file the copy names is in the archive.
 */
export async function createBackup(source: BackupSource, file: string, now: Date = new Date()): Promise<BackupManifest> {
  if (source.databaseUrl) throw new BackupError('this portal runs on PostgreSQL: back it up with pg_dump or pg_basebackup (docs/operations.md)');
  if (source.sqliteFile === ':memory:') throw new BackupError('an in-memory database cannot be backed up');
  const target = path.resolve(file);
  await fsp.mkdir(path.dirname(target), { recursive: true });
  // The staging folder sits in the data directory, so the files are hard links rather than copies.
  const staging = path.join(source.dataDir, `.backup-${uuidv7()}`);
  const partial = `${target}.partial-${process.pid}`;
  await fsp.mkdir(staging, { recursive: true });
  try {
    await snapshotDatabase(source.sqliteFile, path.join(staging, DB_NAME));
    const copy = describeCopy(path.join(staging, DB_NAME));
    const files = await stageFiles(path.join(source.dataDir, FILES_DIR), path.join(staging, FILES_DIR));
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: PRODUCT_VERSION,
      createdAt: now.toISOString(),
      invoices: copy.invoices,
      files,
      migration: copy.migration,
    };
    await fsp.writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const entries = [MANIFEST, DB_NAME, ...(files > 0 ? [FILES_DIR] : [])];
    await tar.c({ gzip: true, file: partial, cwd: staging, portable: true }, entries);
    await fsp.rename(partial, target);
    return manifest;
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
    await fsp.rm(partial, { force: true });
  }
}

const allowedEntry = (entryPath: string) => {
  const normal = entryPath.replace(/^\.\//, '').replace(/\/$/, '');
  return normal === MANIFEST || normal === DB_NAME || normal === FILES_DIR || /^files\/[^/]+$/.test(normal);
};

/**
 * Unpacks `file` into `dataDir`, which must be empty or missing: a restore never mixes with or overwrites a live
 * portal. The database is checked before the restore is declared done; on any failure the directory is emptied again.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<BackupManifest> {
  const archive = path.resolve(file);
  if (!fs.existsSync(archive)) throw new BackupError(`no backup at ${archive}`);
  const target = path.resolve(dataDir);
  const present = fs.existsSync(target) ? await fsp.readdir(target) : [];
  if (present.length > 0) throw new BackupError(`${target} is not empty: restore only into an empty data directory`);
  await fsp.mkdir(target, { recursive: true });
  try {
    const unexpected: string[] = [];
    await tar.x({
      file: archive,
      cwd: target,
      strict: true,
      filter: (entryPath) => {
        if (allowedEntry(entryPath)) return true;
        unexpected.push(entryPath);
        return false;
      },
    });
    if (unexpected.length > 0) throw new BackupError(`not a portal backup: unexpected ${unexpected.slice(0, 3).join(', ')}`);
    const manifestFile = path.join(target, MANIFEST);
    if (!fs.existsSync(manifestFile) || !fs.existsSync(path.join(target, DB_NAME))) throw new BackupError('not a portal backup: no manifest or database');
    const manifest = JSON.parse(await fsp.readFile(manifestFile, 'utf8')) as BackupManifest;
    if (manifest.format !== BACKUP_FORMAT) throw new BackupError(`backup format ${manifest.format} is not known to this version`);
    const copy = describeCopy(path.join(target, DB_NAME));
    if (copy.invoices !== manifest.invoices) throw new BackupError(`the database has ${copy.invoices} invoices, the manifest says ${manifest.invoices}`);
    await fsp.rm(manifestFile);
    return manifest;
  } catch (error) {
    for (const entry of await fsp.readdir(target)) await fsp.rm(path.join(target, entry), { recursive: true, force: true });
    if (error instanceof BackupError) throw error;
    throw new BackupError(`the backup cannot be read: ${(error as Error).message}`);
  }
}

export const BACKUP_PREFIX = 'portal-';
export const BACKUP_SUFFIX = '.tar.gz';

/** A scheduled backup's name: the time it was taken, sortable. */
export const scheduledName = (at: Date) => `${BACKUP_PREFIX}${at.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}${BACKUP_SUFFIX}`;

/** The scheduled backups in `dir`, oldest first. */
export async function scheduledBackups(dir: string): Promise<string[]> {
  const names = await fsp.readdir(dir).catch(() => [] as string[]);
  return names.filter((name) => name.startsWith(BACKUP_PREFIX) && name.endsWith(BACKUP_SUFFIX)).sort();
}
