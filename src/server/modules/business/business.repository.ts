import type { Executor } from '../../db/database.ts';
import type { BusinessTable } from './business.table.ts';

export function findBusiness(db: Executor, id: string) {
  return db.selectFrom('business').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findBusinessByTaxNumber(db: Executor, taxNumber: string) {
  return db.selectFrom('business').selectAll().where('tax_number', '=', taxNumber).executeTakeFirst();
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
