// Kysely access to the ledger (DESIGN §4): entries, cached balances and deposit incomes; `db` or a transaction first.
import { sql, type QueryCreator } from 'kysely';
import { uuidv7 } from 'uuidv7';
import { isPostgres, type Executor } from '../../db/database.ts';
import { prepared } from '../../db/prepared.ts';
import type { Database } from '../../db/schema.ts';
import type { DepositIncomeTable, LedgerAccount, LedgerEntryTable } from '../../db/tables/ledger.ts';

type BalanceChange = { businessId: string; account: LedgerAccount; amount: number; at: string };
type Entry = Omit<LedgerEntryTable, 'id'>;

// Every payment posts entries: these statements are compiled once (db/prepared.ts). A missing balance row is a zero
// balance: a floored debit is refused, anything else creates the row in the same statement (upsert).
const upsertBalance = (db: QueryCreator<Database>, change: BalanceChange) =>
  db
    .insertInto('account_balance')
    .values({ business_id: change.businessId, account: change.account, balance: change.amount, modified_at: change.at })
    .onConflict((oc) =>
      oc.columns(['business_id', 'account']).doUpdateSet((eb) => ({
        balance: eb('account_balance.balance', '+', change.amount),
        modified_at: change.at,
      })),
    )
    .returning('balance');
/** The floor's check and the write are one statement, so two concurrent debits cannot both pass (PostgreSQL
 * re-evaluates the WHERE on the row it waited for; SQLite runs one writer at a time). */
const updateAboveFloor = (db: QueryCreator<Database>, change: BalanceChange & { lowest: number }) =>
  db
    .updateTable('account_balance')
    .set((eb) => ({ balance: eb('balance', '+', change.amount), modified_at: change.at }))
    .where('business_id', '=', change.businessId)
    .where('account', '=', change.account)
    .where('balance', '>=', change.lowest)
    // The owner's threshold comes back with the balance: a debit that crosses it is told (ledger.service.ts post).
    .returning(['balance', 'low_alert']);
const insertEntryStatement = prepared((db, entry: LedgerEntryTable) => db.insertInto('ledger_entry').values(entry));
const upsertBalanceStatement = prepared(upsertBalance);
const updateAboveFloorStatement = prepared(updateAboveFloor);
// PostgreSQL takes the entry and the balance in one statement (a data-modifying WITH), one round trip instead of two;
// SQLite has no such WITH, and its statements cost no round trip.
// (Typed as the plain creator: the statement never reads the WITH's table.)
const withEntry = (db: QueryCreator<Database>, entry: LedgerEntryTable) =>
  db.with('entry', (cte) => cte.insertInto('ledger_entry').values(entryColumns(entry))) as unknown as QueryCreator<Database>;
const entryColumns = (entry: LedgerEntryTable): LedgerEntryTable => ({
  id: entry.id,
  business_id: entry.business_id,
  account: entry.account,
  amount: entry.amount,
  kind: entry.kind,
  invoice_id: entry.invoice_id,
  income_id: entry.income_id,
  application_id: entry.application_id,
  created_at: entry.created_at,
});
const entryAndUpsertStatement = prepared((db, values: LedgerEntryTable & BalanceChange) => upsertBalance(withEntry(db, values), values));
const entryAndUpdateStatement = prepared((db, values: LedgerEntryTable & BalanceChange & { lowest: number }) =>
  updateAboveFloor(withEntry(db, values), values),
);

/**
 * Adds an entry and moves its cached balance by the entry's amount, in the caller's transaction, the entry first:
 * the balance row is the business's hot row, locked on PostgreSQL from its change to the commit. With `floor` the
 * balance only moves when the result stays at or above it. Answers the new balance, or null when the floor refused
 * the change: the caller then rolls its transaction back, the entry with it.
 */
export async function addEntry(db: Executor, entry: Entry, floor: number | null): Promise<{ balance: number; lowAlert: number | null } | null> {
  const row: LedgerEntryTable = { id: uuidv7(), ...entry };
  const change = { businessId: entry.business_id, account: entry.account, amount: entry.amount, at: entry.created_at };
  const lowest = floor === null ? null : floor - entry.amount;
  let result;
  if (isPostgres(db)) {
    const values = { ...row, ...change };
    result = lowest === null ? await entryAndUpsertStatement(db, values) : await entryAndUpdateStatement(db, { ...values, lowest });
  } else {
    await insertEntryStatement(db, row);
    result = lowest === null ? await upsertBalanceStatement(db, change) : await updateAboveFloorStatement(db, { ...change, lowest });
  }
  const balance = result.rows[0] as { balance: number; low_alert?: number | null } | undefined;
  if (!balance) return null;
  return { balance: Number(balance.balance), lowAlert: balance.low_alert === null || balance.low_alert === undefined ? null : Number(balance.low_alert) };
}

export async function findBalance(db: Executor, businessId: string, account: LedgerAccount): Promise<number> {
  const row = await db
    .selectFrom('account_balance')
    .select('balance')
    .where('business_id', '=', businessId)
    .where('account', '=', account)
    .executeTakeFirst();
  return Number(row?.balance ?? 0);
}

/** Every cached balance beside the sum of its entries: the ledger's invariant, checked by tests and staff. */
export async function balancesWithEntrySums(db: Executor, businessId?: string) {
  let query = db
    .selectFrom('account_balance as b')
    .select([
      'b.business_id as businessId',
      'b.account as account',
      'b.balance as balance',
      sql<number>`(select coalesce(sum(e.amount), 0) from ledger_entry e where e.business_id = b.business_id and e.account = b.account)`.as(
        'entrySum',
      ),
    ]);
  if (businessId) query = query.where('b.business_id', '=', businessId);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, balance: Number(row.balance), entrySum: Number(row.entrySum) }));
}

export async function insertDepositIncome(db: Executor, income: DepositIncomeTable): Promise<void> {
  await db.insertInto('deposit_income').values(income).execute();
}

export async function setIncomeBalance(db: Executor, incomeId: string, balance: number): Promise<void> {
  await db.updateTable('deposit_income').set({ balance_after: balance }).where('id', '=', incomeId).execute();
}
