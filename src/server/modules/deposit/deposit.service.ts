// spec 03 §2, §7 deposit and rewards, read from the ledger. Only the owner reads them (spec 03 §6: employees have no
// deposit pages); each business sees its own entries only.
import { sql } from 'kysely';
import { INCOME_LIST, INCOME_TYPES, REWARD_LIST, type IncomeEntry, type IncomeSource, type IncomeType, type RewardRow } from '#shared/api/deposit.ts';
import type { PageableBody } from '#shared/api/paging.ts';
import { tashkentDay } from '#shared/period.ts';
import { AppError } from '../../http/app-error.ts';
import { ownerBusinessId } from '../business/business-of.ts';
import { isEpochMs } from '#shared/validation.ts';
import type { Auth } from '../../context.ts';
import { keysetPages, pageOf } from '../../http/paging.ts';
import type { MoneyContext } from '../ledger/ledger.service.ts';
import { incomeCount, incomeEntries, partnerRewardsFor, rewardEntries, rewardRows, rewardTotals } from './deposit.repository.ts';

type IncomeBody = PageableBody<(typeof INCOME_LIST.sort)[number], (typeof INCOME_LIST.search)[number]>;
type RewardBody = PageableBody<(typeof REWARD_LIST.sort)[number], (typeof REWARD_LIST.search)[number]>;

/** The owner's business; an employee is refused (spec 03 §6). */

/** An epoch-millisecond filter value as the ISO instant the columns hold (DESIGN §3); anything else is refused. */
function isoOf(value: string | number | boolean, key: string): string {
  const ms = typeof value === 'boolean' ? Number.NaN : Number(value);
  if (!isEpochMs(ms)) throw new AppError(400, 'validation_error', { [`search.${key}`]: 'invalid' });
  return new Date(ms).toISOString();
}

/** The search as the columns take it: dates as ISO instants; a NUL byte, which PostgreSQL text refuses, is invalid. */
function checkedSearch<T extends { key: string; value: string | number | boolean }>(search: T[]): T[] {
  return search.map((filter) => {
    if (typeof filter.value === 'string' && filter.value.includes('\0')) throw new AppError(400, 'validation_error', { [`search.${filter.key}`]: 'invalid' });
    return filter.key === 'createdDate' && filter.value !== '' ? { ...filter, value: isoOf(filter.value, filter.key) } : filter;
  });
}

const INCOME_COLUMNS = {
  sort: { createdDate: 'e.created_at', amount: 'e.amount' },
  search: {
    amount: { column: 'e.amount', kind: 'number' },
    createdDate: { column: 'e.created_at', kind: 'string' },
    typeIncome: { column: 'e.kind', kind: 'string' },
  },
  defaultSort: { column: 'e.created_at', direction: 'desc' },
  tiebreak: 'e.id',
} as const;

/** The income list's query and filters: `source` filters the coalesced value (a payment's reward has no income row). */
function incomeQuery(ctx: MoneyContext, businessId: string, search: IncomeBody['search']) {
  const checked = checkedSearch(search);
  let query = incomeEntries(ctx.db, businessId);
  for (const filter of checked) {
    if (filter.key !== 'source' || filter.value === '') continue;
    if (filter.operation !== '=' && filter.operation !== '!=') throw new AppError(400, 'validation_error', { 'search.source': 'invalid' });
    const operator = sql.raw(filter.operation === '=' ? '=' : '<>');
    query = query.where(sql<boolean>`coalesce(d.source, 'UPAY') ${operator} ${String(filter.value)}`);
  }
  const rest = checked.filter((filter): filter is typeof filter & { key: Exclude<typeof filter.key, 'source'> } => filter.key !== 'source');
  return { query, checked, search: rest };
}

type IncomeRow = Awaited<ReturnType<ReturnType<typeof incomeEntries>['executeTakeFirstOrThrow']>>;

const toIncomeEntry = (row: IncomeRow): IncomeEntry => ({
  id: row.id,
  typeIncome: row.kind as IncomeType,
  source: row.source as IncomeSource,
  amount: Number(row.amount),
  createdDate: row.created_at,
  details: {
    balance: row.balance_after === null ? null : Number(row.balance_after),
    date: row.reward_date ?? row.created_at,
    invoiceNumber: row.invoice_number,
  },
});

/** spec 03 §7 income-business/pageable: newest first; filters amount, createdDate, typeIncome and source. */
export async function listIncomes(ctx: MoneyContext, auth: Auth, body: IncomeBody) {
  const businessId = ownerBusinessId(auth);
  const { query, checked, search } = incomeQuery(ctx, businessId, body.search);
  const page = await pageOf(query, { ...body, search }, INCOME_COLUMNS, { db: ctx.db, shortcut: () => incomeCount(ctx.db, businessId, checked) });
  return { ...page, content: page.content.map(toIncomeEntry) };
}

/** Every deposit entry the history shows for these filters, in its order, a page at a time: the deposit export. */
export function incomesToExport(ctx: MoneyContext, auth: Auth, body: Omit<IncomeBody, 'page' | 'perPage'>): AsyncGenerator<IncomeEntry[]> {
  const businessId = ownerBusinessId(auth);
  const { query, search } = incomeQuery(ctx, businessId, body.search);
  return mapPages(keysetPages(ctx.db, query, { ...body, search }, INCOME_COLUMNS), toIncomeEntry);
}

async function* mapPages<T, R>(pages: AsyncGenerator<T[]>, map: (row: T) => R): AsyncGenerator<R[]> {
  for await (const rows of pages) yield rows.map(map);
}

/** spec 03 §7 type_all: the deposit income methods, in the spec's order. */
export function incomeTypes(auth: Auth): IncomeType[] {
  ownerBusinessId(auth);
  return [...INCOME_TYPES];
}

/**
 * spec 03 §7 reward-sum-by-date: the partner's (HUMANS) rewards posted for the Tashkent days from startDate's to
 * endDate's, whenever staff posted them; null when nothing was posted for those days.
 */
export async function partnerRewardSum(ctx: MoneyContext, auth: Auth, body: { startDate: number; endDate: number }) {
  const businessId = ownerBusinessId(auth);
  const from = new Date(tashkentDay(body.startDate).start).toISOString();
  const to = new Date(tashkentDay(body.endDate).start).toISOString();
  return { amount: await partnerRewardsFor(ctx.db, businessId, from, to) };
}

/** spec 03 §7 stat-by-date: the turnover of the rewarded payments and the rewards credited in the period. */
export async function rewardStats(
  ctx: MoneyContext,
  auth: Auth,
  body: { startDate: number; endDate: number; merchantCategoryId: string | null; salePointId: string | null },
) {
  const businessId = ownerBusinessId(auth);
  const totals = await rewardTotals(ctx.db, businessId, {
    from: new Date(body.startDate).toISOString(),
    to: new Date(body.endDate).toISOString(),
    categoryId: body.merchantCategoryId,
    salePointId: body.salePointId,
  });
  return { totalRevenue: totals.revenue, totalAgentProfitAmount: totals.profit, count: totals.count };
}

const REWARD_COLUMNS = {
  sort: { createdDate: 'e.created_at', amount: 'e.amount' },
  search: {
    createdDate: { column: 'e.created_at', kind: 'string' },
    'agentMerchant->merchantCategoryId': { column: 'm.category_id', kind: 'string' },
    salePointId: { column: 'i.sale_point_id', kind: 'string' },
  },
  defaultSort: { column: 'e.created_at', direction: 'desc' },
  tiebreak: 'e.id',
} as const;

type RewardDbRow = Awaited<ReturnType<ReturnType<typeof rewardRows>['executeTakeFirstOrThrow']>>;

const toRewardRow = (row: RewardDbRow): RewardRow => ({
  id: row.id,
  invoiceNumber: row.invoice_number,
  amount: Number(row.amount),
  merchant: { id: row.merchant_id, name: { uz: row.name_uz, ru: row.name_ru, en: row.name_en, oz: row.name_oz }, image: row.merchant_image },
  agent: [row.first_name, row.last_name].filter(Boolean).join(' '),
  salePoint: { id: row.sale_point_id, name: row.sale_point_name },
  account: row.account,
  reward: { amount: Number(row.reward), percent: row.reward_bp / 100 },
  createdDate: row.created_at,
});

/** The provider's rewards, one row per paid payment (spec 03 §2 rewards, default tab). */
export async function listRewards(ctx: MoneyContext, auth: Auth, body: RewardBody) {
  const businessId = ownerBusinessId(auth);
  const page = await pageOf(rewardRows(ctx.db, businessId), { ...body, search: checkedSearch(body.search) }, REWARD_COLUMNS, {
    db: ctx.db,
    from: rewardEntries(ctx.db, businessId),
  });
  return { ...page, content: page.content.map(toRewardRow) };
}

/** Every reward the list shows for these filters, in its order, a page at a time: the rewards export. */
export function rewardsToExport(ctx: MoneyContext, auth: Auth, body: Omit<RewardBody, 'page' | 'perPage'>): AsyncGenerator<RewardRow[]> {
  const businessId = ownerBusinessId(auth);
  const pages = keysetPages(ctx.db, rewardRows(ctx.db, businessId), { ...body, search: checkedSearch(body.search) }, REWARD_COLUMNS, {
    from: rewardEntries(ctx.db, businessId),
    key: 'e.id',
  });
  return mapPages(pages, toRewardRow);
}
