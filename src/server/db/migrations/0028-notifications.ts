// Frozen in time. Notifications (issue 21 items 1 and 2): what the owner (or a cashier) is told, kept per user for the
// in-app list and, written in the same transaction as the event it tells of, the outbox that the push job drains;
// the devices subscribed to Web Push; which pushes reached which subscription (never one twice); each user's switches.
// The deposit's low threshold lives on the deposit's balance row, so the payment path reads it with the balance it
// already writes (decision 165): nothing more is read or written per payment unless the balance crosses it.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notification')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    // JSON: the message's parameters (never a card number).
    .addColumn('params', 'text', (c) => c.notNull())
    // The screen it is about, a path of the portal.
    .addColumn('url', 'text', (c) => c.notNull())
    // An event told once whatever retries it (a reminder, a refused payment's key): unique when set.
    .addColumn('dedupe_key', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    // PENDING until the push job has handed it to every subscription of the user (DONE), or given up (FAILED).
    .addColumn('push_state', 'text', (c) => c.notNull())
    .addColumn('push_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('push_after', 'text')
    .execute();
  await db.schema.createIndex('notification_user_idx').on('notification').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('notification_created_idx').on('notification').columns(['created_at']).execute();
  await db.schema.createIndex('notification_push_idx').on('notification').columns(['push_state', 'id']).execute();
  await db.schema
    .createTable('push_subscription')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id'))
    .addColumn('device_id', 'text', (c) => c.notNull().references('device.id'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    // The language the device's portal was in when it subscribed: the service worker shows the message in it.
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('modified_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('push_subscription_user_idx').on('push_subscription').columns(['user_id']).execute();
  await db.schema.createIndex('push_subscription_device_idx').on('push_subscription').columns(['device_id']).execute();
  await db.schema
    .createTable('push_delivery')
    .addColumn('notification_id', 'text', (c) => c.notNull())
    .addColumn('subscription_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('push_delivery_pk', ['notification_id', 'subscription_id'])
    .execute();
  await db.schema
    .createTable('notification_preference')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('app_user.id'))
    // Comma-separated switches turned off (every event is on by default).
    .addColumn('muted', 'text', (c) => c.notNull())
    .addColumn('hide_amounts', 'integer', (c) => c.notNull())
    .addColumn('modified_at', 'text', (c) => c.notNull())
    .execute();
  // What the dev push provider would have sent (never used in production): the dev push outbox.
  await db.schema
    .createTable('dev_push_message')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('endpoint', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('dev_push_message_endpoint_idx').on('dev_push_message').columns(['endpoint', 'id']).execute();
  await db.schema.alterTable('account_balance').addColumn('low_alert', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('account_balance').dropColumn('low_alert').execute();
  for (const table of ['dev_push_message', 'notification_preference', 'push_delivery', 'push_subscription', 'notification']) await db.schema.dropTable(table).execute();
}
