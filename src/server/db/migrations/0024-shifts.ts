// Frozen in time. Shifts and the cash count (issue 24 item 2): a cashier's shift at a sale point, opened with the
// opening cash and closed with the counted cash; its payments are the cashier's invoices at that point taken
// between its two times, so the payment path records nothing for it. At most one shift per cashier and sale point is
// open (a partial unique index, which both dialects have). Whether a business requires an open shift for a payment
// is its own row, absent by default (allowed).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('shift')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('business_id', 'text', (c) => c.notNull().references('business.id'))
    .addColumn('sale_point_id', 'text', (c) => c.notNull().references('sale_point.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('opening_cash', 'bigint', (c) => c.notNull())
    .addColumn('counted_cash', 'bigint')
    .addColumn('comment', 'text')
    // When the cashier opened and closed it (the request date, clamped as a payment's time is).
    .addColumn('opened_at', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('modified_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('shift_one_open_idx')
    .on('shift')
    .columns(['user_id', 'sale_point_id'])
    .unique()
    .where(sql.ref('status'), '=', 'OPEN')
    .execute();
  await db.schema.createIndex('shift_business_opened_idx').on('shift').columns(['business_id', 'opened_at']).execute();
  await db.schema.createIndex('shift_sale_point_opened_idx').on('shift').columns(['sale_point_id', 'opened_at']).execute();
  await db.schema
    .createTable('shift_setting')
    .addColumn('business_id', 'text', (c) => c.primaryKey().references('business.id'))
    .addColumn('require_open_shift', 'integer', (c) => c.notNull())
    .addColumn('modified_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('shift_setting').execute();
  await db.schema.dropTable('shift').execute();
}
