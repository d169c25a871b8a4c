// The one mapping of a business row to the Business of spec 01 §3 (the profile, the business calls): region and
// district names, the bank looked up by its MFO, file links and the current contract.
import type { Business } from '#shared/api/profile.ts';
import type { BusinessForm, BusinessStatus } from '#shared/enums.ts';
import type { Executor } from '../../db/database.ts';
import { latestContractOf } from '../documents/contract.repository.ts';
import { downloadUrl, findFileLinks } from '../files/files.repository.ts';
import { findPlace } from '../geo/geo.repository.ts';
import type { BusinessTable } from '../../db/tables/business.ts';
import { findBankInfo } from '../reference/reference.repository.ts';

async function titledPlace(db: Executor, table: 'region' | 'district', id: number | null) {
  if (id === null) return null;
  const row = await findPlace(db, table, id);
  return row ? { id: row.id, title: { uz: row.title_uz, ru: row.title_ru, en: row.title_en, oz: row.title_oz } } : null;
}

async function fileLinks(db: Executor, ids: (string | null)[]) {
  const wanted = ids.filter((id): id is string => id !== null);
  const rows = wanted.length
    ? await findFileLinks(db, wanted)
    : [];
  const links = new Map(rows.map((row) => [row.id, { id: row.id, url: downloadUrl(row) }]));
  return (id: string | null) => (id ? (links.get(id) ?? null) : null);
}

export async function describeBusiness(db: Executor, row: BusinessTable): Promise<Business> {
  const bank = row.bank_id ? await findBankInfo(db, row.bank_id) : null;
  const contract = await latestContractOf(db, row.id);
  const link = await fileLinks(db, [row.logo_id, row.passport_id, row.license_id, row.certificate_id]);
  return {
    id: row.id,
    name: row.name,
    form: row.form as BusinessForm | null,
    taxNumber: row.tax_number,
    // spec 01 §2.8: the personal number belongs to the individual form only.
    pin: row.form === 'INDIVIDUAL' ? row.pinfl : null,
    director: row.director,
    address: row.address,
    region: await titledPlace(db, 'region', row.region_id),
    district: await titledPlace(db, 'district', row.district_id),
    account: row.account,
    bankId: row.bank_id,
    bank,
    logo: link(row.logo_id),
    passport: link(row.passport_id),
    license: link(row.license_id),
    certificate: link(row.certificate_id),
    contractNumber: row.contract_number,
    contractId: contract?.id ?? null,
    hasSignature: row.has_signature === 1,
    status: row.status as BusinessStatus,
    moderationComment: row.moderation_comment,
  };
}

/**
 * The employer as an employee's profile shows it (issue 14 item 7): who it is and whether it works, never its bank
 * details, legal papers or the owner's personal number, which only the owner manages.
 */
export function employerView(business: Business): Business {
  return {
    ...business,
    form: null,
    pin: null,
    director: null,
    address: null,
    region: null,
    district: null,
    account: null,
    bankId: null,
    bank: null,
    passport: null,
    license: null,
    certificate: null,
    contractNumber: null,
    contractId: null,
    moderationComment: null,
  };
}
