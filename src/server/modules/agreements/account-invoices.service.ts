// spec 03 §4 account invoices (issue 10 item 4). Staff issue one with a PDF; the owner signs a text that names the
// business, the amount, the period and the file by its SHA-256; staff then confirm or reject it, and a paid one is
// credited to the deposit once, through the ledger's deposit income.
import { uuidv7 } from 'uuidv7';
import type { AccountInvoice, DocumentStatus } from '#shared/api/agreements.ts';
import { ACCOUNT_INVOICE_LIST } from '#shared/api/agreements.ts';
import type { PageableBody } from '#shared/api/paging.ts';
import { formatSum } from '#shared/money.ts';
import type { AppContext, Auth } from '../../context.ts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { pageOf } from '../../http/paging.ts';
import type { VerifyContext } from '../../providers/signature/signature-verifier.ts';
import { businessNamedByStaff, requireOwnBusiness } from '../business/business.service.ts';
import { ownerBusinessId } from '../business/business-of.ts';
import { tashkentDate } from '../documents/contract-document.ts';
import { requireSigner, type DocumentsContext, type SigningContext } from '../documents/documents.service.ts';
import { checkOwnerSignature } from '../documents/signature-check.ts';
import { downloadUrl, findFile } from '../files/files.repository.ts';
import { creditDepositIncome, type MoneyContext } from '../ledger/ledger.service.ts';
import { recordAudit, type StaffActor } from '../staff-accounts/audit.ts';
import {
  findAccountInvoice,
  insertAccountInvoice,
  listedAccountInvoicesOfBusiness,
  markAccountInvoicePaidAt,
  moveAccountInvoice,
  nextAccountInvoiceNumber,
  setAccountInvoiceIncome,
  staffAccountInvoiceRows,
} from './agreements.repository.ts';
import type { AccountInvoiceTable } from '../../db/tables/agreements.ts';
import { sha256, storeStaffPdf, tashkentDayStart, type StaffFile } from './staff-file.ts';
import { documentToSign } from '../notifications/events.ts';
import { notifyOwner } from '../notifications/notifications.repository.ts';

type InvoiceBody = PageableBody<(typeof ACCOUNT_INVOICE_LIST.sort)[number], (typeof ACCOUNT_INVOICE_LIST.search)[number]>;

function invoiceText(input: {
  id: string;
  number: string;
  name: string;
  amount: number;
  beginDate: string;
  endDate: string;
  business: { name: string; tax_number: string; contract_number: string | null };
  file: { name: string; sha256: string };
  issuedAt: string;
}): string {
  return [
    `Счёт № ${input.number}${input.business.contract_number ? ` по агентскому договору № ${input.business.contract_number}` : ''}`,
    `«${input.name}»`,
    `Агент: ${input.business.name}, ИНН ${input.business.tax_number}`,
    `Сумма: ${formatSum(input.amount)} сум`,
    `Период: ${tashkentDate(new Date(input.beginDate))} — ${tashkentDate(new Date(input.endDate))}`,
    `Файл счёта: ${input.file.name}, SHA-256 ${input.file.sha256}`,
    `Идентификатор: ${input.id}; выставлен ${input.issuedAt}`,
    '',
  ].join('\n');
}

async function toAccountInvoice(db: Executor, row: AccountInvoiceTable): Promise<AccountInvoice> {
  const file = await findFile(db, row.file_id);
  return {
    id: row.id,
    name: row.name,
    number: row.number,
    accountInvoiceNumber: row.number,
    file: { id: row.file_id, url: file ? downloadUrl(file) : '', name: file?.name ?? '' },
    document: Buffer.from(row.content, 'utf8').toString('base64'),
    amount: Number(row.amount),
    sign: { agent: row.agent_signed_at, system: row.system_signed_at },
    comment: row.comment,
    beginDate: row.begin_date,
    endDate: row.end_date,
    paidDate: row.paid_at,
    createdDate: row.created_at,
    modifiedDate: row.modified_at,
    status: row.status as DocumentStatus,
  };
}

/** Staff issue an account invoice (CREATED): the owner signs it, staff then confirm or reject it and mark it paid. */
export async function issueAccountInvoice(
  ctx: DocumentsContext,
  actor: StaffActor,
  input: { business: string; name: string; amount: number; beginDate: string; endDate: string; file: StaffFile },
): Promise<AccountInvoice> {
  const business = await businessNamedByStaff(ctx.db, input.business);
  const beginDate = tashkentDayStart(input.beginDate, 'beginDate');
  const endStart = tashkentDayStart(input.endDate, 'endDate');
  if (endStart < beginDate) throw new AppError(400, 'validation_error', { endDate: 'invalid' });
  // The period ends at the end of its last day.
  const endDate = new Date(Date.parse(endStart) + 24 * 60 * 60 * 1000 - 1).toISOString();
  const now = ctx.clock.now().toISOString();
  const id = uuidv7();
  return ctx.db.transaction().execute(async (tx) => {
    const file = await storeStaffPdf(ctx, tx, input.file);
    const number = await nextAccountInvoiceNumber(tx);
    const row: AccountInvoiceTable = {
      id,
      business_id: business.id,
      number,
      name: input.name,
      amount: input.amount,
      begin_date: beginDate,
      end_date: endDate,
      status: 'CREATED',
      content: invoiceText({ id, number, name: input.name, amount: input.amount, beginDate, endDate, business, file: { name: file.name, sha256: sha256(input.file.bytes) }, issuedAt: now }),
      file_id: file.id,
      agent_signed_at: null,
      agent_signature: null,
      agent_signer_serial: null,
      system_signed_at: null,
      system_signature: null,
      comment: null,
      paid_at: null,
      income_id: null,
      created_at: now,
      modified_at: now,
    };
    await insertAccountInvoice(tx, row);
    await notifyOwner(tx, row.business_id, documentToSign({ type: 'account_invoice', id, number }, ctx.clock.now()));
    const after = { business: business.tax_number, number, name: row.name, amount: row.amount, beginDate, endDate, status: row.status, fileId: file.id };
    await recordAudit(tx, actor, { action: 'account-invoice.issue', objectType: 'account_invoice', objectId: id, before: null, after }, ctx.clock.now());
    return toAccountInvoice(tx, row);
  });
}

export async function staffAccountInvoices(
  ctx: DocumentsContext,
  filter: { business: string | null; status: DocumentStatus | null },
): Promise<(AccountInvoice & { businessId: string })[]> {
  const businessId = filter.business ? (await businessNamedByStaff(ctx.db, filter.business)).id : null;
  const rows = await staffAccountInvoiceRows(ctx.db, { businessId, status: filter.status });
  return Promise.all(rows.map(async (row) => ({ ...(await toAccountInvoice(ctx.db, row)), businessId: row.business_id })));
}

async function requireAccountInvoice(db: Executor, id: string) {
  const row = await findAccountInvoice(db, id);
  if (!row) throw new AppError(404, 'document_not_found');
  return row;
}

/** Moves an invoice from `from` to a new state, or refuses when another action moved it first. */
async function moveInvoice(db: Executor, id: string, from: DocumentStatus, changes: Partial<AccountInvoiceTable>) {
  if (!(await moveAccountInvoice(db, id, from, changes))) throw new AppError(409, 'document_status_invalid');
}

/** Staff confirm an owner-signed invoice: the system countersigns it (SYSTEM_SIGNED). */
export async function confirmAccountInvoice(ctx: SigningContext, actor: StaffActor, id: string, comment: string | null) {
  const row = await requireAccountInvoice(ctx.db, id);
  if (row.status !== 'AGENT_SIGNED') throw new AppError(409, 'document_status_invalid');
  const now = ctx.clock.now();
  const seal = await ctx.signature.seal.sign(Buffer.from(row.content, 'utf8'));
  await ctx.db.transaction().execute(async (tx) => {
    await moveInvoice(tx, id, 'AGENT_SIGNED', { status: 'SYSTEM_SIGNED', system_signed_at: now.toISOString(), system_signature: seal, comment, modified_at: now.toISOString() });
    await recordAudit(tx, actor, { action: 'account-invoice.confirm', objectType: 'account_invoice', objectId: id, before: { status: row.status, comment: row.comment }, after: { status: 'SYSTEM_SIGNED', comment } }, now);
  });
  return toAccountInvoice(ctx.db, await requireAccountInvoice(ctx.db, id));
}

/** Staff reject an owner-signed invoice with the reason the owner reads. */
export async function rejectAccountInvoice(ctx: DocumentsContext, actor: StaffActor, id: string, comment: string) {
  const row = await requireAccountInvoice(ctx.db, id);
  if (row.status !== 'AGENT_SIGNED') throw new AppError(409, 'document_status_invalid');
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (tx) => {
    await moveInvoice(tx, id, 'AGENT_SIGNED', { status: 'REJECTED', comment, modified_at: now.toISOString() });
    await recordAudit(tx, actor, { action: 'account-invoice.reject', objectType: 'account_invoice', objectId: id, before: { status: row.status, comment: row.comment }, after: { status: 'REJECTED', comment } }, now);
  });
  return toAccountInvoice(ctx.db, await requireAccountInvoice(ctx.db, id));
}

/**
 * Staff mark a confirmed invoice paid: its amount is credited to the deposit as a TRANSFER income (it shows in the
 * deposit history) in the same transaction that sets the paid date, so it is credited exactly once.
 */
export async function markAccountInvoicePaid(ctx: MoneyContext, actor: StaffActor, id: string) {
  const row = await requireAccountInvoice(ctx.db, id);
  if (row.paid_at !== null) throw new AppError(409, 'account_invoice_already_paid');
  if (row.status !== 'SYSTEM_SIGNED') throw new AppError(409, 'document_status_invalid');
  const at = ctx.clock.now();
  const credited = await ctx.db.transaction().execute(async (tx) => {
    if (!(await markAccountInvoicePaidAt(tx, id, at.toISOString()))) throw new AppError(409, 'account_invoice_already_paid');
    const income = await creditDepositIncome(tx, {
      businessId: row.business_id,
      amount: Number(row.amount),
      typeIncome: 'TRANSFER',
      source: 'UPAY',
      comment: `Счёт № ${row.number}`,
      at,
    });
    await setAccountInvoiceIncome(tx, id, income.incomeId);
    const before = { paidAt: null, incomeId: null };
    await recordAudit(tx, actor, { action: 'account-invoice.paid', objectType: 'account_invoice', objectId: id, before, after: { paidAt: at.toISOString(), incomeId: income.incomeId, balance: income.balance } }, at);
    return income;
  });
  return { invoice: await toAccountInvoice(ctx.db, await requireAccountInvoice(ctx.db, id)), incomeId: credited.incomeId, balance: credited.balance };
}

const INVOICE_COLUMNS = {
  sort: { createdDate: 'created_at', amount: 'amount' },
  search: { status: { column: 'status', kind: 'string' } },
  defaultSort: { column: 'created_at', direction: 'desc' },
  tiebreak: 'id',
} as const;

/** POST /v1/account-invoice/pageable: the owner's invoices, newest first. */
export async function listAccountInvoices(ctx: AppContext, auth: Auth, body: InvoiceBody) {
  const businessId = ownerBusinessId(auth);
  const page = await pageOf(listedAccountInvoicesOfBusiness(ctx.db, businessId), body, INVOICE_COLUMNS);
  return { ...page, content: await Promise.all(page.content.map((row) => toAccountInvoice(ctx.db, row))) };
}

async function ownAccountInvoice(ctx: AppContext, businessId: string, id: string) {
  const row = await findAccountInvoice(ctx.db, id);
  if (!row || row.business_id !== businessId) throw new AppError(404, 'document_not_found');
  return row;
}

export async function getAccountInvoice(ctx: AppContext, auth: Auth, id: string) {
  return toAccountInvoice(ctx.db, await ownAccountInvoice(ctx, ownerBusinessId(auth), id));
}

/** POST /v1/account-invoice/timestamp: the server's timestamp token over the owner's signature. */
export async function accountInvoiceTimestamp(ctx: AppContext, auth: Auth, signatureHex: string): Promise<string> {
  requireSigner(auth);
  await requireOwnBusiness(ctx.db, auth);
  const token = await ctx.signature.timestamper.stamp(signatureHex.toLowerCase());
  if (!token) throw new AppError(503, 'signature_service_unavailable');
  return token;
}

/** POST /v1/account-invoice/sign: the owner's timestamped signature of a CREATED invoice. */
export async function signAccountInvoice(
  ctx: AppContext,
  auth: Auth,
  input: { accountInvoiceId: string; signature: string },
  context: VerifyContext,
) {
  requireSigner(auth);
  const business = await requireOwnBusiness(ctx.db, auth);
  const row = await ownAccountInvoice(ctx, business.id, input.accountInvoiceId);
  if (row.status !== 'CREATED') throw new AppError(409, 'document_already_signed');
  const { signer } = await checkOwnerSignature(ctx, {
    pkcs7: input.signature,
    document: { content: row.content, issuedAt: row.created_at },
    business,
    context,
    requireTimestamp: true,
  });
  const now = ctx.clock.now().toISOString();
  const signed = await moveAccountInvoice(ctx.db, row.id, 'CREATED', {
    status: 'AGENT_SIGNED',
    agent_signed_at: now,
    agent_signature: input.signature.replace(/\s+/g, ''),
    agent_signer_serial: signer.certificate.serialNumber,
    modified_at: now,
  });
  if (!signed) throw new AppError(409, 'document_already_signed');
  return getAccountInvoice(ctx, auth, row.id);
}
