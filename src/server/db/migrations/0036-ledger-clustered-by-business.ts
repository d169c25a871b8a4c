// Frozen in time. Issue 23, fewer pages written per payment (decision 196): on SQLite the ledger is stored in the
// order its reads go, a WITHOUT ROWID table keyed by (business_id, kind, created_at, id). The table replaces three
// B-trees that each payment's two entries went into: the rowid table, its primary key's index and the (business, kind,
// created_at) index, which the key now is. The entries of one invoice (the staff's review of a cancellation) are read
// by that key too, in the window of the invoice's moves (reviewHistoryRows), so the invoice_id index goes.
// Nothing references a ledger entry, so the table is rebuilt in place. PostgreSQL keeps its heap and indexes: it
// counts round trips, not pages.
import { sql, type Kysely } from 'kysely';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter.constructor.name === 'PostgresAdapter';

/** The income kinds of ledger_entry_business_time_idx (migration 0030), rebuilt with the table. */
const INCOME_KINDS = sql.raw(
  `'TRANSFER', 'BANK_CARD', 'REWARD', 'REWARD_HUMANS', 'REWARD_HUMANS_DAILY', 'LOAN', 'OVERDRAFT', 'EXTRA', 'EXTRA_MTT', 'EXTRA_MONOBRAND', 'EXTRA_MONTH2', 'EXTRA_NDS'`,
);
const COLUMNS = sql.raw('id, business_id, account, amount, kind, invoice_id, income_id, application_id, created_at');

async function rebuild(db: Kysely<unknown>, clustered: boolean): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await sql`create table ledger_entry_rebuilt (
      id text not null${clustered ? sql`` : sql` primary key`},
      business_id text not null references business (id),
      account text not null,
      amount bigint not null,
      kind text not null,
      invoice_id text references invoice (id),
      income_id text,
      application_id text,
      created_at text not null${clustered ? sql`,
      primary key (business_id, kind, created_at, id)) without rowid` : sql`)`}`.execute(tx);
    await sql`insert into ledger_entry_rebuilt (${COLUMNS}) select ${COLUMNS} from ledger_entry`.execute(tx);
    await sql`drop table ledger_entry`.execute(tx);
    await sql`alter table ledger_entry_rebuilt rename to ledger_entry`.execute(tx);
    if (!clustered) {
      await sql`create index ledger_entry_invoice_idx on ledger_entry (invoice_id)`.execute(tx);
      await sql`create index ledger_entry_business_kind_idx on ledger_entry (business_id, kind, created_at)`.execute(tx);
    }
    await sql`create index ledger_entry_business_time_idx on ledger_entry (business_id, created_at) where kind in (${INCOME_KINDS})`.execute(tx);
  });
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) await rebuild(db, true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) await rebuild(db, false);
}
