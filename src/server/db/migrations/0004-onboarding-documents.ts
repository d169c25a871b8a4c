// Frozen in time. Business onboarding and the agent contract (issue 5): the simulated tax registry, the moderation
// outcome on the business, the owner's registered EDS key, and the contract with both signatures.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The tax registry the onboarding lookup asks (DESIGN §4 providers: simulated, seeded for the demo).
  await db.schema
    .createTable('tax_registry_entry')
    .addColumn('tax_number', 'text', (c) => c.primaryKey())
    .addColumn('pinfl', 'text')
    .addColumn('form', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text')
    .addColumn('director', 'text')
    .execute();
  await db.schema.createIndex('tax_registry_entry_pinfl_idx').on('tax_registry_entry').column('pinfl').execute();

  // SQLite adds one column per statement.
  // The reason staff gave when sending the business back; cleared when the owner resubmits.
  await db.schema.alterTable('business').addColumn('moderation_comment', 'text').execute();
  await db.schema.alterTable('business').addColumn('moderated_at', 'text').execute();
  // The owner's EDS key last accepted for the business (serial and end of validity), behind hasSignature.
  await db.schema.alterTable('business').addColumn('signer_serial', 'text').execute();
  await db.schema.alterTable('business').addColumn('signer_valid_to', 'text').execute();
  await db.schema.createIndex('business_pinfl_idx').on('business').column('pinfl').execute();

  await db.schema
    .createTable('contract')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('business_id', 'text', (c) => c.notNull().references('business.id'))
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    // The exact UTF-8 text that is signed; never rewritten once issued.
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('file_id', 'text', (c) => c.notNull().references('stored_file.id'))
    // The reward table as it stood at issue (it is part of the signed content).
    .addColumn('rewards_json', 'text', (c) => c.notNull())
    .addColumn('agent_signed_at', 'text')
    .addColumn('agent_signature', 'text')
    .addColumn('agent_signer_serial', 'text')
    .addColumn('system_signed_at', 'text')
    // null where the system's seal is applied outside this server (production: no O'zDSt key here).
    .addColumn('system_signature', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('modified_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('contract_business_idx').on('contract').column('business_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('contract').execute();
  await db.schema.dropIndex('business_pinfl_idx').execute();
  for (const column of ['signer_valid_to', 'signer_serial', 'moderated_at', 'moderation_comment']) {
    await db.schema.alterTable('business').dropColumn(column).execute();
  }
  await db.schema.dropTable('tax_registry_entry').execute();
}
