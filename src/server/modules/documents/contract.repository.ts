import type { ContractReward } from '#shared/api/documents.ts';
import type { Executor } from '../../db/database.ts';
import type { ContractTable } from '../../db/tables/contract.ts';

export function findContract(db: Executor, id: string) {
  return db.selectFrom('contract').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The business's newest contract (a business has one agent contract; a re-issue would supersede it). */
export function latestContractOf(db: Executor, businessId: string) {
  return db
    .selectFrom('contract')
    .selectAll()
    .where('business_id', '=', businessId)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

export async function insertContract(db: Executor, row: ContractTable): Promise<void> {
  await db.insertInto('contract').values(row).execute();
}

/** Stores the owner's and the system's signatures, once: false when the owner had already signed. */
export async function recordSignatures(
  db: Executor,
  id: string,
  signatures: {
    agent_signed_at: string;
    agent_signature: string;
    agent_signer_serial: string;
    system_signed_at: string;
    system_signature: string | null;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('contract')
    .set({ ...signatures, modified_at: signatures.system_signed_at })
    .where('id', '=', id)
    .where('agent_signed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

const CONTRACT_COUNTER = 'contract_number';
/** Contract numbers continue the provider's series; the demo's contract is 1001. */
const FIRST_CONTRACT_NUMBER = 1001;

/** The next free contract number (DESIGN §3: human numbers are their own sequence). */
export async function nextContractNumber(db: Executor): Promise<string> {
  await db
    .insertInto('counter')
    .values({ name: CONTRACT_COUNTER, value: FIRST_CONTRACT_NUMBER - 1 })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  for (;;) {
    const row = await db
      .updateTable('counter')
      .set((eb) => ({ value: eb('value', '+', 1) }))
      .where('name', '=', CONTRACT_COUNTER)
      .returning('value')
      .executeTakeFirstOrThrow();
    const number = String(row.value);
    // Numbers given before the counter existed (seeded or migrated businesses) are skipped, never reused.
    const taken = await db.selectFrom('business').select('id').where('contract_number', '=', number).executeTakeFirst();
    if (!taken) return number;
  }
}

/** The reward table as it stands: merchants offered to agents, by category and position (spec 03 §2). */
export async function currentRewardTable(db: Executor): Promise<ContractReward[]> {
  const rows = await db
    .selectFrom('merchant')
    .leftJoin('merchant_category as category', 'category.id', 'merchant.category_id')
    .select([
      'merchant.id',
      'merchant.name_uz',
      'merchant.name_ru',
      'merchant.name_en',
      'merchant.name_oz',
      'merchant.legal_name',
      'merchant.agent_reward_bp',
      'category.id as category_id',
      'category.name_uz as category_uz',
      'category.name_ru as category_ru',
      'category.name_en as category_en',
      'category.name_oz as category_oz',
    ])
    .where('merchant.status', '!=', 'INACTIVE')
    .orderBy('category.position')
    .orderBy('merchant.position')
    .orderBy('merchant.id')
    .execute();
  return rows.map((row) => ({
    merchantId: row.id,
    name: { uz: row.name_uz, ru: row.name_ru, en: row.name_en, oz: row.name_oz },
    legalName: row.legal_name,
    category: row.category_id
      ? { id: row.category_id, name: { uz: row.category_uz ?? '', ru: row.category_ru ?? '', en: row.category_en ?? '', oz: row.category_oz ?? '' } }
      : null,
    // Hundredths of a percent in the catalogue; a percent on the wire.
    agentReward: row.agent_reward_bp / 100,
  }));
}
