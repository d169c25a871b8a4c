// Frozen in time. Issue 23, a lean payment path:
// - on PostgreSQL a payment's step is one statement with no transaction of its own around it, so a refused debit can
//   no longer be a statement that changed nothing followed by a rollback: account_balance checks it itself, and the
//   failing check fails the whole step. The same rules as the ledger's (ledger.service.ts entryOf, isTiyin): the
//   deposit never below zero, no balance past the money bound;
// - fewer pages written per payment: ledger_entry_account_idx served no statement the business-led indexes do not
//   (the ledger check sums a business's entries through them, the rewards read kind REWARD): two pages a payment.
import { sql, type Kysely } from 'kysely';

const MAX_TIYIN = 1_000_000_000_000_000;

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter.constructor.name === 'PostgresAdapter';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('ledger_entry_account_idx').execute();
  if (isPostgres(db)) {
    await sql`alter table account_balance add constraint account_balance_deposit_floor check (account <> 'DEPOSIT' or balance >= 0)`.execute(db);
    await sql`alter table account_balance add constraint account_balance_bound check (balance between ${sql.lit(-MAX_TIYIN)} and ${sql.lit(MAX_TIYIN)})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table account_balance drop constraint account_balance_bound`.execute(db);
    await sql`alter table account_balance drop constraint account_balance_deposit_floor`.execute(db);
  }
  await db.schema.createIndex('ledger_entry_account_idx').on('ledger_entry').columns(['business_id', 'account']).execute();
}
