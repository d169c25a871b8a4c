// Frozen in time. The transactions and cancellation lists order rows changed in the same millisecond by their id, so
// pages neither repeat nor skip one and the exports list them as the lists do. Each index that serves a list's sort
// ends in the id, so the page is still read in order from the index with no sort step (not even of the ties).
import type { Kysely } from 'kysely';

const LIST_INDEXES = [
  { name: 'invoice_business_idx', table: 'invoice', columns: ['business_id', 'created_at'] },
  { name: 'invoice_business_modified_idx', table: 'invoice', columns: ['business_id', 'modified_at'] },
  { name: 'invoice_business_amount_idx', table: 'invoice', columns: ['business_id', 'amount'] },
  { name: 'invoice_business_status_idx', table: 'invoice', columns: ['business_id', 'status', 'modified_at'] },
  { name: 'invoice_business_merchant_idx', table: 'invoice', columns: ['business_id', 'merchant_id', 'modified_at'] },
  { name: 'invoice_business_user_idx', table: 'invoice', columns: ['business_id', 'user_id', 'modified_at'] },
  { name: 'invoice_business_sale_point_idx', table: 'invoice', columns: ['business_id', 'sale_point_id', 'modified_at'] },
  { name: 'application_business_modified_idx', table: 'application', columns: ['business_id', 'modified_at'] },
] as const;

async function rebuild(db: Kysely<unknown>, withId: boolean) {
  for (const { name, table, columns } of LIST_INDEXES) {
    await db.schema.dropIndex(name).execute();
    await db.schema.createIndex(name).on(table).columns(withId ? [...columns, 'id'] : [...columns]).execute();
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rebuild(db, true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rebuild(db, false);
}
