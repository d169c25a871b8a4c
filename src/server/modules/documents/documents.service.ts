// spec 03 §4 signing flow for the agent contract: issued when moderation passes, signed by the owner with an EDS key,
// countersigned by the system; the business is ACTIVE with hasSignature once both signatures are in. Nothing is
// stored unless the signature passes every check (signature-check.ts).
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { uuidv7 } from 'uuidv7';
import { contractStatus, type Contract, type ContractReward } from '#shared/api/documents.ts';
import type { Business } from '#shared/api/profile.ts';
import type { BusinessForm, Locale } from '#shared/enums.ts';
import type { AppContext, Auth } from '../../context.ts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { VerifyContext } from '../../providers/signature/signature-verifier.ts';
import { findBusiness, updateBusiness } from '../business/business.repository.ts';
import { requireOwnBusiness } from '../business/business.service.ts';
import type { BusinessTable } from '../../db/tables/business.ts';
import { describeBusiness } from '../business/business.view.ts';
import { downloadUrl, findFile, insertFile } from '../files/files.repository.ts';
import { fileBytesPath, filesDir } from '../files/files.service.ts';
import { contractName, renderContract, type ContractAgent } from './contract-document.ts';
import { renderContractPdf } from './contract-pdf.ts';
import {
  currentRewardTable,
  findContract,
  insertContract,
  latestContractOf,
  nextContractNumber,
  recordSignatures,
} from './contract.repository.ts';
import type { ContractTable } from '../../db/tables/contract.ts';
import { checkOwnerSignature } from './signature-check.ts';
import { findBankInfo } from '../reference/reference.repository.ts';
import { findPlace } from '../geo/geo.repository.ts';

/** What issuing a contract needs; the staff CLI has no HTTP context. */
export type DocumentsContext = Pick<AppContext, 'db' | 'config' | 'clock'>;
/** What signs or verifies a document: the documents' context and the signature provider. */
export type SigningContext = DocumentsContext & Pick<AppContext, 'signature'>;

async function placeName(db: Executor, table: 'region' | 'district', id: number | null): Promise<string | null> {
  if (id === null) return null;
  return (await findPlace(db, table, id))?.title_ru ?? null;
}

async function contractAgent(db: Executor, business: BusinessTable): Promise<ContractAgent> {
  const bank = business.bank_id ? await findBankInfo(db, business.bank_id) : null;
  return {
    name: business.name,
    form: business.form as BusinessForm | null,
    taxNumber: business.tax_number,
    pin: business.pinfl,
    director: business.director,
    address: business.address,
    region: await placeName(db, 'region', business.region_id),
    district: await placeName(db, 'district', business.district_id),
    account: business.account,
    bankId: business.bank_id,
    bank: bank ? `${bank.name.ru}, ${bank.branch.ru}` : null,
  };
}

/**
 * Writes a document of the system (the contract, a staff's agreement or account invoice file) as a stored file, so
 * its download link works like every other file's. It has no owner: nobody can delete the copy of a signed document.
 */
export async function storeSystemFile(
  ctx: DocumentsContext,
  tx: Executor,
  input: { name: string; extension: string; mime: string; bytes: Buffer },
) {
  const row = {
    id: uuidv7(),
    guid: crypto.randomUUID(),
    owner_id: null,
    name: input.name,
    extension: input.extension,
    mime: input.mime,
    type: 'FILE',
    size: input.bytes.length,
    created_at: ctx.clock.now().toISOString(),
    deleted_at: null,
  };
  // The files module places files by the data directory of the configuration alone.
  const storage = { config: ctx.config } as AppContext;
  await fs.mkdir(filesDir(storage), { recursive: true });
  await fs.writeFile(fileBytesPath(storage, row), input.bytes);
  await insertFile(tx, row);
  return row;
}

/**
 * Issues the agent contract of an approved business; run inside the approval's transaction. `number` is given only
 * for a business whose contract number predates its document (the demo's).
 */
export async function issueContract(
  ctx: DocumentsContext,
  tx: Executor,
  business: BusinessTable,
  number?: string,
): Promise<ContractTable> {
  number ??= await nextContractNumber(tx);
  const issuedAt = ctx.clock.now();
  const rewards = await currentRewardTable(tx);
  const html = renderContract({ number, issuedAt, agent: await contractAgent(tx, business), rewards });
  const file = await storeSystemFile(ctx, tx, {
    name: `contract-${number}.html`,
    extension: 'html',
    mime: 'text/html; charset=utf-8',
    bytes: Buffer.from(html, 'utf8'),
  });
  const row: ContractTable = {
    id: uuidv7(),
    business_id: business.id,
    number,
    name: contractName(number),
    content: html,
    file_id: file.id,
    rewards_json: JSON.stringify(rewards),
    agent_signed_at: null,
    agent_signature: null,
    agent_signer_serial: null,
    system_signed_at: null,
    system_signature: null,
    created_at: issuedAt.toISOString(),
    modified_at: issuedAt.toISOString(),
  };
  await insertContract(tx, row);
  return row;
}

async function toContract(db: Executor, row: ContractTable): Promise<Contract> {
  const file = await findFile(db, row.file_id);
  const signTimes = { agentSignTime: row.agent_signed_at, systemSignTime: row.system_signed_at };
  return {
    id: row.id,
    contractNumber: row.number,
    contractName: row.name,
    contractDate: row.created_at,
    file: { id: row.file_id, url: file ? downloadUrl(file) : '' },
    toSign: Buffer.from(row.content, 'utf8').toString('base64'),
    ...signTimes,
    status: contractStatus(signTimes),
    rewards: JSON.parse(row.rewards_json) as ContractReward[],
  };
}

/** spec 01 §6, spec 03 §6: only the owner (main account) signs. */
export function requireSigner(auth: Auth): void {
  if (auth.role !== 'AGENT') throw new AppError(403, 'only_main_account_can_sign');
}

/** GET /v1/document/to-sign: the owner's contract that waits for the owner's signature. */
export async function documentToSign(ctx: AppContext, auth: Auth): Promise<Contract> {
  requireSigner(auth);
  const business = await requireOwnBusiness(ctx.db, auth);
  const contract = await latestContractOf(ctx.db, business.id);
  if (!contract || contract.agent_signed_at !== null) throw new AppError(404, 'document_not_found');
  return toContract(ctx.db, contract);
}

/** GET /v1/contract/{id}: a contract of the caller's business (the owner's or the employee's). */
export async function contractOfCaller(ctx: AppContext, auth: Auth, id: string): Promise<Contract> {
  const contract = await findContract(ctx.db, id);
  if (!contract || contract.business_id !== auth.businessId) throw new AppError(404, 'document_not_found');
  return toContract(ctx.db, contract);
}

/** GET /v1/contract/{id}/pdf: the contract of the caller's business as a PDF in `locale` (contract-pdf.ts). */
export async function contractPdf(ctx: AppContext, auth: Auth, id: string, locale: Locale): Promise<{ name: string; bytes: Buffer }> {
  const contract = await findContract(ctx.db, id);
  if (!contract || contract.business_id !== auth.businessId) throw new AppError(404, 'document_not_found');
  const business = (await findBusiness(ctx.db, contract.business_id))!;
  const bytes = await renderContractPdf({
    number: contract.number,
    issuedAt: new Date(contract.created_at),
    agent: await contractAgent(ctx.db, business),
    rewards: JSON.parse(contract.rewards_json) as ContractReward[],
    agentSignedAt: contract.agent_signed_at,
    systemSignedAt: contract.system_signed_at,
    locale,
  });
  return { name: `contract-${contract.number}-${locale}.pdf`, bytes };
}

/**
 * Accepts the owner's signature of the business's contract: the contract gets both signatures if it waited for the
 * owner's, and the business records the key (hasSignature) and becomes ACTIVE if it waited for the signing.
 */
async function acceptOwnerSignature(
  ctx: AppContext,
  auth: Auth,
  contract: ContractTable,
  pkcs7: string,
  context: VerifyContext,
): Promise<void> {
  const business = await requireOwnBusiness(ctx.db, auth);
  const { signer, content } = await checkOwnerSignature(ctx, {
    pkcs7,
    document: { content: contract.content, issuedAt: contract.created_at },
    business,
    context,
  });
  const pending = contract.agent_signed_at === null;
  // The seal is made before the transaction: a remote signer must not hold the database.
  const systemSignature = pending ? await ctx.signature.seal.sign(content) : null;
  const now = ctx.clock.now().toISOString();
  await ctx.db.transaction().execute(async (tx) => {
    if (pending) {
      const recorded = await recordSignatures(tx, contract.id, {
        agent_signed_at: now,
        agent_signature: pkcs7.replace(/\s+/g, ''),
        agent_signer_serial: signer.certificate.serialNumber,
        system_signed_at: now,
        system_signature: systemSignature,
      });
      if (!recorded) throw new AppError(409, 'document_already_signed');
    }
    const current = (await findBusiness(tx, business.id))!;
    await updateBusiness(tx, business.id, {
      has_signature: 1,
      signer_serial: signer.certificate.serialNumber,
      signer_valid_to: signer.certificate.validTo.toISOString(),
      contract_number: current.contract_number ?? contract.number,
      status: current.status === 'ON_WAITING_SIGN' ? 'ACTIVE' : current.status,
      modified_at: now,
    });
  });
}

/** POST /v1/document/sign. */
export async function signContract(
  ctx: AppContext,
  auth: Auth,
  input: { contractId: string; signature: string },
  context: VerifyContext,
): Promise<Contract> {
  requireSigner(auth);
  const contract = await findContract(ctx.db, input.contractId);
  if (!contract || contract.business_id !== auth.businessId) throw new AppError(404, 'document_not_found');
  if (contract.agent_signed_at !== null) throw new AppError(409, 'document_already_signed');
  await acceptOwnerSignature(ctx, auth, contract, input.signature, context);
  return toContract(ctx.db, (await findContract(ctx.db, contract.id))!);
}

/** PATCH /v1/business/set-signature: the owner's key over the business's contract (signing it if still pending). */
export async function setBusinessSignature(
  ctx: AppContext,
  auth: Auth,
  signature: string,
  context: VerifyContext,
): Promise<Business> {
  requireSigner(auth);
  const business = await requireOwnBusiness(ctx.db, auth);
  const contract = await latestContractOf(ctx.db, business.id);
  if (!contract) throw new AppError(404, 'document_not_found');
  await acceptOwnerSignature(ctx, auth, contract, signature, context);
  return describeBusiness(ctx.db, (await findBusiness(ctx.db, business.id))!);
}
