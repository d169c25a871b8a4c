import type { Region } from '#shared/api/settings.ts';
import type { Executor } from '../../db/database.ts';
import type { RegionTable } from '../../db/tables/geo.ts';

function toRegion(row: RegionTable): Region {
  return { id: row.id, title: { uz: row.title_uz, ru: row.title_ru, en: row.title_en, oz: row.title_oz } };
}

export async function provinces(db: Executor): Promise<Region[]> {
  return (await db.selectFrom('region').selectAll().orderBy('id').execute()).map(toRegion);
}

export async function districtsOf(db: Executor, regionId: number): Promise<Region[]> {
  const rows = await db.selectFrom('district').selectAll().where('region_id', '=', regionId).orderBy('id').execute();
  return rows.map(toRegion);
}

/** A region or district row by id. */
export function findPlace(db: Executor, table: 'region' | 'district', id: number): Promise<RegionTable | undefined> {
  return db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
}

export function findDistrict(db: Executor, id: number) {
  return db.selectFrom('district').select('region_id').where('id', '=', id).executeTakeFirst();
}
