// Issue 23: on PostgreSQL each durable step of a payment (DESIGN §4: open, reserve, settle) is one statement, so one
// round trip and its own transaction, instead of a begin, a statement for each write and a commit. The step's writes
// are data-modifying WITH queries gated on the invoice's compare-and-set (`moved`): the entry, the balance, the
// aggregates and the idempotency answer are written only when the move landed, all or nothing. What they write is
// decided in TypeScript, the same values SQLite's statements write one by one (countRows, entryOf, the key's
// records); a refused debit is the deposit's floor check on account_balance (migration 0023) failing the statement.
import { sql, type Compilable, type Kysely, type RawBuilder } from 'kysely';
import { uuidv7 } from 'uuidv7';
import type { Executor } from '../../db/database.ts';
import { preparedByShape } from '../../db/prepared.ts';
import type { Database } from '../../db/schema.ts';
import type { LedgerEntryTable } from '../../db/tables/ledger.ts';
import type { AggregateTable, CountedRow } from './aggregates.ts';
import { addsUp } from './aggregates.repository.ts';
import type { InvoiceTable } from '../../db/tables/payments.ts';
import type { IdempotencyRecord } from '../../http/idempotency.repository.ts';

type InvoiceChange = Partial<Omit<InvoiceTable, 'id'>> & { status: string; modified_at: string };

/** A compare-and-set of an invoice's status with everything that commits with it. */
export type InvoiceMove = {
  id: string;
  from: string;
  change: InvoiceChange;
  /** The aggregates' rows the move adds to (countRows): at most one per table. */
  counts: CountedRow[];
  /**
   * The ledger entry the move posts, moving its balance by its amount; a debit (`floored`) moves an existing balance
   * only (a missing one is zero: nothing to debit), and the account's floor check refuses it below zero.
   */
  entry: (LedgerEntryTable & { floored: boolean }) | null;
  /** The request's key taken with the move, whether the move lands or not (IdempotencyKey.claimRecord). */
  claim: IdempotencyRecord | null;
  /** The request's answer stored when the move lands: the held record's answer, or a whole record. */
  answer: { record: IdempotencyRecord; held: boolean } | null;
};

/** The statement's tables plus the move's landed row. */
type WithMoved = Database & { moved: { id: string } };

/**
 * Runs the move as one statement; answers whether it landed (false: the invoice was no longer in `from`, or a debit
 * found no balance: `funded` false).
 */
export async function moveInOneStatement(db: Executor, move: InvoiceMove): Promise<{ moved: boolean; funded: boolean }> {
  const counts = Object.fromEntries(move.counts.map((counted) => [counted.table, counted.row]));
  const result = await moveStatement(db, { ...move, counts, lowNotificationId: move.entry?.floored ? uuidv7() : null });
  const row = result.rows[0]!;
  return { moved: row.moved === 1, funded: row.funded };
}

/** The move as its statement takes it: the aggregates' rows by table, since a shaped statement's names are keys. */
type MoveInput = Omit<InvoiceMove, 'counts'> & { counts: Partial<Record<AggregateTable, CountedRow['row']>>; lowNotificationId: string | null };

/**
 * The move's statement, prepared once per shape (which parts it has, which columns it writes): Kysely building and
 * compiling a statement this size anew cost more of a pair's CPU than running it (issue 23).
 */
const moveStatement = preparedByShape((db, move: MoveInput) => {
  const gated = db as unknown as Kysely<WithMoved>;
  // A row of values selected from `moved`: no row (nothing written) unless the move landed. PostgreSQL types each
  // parameter from the column it is inserted into.
  const ifMoved = (values: Record<string, unknown>) =>
    gated.selectFrom('moved').select(Object.entries(values).map(([column, value]) => sql`${value}`.as(column)));
  const landed = gated.selectFrom('moved').select('id');
  const parts: RawBuilder<unknown>[] = [];
  const add = (name: string, query: Compilable<unknown>) => parts.push(sql`${sql.id(name)} as (${query})`);

  if (move.claim) add('claim', db.insertInto('idempotency_record').values(move.claim));
  // Balance rows are never deleted: one in the statement's snapshot is there for its update below.
  const debited = move.entry?.floored
    ? db.selectFrom('account_balance').select('balance').where('business_id', '=', move.entry.business_id).where('account', '=', move.entry.account)
    : null;
  add(
    'moved',
    db
      .updateTable('invoice')
      .set(move.change)
      .where('id', '=', move.id)
      .where('status', '=', move.from)
      .$if(debited !== null, (query) => query.where((eb) => eb.exists(debited!)))
      .returning('id'),
  );
  for (const [table, row] of Object.entries(move.counts) as [AggregateTable, CountedRow['row']][]) {
    const columns = Object.keys(row) as never[];
    add(`count_${table}`, gated.insertInto(table).columns(columns).expression(ifMoved(row)).onConflict(addsUp(table) as never));
  }
  if (move.answer) {
    const { record, held } = move.answer;
    add(
      'answer',
      held
        ? gated
            .updateTable('idempotency_record')
            .set({ state: record.state, response_status: record.response_status, response_body: record.response_body, completed_at: record.completed_at })
            .where('user_id', '=', record.user_id)
            .where('key', '=', record.key)
            .where((eb) => eb.exists(landed))
        : gated.insertInto('idempotency_record').columns(Object.keys(record) as never[]).expression(ifMoved(record)),
    );
  }
  if (move.entry) {
    const { floored, ...entry } = move.entry;
    add('entry', gated.insertInto('ledger_entry').columns(Object.keys(entry) as never[]).expression(ifMoved(entry)));
    add(
      'balance',
      floored
        ? gated
            .updateTable('account_balance')
            .set({ balance: sql`balance + ${entry.amount}`, modified_at: entry.created_at })
            .where('business_id', '=', entry.business_id)
            .where('account', '=', entry.account)
            .where((eb) => eb.exists(landed))
            .returning(['balance', 'low_alert'])
        : gated
        .insertInto('account_balance')
        .columns(['business_id', 'account', 'balance', 'modified_at'])
        .expression(ifMoved({ business_id: entry.business_id, account: entry.account, balance: entry.amount, modified_at: entry.created_at }))
        .onConflict((oc) =>
          oc.columns(['business_id', 'account']).doUpdateSet({ balance: sql`account_balance.balance + excluded.balance`, modified_at: sql`excluded.modified_at` }),
        ),
    );
  }
  if (move.entry?.floored) {
    // The owner's deposit threshold crossed by this debit: told in the same statement (ledger.service.ts post does it
    // on SQLite), nothing written otherwise (decision 165).
    const { business_id: businessId, amount, created_at: at } = move.entry;
    parts.push(sql`low as (insert into notification (id, user_id, kind, params, url, dedupe_key, created_at, read_at, push_state, push_attempts, push_after)
      select ${move.lowNotificationId}, u.id, 'deposit_low', json_build_object('balance', b.balance, 'threshold', b.low_alert)::text, '/deposit', null, ${at}, null, 'PENDING', 0, null
      from balance b join app_user u on u.business_id = ${businessId} and u.role = 'AGENT'
      where b.low_alert is not null and b.balance < b.low_alert and b.balance - ${amount}::bigint >= b.low_alert)`);
  }
  const funded = debited ? sql<boolean>`exists (${debited})` : sql<boolean>`true`;
  return sql<{ moved: number; funded: boolean }>`with ${sql.join(parts)} select (select count(*) from moved)::int as moved, ${funded} as funded`;
});

/** Opens an invoice and stores its request's answer in one statement (a key with a record fails it: taken). */
export async function insertInvoiceWithAnswer(db: Executor, invoice: InvoiceTable, record: IdempotencyRecord): Promise<void> {
  await invoiceWithAnswerStatement(db, { invoice, record });
}

const invoiceWithAnswerStatement = preparedByShape(
  (db, { invoice, record }: { invoice: InvoiceTable; record: IdempotencyRecord }) =>
    sql`with answer as (${db.insertInto('idempotency_record').values(record)}) ${db.insertInto('invoice').values(invoice)}`,
);
