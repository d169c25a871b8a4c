// The shape of the demo catalogue's data modules and the small builders they share. Data is written the way a
// person reads it (percent, so'm); catalogue.ts turns it into rows (hundredths of a percent, tiyin).
import type { MerchantStatus, MerchantType, Names } from '#shared/api/catalogue.ts';
import type { CalcType } from '#shared/commission.ts';
import type { Status } from '#shared/enums.ts';
import type { AccountField, AccountFieldType, PrefixType } from '#shared/payment-rules.ts';
import regions from './reference/regions.json' with { type: 'json' };

/** So'm to tiyin. */
export const som = (amount: number) => Math.round(amount * 100);

/** Seed names always carry oz: the Uzbek text in Cyrillic, brand names written in Latin kept as they are. */
export type SeedNames = Required<Names>;

export const names = (uz: string, ru: string, en: string, oz: string): SeedNames => ({ uz, ru, en, oz });

export type SeedCategory = { key: string; name: SeedNames; image: string; position: number; status: Status };

export type SeedCommission =
  | { type: 'PERCENT'; percent: number; calcType: CalcType }
  | { type: 'FIXED'; som: number; calcType: CalcType };

/** A monthly tier: the first tier whose `limitSom` this month's spending has not reached applies. */
export type SeedTier = { commission: SeedCommission; limitSom: number };

export type SeedOptionField = { title: SeedNames; status: Status };

export type SeedRegion = { code: string; title: SeedNames; subRegions?: { code: string; title: SeedNames }[] };

export type SeedMerchant = {
  key: string;
  name: SeedNames;
  legalName?: string;
  /** File name under public/catalogue. */
  image: string;
  type: MerchantType;
  status?: MerchantStatus;
  /** Shown to the cashier while the merchant is DISABLED. */
  statusMessage?: SeedNames;
  category: string;
  topPosition?: number;
  favoritePosition?: number;
  agentRewardPercent: number;
  commission?: SeedCommission;
  tiers?: SeedTier[];
  tags: string[];
  /** Hours after payment during which a cancellation may be requested; absent: not cancellable. */
  refundableHours?: number;
  regionField?: SeedOptionField;
  subRegionField?: SeedOptionField;
  typeField?: SeedOptionField;
  account: AccountField[];
  amount: {
    defaultSom?: number;
    availableDecimal?: boolean;
    editable?: boolean;
    minSom?: number;
    maxSom?: number;
    withConfirmationSom?: number;
  };
  regions?: SeedRegion[];
  options?: { value: string; title: SeedNames }[];
};

type FieldSpec = {
  name: string;
  type: AccountFieldType;
  title: SeedNames;
  placeholder?: string;
  prefix?: { type: PrefixType; value?: string };
  mask?: { value: string; unmask: boolean };
  pattern?: string;
  required?: boolean;
  startWith?: readonly string[];
  position?: number;
  primary?: boolean;
  status?: Status;
};

/** An account field with the defaults most fields share: required, first, primary, ACTIVE. */
export function field(spec: FieldSpec): AccountField {
  return {
    name: spec.name,
    type: spec.type,
    title: spec.title,
    placeholder: spec.placeholder ?? null,
    prefix: spec.prefix ? { type: spec.prefix.type, value: spec.prefix.value ?? null } : null,
    mask: spec.mask ?? null,
    validation: { pattern: spec.pattern ?? null, required: spec.required ?? true, startWith: spec.startWith ? [...spec.startWith] : null },
    position: spec.position ?? 1,
    primary: spec.primary ?? (spec.position ?? 1) === 1,
    status: spec.status ?? 'ACTIVE',
  };
}

/** A local mobile number: 9 digits typed into `## ### ## ##`, sent unmasked. */
export const phoneField = (startWith: readonly string[], overrides: Partial<FieldSpec> = {}): AccountField =>
  field({
    name: 'phone',
    type: 'PHONE',
    title: names('Telefon raqami', 'Номер телефона', 'Phone number', 'Телефон рақами'),
    placeholder: '90 123 45 67',
    mask: { value: '## ### ## ##', unmask: true },
    pattern: '^\\d{9}$',
    startWith,
    ...overrides,
  });

type ReferenceRegion = (typeof regions)[number];

/** Regions of the reference list as a merchant's regions: the SOATO region digits, districts' last three. */
export function regionsFromReference(
  regionIds: number[],
  options: { districts: number | 'all' | 'none' },
): SeedRegion[] {
  return regionIds.map((id) => {
    const region = regions.find((candidate) => candidate.id === id) as ReferenceRegion;
    const districts = options.districts === 'none' ? [] : options.districts === 'all' ? region.districts : region.districts.slice(0, options.districts);
    return {
      code: String(region.soato).slice(-2),
      title: names(region.title.uz, region.title.ru, region.title.en, region.title.oz),
      subRegions: districts.map((district) => ({
        code: String(district.soato).slice(-3),
        title: names(district.title.uz, district.title.ru, district.title.en, district.title.oz),
      })),
    };
  });
}

/** Reference region ids: Tashkent city, Tashkent region, Samarkand, Andijan, Fergana. */
export const REGION_IDS = { tashkentCity: 10, tashkentRegion: 11, samarkand: 7, andijan: 1, fergana: 12 } as const;
