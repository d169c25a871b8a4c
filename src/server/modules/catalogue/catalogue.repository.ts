// Kysely access to the service catalogue (reference data synced from the provider); `db` or a transaction first.
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { cachedRow } from '../../db/row-cache.ts';
import type { MerchantCategoryTable, MerchantTable } from '../../db/tables/catalogue.ts';

/** A merchant row; from this process's memory outside a transaction (db/row-cache.ts). */
export function findMerchantRow(db: Executor, id: string): Promise<MerchantTable | undefined> {
  return cachedRow(db, 'merchant', id, () => db.selectFrom('merchant').selectAll().where('id', '=', id).executeTakeFirst());
}

export function findMerchantByKey(db: Executor, key: string): Promise<MerchantTable | undefined> {
  return db.selectFrom('merchant').selectAll().where('key', '=', key).executeTakeFirst();
}

export function findCategory(db: Executor, id: string): Promise<MerchantCategoryTable | undefined> {
  return db.selectFrom('merchant_category').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Merchants that agents and employees may see (never INACTIVE), with their category's names and a `search_name`
 * holding the name in every language, so one whitelisted search key finds a service whatever the interface language.
 */
export function visibleMerchants(db: Executor) {
  const listed = db
    .selectFrom('merchant')
    .leftJoin('merchant_category', 'merchant_category.id', 'merchant.category_id')
    .selectAll('merchant')
    .select([
      'merchant_category.name_uz as category_name_uz',
      'merchant_category.name_ru as category_name_ru',
      'merchant_category.name_en as category_name_en',
      'merchant_category.name_oz as category_name_oz',
      'merchant_category.position as category_position',
      sql<string>`merchant.name_uz || ' ' || merchant.name_ru || ' ' || merchant.name_en || ' ' || merchant.name_oz`.as('search_name'),
    ])
    .where('merchant.status', '<>', 'INACTIVE');
  return db.selectFrom(listed.as('listed')).selectAll();
}

export type ListedMerchantRow = MerchantTable & {
  category_name_uz: string | null;
  category_name_ru: string | null;
  category_name_en: string | null;
  category_name_oz: string | null;
  category_position: number | null;
  search_name: string;
};

/** Categories shown in the workspace: ACTIVE only (spec 02 §2), searchable by their name in any language. */
export function activeCategories(db: Executor) {
  const listed = db
    .selectFrom('merchant_category')
    .selectAll()
    .select(sql<string>`name_uz || ' ' || name_ru || ' ' || name_en || ' ' || name_oz`.as('search_name'))
    .where('status', '=', 'ACTIVE');
  return db.selectFrom(listed.as('listed')).selectAll();
}

/** A merchant's regions (`parentId` null) or the subregions of one of its regions, by position. */
export function merchantRegions(db: Executor, merchantId: string, parentId: string | null) {
  return db
    .selectFrom('merchant_region')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('parent_id', parentId === null ? 'is' : '=', parentId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function findTopRegion(db: Executor, merchantId: string, regionId: string) {
  return db
    .selectFrom('merchant_region')
    .select('id')
    .where('id', '=', regionId)
    .where('merchant_id', '=', merchantId)
    .where('parent_id', 'is', null)
    .executeTakeFirst();
}

export function merchantOptions(db: Executor, merchantId: string) {
  return db
    .selectFrom('merchant_option')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** One of a merchant's regions (`parentId` null) or of a region's subregions, by id: a payer's choice checked. */
export function findMerchantRegion(db: Executor, merchantId: string, parentId: string | null, id: string) {
  return db
    .selectFrom('merchant_region')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('parent_id', parentId === null ? 'is' : '=', parentId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** One of a merchant's options by its value: a payer's choice checked. */
export function findMerchantOption(db: Executor, merchantId: string, value: string) {
  return db.selectFrom('merchant_option').selectAll().where('merchant_id', '=', merchantId).where('value', '=', value).executeTakeFirst();
}

/** The keys of these merchants (billing names a merchant by its key). */
export function merchantKeys(db: Executor, ids: string[]) {
  return db.selectFrom('merchant').select(['id', 'key']).where('id', 'in', ids).execute();
}

/** The visible merchants paying the agent a reward, by category position, then merchant position. */
export function rewardingMerchants(db: Executor) {
  return (
    visibleMerchants(db)
      .where('agent_reward_bp', '>', 0)
      // Merchants without a category come last on both dialects (their NULL ordering differs).
      .orderBy(sql`coalesce(category_position, 2147483647)`)
      .orderBy('position')
      .orderBy('id')
      .execute()
  );
}
