import type { Executor } from '../../db/database.ts';
import { FILE_PATH_MARK } from './file-links.ts';
import type { StoredFileTable } from '../../db/tables/files.ts';

export function findFile(db: Executor, id: string) {
  return db.selectFrom('stored_file').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}

export function findFileByGuid(db: Executor, guid: string) {
  return db
    .selectFrom('stored_file')
    .selectAll()
    .where('guid', '=', guid)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function insertFile(db: Executor, file: StoredFileTable): Promise<void> {
  await db.insertInto('stored_file').values(file).execute();
}

export async function markFileDeleted(db: Executor, id: string, at: string): Promise<void> {
  await db.updateTable('stored_file').set({ deleted_at: at }).where('id', '=', id).execute();
}

/** A file's path as the server writes it into an answer, marked as its own (file-links.ts signs only such paths). */
export const downloadUrl = (file: Pick<StoredFileTable, 'guid' | 'extension'>) =>
  `${FILE_PATH_MARK}/file/download/${file.guid}.${file.extension}`;

/** What a download link needs of each of these files. */
export function findFileLinks(db: Executor, ids: string[]) {
  return db.selectFrom('stored_file').select(['id', 'guid', 'extension']).where('id', 'in', ids).execute();
}

/** The status of the business holding this file as a document scan or logo, if one does. */
export async function statusOfBusinessHolding(db: Executor, fileId: string): Promise<string | null> {
  const row = await db
    .selectFrom('business')
    .select('status')
    .where((eb) => eb.or([eb('passport_id', '=', fileId), eb('certificate_id', '=', fileId), eb('license_id', '=', fileId), eb('logo_id', '=', fileId)]))
    .executeTakeFirst();
  return row?.status ?? null;
}
