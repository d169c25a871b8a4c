// The workspace's rules as pure functions (spec 02 §2, §4, §5): which services show, which flow a service takes,
// its account fields and the account sent, amount limits, the commission and monthly tier, the MOBILE step rule and
// the card top-up confirmation threshold. Components only wire these to the screen; tests check them directly.
import { CARD_TO_CARD_KEY, type CommissionTier, type Merchant, type MerchantType, type Names } from '#shared/api/catalogue.ts';
import { charge, monthlyLimitWarning, type Charge, type Commission } from '#shared/commission.ts';
import { toTiyin, type Tiyin } from '#shared/money.ts';
import { accountText } from '#client/lib/invoice-text.ts';
import { accountPrefix, accountValue, checkAccountField, hasMobilePrefix, MOBILE_AMOUNT, type AccountField } from '#shared/payment-rules.ts';

export type Flow = 'SIMPLE' | 'ACCOUNT' | 'MOBILE';

/** The wider types of spec 02 §3 take the nearest of the three flows. */
const FLOW_OF: Record<MerchantType, Flow> = {
  SIMPLE: 'SIMPLE',
  ACCOUNT: 'ACCOUNT',
  MOBILE: 'MOBILE',
  ACCOUNT_LIST: 'ACCOUNT',
  AMOUNT_LIST: 'SIMPLE',
  MULTI_CURRENCY: 'SIMPLE',
};

export function flowOf(merchant: Pick<Merchant, 'type'>): Flow {
  return FLOW_OF[merchant.type];
}

// The three names lower-cased once per catalogue answer, not on every keystroke (10 000 merchants, issue 4 bench).
// A line break joins them: a typed query never holds one, so a match never spans two names.
const searchTexts = new WeakMap<Names, string>();

function searchText(name: Names): string {
  let text = searchTexts.get(name);
  if (text === undefined) {
    text = [name.uz, name.ru, name.en].join('\n').toLocaleLowerCase();
    searchTexts.set(name, text);
  }
  return text;
}

export function nameMatches(name: Names, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  return searchText(name).includes(needle);
}

/**
 * spec 02 §2: INACTIVE services are hidden (DISABLED ones stay, greyed); a search looks over every category's
 * names in the three languages, otherwise the chosen category narrows the list; position orders it. The card
 * top-up service has its own widget and is not listed.
 */
export function visibleMerchants(merchants: readonly Merchant[], filter: { query: string; categoryId: string | null }): Merchant[] {
  const searching = filter.query.trim() !== '';
  return listable(merchants).filter((merchant) =>
    searching ? nameMatches(merchant.name, filter.query) : !filter.categoryId || merchant.merchantCategoryId === filter.categoryId,
  );
}

// The listed merchants in position order, worked out once per catalogue answer: a keystroke only filters.
const listed = new WeakMap<readonly Merchant[], Merchant[]>();

function listable(merchants: readonly Merchant[]): Merchant[] {
  let list = listed.get(merchants);
  if (list === undefined) {
    list = merchants
      .filter((merchant) => merchant.status.value !== 'INACTIVE' && merchant.key !== CARD_TO_CARD_KEY)
      .sort((a, b) => a.position - b.position);
    listed.set(merchants, list);
  }
  return list;
}

export function isSelectable(merchant: Pick<Merchant, 'status'>): boolean {
  return merchant.status.value === 'ACTIVE';
}

/** Active account fields in position order (spec 02 §3). */
export function accountFields(merchant: Pick<Merchant, 'fields'>): AccountField[] {
  return merchant.fields.account.filter((field) => field.status === 'ACTIVE').sort((a, b) => a.position - b.position);
}

/** The field whose value is the payer's account: the primary one, else the first. */
export function primaryField(fields: readonly AccountField[]): AccountField | null {
  return fields.find((field) => field.primary) ?? fields[0] ?? null;
}

export type ChosenCodes = { regionCode: string | null; subRegionCode: string | null };

/**
 * The `account` sent: the primary field's value as the field sends it (unmasked where set). The prefix is only
 * shown: the server checks the value against the field and prepends the prefix for billing itself.
 */
export function accountOf(fields: readonly AccountField[], values: Record<string, string>): string {
  const field = primaryField(fields);
  return field ? accountValue(field, values[field.name] ?? '') : '';
}

/** The account as the cashier saw it, for the confirmation and the queue: each field's prefix and typed text. */
export function accountDisplay(fields: readonly AccountField[], values: Record<string, string>, chosen: ChosenCodes): string {
  return fields
    .filter((field) => (values[field.name] ?? '').trim())
    .map((field) => accountText({ value: values[field.name]!, prefix: accountPrefix(field, chosen) || null, mask: field.mask?.value ?? null }))
    .join(' · ');
}

export type Limits = { min: Tiyin | null; max: Tiyin | null };

/** spec 02 §5: the service's limits; MOBILE always 1 000 – 1 000 000 so'm (also MNP and without limits). */
export function amountLimits(merchant: Pick<Merchant, 'fields'>, flow: Flow): Limits {
  if (flow === 'MOBILE') return { min: MOBILE_AMOUNT.min, max: MOBILE_AMOUNT.max };
  const { min, max } = merchant.fields.amount.limit;
  return { min, max };
}

/** decision 188: the quick amounts' ladder (1-2-5 in so'm) and how many chips show. */
const QUICK_LADDER_SOM = [1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000, 2_000_000, 5_000_000];
const QUICK_FROM_SOM = 5_000;
const QUICK_COUNT = 4;

/**
 * decision 188: the quick amounts under an amount field (issue 24 item 4), in tiyin: four steps of a fixed 1-2-5
 * ladder from 5 000 so'm (or from the service's minimum when it is higher) within its limits; where fewer than four
 * are left above the start, the top four within the limits. The same service always shows the same chips, so a
 * cashier's hand learns where 10 000 is.
 */
export function quickAmounts(limits: Limits): Tiyin[] {
  const fits = QUICK_LADDER_SOM.map(toTiyin).filter(
    (amount) => (limits.min === null || amount >= limits.min) && (limits.max === null || amount <= limits.max),
  );
  const from = Math.max(toTiyin(QUICK_FROM_SOM), limits.min ?? 0);
  const start = fits.findIndex((amount) => amount >= from);
  const first = start === -1 ? Math.max(0, fits.length - QUICK_COUNT) : Math.min(start, Math.max(0, fits.length - QUICK_COUNT));
  return fits.slice(first, first + QUICK_COUNT);
}

/** The typed so'm amount ("12345.5" from the mask) in tiyin; null when nothing usable was typed. */
export function parseSum(typed: string): Tiyin | null {
  const normalized = typed.replace(/\s/g, '').replace(',', '.');
  if (!normalized || !/^\d+(\.\d{0,2})?$/.test(normalized)) return null;
  const tiyin = toTiyin(Number(normalized));
  return tiyin > 0 ? tiyin : null;
}

/** A field code for the amount (`required`, `min_value:<tiyin>`, `max_value:<tiyin>`), or null when it fits. */
export function checkAmount(amount: Tiyin | null, limits: Limits): string | null {
  if (amount === null) return 'required';
  if (limits.min !== null && amount < limits.min) return `min_value:${limits.min}`;
  if (limits.max !== null && amount > limits.max) return `max_value:${limits.max}`;
  return null;
}

/** The monthly tier in force: the first whose limit is not spent yet, else the last. */
export function activeTier(tiers: readonly CommissionTier[]): CommissionTier | null {
  return tiers.find((tier) => tier.amountSpent < tier.limit) ?? tiers[tiers.length - 1] ?? null;
}

/** What the payer is charged, shown before paying (the server's figures replace it after). */
export function chargeFor(amount: Tiyin, merchant: Pick<Merchant, 'commission'>, tiers: readonly CommissionTier[] = []): Charge {
  const commission: Commission | null = activeTier(tiers)?.commission ?? merchant.commission;
  return charge(amount, commission);
}

/** spec 02 §4 monthly limit warning for the tier in force; `threshold` is the setting, in tiyin. */
export function limitWarning(tiers: readonly CommissionTier[], threshold: Tiyin | null): { left: Tiyin } | null {
  const tier = activeTier(tiers);
  if (!tier || !monthlyLimitWarning(tier, threshold)) return null;
  return { left: Math.max(0, tier.limit - tier.amountSpent) };
}

/** The `checking_monthly_remaining_limit` setting's value in tiyin, null when unset or not a number. */
export function thresholdOf(value: string | undefined): Tiyin | null {
  if (value === undefined || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/**
 * spec 02 §5 MOBILE phone: 9 digits after +998, starting with an operator prefix; for an operator chosen from the
 * list, also its own account field's rules (its startWith prefixes).
 */
export function checkMobilePhone(phone: string, operator?: Pick<Merchant, 'fields'> | null): string | null {
  if (!phone) return 'required';
  if (phone.length < 9) return 'min_length:9';
  if (!hasMobilePrefix(phone)) return 'invalid_prefix';
  const field = operator ? primaryField(accountFields(operator)) : null;
  return field ? checkAccountField(field, phone) : null;
}

/**
 * The active operator, among the MOBILE services, whose own prefixes take the number: offered when the number is
 * typed on another operator's tile (issue 25: 'Неверный префикс номера' alone left the cashier to guess).
 */
export function operatorOf(phone: string, merchants: readonly Merchant[]): Merchant | null {
  const takes = (merchant: Merchant) => {
    const startWith = primaryField(accountFields(merchant))?.validation.startWith;
    return flowOf(merchant) === 'MOBILE' && isSelectable(merchant) && !!startWith?.length && checkMobilePhone(phone, merchant) === null;
  };
  return merchants.find(takes) ?? null;
}

/** spec 02 §5 card top-up: above the service's withConfirmation limit the payment needs the SMS confirmation. */
export function needsSmsConfirmation(amount: Tiyin | null, merchant: Pick<Merchant, 'fields'>): boolean {
  const threshold = merchant.fields.amount.limit.withConfirmation;
  return amount !== null && threshold !== null && amount > threshold;
}
