// Kysely access of the deposit section (spec 03 §7) over the ledger: income entries, the provider's rewards of paid
// payments and the partner's rewards by the day they are for; and the bank statement's lines (spec 03 §4, §9) that
// top deposits up. `db` or a transaction first.
import { sql } from 'kysely';
import { INCOME_TYPES, PARTNER_REWARD_TYPES, type IncomeType } from '#shared/api/deposit.ts';
import { COUNT_CAP } from '#shared/api/paging.ts';
import type { StatementLineStatus } from '#shared/api/staff-deposits.ts';
import type { Executor } from '../../db/database.ts';
import { countUpTo } from '../../http/paging.ts';
import { LEDGER_KINDS } from '../ledger/ledger.service.ts';
import type { BankStatementLineTable } from '../../db/tables/ledger.ts';

/** Entries of every income method: staff credits on the deposit and the rewards paid payments put on the reward account. */
export function incomeEntries(db: Executor, businessId: string) {
  return db
    .selectFrom('ledger_entry as e')
    .leftJoin('deposit_income as d', 'd.id', 'e.income_id')
    .leftJoin('invoice as i', 'i.id', 'e.invoice_id')
    .where('e.business_id', '=', businessId)
    // Spelled as literals, as the index of the income kinds (migration 0030) is, so both planners see it covers them.
    .where(sql<boolean>`e.kind in (${sql.join(INCOME_TYPES.map((kind) => sql.lit(kind)))})`)
    // A cancelled payment's reward was reversed: like the reward list, the history leaves it out.
    .where((eb) => eb.or([eb('e.invoice_id', 'is', null), eb('i.status', '=', 'PAID')]))
    .select([
      'e.id',
      'e.kind',
      'e.amount',
      'e.created_at',
      // A payment's reward has no income row: it is the provider's (UPAY).
      sql<string>`coalesce(d.source, 'UPAY')`.as('source'),
      'd.balance_after',
      'd.reward_date',
      'i.number as invoice_number',
    ]);
}

/**
 * The deposit history's count without joining each reward to its invoice (issue 13): the business's entries of the
 * listed kinds on the ledger's (business, kind) index, each reversed reward (a cancelled payment's) taken off by its
 * REWARD_REVERSAL entry. Counts no further than COUNT_CAP + 1, like a capped list. Null when a filter other than
 * typeIncome = or != is given: the list then counts its joined rows up to the cap.
 */
export async function incomeCount(db: Executor, businessId: string, search: { key: string; operation: string; value: string | number | boolean }[]) {
  let kinds: readonly IncomeType[] = INCOME_TYPES;
  for (const { key, operation, value } of search) {
    if (value === '') continue; // dropped by the list too (spec 01 §7)
    if (key !== 'typeIncome' || (operation !== '=' && operation !== '!=')) return null;
    kinds = kinds.filter((kind) => (kind === value) === (operation === '='));
  }
  const limit = COUNT_CAP + 1;
  const entries = (of: readonly string[]) => db.selectFrom('ledger_entry').where('business_id', '=', businessId).where('kind', 'in', of);
  const others = kinds.filter((kind) => kind !== LEDGER_KINDS.reward);
  const counted = others.length > 0 ? await countUpTo(db, entries(others), limit) : 0;
  if (others.length === kinds.length) return counted;
  const reversed = await entries([LEDGER_KINDS.rewardReversal]).select(sql<number>`count(*)`.as('count')).executeTakeFirstOrThrow();
  const reversals = Number(reversed.count);
  const rewards = await countUpTo(db, entries([LEDGER_KINDS.reward]), limit + reversals);
  return Math.min(limit, counted + rewards - reversals);
}

/** The rewards the business's paid payments earned, as credited on the reward account (reversed ones left out). */
export function rewardEntries(db: Executor, businessId: string) {
  return db
    .selectFrom('ledger_entry as e')
    .innerJoin('invoice as i', 'i.id', 'e.invoice_id')
    .innerJoin('merchant as m', 'm.id', 'i.merchant_id')
    .where('e.business_id', '=', businessId)
    .where('e.account', '=', 'REWARD')
    .where('e.kind', '=', LEDGER_KINDS.reward)
    .where('i.status', '=', 'PAID');
}

export function rewardRows(db: Executor, businessId: string) {
  return rewardEntries(db, businessId)
    .innerJoin('sale_point as sp', 'sp.id', 'i.sale_point_id')
    .innerJoin('app_user as u', 'u.id', 'i.user_id')
    .select([
      'e.id',
      'e.amount as reward',
      'e.created_at',
      'i.number as invoice_number',
      'i.amount',
      'i.account',
      'i.reward_bp',
      'm.id as merchant_id',
      'm.name_uz',
      'm.name_ru',
      'm.name_en',
      'm.name_oz',
      'm.image as merchant_image',
      'sp.id as sale_point_id',
      'sp.name as sale_point_name',
      'u.first_name',
      'u.last_name',
    ]);
}

export async function rewardTotals(
  db: Executor,
  businessId: string,
  filter: { from: string; to: string; categoryId: string | null; salePointId: string | null },
) {
  let query = rewardEntries(db, businessId)
    .select([
      sql<number>`coalesce(sum(i.total), 0)`.as('revenue'),
      sql<number>`coalesce(sum(e.amount), 0)`.as('profit'),
      sql<number>`count(*)`.as('count'),
    ])
    .where('e.created_at', '>=', filter.from)
    .where('e.created_at', '<=', filter.to);
  if (filter.categoryId) query = query.where('m.category_id', '=', filter.categoryId);
  if (filter.salePointId) query = query.where('i.sale_point_id', '=', filter.salePointId);
  const row = await query.executeTakeFirst();
  return { revenue: Number(row?.revenue ?? 0), profit: Number(row?.profit ?? 0), count: Number(row?.count ?? 0) };
}

/** The partner's rewards posted for the days from `from` to `to` (ISO day starts), or null when none was posted. */
export async function partnerRewardsFor(db: Executor, businessId: string, from: string, to: string): Promise<number | null> {
  const row = await db
    .selectFrom('deposit_income')
    .select([sql<number>`coalesce(sum(amount), 0)`.as('total'), sql<number>`count(*)`.as('count')])
    .where('business_id', '=', businessId)
    .where('type_income', 'in', PARTNER_REWARD_TYPES)
    .where('reward_date', '>=', from)
    .where('reward_date', '<=', to)
    .executeTakeFirst();
  return Number(row?.count ?? 0) === 0 ? null : Number(row?.total ?? 0);
}

/** The businesses holding any of these contract numbers, with their owner's agent number. */
export function contractHolders(db: Executor, contractNumbers: string[]) {
  return db
    .selectFrom('business as b')
    .innerJoin('app_user as u', 'u.id', 'b.owner_id')
    .select(['b.id', 'u.agent_number'])
    .where('b.contract_number', 'in', contractNumbers)
    .execute();
}

/**
 * Inserts a statement line unless one has its reference (unique; PostgreSQL waits for a concurrent first); answers
 * whether it did.
 */
export async function insertStatementLine(db: Executor, row: BankStatementLineTable): Promise<boolean> {
  const inserted = await db
    .insertInto('bank_statement_line')
    .values(row)
    .onConflict((oc) => oc.column('reference').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export function findStatementLine(db: Executor, id: string) {
  return db.selectFrom('bank_statement_line').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findStatementLineByReference(db: Executor, reference: string) {
  return db.selectFrom('bank_statement_line').selectAll().where('reference', '=', reference).executeTakeFirst();
}

/** The lines already taken under any of these references. */
export function statementLinesByReference(db: Executor, references: string[]) {
  return db.selectFrom('bank_statement_line').select(['reference', 'amount', 'purpose']).where('reference', 'in', references).execute();
}

/** Staff's list: the newest lines, in one state or any. */
export function statementLineRows(db: Executor, status: StatementLineStatus | null) {
  let query = db.selectFrom('bank_statement_line').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1000);
  if (status) query = query.where('status', '=', status);
  return query.execute();
}

export async function updateStatementLine(db: Executor, id: string, changes: Partial<Omit<BankStatementLineTable, 'id'>>): Promise<void> {
  await db.updateTable('bank_statement_line').set(changes).where('id', '=', id).execute();
}

/** Assigns an UNMATCHED line to a business; answers its amount and purpose, or undefined when it is not UNMATCHED. */
export function assignUnmatchedLine(db: Executor, id: string, businessId: string, at: string) {
  return db
    .updateTable('bank_statement_line')
    .set({ status: 'ASSIGNED', business_id: businessId, resolved_at: at })
    .where('id', '=', id)
    .where('status', '=', 'UNMATCHED')
    .returning(['amount', 'purpose'])
    .executeTakeFirst();
}
