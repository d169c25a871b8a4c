// Frozen in time. Issue 23, fewer pages written per payment: the invoice lists' modified_at indexes keep only the
// settled invoices (decision 191). An invoice enters them once, when it leaves OPEN and PENDING, instead of being
// rewritten in each of them by each of the three durable steps (open, reserve, settle). The live invoices, few and
// short-lived (an OPEN one expires after a day, a PENDING one is reconciled), move to invoice_live_idx, keyed as the
// lists read them, which replaces invoice_status_idx (same rows, same pages written): the lists read it in order and
// merge it with the settled rows, and the jobs and the metrics read all of it. The lists' queries name each predicate
// as a literal spelled as here, so both planners see the index covers it.
import { sql, type Kysely } from 'kysely';

const SETTLED_LIST_INDEXES = [
  { name: 'invoice_business_modified_idx', columns: ['business_id', 'modified_at', 'id'] },
  { name: 'invoice_business_status_idx', columns: ['business_id', 'status', 'modified_at', 'id'] },
  { name: 'invoice_business_merchant_idx', columns: ['business_id', 'merchant_id', 'modified_at', 'id'] },
  { name: 'invoice_business_user_idx', columns: ['business_id', 'user_id', 'modified_at', 'id'] },
  { name: 'invoice_business_sale_point_idx', columns: ['business_id', 'sale_point_id', 'modified_at', 'id'] },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('invoice_status_idx').execute();
  await sql`create index invoice_live_idx on invoice (business_id, modified_at, id) where status = 'OPEN' or status = 'PENDING'`.execute(db);
  for (const { name, columns } of SETTLED_LIST_INDEXES) {
    await db.schema.dropIndex(name).execute();
    await sql`create index ${sql.id(name)} on invoice (${sql.join(columns.map((column) => sql.id(column)))}) where status not in ('OPEN', 'PENDING')`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name, columns } of SETTLED_LIST_INDEXES) {
    await db.schema.dropIndex(name).execute();
    await db.schema.createIndex(name).on('invoice').columns([...columns]).execute();
  }
  await db.schema.dropIndex('invoice_live_idx').execute();
  await sql`create index invoice_status_idx on invoice (status, modified_at) where status = 'OPEN' or status = 'PENDING'`.execute(db);
}
