// Frozen in time: later changes get a new migration, never an edit here. Portable across SQLite and PostgreSQL:
// times are ISO-8601 UTC text, booleans are 0/1 integers, money is bigint tiyin.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('setting')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('is_static', 'integer', (c) => c.notNull())
    .addColumn('is_private', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('modified_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('counter')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('region')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('soato', 'bigint', (c) => c.notNull())
    .addColumn('title_uz', 'text', (c) => c.notNull())
    .addColumn('title_ru', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('title_oz', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('district')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('region_id', 'integer', (c) => c.notNull().references('region.id'))
    .addColumn('soato', 'bigint', (c) => c.notNull())
    .addColumn('title_uz', 'text', (c) => c.notNull())
    .addColumn('title_ru', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('title_oz', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('district_region_idx').on('district').column('region_id').execute();

  await db.schema
    .createTable('bank')
    .addColumn('mfo', 'text', (c) => c.primaryKey())
    .addColumn('name_uz', 'text', (c) => c.notNull())
    .addColumn('name_ru', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('branch_uz', 'text', (c) => c.notNull())
    .addColumn('branch_ru', 'text', (c) => c.notNull())
    .addColumn('branch_en', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('mobile_operator_prefix')
    .addColumn('prefix', 'text', (c) => c.primaryKey())
    .addColumn('operator_key', 'text', (c) => c.notNull())
    .addColumn('operator_name', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('stored_file')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('guid', 'text', (c) => c.notNull().unique())
    .addColumn('owner_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('extension', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();

  await db.schema
    .createTable('app_user')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('phone', 'text', (c) => c.notNull().unique())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('agent_number', 'text')
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('surname', 'text')
    .addColumn('email', 'text', (c) => c.unique())
    .addColumn('image_id', 'text', (c) => c.references('stored_file.id'))
    .addColumn('pin_hash', 'text')
    .addColumn('pin_changed_at', 'text')
    .addColumn('failed_pin_count', 'integer', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('business_id', 'text')
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('modified_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('business')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('app_user.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('form', 'text')
    .addColumn('tax_number', 'text', (c) => c.notNull().unique())
    .addColumn('pinfl', 'text')
    .addColumn('director', 'text')
    .addColumn('region_id', 'integer', (c) => c.references('region.id'))
    .addColumn('district_id', 'integer', (c) => c.references('district.id'))
    .addColumn('address', 'text')
    .addColumn('account', 'text')
    .addColumn('bank_id', 'text')
    .addColumn('contract_number', 'text', (c) => c.unique())
    .addColumn('has_signature', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('logo_id', 'text', (c) => c.references('stored_file.id'))
    .addColumn('passport_id', 'text', (c) => c.references('stored_file.id'))
    .addColumn('license_id', 'text', (c) => c.references('stored_file.id'))
    .addColumn('certificate_id', 'text', (c) => c.references('stored_file.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('modified_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('device')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('token_hint', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .addColumn('trusted', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('last_sign_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('modified_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('device_user_idx').on('device').column('user_id').execute();

  await db.schema
    .createTable('refresh_token')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('device_id', 'text', (c) => c.notNull().references('device.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('refresh_token_device_idx').on('refresh_token').column('device_id').execute();

  await db.schema
    .createTable('otp_challenge')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('code_hash', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('device_token', 'text')
    .addColumn('trusted', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('confirm_token_hash', 'text', (c) => c.unique())
    .addColumn('confirmed_at', 'text')
    .addColumn('confirm_expires_at', 'text')
    .addColumn('consumed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('otp_challenge_phone_idx').on('otp_challenge').columns(['phone', 'created_at']).execute();

  await db.schema
    .createTable('sms_message')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('code', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sms_message_phone_idx').on('sms_message').columns(['phone', 'created_at']).execute();

  await db.schema
    .createTable('job_lease')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'job_lease',
    'sms_message',
    'otp_challenge',
    'refresh_token',
    'device',
    'business',
    'app_user',
    'stored_file',
    'mobile_operator_prefix',
    'bank',
    'district',
    'region',
    'counter',
    'setting',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
