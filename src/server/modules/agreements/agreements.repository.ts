// Kysely access to additional agreements and account invoices (spec 03 §3–4); `db` or a transaction first.
import { sql } from 'kysely';
import type { DocumentStatus } from '#shared/api/agreements.ts';
import type { Executor } from '../../db/database.ts';
import type { AccountInvoiceTable, AdditionalAgreementTable } from '../../db/tables/agreements.ts';

/** What staff's lists read at most: the newest documents. */
const STAFF_LIST_LIMIT = 1000;

export async function insertAgreement(db: Executor, row: AdditionalAgreementTable): Promise<void> {
  await db.insertInto('additional_agreement').values(row).execute();
}

export function findAgreement(db: Executor, id: string) {
  return db.selectFrom('additional_agreement').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Staff's list: every agreement, of one business or of all, newest first. */
export function staffAgreementRows(db: Executor, businessId: string | null) {
  let query = db.selectFrom('additional_agreement').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(STAFF_LIST_LIMIT);
  if (businessId) query = query.where('business_id', '=', businessId);
  return query.execute();
}

/** A business's agreements waiting for the owner's signature. */
export function unsignedAgreements(db: Executor, businessId: string) {
  return db
    .selectFrom('additional_agreement')
    .select(['status', 'start_date'])
    .where('business_id', '=', businessId)
    .where('status', '=', 'SYSTEM_SIGNED')
    .execute();
}

/** The owner's agreements for a paged list: never CREATED ones. */
export function listedAgreementsOfBusiness(db: Executor, businessId: string) {
  return db.selectFrom('additional_agreement').selectAll().where('business_id', '=', businessId).where('status', '<>', 'CREATED');
}

/** Moves an agreement from `from`; answers false when another request moved it first. */
export async function moveAgreement(db: Executor, id: string, from: DocumentStatus, changes: Partial<AdditionalAgreementTable>): Promise<boolean> {
  const updated = await db.updateTable('additional_agreement').set(changes).where('id', '=', id).where('status', '=', from).executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

const ACCOUNT_INVOICE_COUNTER = 'account_invoice_number';

/** The next account invoice number (DESIGN §3: human numbers are their own sequence). */
export async function nextAccountInvoiceNumber(db: Executor): Promise<string> {
  await db.insertInto('counter').values({ name: ACCOUNT_INVOICE_COUNTER, value: 0 }).onConflict((c) => c.column('name').doNothing()).execute();
  const row = await db
    .updateTable('counter')
    .set((eb) => ({ value: eb('value', '+', 1) }))
    .where('name', '=', ACCOUNT_INVOICE_COUNTER)
    .returning('value')
    .executeTakeFirstOrThrow();
  return `AI-${String(row.value).padStart(6, '0')}`;
}

export async function insertAccountInvoice(db: Executor, row: AccountInvoiceTable): Promise<void> {
  await db.insertInto('account_invoice').values(row).execute();
}

export function findAccountInvoice(db: Executor, id: string) {
  return db.selectFrom('account_invoice').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Staff's list, newest first, of one business or all, in one state or any. */
export function staffAccountInvoiceRows(db: Executor, filter: { businessId: string | null; status: DocumentStatus | null }) {
  let query = db.selectFrom('account_invoice').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(STAFF_LIST_LIMIT);
  if (filter.businessId) query = query.where('business_id', '=', filter.businessId);
  if (filter.status) query = query.where('status', '=', filter.status);
  return query.execute();
}

/** The owner's account invoices for a paged list. */
export function listedAccountInvoicesOfBusiness(db: Executor, businessId: string) {
  return db.selectFrom('account_invoice').selectAll().where('business_id', '=', businessId);
}

/** Moves an invoice from `from`; answers false when another request moved it first. */
export async function moveAccountInvoice(db: Executor, id: string, from: DocumentStatus, changes: Partial<AccountInvoiceTable>): Promise<boolean> {
  const updated = await db.updateTable('account_invoice').set(changes).where('id', '=', id).where('status', '=', from).executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Sets a confirmed invoice's paid date unless it has one; answers whether it did. */
export async function markAccountInvoicePaidAt(db: Executor, id: string, at: string): Promise<boolean> {
  const marked = await db
    .updateTable('account_invoice')
    .set({ paid_at: at, modified_at: at })
    .where('id', '=', id)
    .where('status', '=', 'SYSTEM_SIGNED')
    .where('paid_at', 'is', null)
    .executeTakeFirst();
  return Number(marked.numUpdatedRows) === 1;
}

export async function setAccountInvoiceIncome(db: Executor, id: string, incomeId: string): Promise<void> {
  await db.updateTable('account_invoice').set({ income_id: incomeId }).where('id', '=', id).execute();
}

/**
 * Documents still unsigned whose time runs out in (from, until] and whose reminder (a notification deduplicated by
 * `expiring:<type>:<id>`) was not written yet: agreements by their start, account invoices by their period's end.
 */
export async function expiringUnreminded(db: Executor, window: { from: string; until: string }, limit: number) {
  const notReminded = (type: string) => sql<boolean>`not exists (select 1 from notification n where n.dedupe_key = ${`expiring:${type}:`} || d.id)`;
  const agreements = await db
    .selectFrom('additional_agreement as d')
    .select(['d.id', 'd.number', 'd.business_id'])
    .where('d.status', '=', 'SYSTEM_SIGNED')
    .where('d.start_date', '>', window.from)
    .where('d.start_date', '<=', window.until)
    .where(notReminded('agreement'))
    .limit(limit)
    .execute();
  const invoices = await db
    .selectFrom('account_invoice as d')
    .select(['d.id', 'd.number', 'd.business_id'])
    .where('d.status', '=', 'CREATED')
    .where('d.end_date', '>', window.from)
    .where('d.end_date', '<=', window.until)
    .where(notReminded('account_invoice'))
    .limit(limit)
    .execute();
  return [...agreements.map((row) => ({ ...row, type: 'agreement' as const })), ...invoices.map((row) => ({ ...row, type: 'account_invoice' as const }))];
}
