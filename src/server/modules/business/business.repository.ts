import type { Executor } from '../../db/database.ts';
import { prepared } from '../../db/prepared.ts';
import type { BusinessStatus } from '#shared/enums.ts';
import type { BusinessTable } from '../../db/tables/business.ts';

export function findBusiness(db: Executor, id: string) {
  return db.selectFrom('business').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A business's status and signature flag (business/working.ts); read by every invoice opened: compiled once (db/prepared.ts). */
export const businessState = prepared((db, where: { id: string }) => db.selectFrom('business').select(['status', 'has_signature']).where('id', '=', where.id));

export function findBusinessByTaxNumber(db: Executor, taxNumber: string) {
  return db.selectFrom('business').selectAll().where('tax_number', '=', taxNumber).executeTakeFirst();
}

/** A business staff name by what they type: its tax number or its id. */
export function findBusinessByReference(db: Executor, reference: string) {
  return db
    .selectFrom('business')
    .selectAll()
    .where((eb) => eb.or([eb('id', '=', reference), eb('tax_number', '=', reference)]))
    .executeTakeFirst();
}

/** spec 01 §8 tax_number_or_pinfl_already_exists: a number is taken as a TIN or as an individual's PINFL. */
export function findBusinessHoldingNumber(db: Executor, number: string) {
  return db
    .selectFrom('business')
    .selectAll()
    .where((eb) => eb.or([eb('tax_number', '=', number), eb('pinfl', '=', number)]))
    .executeTakeFirst();
}

export async function insertBusiness(db: Executor, row: BusinessTable): Promise<void> {
  await db.insertInto('business').values(row).execute();
}

export async function updateBusiness(db: Executor, id: string, changes: Partial<Omit<BusinessTable, 'id'>>): Promise<void> {
  await db.updateTable('business').set(changes).where('id', '=', id).execute();
}

/** Businesses waiting for a moderator (not those sent back to their owner), oldest submission first. */
export function listWaitingBusinesses(db: Executor) {
  return db
    .selectFrom('business')
    .innerJoin('app_user as owner', 'owner.id', 'business.owner_id')
    .select([
      'business.id',
      'business.tax_number',
      'business.name',
      'business.form',
      'business.modified_at',
      'owner.phone',
      'owner.first_name',
      'owner.last_name',
    ])
    .where('business.status', '=', 'ON_MODERATION')
    .where('business.moderation_comment', 'is', null)
    .orderBy('business.modified_at')
    .execute();
}

/**
 * Changes a business only while it still is as `expected` says (its status; no moderation answer yet; a signature),
 * so that a decision is made once: false when a concurrent one changed it first.
 */
export async function updateBusinessWhile(
  db: Executor,
  id: string,
  expected: { status: string; unanswered?: true; hasSignature?: number },
  changes: Partial<Omit<BusinessTable, 'id'>>,
): Promise<boolean> {
  let query = db.updateTable('business').set(changes).where('id', '=', id).where('status', '=', expected.status);
  if (expected.unanswered) query = query.where('moderation_comment', 'is', null);
  if (expected.hasSignature !== undefined) query = query.where('has_signature', '=', expected.hasSignature);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Staff's list of the businesses in one status with their owner, most recently changed first. */
export function businessesByStatus(db: Executor, status: BusinessStatus) {
  return db
    .selectFrom('business')
    .innerJoin('app_user as owner', 'owner.id', 'business.owner_id')
    .select(['business.tax_number', 'business.name', 'business.form', 'business.status', 'business.modified_at', 'business.moderation_comment', 'owner.phone', 'owner.first_name', 'owner.last_name'])
    .where('business.status', '=', status)
    .orderBy('business.modified_at', 'desc')
    .limit(1000)
    .execute();
}

/** What the (simulated) tax registry holds under a business's tax number. */
export function findTaxRegistryEntry(db: Executor, taxNumber: string) {
  return db.selectFrom('tax_registry_entry').selectAll().where('tax_number', '=', taxNumber).executeTakeFirst();
}
