// News (spec 03): agents and employees read the ACTIVE ones; staff publish news and switch it on or off.
import { uuidv7 } from 'uuidv7';
import type { BodyOf } from '#shared/api/contract.ts';
import type { listNews, News } from '#shared/api/news.ts';
import type { Names } from '#shared/api/catalogue.ts';
import type { Status } from '#shared/enums.ts';
import type { Clock } from '../../clock.ts';
import type { Db, Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { pageOf } from '../../http/paging.ts';
import { downloadUrl, findFile } from '../files/files.repository.ts';
import { recordAudit, type StaffActor } from '../staff-accounts/audit.ts';
import { allNews, findNews, insertNews, listedActiveNews, setNewsStatus, updateNewsText, type ListedNewsRow } from './news.repository.ts';

function toNews(row: ListedNewsRow): News {
  const file = row.image_guid && row.image_extension ? downloadUrl({ guid: row.image_guid, extension: row.image_extension }) : null;
  return {
    id: row.id,
    title: { uz: row.title_uz, ru: row.title_ru, en: row.title_en },
    content: { uz: row.content_uz, ru: row.content_ru, en: row.content_en },
    image: file ?? row.image_url,
    status: row.status as Status,
    createdDate: row.created_at,
    modifiedDate: row.modified_at,
  };
}

/** spec 03 §7: POST /v1/news/pageable, modifiedDate descending unless asked otherwise. */
export async function pageNews(db: Executor, body: BodyOf<typeof listNews>) {
  const page = await pageOf(listedActiveNews(db), body, {
    sort: { modifiedDate: 'modified_at', createdDate: 'created_at' },
    search: { status: { column: 'status', kind: 'string' } },
    defaultSort: { column: 'modified_at', direction: 'desc' },
    tiebreak: 'id',
  });
  return { ...page, content: page.content.map(toNews) };
}

export type NewNews = {
  title: Names;
  content: Names;
  /** An uploaded file's id (stored_file) or an image address. */
  imageFileId?: string | null;
  imageUrl?: string | null;
  status?: Status;
};

/** Staff: publishes a news item (ACTIVE unless told otherwise); answers its id. */
/** The news table's text columns of three-language titles and contents. */
const textColumns = (title: Names, content: Names) => ({
  title_uz: title.uz,
  title_ru: title.ru,
  title_en: title.en,
  content_uz: content.uz,
  content_ru: content.ru,
  content_en: content.en,
});

async function requireImage(db: Db, fileId: string | null | undefined): Promise<void> {
  if (fileId && !(await findFile(db, fileId))) throw new AppError(404, 'file_not_found');
}

export async function createNews(ctx: { db: Db; clock: Clock }, actor: StaffActor, input: NewNews): Promise<{ id: string }> {
  await requireImage(ctx.db, input.imageFileId);
  const now = ctx.clock.now();
  const id = uuidv7();
  const status = input.status ?? 'ACTIVE';
  await ctx.db.transaction().execute(async (tx) => {
    await insertNews(tx, {
      id,
      ...textColumns(input.title, input.content),
      image_file_id: input.imageFileId ?? null,
      image_url: input.imageUrl ?? null,
      status,
      created_at: now.toISOString(),
      modified_at: now.toISOString(),
    });
    const after = { title: input.title, imageFileId: input.imageFileId ?? null, imageUrl: input.imageUrl ?? null, status };
    await recordAudit(tx, actor, { action: 'news.create', objectType: 'news', objectId: id, before: null, after }, now);
  });
  return { id };
}

/** Staff: shows or hides a news item; switching it on again brings it back to the top (a new modifiedDate). */
export async function switchNews(ctx: { db: Db; clock: Clock }, actor: StaffActor, id: string, status: Status): Promise<{ id: string; status: Status }> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (tx) => {
    const before = await findNews(tx, id);
    if (!before || !(await setNewsStatus(tx, id, status, now.toISOString()))) throw new AppError(404, 'not_found');
    await recordAudit(tx, actor, { action: 'news.status', objectType: 'news', objectId: id, before: { status: before.status }, after: { status } }, now);
  });
  return { id, status };
}

export type EditedNews = {
  title: Names;
  content: Names;
  /** Absent: the image stays; null: it is taken away; a file id: that upload replaces it. */
  imageFileId?: string | null;
};

/** Staff: corrects a news item's texts or image; an edit is a change, so the item comes first again. */
export async function editNews(ctx: { db: Db; clock: Clock }, actor: StaffActor, id: string, input: EditedNews): Promise<{ id: string }> {
  await requireImage(ctx.db, input.imageFileId);
  const now = ctx.clock.now();
  const imageChanged = input.imageFileId !== undefined;
  await ctx.db.transaction().execute(async (tx) => {
    const before = await findNews(tx, id);
    if (!before) throw new AppError(404, 'not_found');
    const image = imageChanged ? { image_file_id: input.imageFileId ?? null, image_url: null } : {};
    await updateNewsText(tx, id, { ...textColumns(input.title, input.content), ...image }, now.toISOString());
    const imageOf = (fileId: string | null, url: string | null) => (imageChanged ? { imageFileId: fileId, imageUrl: url } : {});
    const was = { title: { uz: before.title_uz, ru: before.title_ru, en: before.title_en }, ...imageOf(before.image_file_id, before.image_url) };
    const after = { title: input.title, ...imageOf(input.imageFileId ?? null, null) };
    await recordAudit(tx, actor, { action: 'news.edit', objectType: 'news', objectId: id, before: was, after }, now);
  });
  return { id };
}

/** Staff: every news item, whatever its status, newest change first, with what its editor needs. */
export async function staffNews(db: Executor) {
  return (await allNews(db)).map((row) => {
    const { id, title, content, image, status, modifiedDate } = toNews(row);
    return { id, status, title, content, image, modifiedDate };
  });
}
