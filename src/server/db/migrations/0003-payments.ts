// Frozen in time. Money (DESIGN §4): the ledger and its cached balances, invoices, idempotency records,
// cancellation applications, deposit incomes credited by staff, and card top-up confirmations.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Cached balance per business and account (DEPOSIT, REWARD); always equal to the sum of its ledger entries.
  await db.schema
    .createTable('account_balance')
    .addColumn('business_id', 'text', (c) => c.notNull().references('business.id'))
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('balance', 'bigint', (c) => c.notNull())
    .addColumn('modified_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('account_balance_pk', ['business_id', 'account'])
    .execute();

  await db.schema
    .createTable('invoice')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('business_id', 'text', (c) => c.notNull().references('business.id'))
    .addColumn('sale_point_id', 'text', (c) => c.notNull().references('sale_point.id'))
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchant.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id'))
    // The account as sent to billing; a card number is only ever stored masked (first six, last four).
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('fields_json', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('commission', 'bigint', (c) => c.notNull())
    .addColumn('commission_type', 'text')
    .addColumn('commission_value', 'bigint')
    .addColumn('commission_calc_type', 'text')
    .addColumn('total', 'bigint', (c) => c.notNull())
    .addColumn('paid', 'bigint', (c) => c.notNull())
    .addColumn('reward', 'bigint', (c) => c.notNull())
    .addColumn('reward_bp', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error_code', 'text')
    .addColumn('billing_ref', 'text')
    .addColumn('ofd_receipt_id', 'text')
    .addColumn('ofd_terminal_id', 'text')
    .addColumn('ofd_fiscal_sign', 'text')
    .addColumn('ofd_url', 'text')
    .addColumn('request_date', 'text')
    .addColumn('paid_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('modified_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invoice_sale_point_idx').on('invoice').columns(['sale_point_id', 'created_at']).execute();
  await db.schema.createIndex('invoice_business_idx').on('invoice').columns(['business_id', 'created_at']).execute();
  await db.schema.createIndex('invoice_status_idx').on('invoice').columns(['status', 'modified_at']).execute();

  await db.schema
    .createTable('ledger_entry')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('business_id', 'text', (c) => c.notNull().references('business.id'))
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('invoice_id', 'text', (c) => c.references('invoice.id'))
    .addColumn('income_id', 'text')
    .addColumn('application_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ledger_entry_account_idx').on('ledger_entry').columns(['business_id', 'account']).execute();
  await db.schema.createIndex('ledger_entry_invoice_idx').on('ledger_entry').column('invoice_id').execute();

  await db.schema
    .createTable('deposit_income')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('business_id', 'text', (c) => c.notNull().references('business.id'))
    .addColumn('type_income', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('deposit_income_business_idx').on('deposit_income').columns(['business_id', 'created_at']).execute();

  await db.schema
    .createTable('application')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('business_id', 'text', (c) => c.notNull().references('business.id'))
    .addColumn('invoice_id', 'text', (c) => c.notNull().references('invoice.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('reject_title_uz', 'text')
    .addColumn('reject_title_ru', 'text')
    .addColumn('reject_title_en', 'text')
    .addColumn('reject_description_uz', 'text')
    .addColumn('reject_description_ru', 'text')
    .addColumn('reject_description_en', 'text')
    .addColumn('reviewed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('modified_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('application_invoice_idx').on('application').column('invoice_id').execute();
  await db.schema.createIndex('application_business_idx').on('application').columns(['business_id', 'created_at']).execute();

  // DESIGN §3: the first answer to a key is stored and replayed; the same key with another body is refused.
  await db.schema
    .createTable('idempotency_record')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('response_status', 'integer')
    .addColumn('response_body', 'text')
    .addColumn('locked_until', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .addPrimaryKeyConstraint('idempotency_record_pk', ['user_id', 'key'])
    .execute();
  await db.schema.createIndex('idempotency_record_created_idx').on('idempotency_record').column('created_at').execute();

  await db.schema
    .createTable('card_confirmation')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id'))
    .addColumn('pan_hash', 'text', (c) => c.notNull())
    .addColumn('pan_masked', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.unique())
    .addColumn('token_expires_at', 'text')
    .addColumn('consumed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['card_confirmation', 'idempotency_record', 'application', 'deposit_income', 'ledger_entry', 'invoice', 'account_balance']) {
    await db.schema.dropTable(table).execute();
  }
}
