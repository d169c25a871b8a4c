// Moderation by staff (issue 5, DESIGN §4 staff): the businesses waiting, approval (ON_WAITING_SIGN with the agent
// contract issued from the business data), rejection with a reason that the owner sees, corrects and resubmits, and
// the revocation of an active business's signature, which freezes it until the owner signs again.
import type { BusinessForm } from '#shared/enums.ts';
import { AppError } from '../../http/app-error.ts';
import { issueContract, type DocumentsContext } from '../documents/documents.service.ts';
import { recordAudit, type StaffActor } from '../staff-accounts/audit.ts';
import { findBusinessByTaxNumber, listWaitingBusinesses, updateBusiness, updateBusinessWhile } from './business.repository.ts';
import { isSentBack } from './business.service.ts';
import type { BusinessTable } from '../../db/tables/business.ts';
import { moderationDecided } from '../notifications/events.ts';
import { notifyOwner } from '../notifications/notifications.repository.ts';

export type WaitingBusiness = {
  taxNumber: string;
  name: string;
  form: BusinessForm | null;
  ownerPhone: string;
  ownerName: string;
  submittedAt: string;
};

export type ModerationOutcome = {
  taxNumber: string;
  status: string;
  contractNumber: string | null;
  moderationComment: string | null;
};

export async function waitingBusinesses(ctx: Pick<DocumentsContext, 'db'>): Promise<WaitingBusiness[]> {
  const rows = await listWaitingBusinesses(ctx.db);
  return rows.map((row) => ({
    taxNumber: row.tax_number,
    name: row.name,
    form: row.form as BusinessForm | null,
    ownerPhone: row.phone,
    ownerName: [row.last_name, row.first_name].filter(Boolean).join(' '),
    submittedAt: row.modified_at,
  }));
}

/** A business a moderator may decide on: submitted and not already sent back to its owner. */
async function businessAwaitingModeration(ctx: Pick<DocumentsContext, 'db'>, taxNumber: string): Promise<BusinessTable> {
  const business = await findBusinessByTaxNumber(ctx.db, taxNumber);
  if (!business) throw new AppError(404, 'business_not_found');
  if (business.status !== 'ON_MODERATION' || isSentBack(business)) throw new AppError(409, 'business_not_on_moderation');
  return business;
}

const outcome = (business: BusinessTable): ModerationOutcome => ({
  taxNumber: business.tax_number,
  status: business.status,
  contractNumber: business.contract_number,
  moderationComment: business.moderation_comment,
});

/** What the audit keeps of a moderation decision. */
const audited = (business: Pick<BusinessTable, 'status' | 'contract_number' | 'moderation_comment' | 'has_signature'>) => ({
  status: business.status,
  contractNumber: business.contract_number,
  moderationComment: business.moderation_comment,
  hasSignature: business.has_signature === 1,
});

export async function approveBusiness(ctx: DocumentsContext, actor: StaffActor, taxNumber: string): Promise<ModerationOutcome> {
  const business = await businessAwaitingModeration(ctx, taxNumber);
  const now = ctx.clock.now().toISOString();
  return ctx.db.transaction().execute(async (tx) => {
    // Decided once: a concurrent decision finds the status changed and this one rolls back.
    const claimed = await updateBusinessWhile(tx, business.id, { status: 'ON_MODERATION', unanswered: true }, { status: 'ON_WAITING_SIGN', moderated_at: now, modified_at: now });
    if (!claimed) throw new AppError(409, 'business_not_on_moderation');
    const contract = await issueContract(ctx, tx, business);
    await updateBusiness(tx, business.id, { contract_number: contract.number });
    const after = { ...business, status: 'ON_WAITING_SIGN', contract_number: contract.number };
    await notifyOwner(tx, business.id, moderationDecided(true, ctx.clock.now()));
    await recordAudit(tx, actor, { action: 'business.approve', objectType: 'business', objectId: business.tax_number, before: audited(business), after: audited(after) }, ctx.clock.now());
    return outcome(after);
  });
}

export async function rejectBusiness(ctx: DocumentsContext, actor: StaffActor, taxNumber: string, reason: string): Promise<ModerationOutcome> {
  const business = await businessAwaitingModeration(ctx, taxNumber);
  const comment = reason.trim();
  if (!comment) throw new AppError(400, 'validation_error', { reason: 'required' });
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (tx) => {
    const changes = { moderation_comment: comment, moderated_at: now.toISOString(), modified_at: now.toISOString() };
    if (!(await updateBusinessWhile(tx, business.id, { status: 'ON_MODERATION', unanswered: true }, changes))) throw new AppError(409, 'business_not_on_moderation');
    const after = { ...business, moderation_comment: comment };
    await notifyOwner(tx, business.id, moderationDecided(false, now));
    await recordAudit(tx, actor, { action: 'business.reject', objectType: 'business', objectId: business.tax_number, before: audited(business), after: audited(after) }, now);
    return outcome(after);
  });
}

/**
 * The owner's key was revoked by its certification centre (or must be replaced): the active business keeps its
 * status but loses its signature, so the owner sees the account-frozen screen and signs again with a valid key
 * (PATCH /v1/business/set-signature), and an employee is told only the main account can.
 */
export async function revokeSignature(ctx: Pick<DocumentsContext, 'db' | 'clock'>, actor: StaffActor, taxNumber: string): Promise<ModerationOutcome> {
  const business = await findBusinessByTaxNumber(ctx.db, taxNumber);
  if (!business) throw new AppError(404, 'business_not_found');
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (tx) => {
    const revoked = await updateBusinessWhile(tx, business.id, { status: 'ACTIVE', hasSignature: 1 }, { has_signature: 0, modified_at: now.toISOString() });
    if (!revoked) throw new AppError(409, 'business_has_no_signature');
    const after = { ...business, has_signature: 0 };
    await recordAudit(tx, actor, { action: 'business.revoke-signature', objectType: 'business', objectId: business.tax_number, before: audited(business), after: audited(after) }, now);
    return outcome(business);
  });
}
