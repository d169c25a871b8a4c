// Frozen in time. Issue 13: the transactions list's exact PAID count summed a business's daily_sales rows of the
// period (a large agent's year is ~50,000 of them: day × sale point × payer × merchant). daily_paid_count keeps the
// same count per business and Tashkent day only, moved with daily_sales by payments/aggregates.ts in the transaction
// that moves each invoice: a year is at most 366 rows. Filled from daily_sales, which equals its rebuild here.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('daily_paid_count')
    .addColumn('business_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('paid_count', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('daily_paid_count_pk', ['business_id', 'day'])
    .execute();
  await sql`insert into daily_paid_count (business_id, day, paid_count)
    select business_id, day, sum(paid_count) from daily_sales group by business_id, day having sum(paid_count) <> 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('daily_paid_count').execute();
}
