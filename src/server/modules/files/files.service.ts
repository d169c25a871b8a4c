// Uploads (spec 01 §5): the scope picks the rule set; the type is read from the bytes, never from the name.
import fs from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { uuidv7 } from 'uuidv7';
import { UPLOAD_RULES, type StoredFile, type UploadScope } from '#shared/api/files.ts';
import type { FileType } from '#shared/enums.ts';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../context.ts';
import { recordAudit, type StaffActor } from '../staff-accounts/audit.ts';
import { pdfHasActiveContent, storedName } from './file-safety.ts';
import { downloadUrl, findFile, insertFile, markFileDeleted, statusOfBusinessHolding } from './files.repository.ts';
import type { StoredFileTable } from '../../db/tables/files.ts';

export const filesDir = (ctx: AppContext) => path.join(ctx.config.dataDir, 'files');
const storagePath = (ctx: AppContext, file: Pick<StoredFileTable, 'guid' | 'extension'>) =>
  path.join(filesDir(ctx), `${file.guid}.${file.extension}`);

function fileTypeOf(mime: string): FileType {
  if (mime.startsWith('image/')) return 'IMAGE';
  if (mime.startsWith('video/')) return 'VIDEO';
  if (mime.startsWith('audio/')) return 'AUDIO';
  return 'FILE';
}

export function toStoredFile(row: StoredFileTable): StoredFile {
  return {
    id: row.id,
    name: row.name,
    url: downloadUrl(row),
    size: row.size,
    type: row.type as FileType,
    extension: row.extension,
    createdDate: row.created_at,
  };
}

/** A staff member's upload (`actor`) is audited in the transaction that records the file. */
export async function saveUpload(
  ctx: AppContext,
  upload: { ownerId: string | null; scope: UploadScope; name: string; bytes: Buffer },
  actor?: StaffActor,
): Promise<StoredFile> {
  const rules = UPLOAD_RULES[upload.scope];
  if (upload.bytes.length > rules.maxBytes) throw new AppError(413, 'file_size_is_too_large');
  const detected = await fileTypeFromBuffer(upload.bytes);
  const allowed: readonly string[] = rules.extensions;
  if (!detected || !allowed.includes(detected.ext)) throw new AppError(400, 'file_format_is_invalid');
  if (detected.ext === 'pdf' && pdfHasActiveContent(upload.bytes)) throw new AppError(400, 'file_format_is_invalid');

  const row: StoredFileTable = {
    id: uuidv7(),
    guid: crypto.randomUUID(),
    owner_id: upload.ownerId,
    name: storedName(upload.name, detected.ext),
    extension: detected.ext,
    mime: detected.mime,
    type: fileTypeOf(detected.mime),
    size: upload.bytes.length,
    created_at: ctx.clock.now().toISOString(),
    deleted_at: null,
  };
  await fs.mkdir(filesDir(ctx), { recursive: true });
  await fs.writeFile(storagePath(ctx, row), upload.bytes);
  if (!actor) {
    await insertFile(ctx.db, row);
    return toStoredFile(row);
  }
  await ctx.db.transaction().execute(async (tx) => {
    await insertFile(tx, row);
    const after = { name: row.name, mime: row.mime, size: row.size, scope: upload.scope };
    await recordAudit(tx, actor, { action: 'file.upload', objectType: 'stored_file', objectId: row.id, before: null, after }, ctx.clock.now());
  });
  return toStoredFile(row);
}

async function ownFile(ctx: AppContext, userId: string, id: string): Promise<StoredFileTable> {
  const file = await findFile(ctx.db, id);
  if (!file || (file.owner_id !== null && file.owner_id !== userId)) throw new AppError(404, 'file_not_found');
  return file;
}

export async function describeFile(ctx: AppContext, userId: string, id: string): Promise<StoredFile> {
  return toStoredFile(await ownFile(ctx, userId, id));
}

export async function deleteOwnFile(ctx: AppContext, userId: string, id: string): Promise<void> {
  const file = await ownFile(ctx, userId, id);
  if (file.owner_id === null) throw new AppError(403, 'access_denied');
  // Scans are removable until moderation approves the business; after that they are what it approved.
  const holder = await statusOfBusinessHolding(ctx.db, file.id);
  if (holder !== null && holder !== 'ON_MODERATION') throw new AppError(409, 'file_is_in_use');
  await markFileDeleted(ctx.db, file.id, ctx.clock.now().toISOString());
  await fs.rm(storagePath(ctx, file), { force: true });
}

export function fileBytesPath(ctx: AppContext, file: StoredFileTable): string {
  return storagePath(ctx, file);
}
