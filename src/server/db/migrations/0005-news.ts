// Frozen in time. News (spec 03): title and content per language, an uploaded image or an image address, a status
// staff switch; agents and employees list the ACTIVE ones by modification date.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('news')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title_uz', 'text', (c) => c.notNull())
    .addColumn('title_ru', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('content_uz', 'text', (c) => c.notNull())
    .addColumn('content_ru', 'text', (c) => c.notNull())
    .addColumn('content_en', 'text', (c) => c.notNull())
    // Either an uploaded file (served from /file/download) or an address; the file wins when both are set.
    .addColumn('image_file_id', 'text', (c) => c.references('stored_file.id'))
    .addColumn('image_url', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('modified_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('news_status_modified_idx').on('news').columns(['status', 'modified_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('news').execute();
}
