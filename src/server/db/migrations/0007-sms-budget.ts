// Frozen in time. Every code the server sends by SMS, so that budgets per destination phone, per user (card codes)
// and per client address (sign-up codes) hold whatever the provider (issue 14 item 4).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sms_send')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('client_address', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sms_send_phone_idx').on('sms_send').columns(['phone', 'created_at']).execute();
  await db.schema.createIndex('sms_send_user_idx').on('sms_send').columns(['user_id', 'purpose', 'created_at']).execute();
  await db.schema
    .createIndex('sms_send_client_idx')
    .on('sms_send')
    .columns(['client_address', 'purpose', 'created_at'])
    .execute();
}
