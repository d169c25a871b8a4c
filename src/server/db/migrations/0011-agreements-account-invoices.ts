// Frozen in time. Additional agreements and account invoices (spec 03 §3–4, issue 10 item 4): staff issue them with
// a file; the owner signs the text that names the file by its SHA-256; the system countersigns.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('additional_agreement')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('business_id', 'text', (c) => c.notNull().references('business.id'))
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    // ISO instant: the start of the Tashkent day from which the agreement applies.
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    // The exact UTF-8 text that is signed; never rewritten once issued.
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('file_id', 'text', (c) => c.notNull().references('stored_file.id'))
    .addColumn('agent_signed_at', 'text')
    .addColumn('agent_signature', 'text')
    .addColumn('agent_signer_serial', 'text')
    .addColumn('system_signed_at', 'text')
    .addColumn('system_signature', 'text')
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('modified_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('additional_agreement_business_idx').on('additional_agreement').columns(['business_id', 'status', 'start_date']).execute();

  await db.schema
    .createTable('account_invoice')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('business_id', 'text', (c) => c.notNull().references('business.id'))
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('begin_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('file_id', 'text', (c) => c.notNull().references('stored_file.id'))
    .addColumn('agent_signed_at', 'text')
    .addColumn('agent_signature', 'text')
    .addColumn('agent_signer_serial', 'text')
    .addColumn('system_signed_at', 'text')
    .addColumn('system_signature', 'text')
    .addColumn('comment', 'text')
    .addColumn('paid_at', 'text')
    // The deposit income the payment credited: set once, so the amount is credited once.
    .addColumn('income_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('modified_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('account_invoice_business_idx').on('account_invoice').columns(['business_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('account_invoice').execute();
  await db.schema.dropTable('additional_agreement').execute();
}
