// DESIGN §4: the bank registry answers a bank's name and branch by its MFO (spec 01 §3 bank lookup result). The
// embedded default reads the `bank` reference table, seeded from the verified MFOs of banks.json (seed/reference.ts).
import type { BankInfo } from '#shared/api/business.ts';
import type { Executor } from '../../db/database.ts';

export type BankRegistry = {
  readonly name: string;
  find(mfo: string): Promise<BankInfo | null>;
};

export function referenceBankRegistry(db: Executor): BankRegistry {
  return {
    name: 'reference',
    async find(mfo) {
      const row = await db.selectFrom('bank').selectAll().where('mfo', '=', mfo).executeTakeFirst();
      return row
        ? {
            name: { uz: row.name_uz, ru: row.name_ru, en: row.name_en },
            branch: { uz: row.branch_uz, ru: row.branch_ru, en: row.branch_en },
          }
        : null;
    },
  };
}

/** The registry an app asks; the reference table until a live MFO register is integrated. */
export function bankRegistryOf(ctx: { db: Executor }): BankRegistry {
  return referenceBankRegistry(ctx.db);
}
