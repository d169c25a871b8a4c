// spec 02 §5 rules for the payer data of a payment: account fields (mask, pattern, startWith, prefixes),
// the MOBILE flow's prefixes and amount range, card numbers. Pure: the forms and the server use the same code.
import type { Tiyin } from './money.ts';

export const ACCOUNT_FIELD_TYPES = ['TEXT', 'NUMBER', 'PHONE'] as const;
export type AccountFieldType = (typeof ACCOUNT_FIELD_TYPES)[number];
export const PREFIX_TYPES = ['REGION_CODE', 'SUB_REGION_CODE', 'REGIONS_CODE', 'ACCOUNT_PREFIX'] as const;
export type PrefixType = (typeof PREFIX_TYPES)[number];

export type AccountField = {
  name: string;
  type: AccountFieldType;
  title: { uz: string; ru: string; en: string };
  placeholder: string | null;
  prefix: { type: PrefixType; value: string | null } | null;
  /** `#` is a digit placeholder; with `unmask` only the placeholders' characters are kept in the value. */
  mask: { value: string; unmask: boolean } | null;
  validation: { pattern: string | null; required: boolean; startWith: string[] | null };
  position: number;
  primary: boolean;
  status: 'ACTIVE' | 'INACTIVE';
};

/** What an account field check can answer: a field code of validation.ts, or the spec's `invalid_prefix`. */
export type AccountFieldProblem = 'required' | `min_length:${number}` | 'invalid' | 'invalid_prefix';

/** The value as it is sent: unmasked fields keep only the characters typed into placeholders. */
export function accountValue(field: Pick<AccountField, 'mask' | 'type'>, typed: string): string {
  const value = typed.trim();
  if (field.mask?.unmask || field.type === 'PHONE' || field.type === 'NUMBER') return value.replace(/\D/g, '');
  return value;
}

/** spec 02 §5: with a mask the value needs at least the mask's length (its placeholders only when unmasked). */
export function requiredLength(field: Pick<AccountField, 'mask'>): number {
  if (!field.mask) return 0;
  return field.mask.unmask ? [...field.mask.value].filter((char) => char === '#').length : field.mask.value.length;
}

export function checkAccountField(field: AccountField, typed: string): AccountFieldProblem | null {
  const trimmed = typed.trim();
  if (!trimmed) return field.validation.required ? 'required' : null;
  const length = requiredLength(field);
  const measured = field.mask?.unmask ? accountValue(field, trimmed) : trimmed;
  if (measured.length < length) return `min_length:${length}`;
  const value = accountValue(field, trimmed);
  if (field.validation.startWith?.length && !field.validation.startWith.some((start) => value.startsWith(start))) {
    return 'invalid_prefix';
  }
  if (field.validation.pattern && !new RegExp(field.validation.pattern).test(value)) return 'invalid';
  return null;
}

/** The prefix shown before a field and prepended to the account sent to billing. */
export function accountPrefix(
  field: Pick<AccountField, 'prefix'>,
  chosen: { regionCode: string | null; subRegionCode: string | null },
): string {
  switch (field.prefix?.type) {
    case 'ACCOUNT_PREFIX':
      return field.prefix.value ?? '';
    case 'REGION_CODE':
      return chosen.regionCode ?? '';
    case 'SUB_REGION_CODE':
      return chosen.subRegionCode ?? '';
    case 'REGIONS_CODE':
      return `${chosen.regionCode ?? ''}${chosen.subRegionCode ?? ''}`;
    default:
      return '';
  }
}

/** spec 02 §5 MOBILE flow: the operator prefixes after +998 and the amount range 1 000 – 1 000 000 so'm. */
export const MOBILE_PREFIXES = ['95', '98', '99', '77', '50', '88', '97', '20', '93', '94', '90', '91', '33'] as const;
export const MOBILE_AMOUNT = { min: 1_000 * 100, max: 1_000_000 * 100 } as const satisfies Record<string, Tiyin>;

export function hasMobilePrefix(localPhone: string): boolean {
  return MOBILE_PREFIXES.some((prefix) => localPhone.startsWith(prefix));
}

/** Cards: 16 digits; UZCARD starts 8600, HUMO 9860 (shared/data card-bins.json, verified schemes). */
export const CARD_NUMBER_LENGTH = 16;
export const CARD_TYPES = ['UZCARD', 'HUMO'] as const;
export type CardType = (typeof CARD_TYPES)[number];

export function cardTypeOf(pan: string): CardType | null {
  if (!/^\d{16}$/.test(pan)) return null;
  if (pan.startsWith('8600')) return 'UZCARD';
  if (pan.startsWith('9860')) return 'HUMO';
  return null;
}

/** The only form in which a card number is kept or shown: first six and last four digits. */
export function maskPan(pan: string): string {
  const digits = pan.replace(/\D/g, '');
  if (digits.length < 10) return '*'.repeat(digits.length);
  return `${digits.slice(0, 6)}${'*'.repeat(digits.length - 10)}${digits.slice(-4)}`;
}

/** A card number as people type or group it: 16 to 19 digits, optionally in groups split by spaces or dashes. */
const CARD_NUMBER = /^\d(?:[ -]?\d){15,18}$/;

/**
 * The one masking rule for an account shown anywhere (issue 24 item 5): an account that is a card number (a Visa
 * top-up's, like card-to-card's) reads as its first six and last four digits on every screen, receipt, list and
 * queue row; any other account is answered unchanged. No other account a service takes (a phone, a 20-digit bank
 * account, a PINFL) has 16 to 19 digits alone.
 */
export function maskCardAccount(account: string): string {
  const typed = account.trim();
  return CARD_NUMBER.test(typed) ? maskPan(typed) : account;
}

/**
 * The outbox's age limit (DESIGN §6): the oldest unsent payment may be this old before new ones are refused. A
 * public setting (hours) overrides the default; the server clamps a payment's time to it (`paymentTimeOf`).
 */
export const OFFLINE_MAX_AGE = { settingKey: 'offline_max_age_hours', defaultMs: 24 * 60 * 60 * 1000 } as const;

/**
 * When the cashier took the payment (issue 16, DESIGN §6): the request date the device sent (its clock corrected by
 * the recorded offset), never later than when the server received it and never older than the outbox's age limit.
 */
export function paymentTimeOf(requestDate: number, receivedAt: number, maxAgeMs: number): number {
  return Math.min(receivedAt, Math.max(receivedAt - maxAgeMs, requestDate));
}
