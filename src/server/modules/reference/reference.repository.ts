import type { BankInfo } from '#shared/api/business.ts';
import type { Executor } from '../../db/database.ts';

/** A bank of the reference table by its MFO (seed/reference.ts loads the verified MFOs of banks.json). */
export async function findBankInfo(db: Executor, mfo: string): Promise<BankInfo | null> {
  const row = await db.selectFrom('bank').selectAll().where('mfo', '=', mfo).executeTakeFirst();
  return row
    ? {
        name: { uz: row.name_uz, ru: row.name_ru, en: row.name_en },
        branch: { uz: row.branch_uz, ru: row.branch_ru, en: row.branch_en },
      }
    : null;
}

/** The mobile operator whose numbers start with this two-digit prefix (spec 01's reference table). */
export function findOperatorByPrefix(db: Executor, prefix: string) {
  return db.selectFrom('mobile_operator_prefix').select('operator_key').where('prefix', '=', prefix).executeTakeFirst();
}
