// DESIGN §4: the bank registry answers a bank's name and branch by its MFO (spec 01 §3 bank lookup result). The
// embedded default reads the `bank` reference table, seeded from the verified MFOs of banks.json (seed/reference.ts).
import type { BankInfo } from '#shared/api/business.ts';
import type { Executor } from '../../db/database.ts';
import { findBankInfo } from '../../modules/reference/reference.repository.ts';

export type BankRegistry = {
  readonly name: string;
  find(mfo: string): Promise<BankInfo | null>;
};

export function referenceBankRegistry(db: Executor): BankRegistry {
  return { name: 'reference', find: (mfo) => findBankInfo(db, mfo) };
}
