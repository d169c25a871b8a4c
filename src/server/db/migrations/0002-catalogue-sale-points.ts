// Frozen in time. The service catalogue (spec 02 §3) and sale points. Merchant payer fields, tags and monthly
// commission tiers are JSON text: they are read whole with their merchant and never queried inside.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('merchant_category')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name_uz', 'text', (c) => c.notNull())
    .addColumn('name_ru', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('merchant')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('name_uz', 'text', (c) => c.notNull())
    .addColumn('name_ru', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('legal_name', 'text')
    .addColumn('image', 'text')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('status_message_uz', 'text')
    .addColumn('status_message_ru', 'text')
    .addColumn('status_message_en', 'text')
    .addColumn('category_id', 'text', (c) => c.references('merchant_category.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('favorite_position', 'integer')
    .addColumn('top_position', 'integer')
    .addColumn('exist_reward_source', 'integer', (c) => c.notNull())
    // Rates are hundredths of a percent (150 = 1.5 %); a FIXED commission value is tiyin.
    .addColumn('agent_reward_bp', 'integer', (c) => c.notNull())
    .addColumn('commission_type', 'text')
    .addColumn('commission_value', 'bigint')
    .addColumn('commission_calc_type', 'text')
    .addColumn('commission_tiers_json', 'text', (c) => c.notNull())
    .addColumn('fields_json', 'text', (c) => c.notNull())
    .addColumn('tags_json', 'text', (c) => c.notNull())
    .addColumn('cancel_allowed', 'integer', (c) => c.notNull())
    .addColumn('refundable_hours', 'integer')
    .addColumn('sync_date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('modified_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('merchant_category_idx').on('merchant').column('category_id').execute();

  await db.schema
    .createTable('merchant_region')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchant.id').onDelete('cascade'))
    .addColumn('parent_id', 'text', (c) => c.references('merchant_region.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('title_uz', 'text', (c) => c.notNull())
    .addColumn('title_ru', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('merchant_region_idx').on('merchant_region').columns(['merchant_id', 'parent_id']).execute();

  await db.schema
    .createTable('merchant_option')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchant.id').onDelete('cascade'))
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('title_uz', 'text', (c) => c.notNull())
    .addColumn('title_ru', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('merchant_option_idx').on('merchant_option').column('merchant_id').execute();

  await db.schema
    .createTable('sale_point')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('business_id', 'text', (c) => c.notNull().references('business.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('region_id', 'integer', (c) => c.references('region.id'))
    .addColumn('district_id', 'integer', (c) => c.references('district.id'))
    .addColumn('address', 'text')
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('limit_sum', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('modified_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sale_point_business_idx').on('sale_point').column('business_id').execute();

  await db.schema
    .createTable('sale_point_employee')
    .addColumn('sale_point_id', 'text', (c) => c.notNull().references('sale_point.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('sale_point_employee_pk', ['sale_point_id', 'user_id'])
    .execute();
  await db.schema.createIndex('sale_point_employee_user_idx').on('sale_point_employee').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sale_point_employee', 'sale_point', 'merchant_option', 'merchant_region', 'merchant', 'merchant_category']) {
    await db.schema.dropTable(table).execute();
  }
}
