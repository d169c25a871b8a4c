// Kysely access to the ledger (DESIGN §4): entries, cached balances and deposit incomes; `db` or a transaction first.
import { sql } from 'kysely';
import { uuidv7 } from 'uuidv7';
import type { Executor } from '../../db/database.ts';
import { prepared } from '../../db/prepared.ts';
import type { DepositIncomeTable, LedgerAccount, LedgerEntryTable } from './ledger.table.ts';

type BalanceChange = { businessId: string; account: LedgerAccount; amount: number; at: string };

// Every payment moves a balance and adds an entry: these statements are compiled once (db/prepared.ts).
const addToBalanceStatement = prepared((db, change: BalanceChange) =>
  db
    .insertInto('account_balance')
    .values({ business_id: change.businessId, account: change.account, balance: change.amount, modified_at: change.at })
    .onConflict((oc) =>
      oc.columns(['business_id', 'account']).doUpdateSet((eb) => ({
        balance: eb('account_balance.balance', '+', change.amount),
        modified_at: change.at,
      })),
    )
    .returning('balance'),
);
const addAboveFloorStatement = prepared((db, change: BalanceChange & { lowest: number }) =>
  db
    .updateTable('account_balance')
    .set((eb) => ({ balance: eb('balance', '+', change.amount), modified_at: change.at }))
    .where('business_id', '=', change.businessId)
    .where('account', '=', change.account)
    .where('balance', '>=', change.lowest)
    .returning('balance'),
);
const insertEntryStatement = prepared((db, entry: LedgerEntryTable) => db.insertInto('ledger_entry').values(entry));

/**
 * Adds `amount` to the cached balance and returns the new balance. With `floor` the update only happens when the
 * result stays at or above it: the check and the write are one statement, so two concurrent debits cannot both
 * pass (PostgreSQL re-evaluates the WHERE on the row it waited for; SQLite runs one writer at a time). A missing
 * row is a zero balance: a floored debit is refused, anything else creates the row in the same statement (upsert).
 * Answers null when the floor refused the change.
 */
export async function addToBalance(
  db: Executor,
  change: { businessId: string; account: LedgerAccount; amount: number; floor: number | null; at: string },
): Promise<number | null> {
  const { businessId, account, amount, at } = change;
  const result =
    change.floor === null
      ? await addToBalanceStatement(db, { businessId, account, amount, at })
      : await addAboveFloorStatement(db, { businessId, account, amount, at, lowest: change.floor - amount });
  const row = result.rows[0];
  return row ? Number(row.balance) : null;
}

export async function insertEntry(db: Executor, entry: Omit<LedgerEntryTable, 'id'>): Promise<string> {
  const id = uuidv7();
  await insertEntryStatement(db, { id, ...entry });
  return id;
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
