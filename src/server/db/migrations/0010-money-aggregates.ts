// Frozen in time. Issue 13: sums over history leave the hot paths. Two aggregates are kept in the transaction that
// moves the money they count (payments/aggregates.ts): a business's monthly spending per merchant (the tiers and the
// catalogue's amountSpent) and its daily sales per sale point, payer user and merchant (the recommended top-up, the
// sale point cards, statistics). Indexes serve every list's filters and sort. A version row per cached reference
// table lets each process keep catalogue and sale point rows in memory and see another process's change.
import { sql, type Kysely } from 'kysely';

/** The Tashkent calendar day (UTC+5, no daylight saving) of an ISO instant column, as 'YYYY-MM-DD'. */
function tashkentDay(db: Kysely<unknown>, column: string) {
  const postgres = db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
  return postgres
    ? sql.raw(`to_char((${column})::timestamptz at time zone 'UTC' + interval '5 hours', 'YYYY-MM-DD')`)
    : sql.raw(`strftime('%Y-%m-%d', ${column}, '+5 hours')`);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('merchant_month_spending')
    .addColumn('business_id', 'text', (c) => c.notNull())
    .addColumn('merchant_id', 'text', (c) => c.notNull())
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('merchant_month_spending_pk', ['business_id', 'month', 'merchant_id'])
    .execute();
  await db.schema
    .createTable('daily_sales')
    .addColumn('business_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('sale_point_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('merchant_id', 'text', (c) => c.notNull())
    .addColumn('paid_count', 'bigint', (c) => c.notNull())
    .addColumn('paid_amount', 'bigint', (c) => c.notNull())
    .addColumn('paid_total', 'bigint', (c) => c.notNull())
    .addColumn('reward', 'bigint', (c) => c.notNull())
    .addColumn('spent', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('daily_sales_pk', ['business_id', 'day', 'sale_point_id', 'user_id', 'merchant_id'])
    .execute();
  await db.schema.createIndex('daily_sales_sale_point_idx').on('daily_sales').columns(['sale_point_id', 'day']).execute();

  const invoiceDay = tashkentDay(db, 'i.created_at');
  await sql`insert into merchant_month_spending (business_id, merchant_id, month, amount)
    select i.business_id, i.merchant_id, substr(${invoiceDay}, 1, 7), sum(i.amount) from invoice i
    where i.status in ('PAID', 'PENDING') group by i.business_id, i.merchant_id, substr(${invoiceDay}, 1, 7)`.execute(db);
  await sql`insert into daily_sales (business_id, day, sale_point_id, user_id, merchant_id, paid_count, paid_amount, paid_total, reward, spent)
    select i.business_id, ${invoiceDay}, i.sale_point_id, i.user_id, i.merchant_id, count(*), sum(i.amount), sum(i.total), sum(i.reward), 0
    from invoice i where i.status = 'PAID' group by i.business_id, ${invoiceDay}, i.sale_point_id, i.user_id, i.merchant_id`.execute(db);
  const entryDay = tashkentDay(db, 'e.created_at');
  await sql`insert into daily_sales (business_id, day, sale_point_id, user_id, merchant_id, paid_count, paid_amount, paid_total, reward, spent)
    select i.business_id, ${entryDay}, i.sale_point_id, i.user_id, i.merchant_id, 0, 0, 0, 0, -sum(e.amount)
    from ledger_entry e inner join invoice i on i.id = e.invoice_id
    where e.account = 'DEPOSIT' and e.kind in ('PAYMENT', 'PAYMENT_REFUND', 'CANCEL_REFUND')
    group by i.business_id, ${entryDay}, i.sale_point_id, i.user_id, i.merchant_id
    on conflict (business_id, day, sale_point_id, user_id, merchant_id) do update set spent = excluded.spent`.execute(db);

  // The transactions list (spec 02 §6): newest change first by default, each filter with that sort, and the amount.
  await db.schema.createIndex('invoice_business_modified_idx').on('invoice').columns(['business_id', 'modified_at']).execute();
  await db.schema.createIndex('invoice_business_amount_idx').on('invoice').columns(['business_id', 'amount']).execute();
  await db.schema.createIndex('invoice_business_status_idx').on('invoice').columns(['business_id', 'status', 'modified_at']).execute();
  await db.schema.createIndex('invoice_business_merchant_idx').on('invoice').columns(['business_id', 'merchant_id', 'modified_at']).execute();
  await db.schema.createIndex('invoice_business_user_idx').on('invoice').columns(['business_id', 'user_id', 'modified_at']).execute();
  // Each filter's index leads with the business, so the planner never prefers the business's whole history to it.
  await db.schema.createIndex('invoice_business_sale_point_idx').on('invoice').columns(['business_id', 'sale_point_id', 'modified_at']).execute();
  // The cancellation list: newest change first.
  await db.schema.createIndex('application_business_modified_idx').on('application').columns(['business_id', 'modified_at']).execute();
  // The deposit history: a business's income kinds, newest first.
  await db.schema.createIndex('ledger_entry_business_kind_idx').on('ledger_entry').columns(['business_id', 'kind', 'created_at']).execute();

  await db.schema
    .createTable('cache_version')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cache_version').execute();
  for (const index of [
    'ledger_entry_business_kind_idx',
    'application_business_modified_idx',
    'invoice_business_sale_point_idx',
    'invoice_business_user_idx',
    'invoice_business_merchant_idx',
    'invoice_business_status_idx',
    'invoice_business_amount_idx',
    'invoice_business_modified_idx',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.dropTable('daily_sales').execute();
  await db.schema.dropTable('merchant_month_spending').execute();
}
