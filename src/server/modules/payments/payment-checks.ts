// spec 02 §5 checks of a payment before anything is stored: the merchant may take payments, the payer data fits
// the merchant's fields (region, subRegion, type, the account with mask, startWith and pattern), and the amount
// is within the limits. The same rules as the payment forms (shared/payment-rules.ts), applied again here.
import type { Merchant, Names } from '#shared/api/catalogue.ts';
import type { Invoice } from '#shared/api/invoices.ts';
import {
  accountPrefix,
  accountValue,
  checkAccountField,
  hasMobilePrefix,
  MOBILE_AMOUNT,
  type AccountField,
} from '#shared/payment-rules.ts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { findMerchantRow, titlesOf, toMerchant } from '../catalogue/catalogue.service.ts';
import type { MerchantTable } from '../../db/tables/catalogue.ts';
import { findMerchantOption, findMerchantRegion } from '../catalogue/catalogue.repository.ts';

export type PayerInput = {
  account: string;
  region?: string | null;
  subRegion?: string | null;
  type?: string | null;
};

export type PayerData = {
  /** What billing is sent: the field's prefix (region code, account prefix) and the typed value. */
  billingAccount: string;
  /** The invoice's `fields` snapshot: titles and values as the payer saw them. */
  fields: Invoice['fields'];
};

/** A merchant that takes payments: INACTIVE ones do not exist for agents, DISABLED ones do but refuse. */
export async function payableMerchant(db: Executor, id: string): Promise<{ row: MerchantTable; merchant: Merchant }> {
  const row = await findMerchantRow(db, id);
  if (!row || row.status === 'INACTIVE') throw new AppError(404, 'merchant_not_found');
  if (row.status !== 'ACTIVE') throw new AppError(400, 'merchant_is_not_active');
  let merchant = mapped.get(row);
  if (!merchant) mapped.set(row, (merchant = toMerchant(row)));
  return { row, merchant };
}

/** A cached merchant row's mapping (its JSON columns parsed), made once per row object. */
const mapped = new WeakMap<MerchantTable, Merchant>();

/** The account field a payment's single `account` value belongs to: the primary active one, else the first. */
export function primaryAccountField(merchant: Merchant): AccountField | null {
  const active = merchant.fields.account.filter((field) => field.status === 'ACTIVE').sort((a, b) => a.position - b.position);
  return active.find((field) => field.primary) ?? active[0] ?? null;
}

/**
 * Checks the payer data against the merchant's fields. A startWith mismatch is `invalid_prefix` (spec 02 §5); any
 * other problem is `validation_error` with the field codes. The snapshot keeps the region, subregion and type as
 * their titles in the default language (ru, spec 01), the way the receipt prints them.
 */
export async function checkPayerData(db: Executor, merchant: Merchant, input: PayerInput): Promise<PayerData> {
  const problems: Record<string, string> = {};
  const { fields } = merchant;
  const wanted = (field: { status: string } | null) => field?.status === 'ACTIVE';

  let region: { id: string; code: string; title: Names } | null = null;
  if (wanted(fields.region)) {
    const row = input.region ? await findMerchantRegion(db, merchant.id, null, input.region) : undefined;
    if (row) region = { id: row.id, code: row.code, title: titlesOf(row) };
    else problems.region = input.region ? 'invalid' : 'required';
  }
  let subRegion: { code: string; title: Names } | null = null;
  if (wanted(fields.subRegion) && !problems.region) {
    const row = input.subRegion && region ? await findMerchantRegion(db, merchant.id, region.id, input.subRegion) : undefined;
    if (row) subRegion = { code: row.code, title: titlesOf(row) };
    else problems.subRegion = input.subRegion ? 'invalid' : 'required';
  }
  let type: { value: string; title: Names } | null = null;
  if (wanted(fields.type)) {
    const row = input.type ? await findMerchantOption(db, merchant.id, input.type) : undefined;
    if (row) type = { value: row.value, title: titlesOf(row) };
    else problems.type = input.type ? 'invalid' : 'required';
  }

  const field = primaryAccountField(merchant);
  let value = input.account.trim();
  if (field) {
    const problem = checkAccountField(field, input.account);
    if (problem === 'invalid_prefix') throw new AppError(400, 'invalid_prefix');
    if (problem) problems.account = problem;
    value = accountValue(field, input.account);
  }
  if (merchant.type === 'MOBILE' && !problems.account && !hasMobilePrefix(value)) throw new AppError(400, 'invalid_prefix');
  if (Object.keys(problems).length > 0) throw new AppError(400, 'validation_error', problems);

  const prefix = field ? accountPrefix(field, { regionCode: region?.code ?? null, subRegionCode: subRegion?.code ?? null }) : '';
  const option = (title: Names | undefined, chosen: { title: Names } | null) =>
    chosen && title ? { title, value: chosen.title.ru, valueTitle: chosen.title } : null;
  return {
    billingAccount: `${prefix}${value}`,
    fields: {
      region: option(fields.region?.title, region),
      subRegion: option(fields.subRegion?.title, subRegion),
      type: option(fields.type?.title, type),
      account: [
        {
          title: field?.title ?? { uz: 'Hisob raqami', ru: 'Лицевой счёт', en: 'Account', oz: 'Ҳисоб рақами' },
          value,
          primary: true,
          prefix: prefix || null,
          mask: field?.mask?.value ?? null,
        },
      ],
    },
  };
}

/**
 * spec 02 §3 amount rules: the merchant's limits (a MOBILE payment is always 1 000 – 1 000 000 so'm, §5), its fixed
 * amount when the amount is not editable, and whole so'm unless it takes decimals. The form enforces the same (a
 * locked field, a mask without decimals); a request that bypasses it is refused here.
 */
export function checkAmount(merchant: Merchant, amount: number): void {
  const rule = merchant.fields.amount;
  const limit = merchant.type === 'MOBILE' ? MOBILE_AMOUNT : { min: rule.limit.min, max: rule.limit.max };
  if ((limit.min !== null && amount < limit.min) || (limit.max !== null && amount > limit.max)) {
    throw new AppError(400, 'amount_is_out_of_limits');
  }
  if (!rule.editable && rule.defaultValue !== null && amount !== rule.defaultValue) throw new AppError(400, 'amount_is_out_of_limits');
  if (!rule.availableDecimal && amount % 100 !== 0) throw new AppError(400, 'validation_error', { amount: 'invalid' });
}
