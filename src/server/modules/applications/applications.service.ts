// spec 02 §4 cancellation requests (applications): an agent or an employee asks to cancel a PAID payment; staff
// approve (the invoice is CANCELED, the deposit refunded and the reward reversed, in one transaction) or reject
// with a reason in three languages. The eligibility rule is shared/cancellation.ts, the one the client shows.
import { uuidv7 } from 'uuidv7';
import type { Application, ApplicationStatus } from '#shared/api/applications.ts';
import type { Names } from '#shared/api/catalogue.ts';
import type { Invoice } from '#shared/api/invoices.ts';
import type { PageableBody } from '#shared/api/paging.ts';
import { cancellationBlock, type CancellationReason } from '#shared/cancellation.ts';
import type { ErrorCode } from '#shared/errors.ts';
import { formatSum } from '#shared/money.ts';
import { AppError } from '../../http/app-error.ts';
import type { Auth } from '../../context.ts';
import { keysetPages, pageOf } from '../../http/paging.ts';
import { LEDGER_KINDS, post, type MoneyContext } from '../ledger/ledger.service.ts';
import { findInvoice, withIsoDates } from '../payments/invoices.service.ts';
import { countMove } from '../payments/aggregates.repository.ts';
import { requireWorkingBusiness } from '../business/working.ts';
import { findMerchantRow } from '../catalogue/catalogue.repository.ts';
import { recordAudit, type StaffActor } from '../staff-accounts/audit.ts';
import { findInvoiceRow, nextNumber, transition } from '../payments/payments.repository.ts';
import {
  applicationCounts,
  applicationDetails,
  ownApplications,
  visibleApplications,
  APPLICATION_ATTEMPTS,
  findApplicationByNumber,
  insertApplication,
  lockInvoiceForRequest,
  review,
  type ApplicationDetailsRow,
} from './applications.repository.ts';

const FIRST_APPLICATION_NUMBER = 100_001;

/** The server's code for each reason the shared rule gives (spec 02 §8 cancellation codes). */
const BLOCK_CODES: Record<Exclude<CancellationReason, 'not_paid'>, ErrorCode> = {
  already_canceled: 'invoice_status_must_be_paid',
  cannot_be_canceled: 'no_cancel_option_for_this_service',
  cancel_time_expired: 'time_to_cancel_is_over',
  application_limit_exceeded: 'attempts_exhausted',
  application_waiting_or_success: 'application_already_exists_for_this_invoice',
  application_already_sent: 'application_already_exists_for_this_invoice',
};

export function toApplication(row: ApplicationDetailsRow): Application {
  const fields = JSON.parse(row.invoice_fields_json) as Invoice['fields'];
  const options = [fields.region, fields.subRegion, fields.type].filter((field) => field !== null);
  const primary = fields.account.find((field) => field.primary);
  const name = `${row.user_last_name ?? ''} ${row.user_first_name ?? ''}`.trim();
  const reason = (prefix: 'reject_title' | 'reject_description'): Names => ({
    uz: row[`${prefix}_uz`] ?? '',
    ru: row[`${prefix}_ru`] ?? '',
    en: row[`${prefix}_en`] ?? '',
  });
  return {
    id: row.id,
    number: row.number,
    status: row.status as ApplicationStatus,
    comment: row.comment,
    rejectionReason: row.status === 'REJECT' ? { title: reason('reject_title'), description: reason('reject_description') } : null,
    invoice: {
      id: row.invoice_id,
      number: row.invoice_number,
      salePointName: row.sale_point_name,
      employeeName: name || row.user_phone,
      merchantName: { uz: row.merchant_name_uz, ru: row.merchant_name_ru, en: row.merchant_name_en, oz: row.merchant_name_oz },
      account: primary ? { value: primary.value, prefix: primary.prefix, mask: primary.mask } : { value: row.invoice_account, prefix: null, mask: null },
      fields: [
        ...options.map((field) => ({ title: field.title, value: field.value, isVisible: true, valueTitle: field.valueTitle ?? null, prefix: null, mask: null })),
        ...fields.account.map((field) => ({ title: field.title, value: field.value, isVisible: true, valueTitle: null, prefix: field.prefix, mask: field.mask })),
      ],
      amount: { value: row.invoice_amount, readable: formatSum(row.invoice_amount) },
      reward: { amount: row.invoice_reward, percent: row.invoice_reward_bp / 100 },
      createdDate: row.invoice_created_at,
      modifiedDate: row.invoice_modified_at,
    },
    createdDate: row.created_at,
    modifiedDate: row.modified_at,
  };
}

export async function findApplication(db: MoneyContext['db'], auth: Auth | null, where: { id: string } | { number: string }) {
  let query = applicationDetails(db, auth);
  query = 'id' in where ? query.where('a.id', '=', where.id) : query.where('a.number', '=', where.number);
  const row = await query.executeTakeFirst();
  if (!row) throw new AppError(404, 'application_data_not_found');
  return toApplication(row);
}

/**
 * Spec 02 §8's codes for an invoice that is not PAID (decision 151): a payment whose outcome is still open must
 * change status first; an expired invoice was never paid and its period is over; an error or a cancellation is final.
 */
function notPaidCode(status: string): ErrorCode {
  if (status === 'OPEN' || status === 'PENDING') return 'invoice_status_must_change';
  if (status === 'EXPIRED') return 'invoice_expired_application_period_over';
  return 'invoice_status_must_be_paid';
}

/**
 * POST /v1/application: a working business, the shared eligibility rule, a service that still works with agents
 * (an INACTIVE or DISABLED merchant cannot refund: `agent_of_merchant_cannot_cancel`, decision 151), then at most
 * one WAITING request and three in all.
 */
export async function createApplication(ctx: MoneyContext, auth: Auth, body: { invoiceId: string; comment: string | null }) {
  const { invoice } = await findInvoice(ctx, ctx.db, auth, { id: body.invoiceId });
  if (auth.businessId) await requireWorkingBusiness(ctx.db, auth.businessId);
  const now = ctx.clock.now();
  const block = cancellationBlock({ ...invoice, status: invoice.status.value }, { now: now.getTime(), sentInSession: false });
  if (block === 'not_paid') throw new AppError(400, notPaidCode(invoice.status.value));
  if (block) throw new AppError(400, BLOCK_CODES[block]);
  if ((await findMerchantRow(ctx.db, invoice.merchant.id))?.status !== 'ACTIVE') throw new AppError(400, 'agent_of_merchant_cannot_cancel');
  const id = uuidv7();
  await ctx.db.transaction().execute(async (tx) => {
    // Touch the invoice row first, so that the checks below see what a concurrent request for it committed.
    await lockInvoiceForRequest(tx, invoice.id);
    const row = await findInvoiceRow(tx, { id: invoice.id });
    if (!row) throw new AppError(404, 'application_data_not_found');
    if (row.status !== 'PAID') throw new AppError(400, notPaidCode(row.status));
    const counts = await applicationCounts(tx, invoice.id);
    if (counts.total >= APPLICATION_ATTEMPTS) throw new AppError(400, 'attempts_exhausted');
    if (counts.open > 0) throw new AppError(400, 'application_already_exists_for_this_invoice');
    const at = now.toISOString();
    await insertApplication(tx, {
      id,
      number: String(await nextNumber(tx, 'application', FIRST_APPLICATION_NUMBER)),
      business_id: row.business_id,
      invoice_id: row.id,
      user_id: auth.userId,
      status: 'WAITING',
      comment: body.comment || null,
      reject_title_uz: null,
      reject_title_ru: null,
      reject_title_en: null,
      reject_description_uz: null,
      reject_description_ru: null,
      reject_description_en: null,
      reviewed_at: null,
      created_at: at,
      modified_at: at,
    });
  });
  return findApplication(ctx.db, auth, { id });
}

const APPLICATION_COLUMNS = {
  sort: { modifiedDate: 'a.modified_at', createdDate: 'a.created_at' },
  search: {
    status: { column: 'a.status', kind: 'string' },
    applicationNumber: { column: 'a.number', kind: 'string' },
    amount: { column: 'i.amount', kind: 'number' },
    invoiceNumber: { column: 'i.number', kind: 'string' },
    salePointId: { column: 'i.sale_point_id', kind: 'string' },
    'invoice->amount': { column: 'i.amount', kind: 'number' },
    'invoice->invoiceNumber': { column: 'i.number', kind: 'string' },
    'invoice->salePointId': { column: 'i.sale_point_id', kind: 'string' },
    createdDate: { column: 'a.created_at', kind: 'string' },
  },
  defaultSort: { column: 'a.modified_at', direction: 'desc' },
  // One order for requests changed in the same millisecond: the list's pages and the export agree.
  tiebreak: 'a.id',
} as const;

type Columns = typeof APPLICATION_COLUMNS;

/** The caller's applications (an employee's: its sale points'); staff pass `auth` null and see all. */
export async function listApplications(
  db: MoneyContext['db'],
  auth: Auth | null,
  body: PageableBody<keyof Columns['sort'], keyof Columns['search']>,
) {
  const listed = { ...body, search: withIsoDates(body.search, ['createdDate']) };
  // The count joins each application to its invoice only when the scope or a filter needs the invoice's columns.
  const needsInvoices = auth?.role === 'EMPLOYEE' || listed.search.some((filter) => APPLICATION_COLUMNS.search[filter.key].column.startsWith('i.'));
  const details = applicationDetails(db, auth);
  const page = needsInvoices
    ? await pageOf(details, listed, APPLICATION_COLUMNS, { db, from: visibleApplications(db, auth) })
    : await pageOf(details, listed, APPLICATION_COLUMNS, { db, from: ownApplications(db, auth) });
  return { ...page, content: page.content.map(toApplication) };
}

/** Every application the list shows for these filters, in its order, a page at a time: the cancellations export. */
export async function* applicationsToExport(
  db: MoneyContext['db'],
  auth: Auth,
  body: Omit<PageableBody<keyof Columns['sort'], keyof Columns['search']>, 'page' | 'perPage'>,
) {
  const listed = { ...body, search: withIsoDates(body.search, ['createdDate']) };
  for await (const rows of keysetPages(db, applicationDetails(db, auth), listed, APPLICATION_COLUMNS)) yield rows.map(toApplication);
}

async function waitingApplication(ctx: MoneyContext, number: string) {
  const application = await findApplicationByNumber(ctx.db, number);
  if (!application) throw new AppError(404, 'application_data_not_found');
  if (application.status !== 'WAITING') throw new AppError(409, 'application_already_reviewed');
  return application;
}

/** Staff approve: the application SUCCESS, the invoice CANCELED, the total refunded, the reward reversed. */
export async function approveApplication(ctx: MoneyContext, actor: StaffActor, number: string): Promise<Application> {
  const application = await waitingApplication(ctx, number);
  const now = ctx.clock.now();
  const at = now.toISOString();
  await ctx.db.transaction().execute(async (tx) => {
    if (!(await review(tx, application.id, { status: 'SUCCESS', reviewed_at: at, modified_at: at }))) {
      throw new AppError(409, 'application_already_reviewed');
    }
    const invoice = await findInvoiceRow(tx, { id: application.invoice_id });
    if (!invoice || !(await transition(tx, invoice.id, 'PAID', { status: 'CANCELED', modified_at: at }))) {
      throw new AppError(400, 'invoice_status_must_be_paid');
    }
    await countMove(tx, invoice, 'PAID', 'CANCELED', now);
    const refs = { invoiceId: invoice.id, applicationId: application.id };
    const base = { businessId: invoice.business_id, refs, at: now };
    await post(tx, { ...base, account: 'DEPOSIT', amount: invoice.total, kind: LEDGER_KINDS.cancelRefund });
    if (invoice.reward > 0) await post(tx, { ...base, account: 'REWARD', amount: -invoice.reward, kind: LEDGER_KINDS.rewardReversal });
    await recordAudit(
      tx,
      actor,
      {
        action: 'application.approve',
        objectType: 'application',
        objectId: application.number,
        before: { status: application.status, invoiceStatus: 'PAID' },
        after: { status: 'SUCCESS', invoiceStatus: 'CANCELED', refunded: invoice.total, rewardReversed: invoice.reward },
      },
      now,
    );
  });
  return findApplication(ctx.db, null, { id: application.id });
}

/** Staff reject with a reason in uz, ru and en; the invoice stays PAID. */
export async function rejectApplication(
  ctx: MoneyContext,
  actor: StaffActor,
  number: string,
  reason: { title: Names; description: Names | null },
): Promise<Application> {
  const application = await waitingApplication(ctx, number);
  const now = ctx.clock.now();
  const at = now.toISOString();
  await ctx.db.transaction().execute(async (tx) => {
    const reviewed = await review(tx, application.id, {
      status: 'REJECT',
      reject_title_uz: reason.title.uz,
      reject_title_ru: reason.title.ru,
      reject_title_en: reason.title.en,
      reject_description_uz: reason.description?.uz ?? null,
      reject_description_ru: reason.description?.ru ?? null,
      reject_description_en: reason.description?.en ?? null,
      reviewed_at: at,
      modified_at: at,
    });
    if (!reviewed) throw new AppError(409, 'application_already_reviewed');
    const after = { status: 'REJECT', title: reason.title, description: reason.description };
    await recordAudit(tx, actor, { action: 'application.reject', objectType: 'application', objectId: application.number, before: { status: application.status, title: null, description: null }, after }, now);
  });
  return findApplication(ctx.db, null, { id: application.id });
}
