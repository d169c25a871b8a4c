// Kysely access to news; `db` or a transaction first.
import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { NewsTable } from '../../db/tables/news.ts';

/** News with the download name of its uploaded image, if any. */
function newsWithImage(db: Executor) {
  return db
    .selectFrom('news')
    .leftJoin('stored_file', (join) => join.onRef('stored_file.id', '=', 'news.image_file_id').on('stored_file.deleted_at', 'is', null))
    .selectAll('news')
    .select(['stored_file.guid as image_guid', 'stored_file.extension as image_extension']);
}

/** ACTIVE news: agents and employees never see the others. */
export function activeNews(db: Executor) {
  return newsWithImage(db).where('news.status', '=', 'ACTIVE');
}

/** The active news as a subquery a paged list can sort and filter by its columns. */
export function listedActiveNews(db: Executor) {
  return db.selectFrom(activeNews(db).as('listed')).selectAll();
}

export function findNews(db: Executor, id: string): Promise<NewsTable | undefined> {
  return db.selectFrom('news').selectAll().where('id', '=', id).executeTakeFirst();
}

export type ListedNewsRow = NewsTable & { image_guid: string | null; image_extension: string | null };

export async function insertNews(db: Executor, row: Insertable<NewsTable>): Promise<void> {
  await db.insertInto('news').values(row).execute();
}

/** Answers whether the news exists. */
export async function setNewsStatus(db: Executor, id: string, status: string, at: string): Promise<boolean> {
  const result = await db.updateTable('news').set({ status, modified_at: at }).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

type NewsEdit = Pick<Updateable<NewsTable>, 'title_uz' | 'title_ru' | 'title_en' | 'content_uz' | 'content_ru' | 'content_en' | 'image_file_id' | 'image_url'>;

export async function updateNewsText(db: Executor, id: string, edit: NewsEdit, at: string): Promise<void> {
  await db.updateTable('news').set({ ...edit, modified_at: at }).where('id', '=', id).execute();
}

/** Every news item, whatever its status, newest change first: what staff see. */
export function allNews(db: Executor) {
  return newsWithImage(db)
    .orderBy('news.modified_at', 'desc')
    .orderBy('news.id', 'desc')
    .execute();
}
