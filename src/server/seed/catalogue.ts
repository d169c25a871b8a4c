// The demo catalogue and the demo business's sale points (seed `demo`, once, on an empty catalogue). The catalogue
// is reference data a real deployment syncs from the provider; here it is made to cover every merchant type,
// status, prefix type, mask, validation rule and commission type × calcType (see the data modules beside this).
import type { Insertable } from 'kysely';
import type { Merchant } from '#shared/api/catalogue.ts';
import { hundredthsOfPercent } from '#shared/commission.ts';
import type { Db, Tx } from '../db/database.ts';
import type { MerchantTable } from '../db/tables/catalogue.ts';
import type { StoredTier } from '../modules/catalogue/catalogue.service.ts';
import { hashPin } from '../modules/users/pin.ts';
import { CATEGORIES } from './catalogue-categories.ts';
import { FINANCE_MERCHANTS, OTHER_MERCHANTS } from './catalogue-finance.ts';
import { EDUCATION_MERCHANTS, GOVERNMENT_MERCHANTS } from './catalogue-government.ts';
import { MOBILE_MERCHANTS } from './catalogue-mobile.ts';
import { som, type SeedCommission, type SeedMerchant } from './catalogue-model.ts';
import { INTERNET_MERCHANTS, UTILITY_MERCHANTS } from './catalogue-services.ts';
import { DEMO_ACCOUNTS } from './demo.ts';
import { DEMO_SALE_POINTS, DEMO_SECOND_EMPLOYEE } from './demo-sale-points.ts';

/** The catalogue order: a merchant's position is its place in this list (categories in their own order). */
export const DEMO_MERCHANTS: SeedMerchant[] = [
  ...MOBILE_MERCHANTS,
  ...UTILITY_MERCHANTS,
  ...INTERNET_MERCHANTS,
  ...GOVERNMENT_MERCHANTS,
  ...FINANCE_MERCHANTS,
  ...EDUCATION_MERCHANTS,
  ...OTHER_MERCHANTS,
];

/** Fixed UUIDv7-shaped ids (kind 1 categories, 2 merchants, 3 regions, 4 options), stable across demo databases. */
const demoId = (kind: number, serial: number) =>
  `01900000-0000-7000-8${kind.toString(16).padStart(3, '0')}-${serial.toString(16).padStart(12, '0')}`;

const image = (file: string) => `/catalogue/${file}`;

/** Stored like the merchant columns: PERCENT in hundredths of a percent, FIXED in tiyin. */
const storedValue = (commission: SeedCommission) =>
  commission.type === 'PERCENT' ? hundredthsOfPercent(commission.percent) : som(commission.som);

function fieldsOf(merchant: SeedMerchant): Merchant['fields'] {
  const { amount } = merchant;
  const tiyin = (value: number | undefined) => (value === undefined ? null : som(value));
  return {
    region: merchant.regionField ?? null,
    subRegion: merchant.subRegionField ?? null,
    type: merchant.typeField ?? null,
    account: merchant.account,
    amount: {
      defaultValue: tiyin(amount.defaultSom),
      availableDecimal: amount.availableDecimal ?? false,
      editable: amount.editable ?? true,
      limit: { min: tiyin(amount.minSom), max: tiyin(amount.maxSom), withConfirmation: tiyin(amount.withConfirmationSom) },
    },
  };
}

function merchantRow(merchant: SeedMerchant, position: number, categoryId: string, now: string): Insertable<MerchantTable> {
  const tiers: StoredTier[] = (merchant.tiers ?? []).map((tier) => ({
    commission: { type: tier.commission.type, value: storedValue(tier.commission), calcType: tier.commission.calcType },
    limit: som(tier.limitSom),
    commissionRate: tier.commission.type === 'PERCENT' ? hundredthsOfPercent(tier.commission.percent) : 0,
  }));
  return {
    id: demoId(2, position),
    key: merchant.key,
    name_uz: merchant.name.uz,
    name_ru: merchant.name.ru,
    name_en: merchant.name.en,
    name_oz: merchant.name.oz,
    legal_name: merchant.legalName ?? null,
    image: image(merchant.image),
    type: merchant.type,
    status: merchant.status ?? 'ACTIVE',
    status_message_uz: merchant.statusMessage?.uz ?? null,
    status_message_ru: merchant.statusMessage?.ru ?? null,
    status_message_en: merchant.statusMessage?.en ?? null,
    status_message_oz: merchant.statusMessage?.oz ?? null,
    category_id: categoryId,
    position,
    favorite_position: merchant.favoritePosition ?? null,
    top_position: merchant.topPosition ?? null,
    exist_reward_source: merchant.agentRewardPercent > 0 ? 1 : 0,
    agent_reward_bp: hundredthsOfPercent(merchant.agentRewardPercent),
    commission_type: merchant.commission?.type ?? null,
    commission_value: merchant.commission ? storedValue(merchant.commission) : null,
    commission_calc_type: merchant.commission?.calcType ?? null,
    commission_tiers_json: JSON.stringify(tiers),
    fields_json: JSON.stringify(fieldsOf(merchant)),
    tags_json: JSON.stringify(merchant.tags),
    cancel_allowed: merchant.refundableHours === undefined ? 0 : 1,
    refundable_hours: merchant.refundableHours ?? null,
    sync_date: now,
    created_at: now,
    modified_at: now,
  };
}

async function insertCatalogue(tx: Tx, now: string): Promise<void> {
  const categoryIds = new Map(CATEGORIES.map((category, index) => [category.key, demoId(1, index + 1)]));
  await tx
    .insertInto('merchant_category')
    .values(
      CATEGORIES.map((category) => ({
        id: categoryIds.get(category.key)!,
        name_uz: category.name.uz,
        name_ru: category.name.ru,
        name_en: category.name.en,
        name_oz: category.name.oz,
        image: image(category.image),
        position: category.position,
        status: category.status,
      })),
    )
    .execute();

  let regionSerial = 0;
  let optionSerial = 0;
  for (const [index, merchant] of DEMO_MERCHANTS.entries()) {
    const row = merchantRow(merchant, index + 1, categoryIds.get(merchant.category)!, now);
    await tx.insertInto('merchant').values(row).execute();
    const merchantId = row.id;
    for (const [regionIndex, region] of (merchant.regions ?? []).entries()) {
      const regionId = demoId(3, ++regionSerial);
      const titles = { title_uz: region.title.uz, title_ru: region.title.ru, title_en: region.title.en, title_oz: region.title.oz };
      await tx
        .insertInto('merchant_region')
        .values({ id: regionId, merchant_id: merchantId, parent_id: null, code: region.code, ...titles, position: regionIndex + 1 })
        .execute();
      const subRegions = region.subRegions ?? [];
      if (subRegions.length === 0) continue;
      await tx
        .insertInto('merchant_region')
        .values(
          subRegions.map((subRegion, subIndex) => ({
            id: demoId(3, ++regionSerial),
            merchant_id: merchantId,
            parent_id: regionId,
            code: subRegion.code,
            title_uz: subRegion.title.uz,
            title_ru: subRegion.title.ru,
            title_en: subRegion.title.en,
            title_oz: subRegion.title.oz,
            position: subIndex + 1,
          })),
        )
        .execute();
    }
    const options = merchant.options ?? [];
    if (options.length === 0) continue;
    await tx
      .insertInto('merchant_option')
      .values(
        options.map((option, optionIndex) => ({
          id: demoId(4, ++optionSerial),
          merchant_id: merchantId,
          value: option.value,
          title_uz: option.title.uz,
          title_ru: option.title.ru,
          title_en: option.title.en,
          title_oz: option.title.oz,
          position: optionIndex + 1,
        })),
      )
      .execute();
  }
}

/** The demo agent's sale points and the second demo employee; skipped when the demo agent is not there. */
async function insertDemoSalePoints(tx: Tx, now: Date): Promise<void> {
  const agent = await tx.selectFrom('app_user').select('business_id').where('phone', '=', DEMO_ACCOUNTS.agent.phone).executeTakeFirst();
  const businessId = agent?.business_id;
  if (!businessId) return;
  const iso = now.toISOString();
  if (!(await tx.selectFrom('app_user').select('id').where('phone', '=', DEMO_SECOND_EMPLOYEE.phone).executeTakeFirst())) {
    await tx
      .insertInto('app_user')
      .values({
        id: demoId(5, 1),
        phone: DEMO_SECOND_EMPLOYEE.phone,
        role: 'EMPLOYEE',
        agent_number: null,
        first_name: DEMO_SECOND_EMPLOYEE.firstName,
        last_name: DEMO_SECOND_EMPLOYEE.lastName,
        surname: null,
        email: null,
        image_id: null,
        pin_hash: await hashPin(DEMO_SECOND_EMPLOYEE.pin),
        pin_changed_at: iso,
        failed_pin_count: 0,
        locked_until: null,
        business_id: businessId,
        active: 1,
        created_at: iso,
        modified_at: iso,
      })
      .execute();
  }
  for (const [index, point] of DEMO_SALE_POINTS.entries()) {
    // A minute apart, newest first, so the default createdDate-descending order is the data's order.
    const created = new Date(now.getTime() - index * 60_000).toISOString();
    await tx
      .insertInto('sale_point')
      .values({
        id: point.id,
        business_id: businessId,
        name: point.name,
        region_id: point.regionId,
        district_id: point.districtId,
        address: point.address,
        latitude: point.location[0],
        longitude: point.location[1],
        limit_sum: som(point.limitSom),
        status: point.status,
        created_at: created,
        modified_at: created,
      })
      .execute();
    if (point.employeePhones.length === 0) continue;
    const employees = await tx
      .selectFrom('app_user')
      .select('id')
      .where('business_id', '=', businessId)
      .where('role', '=', 'EMPLOYEE')
      .where('phone', 'in', point.employeePhones)
      .execute();
    if (employees.length === 0) continue;
    await tx
      .insertInto('sale_point_employee')
      .values(employees.map((employee) => ({ sale_point_id: point.id, user_id: employee.id })))
      .execute();
  }
}

export async function seedCatalogue(db: Db): Promise<boolean> {
  if (await db.selectFrom('merchant').select('id').limit(1).executeTakeFirst()) return false;
  const now = new Date();
  await db.transaction().execute(async (tx) => {
    await insertCatalogue(tx, now.toISOString());
    await insertDemoSalePoints(tx, now);
  });
  return true;
}
