// Frozen in time. Employees (spec 03 §2): the owner deletes an employee without losing the payments it took, so the
// user row stays, marked deleted, with its phone freed for a new account; the employee list reads a user's invoices
// by day.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('app_user').addColumn('deleted_at', 'text').execute();
  await db.schema.createIndex('invoice_user_time_idx').on('invoice').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('invoice_user_time_idx').execute();
  await db.schema.alterTable('app_user').dropColumn('deleted_at').execute();
}
