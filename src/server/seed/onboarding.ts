// Onboarding demo data (issue 5): the simulated tax registry, and the contract document of the demo's active
// business. Idempotent. The bank registry needs nothing here: it reads the banks seeded from banks.json (reference.ts).
//
// Tax numbers (docs/onboarding.md):
//   305123456  LTD, the demo agent's ACTIVE business (taken)      512345678  INDIVIDUAL, the demo moderation agent's (taken)
//   307654321  LTD, free: the emulator's "other business" key     301234567, 302345678, 303456789, 304567890  free
//   42001901234567  a 14-digit PINFL of an individual, free       anything else misses (tax_info_not_found)
import type { Db } from '../db/database.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { TaxRegistryEntryTable } from '../db/tables/business.ts';
import { findBusinessByTaxNumber } from '../modules/business/business.repository.ts';
import { issueContract } from '../modules/documents/documents.service.ts';
import { DEMO_ACCOUNTS } from './demo.ts';

export const SIMULATED_TAX_RECORDS: readonly TaxRegistryEntryTable[] = [
  {
    tax_number: '305123456',
    pinfl: null,
    form: 'LTD',
    name: 'OOO "Demo Savdo"',
    address: "Toshkent sh., Amir Temur ko'chasi, 1",
    director: 'Karimov Aziz',
  },
  {
    tax_number: '512345678',
    pinfl: '31505901234567',
    form: 'INDIVIDUAL',
    name: 'YaTT Yusupova Malika',
    address: "Samarqand sh., Registon ko'chasi, 5",
    director: 'Yusupova Malika',
  },
  {
    tax_number: '307654321',
    pinfl: null,
    form: 'LTD',
    name: 'OOO "Boshqa Biznes"',
    address: "Toshkent sh., Navoiy ko'chasi, 12",
    director: 'Rasulov Timur',
  },
  {
    tax_number: '301234567',
    pinfl: null,
    form: 'PRIVATE_ENTERPRISE',
    name: 'XK "Oydin Savdo"',
    address: "Andijon sh., Bobur ko'chasi, 7",
    director: 'Nazarova Oydin',
  },
  {
    tax_number: '302345678',
    pinfl: null,
    form: 'FAMILY_BUSINESS',
    name: 'OK "Baraka Oilaviy"',
    address: "Buxoro sh., Mustaqillik ko'chasi, 3",
    director: 'Qodirov Jamshid',
  },
  {
    tax_number: '303456789',
    pinfl: null,
    form: 'FARM',
    name: 'FX "Yashil Vodiy"',
    address: "Farg'ona vil., Quva tumani",
    director: 'Ergashev Sardor',
  },
  {
    tax_number: '304567890',
    pinfl: null,
    form: 'UNITAR',
    name: 'UK "Shahar Xizmat"',
    address: "Namangan sh., Uychi ko'chasi, 20",
    director: 'Aliyev Rustam',
  },
  {
    tax_number: '306789012',
    pinfl: null,
    form: 'LTD',
    name: 'OOO "Ipak Yoli Savdo"',
    address: "Samarqand sh., Registon ko'chasi, 7",
    director: 'Qodirov Jasur',
  },
  {
    tax_number: '42001901234567',
    pinfl: '42001901234567',
    form: 'INDIVIDUAL',
    name: 'YaTT Toshmatov Bobur',
    address: "Toshkent sh., Chilonzor tumani, 9-kvartal",
    director: 'Toshmatov Bobur',
  },
];

export async function seedOnboarding(
  db: Db,
  ctx: { config: Config; clock: Clock },
  options: { demo: boolean },
): Promise<void> {
  // The simulated registry is a development and demo tool; production has no simulated companies.
  if (ctx.config.env !== 'production' && !(await db.selectFrom('tax_registry_entry').select('tax_number').limit(1).executeTakeFirst())) {
    await db.insertInto('tax_registry_entry').values([...SIMULATED_TAX_RECORDS]).execute();
  }
  if (!options.demo) return;
  const waiting = await findBusinessByTaxNumber(db, '512345678');
  if (waiting && waiting.pinfl === null) {
    // The individual's PINFL, as the registry knows it (the emulator's individual key carries it).
    await db.updateTable('business').set({ pinfl: '31505901234567' }).where('id', '=', waiting.id).execute();
  }
  const active = await findBusinessByTaxNumber(db, '305123456');
  const agent = await db.selectFrom('app_user').select('id').where('phone', '=', DEMO_ACCOUNTS.agent.phone).executeTakeFirst();
  if (!active?.contract_number || active.owner_id !== agent?.id) return;
  if (await db.selectFrom('contract').select('id').where('business_id', '=', active.id).executeTakeFirst()) return;
  await db.transaction().execute(async (tx) => {
    const contract = await issueContract({ db, ...ctx }, tx, active, active.contract_number!);
    // The demo business starts signed: its signatures are recorded as made, without signature files.
    await tx
      .updateTable('contract')
      .set({ agent_signed_at: contract.created_at, system_signed_at: contract.created_at })
      .where('id', '=', contract.id)
      .execute();
  });
}
