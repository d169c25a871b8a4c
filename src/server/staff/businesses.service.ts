// What the staff console reads of businesses (issue 15 item 4): the list by status, and one business with its
// registry data, bank, document files and the last moderation comment; and a stored file streamed to staff.
import type { StaffBusinessDetail, StaffBusinessListItem, StaffFileRef } from '#shared/api/staff.ts';
import type { BusinessForm, BusinessStatus } from '#shared/enums.ts';
import type { Executor } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { businessesByStatus, findBusinessByTaxNumber, findTaxRegistryEntry } from '../modules/business/business.repository.ts';
import { describeBusiness } from '../modules/business/business.view.ts';
import { waitingBusinesses } from '../modules/business/moderation.service.ts';
import { findFile } from '../modules/files/files.repository.ts';
import { latestAuditOf } from '../modules/staff-accounts/staff-accounts.repository.ts';
import { findUserById } from '../modules/users/users.repository.ts';

const ownerName = (row: { first_name: string | null; last_name: string | null }) => [row.last_name, row.first_name].filter(Boolean).join(' ');

/** Without a status: the businesses waiting for a decision (submitted, not sent back), oldest first. */
export async function staffBusinesses(db: Executor, status: BusinessStatus | null): Promise<StaffBusinessListItem[]> {
  if (status === null) {
    return (await waitingBusinesses({ db })).map((row) => ({ ...row, status: 'ON_MODERATION', moderationComment: null }));
  }
  return (await businessesByStatus(db, status)).map((row) => ({
    taxNumber: row.tax_number,
    name: row.name,
    form: row.form as BusinessForm | null,
    status: row.status as BusinessStatus,
    ownerPhone: row.phone,
    ownerName: ownerName(row),
    submittedAt: row.modified_at,
    moderationComment: row.moderation_comment,
  }));
}

async function fileRef(db: Executor, id: string | null): Promise<StaffFileRef | null> {
  const file = id ? await findFile(db, id) : undefined;
  return file ? { id: file.id, name: file.name, mimeType: file.mime, size: Number(file.size) } : null;
}

export async function staffBusiness(db: Executor, taxNumber: string): Promise<StaffBusinessDetail> {
  const row = await findBusinessByTaxNumber(db, taxNumber);
  if (!row) throw new AppError(404, 'business_not_found');
  const owner = await findUserById(db, row.owner_id);
  if (!owner) throw new Error(`the owner of business ${row.id} is missing`);
  const registry = await findTaxRegistryEntry(db, row.tax_number);
  // The comment stays on the business while it is back with its owner; after a resubmission the audit keeps it.
  const lastReject = row.moderation_comment
    ? null
    : await latestAuditOf(db, { objectType: 'business', objectId: row.tax_number, action: 'business.reject' });
  const rejected = lastReject?.after_json ? (JSON.parse(lastReject.after_json) as { moderationComment?: string }) : null;
  return {
    business: await describeBusiness(db, row),
    owner: { id: owner.id, name: ownerName(owner), phone: owner.phone },
    registry: registry
      ? { taxNumber: registry.tax_number, pinfl: registry.pinfl, form: registry.form, name: registry.name, address: registry.address, director: registry.director }
      : null,
    files: {
      logo: await fileRef(db, row.logo_id),
      passport: await fileRef(db, row.passport_id),
      license: await fileRef(db, row.license_id),
      certificate: await fileRef(db, row.certificate_id),
    },
    lastModerationComment: row.moderation_comment ?? rejected?.moderationComment ?? null,
    submittedAt: row.modified_at,
  };
}
