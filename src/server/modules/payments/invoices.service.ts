// spec 02 §3 invoices: opening one (checks, commission, reward, the payer-data snapshot), reading them (one, a
// page, the day's totals) and the one mapping from a row to the contract's `Invoice`.
import { sql } from 'kysely';
import { uuidv7 } from 'uuidv7';
import type * as v from 'valibot';
import type { createInvoice as createInvoiceCall, Invoice, InvoiceStatus } from '#shared/api/invoices.ts';
import { STATUS_VARIANTS } from '#shared/api/invoices.ts';
import type { PageableBody } from '#shared/api/paging.ts';
import type { Merchant } from '#shared/api/catalogue.ts';
import { charge, rewardOf, type Commission } from '#shared/commission.ts';
import { formatSum } from '#shared/money.ts';
import { OFFLINE_MAX_AGE, paymentTimeOf } from '#shared/payment-rules.ts';
import { isEpochMs } from '#shared/validation.ts';
import { isWorking } from '../business/working.ts';
import { spentThisMonth } from '../catalogue/catalogue.service.ts';
import type { MoneyContext } from '../ledger/ledger.service.ts';
import { isPostgres, type Db, type Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { Auth } from '../../context.ts';
import { keyTakenOnConflict, type IdempotencyKey } from '../../http/idempotency.ts';
import { keysetPages, pageOf } from '../../http/paging.ts';
import { APPLICATION_ATTEMPTS } from '../applications/applications.repository.ts';
import type { MerchantTable } from '../../db/tables/catalogue.ts';
import { downloadUrl } from '../files/files.repository.ts';
import { accessibleSalePoint } from '../sale-points/sale-points.service.ts';
import { findSetting } from '../settings/settings.repository.ts';
import type { SalePointTable } from '../../db/tables/sale-points.ts';
import type { InvoiceTable } from '../../db/tables/payments.ts';
import { insertInvoiceWithAnswer } from './invoice-moves.repository.ts';
import { paidInvoiceCount } from './aggregates.repository.ts';
import { checkAmount, checkPayerData, payableMerchant, type PayerData, type PayerInput } from './payment-checks.ts';
import { lacksRequiredShift } from '../shifts/shifts.repository.ts';
import {
  anyInvoiceDetails,
  findInvoiceDetails,
  insertInvoice,
  NumberBlocks,
  paidTotals,
  paymentPlace,
  visibleInvoices,
  type InvoiceDetailsRow,
} from './payments.repository.ts';

/** Invoice numbers are a human sequence of their own (DESIGN §3), starting at seven digits. */
const FIRST_INVOICE_NUMBER = 1_000_001;
const INVOICE_NUMBER_BLOCK = 100;
/** Per database (the app's, a test's, the staff CLI's): each process reserves its own blocks. */
const invoiceNumbers = new WeakMap<Db, NumberBlocks>();

function invoiceNumbersOf(db: Db): NumberBlocks {
  let blocks = invoiceNumbers.get(db);
  if (!blocks) invoiceNumbers.set(db, (blocks = new NumberBlocks('invoice', FIRST_INVOICE_NUMBER, INVOICE_NUMBER_BLOCK)));
  return blocks;
}

const toPercent = (hundredths: number) => hundredths / 100;

/**
 * The one mapping to the contract. `reward` is {amount: the reward in tiyin, value: the amount it was computed on,
 * percent: the merchant's rate}; `commission.value` is the rate in percent (PERCENT) or tiyin (FIXED).
 */
export function toInvoice(row: InvoiceDetailsRow, now: Date): Invoice {
  const status = row.status as InvoiceStatus;
  const refundableHours = row.merchant_refundable_hours;
  const elapsedHours = (now.getTime() - Date.parse(row.created_at)) / 3_600_000;
  const firstName = row.user_first_name ?? '';
  const lastName = row.user_last_name ?? '';
  const fullName = `${lastName} ${firstName}`.trim();
  const hasOfd = row.ofd_receipt_id && row.ofd_terminal_id && row.ofd_fiscal_sign && row.ofd_url;
  const region = row.region_ru ? { uz: row.region_uz!, ru: row.region_ru, en: row.region_en!, oz: row.region_oz! } : null;
  const district = row.district_ru ? { uz: row.district_uz!, ru: row.district_ru, en: row.district_en!, oz: row.district_oz! } : null;
  return {
    id: row.id,
    number: row.number,
    status: { value: status, variant: STATUS_VARIANTS[status] ?? 'info' },
    errorCode: (row.error_code as Invoice['errorCode']) ?? null,
    merchant: {
      id: row.merchant_id,
      key: row.merchant_key,
      name: { uz: row.merchant_name_uz, ru: row.merchant_name_ru, en: row.merchant_name_en, oz: row.merchant_name_oz },
      legalName: row.merchant_legal_name,
      image: row.merchant_image,
      cancel: {
        status: row.merchant_cancel_allowed === 1,
        isExpired: refundableHours !== null && refundableHours < elapsedHours,
        refundableHours,
      },
    },
    salePoint: { id: row.sale_point_id, name: row.sale_point_name, region, district },
    fields: JSON.parse(row.fields_json) as Invoice['fields'],
    user: {
      id: row.user_id,
      name: fullName || row.user_phone,
      shortName: firstName ? `${firstName}${lastName ? ` ${lastName[0]}.` : ''}` : fullName || row.user_phone,
      image: row.user_image_guid ? downloadUrl({ guid: row.user_image_guid, extension: row.user_image_extension! }) : null,
    },
    amount: { value: row.amount, readable: formatSum(row.amount), paid: row.paid, total: row.total },
    reward: { amount: row.reward, value: row.amount, percent: toPercent(row.reward_bp) },
    commission: {
      type: (row.commission_type as Invoice['commission']['type']) ?? null,
      calcType: (row.commission_calc_type as Invoice['commission']['calcType']) ?? null,
      amount: row.commission,
      value: row.commission_type === 'PERCENT' ? toPercent(row.commission_value ?? 0) : (row.commission_value ?? 0),
    },
    isApplicationLimitExceeded: Number(row.application_count) >= APPLICATION_ATTEMPTS,
    isApplicationWaiting: Number(row.application_open_count) > 0,
    ofd: hasOfd
      ? { receiptId: row.ofd_receipt_id!, terminalId: row.ofd_terminal_id!, fiscalSign: row.ofd_fiscal_sign!, url: row.ofd_url! }
      : null,
    requestDate: row.request_date,
    paymentDate: row.payment_date ?? row.created_at,
    createdDate: row.created_at,
    modifiedDate: row.modified_at,
  };
}

/** An invoice the caller may see, or 404 `invoice_not_found` (another business's ids are never confirmed). */
export async function findInvoice(ctx: MoneyContext, db: Executor, auth: Auth, where: { id: string } | { number: string }) {
  const row = await findInvoiceDetails(db, auth, where);
  if (!row) throw new AppError(404, 'invoice_not_found');
  return { row, invoice: toInvoice(row, ctx.clock.now()) };
}

/**
 * spec 02 §3 monthly tiers: a tier's fee applies until its limit is spent this month; tiers are read in order and
 * the first one not yet used up applies (the last one once all are). Without tiers the merchant's own fee applies.
 */
export async function commissionFor(db: Executor, businessId: string, merchant: Merchant, now: Date): Promise<Commission | null> {
  if (merchant.commissions.length === 0) return merchant.commission;
  const spent = (await spentThisMonth(db, businessId, [merchant.id], now)).get(merchant.id) ?? 0;
  const tier = merchant.commissions.find((candidate) => spent < candidate.limit) ?? merchant.commissions.at(-1)!;
  return tier.commission;
}

/**
 * The payment time of an invoice received now (`paymentTimeOf`); the age limit's setting is read only for a
 * request older than the default limit, so a payment taken online costs no extra query.
 */
export async function paymentTime(db: Executor, requestDate: number, receivedAt: number): Promise<number> {
  let maxAgeMs: number = OFFLINE_MAX_AGE.defaultMs;
  if (requestDate < receivedAt - maxAgeMs) {
    const hours = Number((await findSetting(db, OFFLINE_MAX_AGE.settingKey))?.value);
    if (Number.isFinite(hours) && hours > 0) maxAgeMs = hours * 60 * 60 * 1000;
  }
  return paymentTimeOf(requestDate, receivedAt, maxAgeMs);
}

/**
 * Stores a new OPEN invoice (nothing is reserved until it is paid) and answers `answerOf` it, the request's answer
 * stored under its key with it (all or nothing), so the key's answer exists exactly when the invoice does. On
 * PostgreSQL both are one statement (issue 23).
 */
export async function openInvoice<T>(
  ctx: MoneyContext,
  auth: Auth,
  opening: { salePoint: SalePointTable; row: MerchantTable; merchant: Merchant; payer: PayerData; storedAccount: string; amount: number; requestDate: number },
  answerOf: (invoice: InvoiceTable) => T,
  idempotency: IdempotencyKey | null = null,
): Promise<T> {
  const now = ctx.clock.now();
  const commission = await commissionFor(ctx.db, opening.salePoint.business_id, opening.merchant, now);
  const money = charge(opening.amount, commission);
  const reward = rewardOf(opening.amount, opening.merchant.agentReward);
  const paymentDate = await paymentTime(ctx.db, opening.requestDate, now.getTime());
  // issue 24: a business may take payments only in an open shift; an offline payment is judged by when it was taken.
  const shiftPlace = { businessId: opening.salePoint.business_id, userId: auth.userId, salePointId: opening.salePoint.id };
  if (await lacksRequiredShift(ctx.db, { ...shiftPlace, at: new Date(paymentDate).toISOString() })) throw new AppError(400, 'shift_is_required');
  // Taken outside the transaction, the way a database sequence hands numbers out (NumberBlocks): an opening that fails
  // after this leaves a gap in the numbers.
  const number = String(await invoiceNumbersOf(ctx.db).take(ctx.db));
  const at = now.toISOString();
  const invoice: InvoiceTable = {
    id: uuidv7(),
    number,
    business_id: opening.salePoint.business_id,
    sale_point_id: opening.salePoint.id,
    merchant_id: opening.row.id,
    user_id: auth.userId,
    account: opening.storedAccount,
    fields_json: JSON.stringify(opening.payer.fields),
    amount: money.amount,
    commission: money.commission,
    commission_type: commission?.type ?? null,
    commission_value: commission ? (commission.type === 'PERCENT' ? Math.round(commission.value * 100) : commission.value) : null,
    commission_calc_type: commission?.calcType ?? null,
    total: money.total,
    paid: money.paid,
    reward,
    reward_bp: opening.row.agent_reward_bp,
    status: 'OPEN',
    error_code: null,
    billing_ref: null,
    ofd_receipt_id: null,
    ofd_terminal_id: null,
    ofd_fiscal_sign: null,
    ofd_url: null,
    request_date: new Date(opening.requestDate).toISOString(),
    payment_date: new Date(paymentDate).toISOString(),
    paid_at: null,
    created_at: at,
    modified_at: at,
  };
  const answer = answerOf(invoice);
  if (!idempotency) {
    await insertInvoice(ctx.db, invoice);
    return answer;
  }
  // A key taken over from a dead holder is held: its record is updated, in the transaction below.
  if (isPostgres(ctx.db) && !idempotency.isHeld) {
    const { record } = idempotency.answerRecord(answer);
    await keyTakenOnConflict(() => insertInvoiceWithAnswer(ctx.db, invoice, record));
    idempotency.answered(record);
    return answer;
  }
  await ctx.db.transaction().execute(async (tx) => {
    await insertInvoice(tx, invoice);
    await idempotency.complete(tx, answer);
  });
  return answer;
}

/**
 * The sale point a payment is taken at: the caller's, and ACTIVE (spec 02 §8 `sale_point_is_inactive`), of a business
 * that may work: a business whose owner's signature is missing is frozen (spec 01 §2.7), whatever a stale screen shows.
 * Answers it with who takes the payment and where (`paymentPlace`, read with the business's state).
 */
export async function activeSalePoint(db: Executor, auth: Auth, salePointId: string) {
  const salePoint = await accessibleSalePoint(db, auth, salePointId);
  if (salePoint.status !== 'ACTIVE') throw new AppError(400, 'sale_point_is_inactive');
  const { businessStatus, businessHasSignature, ...place } = await paymentPlace(db, {
    userId: auth.userId,
    businessId: salePoint.business_id,
    regionId: salePoint.region_id,
    districtId: salePoint.district_id,
  });
  if (!isWorking({ status: businessStatus, has_signature: businessHasSignature })) throw new AppError(403, 'business_has_no_signature');
  return { salePoint, place };
}

/** POST /v1/invoice: checks everything a payment needs and opens the invoice. */
export async function createInvoice(
  ctx: MoneyContext,
  auth: Auth,
  body: v.InferOutput<NonNullable<typeof createInvoiceCall.body>>,
  idempotency: IdempotencyKey | null = null,
) {
  const { salePoint, place } = await activeSalePoint(ctx.db, auth, body.salePointId);
  const { row, merchant } = await payableMerchant(ctx.db, body.agentMerchantId);
  const payerInput: PayerInput = { account: body.account, region: body.region, subRegion: body.subRegion, type: body.type };
  const payer = await checkPayerData(ctx.db, merchant, payerInput);
  checkAmount(merchant, body.amount);
  const opening = { salePoint, row, merchant, payer, storedAccount: payer.billingAccount, amount: body.amount, requestDate: body.requestDate };
  return openInvoice(ctx, auth, opening, (stored) => {
    // The answer is built from what is in hand (a new invoice has no applications), nothing read back.
    const details: InvoiceDetailsRow = {
      ...stored,
      ...place,
      merchant_key: row.key,
      merchant_name_uz: row.name_uz,
      merchant_name_ru: row.name_ru,
      merchant_name_en: row.name_en,
      merchant_name_oz: row.name_oz,
      merchant_image: row.image,
      merchant_legal_name: row.legal_name,
      merchant_cancel_allowed: row.cancel_allowed,
      merchant_refundable_hours: row.refundable_hours,
      sale_point_name: salePoint.name,
      application_count: 0,
      application_open_count: 0,
    };
    return { invoiceNumber: stored.number, invoice: toInvoice(details, ctx.clock.now()) };
  }, idempotency);
}

const INVOICE_COLUMNS = {
  sort: { modifiedDate: 'i.modified_at', createdDate: 'i.created_at', amount: 'i.amount' },
  search: {
    status: { column: 'i.status', kind: 'string' },
    amount: { column: 'i.amount', kind: 'number' },
    invoiceNumber: { column: 'i.number', kind: 'string' },
    salePointId: { column: 'i.sale_point_id', kind: 'string' },
    createdDate: { column: 'i.created_at', kind: 'string' },
    agentMerchantId: { column: 'i.merchant_id', kind: 'string' },
    employeeId: { column: 'i.user_id', kind: 'string' },
  },
  defaultSort: { column: 'i.modified_at', direction: 'desc' },
  // Invoices changed in the same millisecond keep one order, so pages neither repeat nor skip one, and the export
  // lists them as the list does.
  tiebreak: 'i.id',
  // The modified_at indexes hold the settled invoices only, invoice_live_idx the OPEN and PENDING ones (migration
  // 0035, whose predicates these are, spelled as there).
  split: {
    column: 'i.modified_at',
    settled: sql<boolean>`i.status not in ('OPEN', 'PENDING')`,
    live: sql<boolean>`(i.status = 'OPEN' or i.status = 'PENDING')`,
  },
} as const;

type Columns = typeof INVOICE_COLUMNS;

/** Date filters arrive as epoch milliseconds (DESIGN §3); the columns hold ISO instants, which sort the same way. */
export function withIsoDates<T extends { key: string; value: string | number | boolean }>(search: T[], dateKeys: readonly string[]): T[] {
  return search.map((filter) => {
    if (!dateKeys.includes(filter.key) || filter.value === '' || filter.value === null) return filter;
    const ms = Number(filter.value);
    if (!isEpochMs(ms)) throw new AppError(400, 'validation_error', { [`search.${filter.key}`]: 'invalid' });
    return { ...filter, value: new Date(ms).toISOString() };
  });
}

export async function listInvoices(ctx: MoneyContext, auth: Auth, body: PageableBody<keyof Columns['sort'], keyof Columns['search']>) {
  const listed = { ...body, search: withIsoDates(body.search, ['createdDate']) };
  // A deferred join: the page's ids are picked among the caller's invoices (`from`), then read with their details.
  const page = await pageOf(anyInvoiceDetails(ctx.db), listed, INVOICE_COLUMNS, {
    db: ctx.db,
    from: visibleInvoices(ctx.db, auth),
    key: 'i.id',
    shortcut: () => paidInvoiceCount(ctx.db, auth, listed.search),
  });
  const now = ctx.clock.now();
  return { ...page, content: page.content.map((row) => toInvoice(row, now)) };
}

/** Every invoice the list shows for these filters, in its order, a page at a time: the transactions export. */
export async function* invoicesToExport(ctx: MoneyContext, auth: Auth, body: Omit<PageableBody<keyof Columns['sort'], keyof Columns['search']>, 'page' | 'perPage'>) {
  const listed = { ...body, search: withIsoDates(body.search, ['createdDate']) };
  for await (const rows of keysetPages(ctx.db, anyInvoiceDetails(ctx.db), listed, INVOICE_COLUMNS, { from: visibleInvoices(ctx.db, auth), key: 'i.id' })) {
    const now = ctx.clock.now();
    yield rows.map((row) => toInvoice(row, now));
  }
}

export async function invoiceStats(
  ctx: MoneyContext,
  auth: Auth,
  body: { beginDate: number; endDate: number; salePointId: string; employeeId?: string | null },
) {
  await accessibleSalePoint(ctx.db, auth, body.salePointId);
  const totals = await paidTotals(ctx.db, auth, {
    salePointId: body.salePointId,
    from: new Date(body.beginDate).toISOString(),
    to: new Date(body.endDate).toISOString(),
    employeeId: body.employeeId ?? null,
  });
  return { totalRevenue: totals.revenue, totalProfitAmount: totals.profit };
}
