// spec 03 §3 additional agreements (issue 10 item 4). Staff issue them with a PDF; the text the owner signs names the
// business, the terms and the file by its SHA-256, so a small signature binds the whole file. Signatures are checked by
// the contract's rules (documents/signature-check.ts); nothing is stored unless they pass.
import { uuidv7 } from 'uuidv7';
import type { AdditionalAgreement, DocumentStatus } from '#shared/api/agreements.ts';
import { AGREEMENT_LIST } from '#shared/api/agreements.ts';
import type { PageableBody } from '#shared/api/paging.ts';
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
import { recordAudit, type StaffActor } from '../staff-accounts/audit.ts';
import {
  findAgreement,
  insertAgreement,
  listedAgreementsOfBusiness,
  moveAgreement,
  staffAgreementRows,
  unsignedAgreements,
} from './agreements.repository.ts';
import type { AdditionalAgreementTable } from '../../db/tables/agreements.ts';
import { sha256, storeStaffPdf, tashkentDayStart, type StaffFile } from './staff-file.ts';
import { documentToSign } from '../notifications/events.ts';
import { notifyOwner } from '../notifications/notifications.repository.ts';

function agreementText(input: {
  id: string;
  number: string;
  name: string;
  startDate: string;
  business: { name: string; tax_number: string; contract_number: string | null };
  file: { name: string; sha256: string };
  issuedAt: string;
}): string {
  return [
    `Дополнительное соглашение № ${input.number}${input.business.contract_number ? ` к агентскому договору № ${input.business.contract_number}` : ''}`,
    `«${input.name}»`,
    `Агент: ${input.business.name}, ИНН ${input.business.tax_number}`,
    `Вступает в силу: ${tashkentDate(new Date(input.startDate))}`,
    `Текст соглашения: файл ${input.file.name}, SHA-256 ${input.file.sha256}`,
    `Идентификатор: ${input.id}; выпущено ${input.issuedAt}`,
    '',
  ].join('\n');
}

const isExpired = (row: Pick<AdditionalAgreementTable, 'status' | 'start_date'>, now: Date) =>
  row.status === 'SYSTEM_SIGNED' && Date.parse(row.start_date) <= now.getTime();

async function toAgreement(db: Executor, row: AdditionalAgreementTable, now: Date): Promise<AdditionalAgreement> {
  const file = await findFile(db, row.file_id);
  const url = file ? downloadUrl(file) : '';
  return {
    id: row.id,
    agreementNumber: row.number,
    agreementName: row.name,
    name: row.name,
    startDate: row.start_date,
    agreementDate: row.start_date,
    status: row.status as DocumentStatus,
    file: { id: row.file_id, preview: url, download: url, name: file?.name ?? '' },
    toSign: Buffer.from(row.content, 'utf8').toString('base64'),
    systemSignature: row.status === 'SYSTEM_SIGNED' ? row.system_signature : null,
    agentSignTime: row.agent_signed_at,
    systemSignTime: row.system_signed_at,
    expired: isExpired(row, now),
    note: row.note,
    createdDate: row.created_at,
    modifiedDate: row.modified_at,
  };
}

/** Staff issue an agreement: the system signs it at once (SYSTEM_SIGNED) and it waits for the owner's signature. */
export async function issueAgreement(
  ctx: SigningContext,
  actor: StaffActor,
  input: { business: string; number: string; name: string; startDate: string; note?: string | null; file: StaffFile },
): Promise<AdditionalAgreement> {
  const business = await businessNamedByStaff(ctx.db, input.business);
  const startDate = tashkentDayStart(input.startDate, 'startDate');
  const now = ctx.clock.now();
  const id = uuidv7();
  return ctx.db.transaction().execute(async (tx) => {
    const file = await storeStaffPdf(ctx, tx, input.file);
    const content = agreementText({
      id,
      number: input.number,
      name: input.name,
      startDate,
      business,
      file: { name: file.name, sha256: sha256(input.file.bytes) },
      issuedAt: now.toISOString(),
    });
    const row: AdditionalAgreementTable = {
      id,
      business_id: business.id,
      number: input.number,
      name: input.name,
      start_date: startDate,
      status: 'SYSTEM_SIGNED',
      content,
      file_id: file.id,
      agent_signed_at: null,
      agent_signature: null,
      agent_signer_serial: null,
      system_signed_at: now.toISOString(),
      system_signature: await ctx.signature.seal.sign(Buffer.from(content, 'utf8')),
      note: input.note ?? null,
      created_at: now.toISOString(),
      modified_at: now.toISOString(),
    };
    await insertAgreement(tx, row);
    await notifyOwner(tx, business.id, documentToSign({ type: 'agreement', id, number: row.number }, now));
    const after = { business: business.tax_number, number: row.number, name: row.name, startDate, status: row.status, fileId: file.id, note: row.note };
    await recordAudit(tx, actor, { action: 'agreement.issue', objectType: 'additional_agreement', objectId: id, before: null, after }, now);
    return toAgreement(tx, row, now);
  });
}

/** Staff's list: every agreement, of one business or of all, newest first. */
export async function staffAgreements(ctx: DocumentsContext, filter: { business: string | null }): Promise<(AdditionalAgreement & { businessId: string })[]> {
  const businessId = filter.business ? (await businessNamedByStaff(ctx.db, filter.business)).id : null;
  const now = ctx.clock.now();
  return Promise.all((await staffAgreementRows(ctx.db, businessId)).map(async (row) => ({ ...(await toAgreement(ctx.db, row, now)), businessId: row.business_id })));
}

/** spec 01 §2.1: the profile's agreement flags of a business. */
export async function agreementFlags(db: Executor, businessId: string | null, now: Date) {
  if (!businessId) return { existsNotSignedAgreement: false, existsExpiredAgreement: false };
  const pending = await unsignedAgreements(db, businessId);
  return { existsNotSignedAgreement: pending.length > 0, existsExpiredAgreement: pending.some((row) => isExpired(row, now)) };
}

type AgreementBody = PageableBody<(typeof AGREEMENT_LIST.sort)[number], (typeof AGREEMENT_LIST.search)[number]>;

const AGREEMENT_COLUMNS = {
  sort: { createdDate: 'created_at', startDate: 'start_date' },
  search: { status: { column: 'status', kind: 'string' } },
  defaultSort: { column: 'created_at', direction: 'desc' },
  tiebreak: 'id',
} as const;

/** POST /v1/additional-agreement/pageable: the owner's agreements, never CREATED ones. */
export async function listAgreements(ctx: AppContext, auth: Auth, body: AgreementBody) {
  const businessId = ownerBusinessId(auth);
  const page = await pageOf(listedAgreementsOfBusiness(ctx.db, businessId), body, AGREEMENT_COLUMNS);
  const now = ctx.clock.now();
  return { ...page, content: await Promise.all(page.content.map((row) => toAgreement(ctx.db, row, now))) };
}

async function ownAgreement(ctx: AppContext, businessId: string, id: string) {
  const row = await findAgreement(ctx.db, id);
  if (!row || row.business_id !== businessId || row.status === 'CREATED') throw new AppError(404, 'document_not_found');
  return row;
}

export async function getAgreement(ctx: AppContext, auth: Auth, id: string) {
  return toAgreement(ctx.db, await ownAgreement(ctx, ownerBusinessId(auth), id), ctx.clock.now());
}

/** POST /v1/additional-agreement/sign/{id}: the owner's signature of a SYSTEM_SIGNED agreement. */
export async function signAgreement(ctx: AppContext, auth: Auth, id: string, signature: string, context: VerifyContext) {
  requireSigner(auth);
  const business = await requireOwnBusiness(ctx.db, auth);
  const row = await ownAgreement(ctx, business.id, id);
  if (row.status !== 'SYSTEM_SIGNED') throw new AppError(409, 'document_already_signed');
  const { signer } = await checkOwnerSignature(ctx, {
    pkcs7: signature,
    document: { content: row.content, issuedAt: row.created_at },
    business,
    context,
    systemSignature: row.system_signature,
  });
  const now = ctx.clock.now().toISOString();
  const signed = await moveAgreement(ctx.db, row.id, 'SYSTEM_SIGNED', {
    status: 'AGENT_SIGNED',
    agent_signed_at: now,
    agent_signature: signature.replace(/\s+/g, ''),
    agent_signer_serial: signer.certificate.serialNumber,
    modified_at: now,
  });
  if (!signed) throw new AppError(409, 'document_already_signed');
  return getAgreement(ctx, auth, row.id);
}
