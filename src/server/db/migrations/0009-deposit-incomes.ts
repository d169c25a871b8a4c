// Frozen in time. The deposit section (spec 03 §2, §7): every income method becomes a ledger kind of its own (the
// entries staff credited so far were all 'DEPOSIT_INCOME'), a deposit income keeps the day a partner's reward is for
// and the balance right after it, and lines of the bank statement wait here when their purpose names no contract.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('deposit_income').addColumn('reward_date', 'text').execute();
  await db.schema.alterTable('deposit_income').addColumn('balance_after', 'bigint').execute();
  await sql`update ledger_entry set kind = (select d.type_income from deposit_income d where d.id = ledger_entry.income_id)
    where kind = 'DEPOSIT_INCOME'`.execute(db);

  // The income list reads a business's entries of both accounts newest first; the day view sums partner rewards by day.
  await db.schema.createIndex('ledger_entry_business_time_idx').on('ledger_entry').columns(['business_id', 'created_at']).execute();
  await db.schema.createIndex('deposit_income_reward_date_idx').on('deposit_income').columns(['business_id', 'reward_date']).execute();

  await db.schema
    .createTable('bank_statement_line')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('business_id', 'text', (c) => c.references('business.id'))
    .addColumn('income_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('resolved_at', 'text')
    .execute();
  await db.schema.createIndex('bank_statement_line_status_idx').on('bank_statement_line').columns(['status', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bank_statement_line').execute();
  await db.schema.dropIndex('deposit_income_reward_date_idx').execute();
  await db.schema.dropIndex('ledger_entry_business_time_idx').execute();
  await sql`update ledger_entry set kind = 'DEPOSIT_INCOME' where income_id is not null`.execute(db);
  await db.schema.alterTable('deposit_income').dropColumn('balance_after').execute();
  await db.schema.alterTable('deposit_income').dropColumn('reward_date').execute();
}
