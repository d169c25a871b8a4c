// Frozen in time. Issue 23, fewer pages written per payment (decision 196): invoice_user_time_idx goes. Its only
// readers were a shift's payments (a cashier's invoices at a sale point since the shift opened), which
// invoice_sale_point_idx serves as well: a sale point's invoices since the opening, the other cashiers' few left out
// by the filter. Every payment wrote to it at the open.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('invoice_user_time_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('invoice_user_time_idx').on('invoice').columns(['user_id', 'created_at']).execute();
}
