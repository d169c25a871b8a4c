// Frozen in time. Issue 23, fewer pages written per payment: two indexes keep only the rows their statements read.
// - invoice_status_idx serves the jobs and the metrics, which read OPEN (to expire) and PENDING (to reconcile)
//   invoices only: a paid invoice now leaves it instead of moving into a PAID section that nothing reads.
// - ledger_entry_business_time_idx serves the deposit history, which lists the income kinds only (the list's query
//   names the same kinds, spelled as here, so both planners see the index covers it): a payment's debit no longer
//   goes into it.
import { sql, type Kysely } from 'kysely';

/** The income kinds of the deposit history when this migration was written (INCOME_TYPES, src/shared/api/deposit.ts). */
const INCOME_KINDS = [
  'TRANSFER',
  'BANK_CARD',
  'REWARD',
  'REWARD_HUMANS',
  'REWARD_HUMANS_DAILY',
  'LOAN',
  'OVERDRAFT',
  'EXTRA',
  'EXTRA_MTT',
  'EXTRA_MONOBRAND',
  'EXTRA_MONTH2',
  'EXTRA_NDS',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('invoice_status_idx').execute();
  await sql`create index invoice_status_idx on invoice (status, modified_at) where status = 'OPEN' or status = 'PENDING'`.execute(db);
  await db.schema.dropIndex('ledger_entry_business_time_idx').execute();
  const kinds = sql.join(INCOME_KINDS.map((kind) => sql.lit(kind)));
  await sql`create index ledger_entry_business_time_idx on ledger_entry (business_id, created_at) where kind in (${kinds})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('ledger_entry_business_time_idx').execute();
  await db.schema.createIndex('ledger_entry_business_time_idx').on('ledger_entry').columns(['business_id', 'created_at']).execute();
  await db.schema.dropIndex('invoice_status_idx').execute();
  await db.schema.createIndex('invoice_status_idx').on('invoice').columns(['status', 'modified_at']).execute();
}
