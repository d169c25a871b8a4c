// Frozen in time. The payment time (issue 16, DESIGN §6): when the cashier took the payment, kept beside the time
// the server received it (`created_at`), so that receipts and lists match the cash drawer for a payment sent from
// the outbox hours later. Invoices stored before it take their request date when it is not after their creation,
// else their creation time.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invoice').addColumn('payment_date', 'text').execute();
  await sql`update invoice set payment_date = case
    when request_date is null or request_date > created_at then created_at
    else request_date end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invoice').dropColumn('payment_date').execute();
}
