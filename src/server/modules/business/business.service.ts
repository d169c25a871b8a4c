// spec 01 §2.7 onboarding: the lookups, the submit that puts a business ON_MODERATION (and the resubmit of one staff
// sent back), and the logo. Only the owner (AGENT) registers and edits a business; employees are refused.
import { uuidv7 } from 'uuidv7';
import type { BankInfo, BusinessForm, TaxInfo } from '#shared/api/business.ts';
import { UPLOAD_RULES } from '#shared/api/files.ts';
import type { Business } from '#shared/api/profile.ts';
import type { Executor } from '../../db/database.ts';
import type { AppContext, Auth } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { findFile } from '../files/files.repository.ts';
import { findDistrict, findPlace } from '../geo/geo.repository.ts';
import { claimBusiness } from '../users/users.repository.ts';
import { requireUser } from '../users/users.service.ts';
import {
  findBusiness,
  findBusinessByReference,
  findBusinessHoldingNumber,
  insertBusiness,
  updateBusiness,
} from './business.repository.ts';
import type { BusinessTable } from '../../db/tables/business.ts';
import { describeBusiness } from './business.view.ts';

/** A business staff name by its tax number or its id (a bank transfer, a document they issue), or 404. */
export async function businessNamedByStaff(db: Executor, reference: string): Promise<BusinessTable> {
  const business = await findBusinessByReference(db, reference);
  if (!business) throw new AppError(404, 'business_not_found');
  return business;
}

export async function checkTaxNumber(ctx: AppContext, taxNumber: string): Promise<void> {
  if (await findBusinessHoldingNumber(ctx.db, taxNumber)) throw new AppError(409, 'tax_number_or_pinfl_already_exists');
}

export async function lookUpTaxNumber(ctx: AppContext, taxNumber: string): Promise<TaxInfo> {
  const record = await ctx.taxRegistry.find(taxNumber);
  if (!record) throw new AppError(404, 'tax_info_not_found');
  return { form: record.form, name: record.name, address: record.address, director: record.director };
}

export async function lookUpBank(ctx: AppContext, mfo: string): Promise<BankInfo> {
  const bank = await ctx.bankRegistry.find(mfo);
  if (!bank) throw new AppError(404, 'bank_not_found');
  return bank;
}

function requireOwnerRole(auth: Auth): void {
  if (auth.role !== 'AGENT') throw new AppError(403, 'access_denied');
}

/** A DOCUMENT scan the caller uploaded: its type was checked on its content at upload (spec 01 §5). */
async function isOwnDocumentScan(db: Executor, userId: string, fileId: string): Promise<boolean> {
  const file = await findFile(db, fileId);
  const rules = UPLOAD_RULES.DOCUMENT;
  return (
    file !== undefined &&
    file.owner_id === userId &&
    (rules.extensions as readonly string[]).includes(file.extension) &&
    file.size <= rules.maxBytes
  );
}

/** The field-level refusals of a submit (unknown region, a district of another region, a file that is not a scan). */
async function fieldProblems(db: Executor, userId: string, form: BusinessForm): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  const region = await findPlace(db, 'region', form.provinceId);
  if (!region) fields.provinceId = 'invalid';
  const district = await findDistrict(db, form.districtId);
  if (!district || district.region_id !== form.provinceId) fields.districtId = 'invalid';
  const files = { passportId: form.passportId, certificateId: form.certificateId, licenseId: form.licenseId, logoId: form.logoId };
  for (const [field, id] of Object.entries(files)) {
    if (id && !(await isOwnDocumentScan(db, userId, id))) fields[field] = 'invalid';
  }
  return fields;
}

/** A business staff sent back for correction: ON_MODERATION with the moderator's reason. */
export const isSentBack = (business: Pick<BusinessTable, 'status' | 'moderation_comment'>) =>
  business.status === 'ON_MODERATION' && business.moderation_comment !== null;

const isUniqueViolation = (error: unknown) =>
  /unique/i.test(String((error as { message?: string }).message)) || (error as { code?: string }).code === '23505';

/** POST /v1/business: registers the caller's business, or resubmits the one staff sent back. */
export async function submitBusiness(ctx: AppContext, auth: Auth, form: BusinessForm): Promise<Business> {
  requireOwnerRole(auth);
  const user = await requireUser(ctx.db, auth.userId);
  const current = user.business_id ? await findBusiness(ctx.db, user.business_id) : undefined;
  if (current && !isSentBack(current)) throw new AppError(409, 'business_already_exists');

  const fields = await fieldProblems(ctx.db, auth.userId, form);
  if (Object.keys(fields).length > 0) throw new AppError(400, 'validation_error', fields);
  const holder = await findBusinessHoldingNumber(ctx.db, form.taxNumber);
  if (holder && holder.id !== current?.id) throw new AppError(409, 'tax_number_or_pinfl_already_exists');
  const record = await ctx.taxRegistry.find(form.taxNumber);
  if (!record) throw new AppError(404, 'tax_info_not_found');
  if (!(await ctx.bankRegistry.find(form.mfo))) throw new AppError(404, 'bank_not_found');

  const now = ctx.clock.now().toISOString();
  const data = {
    // The registry's data, never the client's: what moderation checks and the contract names.
    name: record.name,
    form: record.form,
    tax_number: form.taxNumber,
    pinfl: record.form === 'INDIVIDUAL' ? (record.pinfl ?? (form.taxNumber.length === 14 ? form.taxNumber : null)) : null,
    director: record.director,
    address: record.address,
    region_id: form.provinceId,
    district_id: form.districtId,
    account: form.paymentAccount,
    bank_id: form.mfo,
    passport_id: form.passportId,
    certificate_id: form.certificateId,
    license_id: form.licenseId ?? null,
    logo_id: form.logoId ?? null,
    status: 'ON_MODERATION',
    moderation_comment: null,
    modified_at: now,
  };
  try {
    const id = await ctx.db.transaction().execute(async (tx) => {
      if (current) {
        await updateBusiness(tx, current.id, data);
        return current.id;
      }
      const id = uuidv7();
      await insertBusiness(tx, {
        ...data,
        id,
        owner_id: auth.userId,
        contract_number: null,
        has_signature: 0,
        moderated_at: null,
        signer_serial: null,
        signer_valid_to: null,
        created_at: now,
      });
      // The guard against a second submit racing this one: only a user without a business gets it.
      if (!(await claimBusiness(tx, auth.userId, id, now))) throw new AppError(409, 'business_already_exists');
      return id;
    });
    if (!current) ctx.liveSessions.forget(); // the user now has a business: its sessions must say so
    return describeBusiness(ctx.db, (await findBusiness(ctx.db, id))!);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'tax_number_or_pinfl_already_exists');
    throw error;
  }
}

/** The caller's own business, for the owner's calls; 404 business_not_found when there is none. */
export async function requireOwnBusiness(db: Executor, auth: Auth): Promise<BusinessTable> {
  const business = auth.businessId ? await findBusiness(db, auth.businessId) : undefined;
  if (!business) throw new AppError(404, 'business_not_found');
  return business;
}

/** PATCH /v1/business/set-image: the logo, a DOCUMENT scan of the owner. */
export async function setBusinessLogo(ctx: AppContext, auth: Auth, fileId: string): Promise<Business> {
  requireOwnerRole(auth);
  const business = await requireOwnBusiness(ctx.db, auth);
  if (!(await isOwnDocumentScan(ctx.db, auth.userId, fileId))) throw new AppError(400, 'validation_error', { id: 'invalid' });
  await updateBusiness(ctx.db, business.id, { logo_id: fileId, modified_at: ctx.clock.now().toISOString() });
  return describeBusiness(ctx.db, (await findBusiness(ctx.db, business.id))!);
}
