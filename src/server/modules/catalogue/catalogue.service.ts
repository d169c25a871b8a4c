// The service catalogue (spec 02 §3, §7): merchants and categories as the contract shows them to agents and
// employees. Rates are stored as hundredths of a percent and shown as percent numbers; FIXED amounts are tiyin.
// INACTIVE merchants do not exist for agents and employees; DISABLED ones are listed with their message.
import type {
  Category,
  CATEGORY_LIST,
  CommissionTier,
  Merchant,
  MERCHANT_LIST,
  MerchantRegion,
  MerchantStatus,
  MerchantType,
  Names,
} from '#shared/api/catalogue.ts';
import type { PageableBody } from '#shared/api/paging.ts';
import type { CalcType, Commission, CommissionType } from '#shared/commission.ts';
import type { Status } from '#shared/enums.ts';
import { TASHKENT_OFFSET_MS, type Period } from '#shared/period.ts';
import { sql } from 'kysely';
import type { AppContext, Auth } from '../../context.ts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { pageOf } from '../../http/paging.ts';
import {
  activeCategories,
  findTopRegion,
  merchantOptions,
  merchantRegions,
  rewardingMerchants,
  visibleMerchants,
  type ListedMerchantRow,
} from './catalogue.repository.ts';
import { tashkentMonthKey } from '../payments/aggregates.ts';
import { monthSpending } from '../payments/aggregates.repository.ts';
import type { MerchantCategoryTable, MerchantRegionTable, MerchantTable } from '../../db/tables/catalogue.ts';

export { findMerchantByKey, findMerchantRow } from './catalogue.repository.ts';

/** A monthly tier as stored in `commission_tiers_json`: values encoded like the merchant's own commission. */
export type StoredTier = {
  commission: { type: CommissionType; value: number; calcType: CalcType };
  /** Tiyin this business may spend with the merchant per month while the tier applies. */
  limit: number;
  /** Hundredths of a percent. */
  commissionRate: number;
};

const percentOf = (hundredths: number) => hundredths / 100;

function toCommission(type: string | null, value: number | null, calcType: string | null): Commission | null {
  if (!type || value === null || !calcType) return null;
  const commissionType = type as CommissionType;
  return {
    type: commissionType,
    value: commissionType === 'PERCENT' ? percentOf(Number(value)) : Number(value),
    calcType: calcType as CalcType,
  };
}

/** The one mapping from a merchant row to the contract's `Merchant`. */
export function toMerchant(
  row: MerchantTable,
  category: { id: string; name: Names } | null = null,
  amountSpentByTier: number[] = [],
): Merchant {
  const tiers = JSON.parse(row.commission_tiers_json) as StoredTier[];
  const commissions: CommissionTier[] = tiers.map((tier, index) => ({
    commission: toCommission(tier.commission.type, tier.commission.value, tier.commission.calcType)!,
    limit: tier.limit,
    commissionRate: percentOf(tier.commissionRate),
    amountSpent: amountSpentByTier[index] ?? 0,
  }));
  const hasMessage =
    row.status_message_uz !== null || row.status_message_ru !== null || row.status_message_en !== null || row.status_message_oz !== null;
  return {
    id: row.id,
    key: row.key,
    name: { uz: row.name_uz, ru: row.name_ru, en: row.name_en, oz: row.name_oz },
    legalName: row.legal_name,
    image: row.image,
    type: row.type as MerchantType,
    status: {
      value: row.status as MerchantStatus,
      message: hasMessage
        ? {
            uz: row.status_message_uz ?? '',
            ru: row.status_message_ru ?? '',
            en: row.status_message_en ?? '',
            oz: row.status_message_oz ?? '',
          }
        : null,
    },
    category,
    merchantCategoryId: row.category_id,
    position: row.position,
    favoritePosition: row.favorite_position,
    topPosition: row.top_position,
    existRewardSource: row.exist_reward_source === 1,
    agentReward: percentOf(row.agent_reward_bp),
    tags: JSON.parse(row.tags_json) as string[],
    syncDate: row.sync_date,
    commission: toCommission(row.commission_type, row.commission_value, row.commission_calc_type),
    commissions,
    fields: JSON.parse(row.fields_json) as Merchant['fields'],
    cancel: { status: row.cancel_allowed === 1, refundableHours: row.refundable_hours },
  };
}

/** What the catalogue's answers need: the database and the clock the month is read on. */
type CatalogueContext = Pick<AppContext, 'db' | 'clock'>;

/** The Asia/Tashkent calendar month holding `at`: the period of the monthly commission tiers. */
export function tashkentMonth(at: number): Period {
  const local = new Date(at + TASHKENT_OFFSET_MS);
  const start = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - TASHKENT_OFFSET_MS;
  const next = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - TASHKENT_OFFSET_MS;
  return { start, end: next - 1 };
}

function categoryOf(row: ListedMerchantRow): { id: string; name: Names } | null {
  if (row.category_id === null || row.category_name_ru === null) return null;
  const name = {
    uz: row.category_name_uz ?? '',
    ru: row.category_name_ru,
    en: row.category_name_en ?? '',
    oz: row.category_name_oz ?? '',
  };
  return { id: row.category_id, name };
}

/** What the business spent at these services this Tashkent month: the `amountSpent` of their monthly tiers. */
export function spentThisMonth(db: Executor, businessId: string, merchantIds: string[], now: Date): Promise<Map<string, number>> {
  return monthSpending(db, businessId, merchantIds, tashkentMonthKey(now.getTime()));
}

/**
 * Merchants as answered to `auth`: every tier's `amountSpent` is what the caller's business spent at the merchant
 * this month, the figure the server picks the tier by and the monthly limit warning compares with the tier's limit.
 */
async function answerMerchants(ctx: CatalogueContext, auth: Auth, rows: ListedMerchantRow[]): Promise<Merchant[]> {
  const spent = auth.businessId
    ? await spentThisMonth(ctx.db, auth.businessId, rows.map((row) => row.id), ctx.clock.now())
    : new Map<string, number>();
  return rows.map((row) => {
    const monthly = spent.get(row.id) ?? 0;
    const tierCount = (JSON.parse(row.commission_tiers_json) as unknown[]).length;
    return toMerchant(row, categoryOf(row), Array.from({ length: tierCount }, () => monthly));
  });
}

/** A merchant the caller may see, or `merchant_not_found` (unknown and INACTIVE alike). */
async function visibleMerchant(db: Executor, where: { id: string } | { key: string }): Promise<ListedMerchantRow> {
  const query = visibleMerchants(db);
  const row = await ('id' in where ? query.where('id', '=', where.id) : query.where('key', '=', where.key)).executeTakeFirst();
  if (!row) throw new AppError(404, 'merchant_not_found');
  return row;
}

/** A visible merchant by id, as answered to `auth` (with this month's spending). */
export async function merchantFor(ctx: CatalogueContext, auth: Auth, merchantId: string): Promise<Merchant> {
  const [merchant] = await answerMerchants(ctx, auth, [await visibleMerchant(ctx.db, { id: merchantId })]);
  return merchant!;
}

/** A visible merchant by key, as answered to `auth`; the mobile-info answer gives the operator's this way. */
export async function merchantByKey(ctx: CatalogueContext, auth: Auth, key: string): Promise<Merchant> {
  const [merchant] = await answerMerchants(ctx, auth, [await visibleMerchant(ctx.db, { key })]);
  return merchant!;
}

type MerchantSearchKey = (typeof MERCHANT_LIST.search)[number];
type MerchantListBody = PageableBody<(typeof MERCHANT_LIST.sort)[number], MerchantSearchKey>;

const MERCHANT_COLUMNS = {
  sort: {
    position: 'position',
    name: 'name_ru',
    topPosition: 'top_position',
    favoritePosition: 'favorite_position',
    syncDate: 'sync_date',
  },
  search: {
    name: { column: 'search_name', kind: 'string' },
    merchantCategoryId: { column: 'category_id', kind: 'string' },
    type: { column: 'type', kind: 'string' },
    status: { column: 'status', kind: 'string' },
  },
  defaultSort: { column: 'position', direction: 'asc' },
  tiebreak: 'id',
} as const;

/** `like ... escape '!'` pattern text: the tag's own `%`, `_` and `!` match literally. */
const likeEscaped = (value: string) => value.toLowerCase().replace(/[!%_]/g, (char) => `!${char}`);

export async function pageMerchants(ctx: AppContext, auth: Auth, body: MerchantListBody) {
  let query = visibleMerchants(ctx.db);
  // Tags are a JSON list: `=` / `!=` ask whether the merchant has (or lacks) the tag, `like` whether a tag contains it.
  for (const filter of body.search) {
    if (filter.key !== 'tags' || filter.value === '' || filter.value === null) continue;
    const tag = likeEscaped(String(filter.value));
    if (filter.operation === '=') query = query.where(sql<boolean>`lower(tags_json) like ${`%"${tag}"%`} escape '!'`);
    else if (filter.operation === '!=') query = query.where(sql<boolean>`lower(tags_json) not like ${`%"${tag}"%`} escape '!'`);
    else if (filter.operation === 'like') query = query.where(sql<boolean>`lower(tags_json) like ${`%${tag}%`} escape '!'`);
    else throw new AppError(400, 'validation_error', { 'search.tags': 'invalid' });
  }
  const search = body.search.filter(
    (filter): filter is typeof filter & { key: Exclude<MerchantSearchKey, 'tags'> } => filter.key !== 'tags',
  );
  const page = await pageOf(query, { ...body, search }, MERCHANT_COLUMNS);
  return { ...page, content: await answerMerchants(ctx, auth, page.content) };
}

/** spec 02 §7 list-for-reward: merchants paying the agent a reward, by category position, then merchant position. */
export async function merchantsForReward(ctx: AppContext, auth: Auth): Promise<Merchant[]> {
  return answerMerchants(ctx, auth, await rewardingMerchants(ctx.db));
}

/** The titles of a merchant's region, subregion or type option in each language. */
export const titlesOf = (row: { title_uz: string; title_ru: string; title_en: string; title_oz: string }): Names => ({
  uz: row.title_uz,
  ru: row.title_ru,
  en: row.title_en,
  oz: row.title_oz,
});

const toMerchantRegion = (row: MerchantRegionTable): MerchantRegion => ({
  id: row.id,
  code: row.code,
  title: titlesOf(row),
  position: row.position,
});

export async function regionsOfMerchant(db: Executor, merchantId: string): Promise<MerchantRegion[]> {
  await visibleMerchant(db, { id: merchantId });
  return (await merchantRegions(db, merchantId, null)).map(toMerchantRegion);
}

export async function subRegionsOfMerchant(db: Executor, merchantId: string, regionId: string): Promise<MerchantRegion[]> {
  await visibleMerchant(db, { id: merchantId });
  if (!(await findTopRegion(db, merchantId, regionId))) throw new AppError(404, 'not_found');
  return (await merchantRegions(db, merchantId, regionId)).map(toMerchantRegion);
}

export async function optionsOfMerchant(db: Executor, merchantId: string) {
  await visibleMerchant(db, { id: merchantId });
  return (await merchantOptions(db, merchantId)).map((row) => ({ title: titlesOf(row), value: row.value }));
}

const CATEGORY_COLUMNS = {
  sort: { position: 'position', name: 'name_ru' },
  search: { name: { column: 'search_name', kind: 'string' }, status: { column: 'status', kind: 'string' } },
  defaultSort: { column: 'position', direction: 'asc' },
  tiebreak: 'id',
} as const;

const toCategory = (row: MerchantCategoryTable): Category => ({
  id: row.id,
  name: { uz: row.name_uz, ru: row.name_ru, en: row.name_en, oz: row.name_oz },
  image: row.image,
  position: row.position,
  status: row.status as Status,
});

export async function pageCategories(
  db: Executor,
  body: PageableBody<(typeof CATEGORY_LIST.sort)[number], (typeof CATEGORY_LIST.search)[number]>,
) {
  const page = await pageOf(activeCategories(db), body, CATEGORY_COLUMNS);
  return { ...page, content: page.content.map(toCategory) };
}
