// DESIGN §4: the tax registry answers what the state knows of a TIN (9 digits) or PINFL (14 digits): the legal form,
// name, address and director that onboarding copies into the business (spec 01 §3 tax lookup result). The embedded
// default is simulated by the `tax_registry_entry` table, seeded for the demo (src/server/seed/onboarding.ts).
import type { BusinessForm } from '#shared/enums.ts';
import type { Executor } from '../../db/database.ts';

export type TaxRecord = {
  taxNumber: string;
  /** The holder's personal number, for an individual. */
  pinfl: string | null;
  form: BusinessForm;
  name: string;
  address: string | null;
  director: string | null;
};

export type TaxRegistry = {
  readonly name: string;
  /** The record registered under this TIN or PINFL, or null. */
  find(taxNumber: string): Promise<TaxRecord | null>;
};

export function simulatedTaxRegistry(db: Executor): TaxRegistry {
  return {
    name: 'simulated',
    async find(taxNumber) {
      const row = await db
        .selectFrom('tax_registry_entry')
        .selectAll()
        .where((eb) => eb.or([eb('tax_number', '=', taxNumber), eb('pinfl', '=', taxNumber)]))
        .orderBy('tax_number')
        .executeTakeFirst();
      return row
        ? {
            taxNumber: row.tax_number,
            pinfl: row.pinfl,
            form: row.form as BusinessForm,
            name: row.name,
            address: row.address,
            director: row.director,
          }
        : null;
    },
  };
}
