// Frozen in time. Uzbek Cyrillic (oz, spec 01 §1) names for the service catalogue: categories, merchants and their
// status messages, regions, type options, and the field titles inside a merchant's fields JSON. Existing rows take
// their Latin Uzbek text (only a new database is seeded with Cyrillic ones), so no oz name is ever empty.
import { sql, type Kysely } from 'kysely';

/** A names object of the merchant's fields JSON, as stored before this migration. */
type StoredNames = { uz: string; oz?: string };
type StoredFields = {
  region: { title: StoredNames } | null;
  subRegion: { title: StoredNames } | null;
  type: { title: StoredNames } | null;
  account: { title: StoredNames }[];
};

const withOz = (title: StoredNames) => ({ ...title, oz: title.oz ?? title.uz });

export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite adds a NOT NULL column only with a default; the update below overwrites it at once.
  const addCopy = async (table: string, column: string, source: string) => {
    await db.schema.alterTable(table).addColumn(column, 'text', (c) => c.notNull().defaultTo('')).execute();
    await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${sql.ref(source)}`.execute(db);
  };
  await addCopy('merchant_category', 'name_oz', 'name_uz');
  await addCopy('merchant', 'name_oz', 'name_uz');
  await addCopy('merchant_region', 'title_oz', 'title_uz');
  await addCopy('merchant_option', 'title_oz', 'title_uz');
  await db.schema.alterTable('merchant').addColumn('status_message_oz', 'text').execute();
  await sql`update merchant set status_message_oz = status_message_uz`.execute(db);

  const merchants = await sql<{ id: string; fields_json: string }>`select id, fields_json from merchant`.execute(db);
  for (const { id, fields_json } of merchants.rows) {
    const fields = JSON.parse(fields_json) as StoredFields;
    const option = (field: { title: StoredNames } | null) => field && { ...field, title: withOz(field.title) };
    const updated = {
      ...fields,
      region: option(fields.region),
      subRegion: option(fields.subRegion),
      type: option(fields.type),
      account: fields.account.map((field) => ({ ...field, title: withOz(field.title) })),
    };
    await sql`update merchant set fields_json = ${JSON.stringify(updated)} where id = ${id}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const merchants = await sql<{ id: string; fields_json: string }>`select id, fields_json from merchant`.execute(db);
  for (const { id, fields_json } of merchants.rows) {
    const withoutOz = JSON.stringify(JSON.parse(fields_json), (key, value: unknown) => (key === 'oz' ? undefined : value));
    await sql`update merchant set fields_json = ${withoutOz} where id = ${id}`.execute(db);
  }
  await db.schema.alterTable('merchant').dropColumn('status_message_oz').execute();
  await db.schema.alterTable('merchant_option').dropColumn('title_oz').execute();
  await db.schema.alterTable('merchant_region').dropColumn('title_oz').execute();
  await db.schema.alterTable('merchant').dropColumn('name_oz').execute();
  await db.schema.alterTable('merchant_category').dropColumn('name_oz').execute();
}
