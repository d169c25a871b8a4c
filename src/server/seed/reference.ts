// The spec's reference data, from ../shared/data (copied beside this file with its sources): regions and
// districts, banks with a verified MFO, mobile operator prefixes, and the public settings. Idempotent.
import type { Db } from '../db/database.ts';
import { SETTING_KEYS, DEFAULT_SUPPORT_LINK } from '#shared/api/settings.ts';
import { ensureSetting } from '../modules/settings/settings.repository.ts';
import regions from './reference/regions.json' with { type: 'json' };
import banks from './reference/banks.json' with { type: 'json' };
import operators from './reference/mobile-operators.json' with { type: 'json' };

type Titles = { uz: string; oz: string; ru: string; en: string };

const titleColumns = (title: Titles) => ({
  title_uz: title.uz,
  title_ru: title.ru,
  title_en: title.en,
  title_oz: title.oz,
});

export async function seedReference(db: Db, options: { testMode: boolean }): Promise<void> {
  await db.transaction().execute(async (tx) => {
    if (!(await tx.selectFrom('region').select('id').limit(1).executeTakeFirst())) {
      await tx
        .insertInto('region')
        .values(regions.map((region) => ({ id: region.id, soato: region.soato, ...titleColumns(region.title) })))
        .execute();
      await tx
        .insertInto('district')
        .values(
          regions.flatMap((region) =>
            region.districts.map((district) => ({
              id: district.id,
              region_id: region.id,
              soato: district.soato,
              ...titleColumns(district.title),
            })),
          ),
        )
        .execute();
    }
    if (!(await tx.selectFrom('bank').select('mfo').limit(1).executeTakeFirst())) {
      // banks.json README: rows without a verified MFO must not be seeded.
      const verified = banks.filter((bank): bank is typeof bank & { mfo: string } => typeof bank.mfo === 'string');
      await tx
        .insertInto('bank')
        .values(
          verified.map((bank) => ({
            mfo: bank.mfo,
            name_uz: bank.name.uz,
            name_ru: bank.name.ru,
            name_en: bank.name.en,
            branch_uz: bank.branch.uz,
            branch_ru: bank.branch.ru,
            branch_en: bank.branch.en,
          })),
        )
        .execute();
    }
    if (!(await tx.selectFrom('mobile_operator_prefix').select('prefix').limit(1).executeTakeFirst())) {
      await tx
        .insertInto('mobile_operator_prefix')
        .values(
          operators.flatMap((operator) =>
            operator.prefixes.map((prefix) => ({ prefix, operator_key: operator.key, operator_name: operator.name })),
          ),
        )
        .execute();
    }
    const settings = [
      { key: SETTING_KEYS.supportLink, title: 'Support group link', value: DEFAULT_SUPPORT_LINK },
      // spec 02 §4: the monthly limit warning shows when a tier has this much (tiyin) or less left: 1 000 000 so'm.
      { key: SETTING_KEYS.monthlyRemainingLimit, title: 'Monthly remaining limit warning threshold', value: '100000000' },
      { key: SETTING_KEYS.testMode, title: 'Test mode', value: String(options.testMode) },
    ];
    for (const setting of settings) {
      await ensureSetting(tx, { ...setting, value: () => setting.value, isPrivate: false });
    }
  });
}
