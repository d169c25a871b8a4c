// Field-level validation codes (spec 01 §5). Schemas put these codes in their messages; the server sends them in
// `fields`, the client translates them. A parameter follows a colon: `min_length:9` → "Не менее 9 символов".
import * as v from 'valibot';
import { MAX_TIYIN } from './money.ts';
import { LOCAL_PHONE_LENGTH, localPart } from './phone.ts';

export const FIELD_CODES = [
  'required',
  'min_length',
  'max_length',
  'length',
  'min_value',
  'max_value',
  'min_items',
  'max_items',
  'email',
  'digits',
  'pin_mismatch',
  'invalid_prefix',
  'invalid',
] as const;
export type FieldCode = (typeof FIELD_CODES)[number];

export function parseFieldCode(message: string): { code: FieldCode; n?: number } {
  const [code, n] = message.split(':');
  const known = (FIELD_CODES as readonly string[]).includes(code) ? (code as FieldCode) : 'invalid';
  return n === undefined ? { code: known } : { code: known, n: Number(n) };
}

/** The longest free text any field stores unless its schema says less (issue 14 item 2). */
export const MAX_TEXT_LENGTH = 1000;
/** Names of people, sale points and businesses. */
export const MAX_NAME_LENGTH = 150;
/** Addresses and other one-line descriptions. */
export const MAX_LINE_LENGTH = 500;

export const maxLength = (n: number) => v.maxLength<string, number, string>(n, `max_length:${n}`);

/** A non-empty trimmed string of at most `max` characters. */
export const requiredString = (max = MAX_TEXT_LENGTH) =>
  v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), maxLength(max));

export const digitsOnly = () => v.regex<string, string>(/^\d*$/, 'digits');
export const minLength = (n: number) => v.minLength<string, number, string>(n, `min_length:${n}`);
export const exactLength = (n: number) => v.length<string, number, string>(n, `length:${n}`);

/** Exactly `n` digits (one-time codes, PINs on sign-in, bank id, account). */
export const exactDigits = (n: number) =>
  v.pipe(v.string('required'), v.nonEmpty('required'), digitsOnly(), exactLength(n));

/** At least `n` digits (PINs outside sign-in). */
export const minDigits = (n: number) =>
  v.pipe(v.string('required'), v.nonEmpty('required'), digitsOnly(), minLength(n));

/** A phone's 9 local digits, sent as those 9 or as the 12 of the wire form 998XXXXXXXXX (DESIGN §3). */
export const localPhoneDigits = () =>
  v.pipe(
    v.string('required'),
    v.transform(localPart),
    v.regex(/^\d{9}$/, `length:${LOCAL_PHONE_LENGTH}`),
  );

/** An optional text of at most `max` characters: empty input becomes null. */
export const optionalText = (max = MAX_TEXT_LENGTH) =>
  v.pipe(
    v.optional(v.nullable(v.pipe(v.string(), maxLength(max))), null),
    v.transform((value) => (value && value.trim() ? value.trim() : null)),
  );

/**
 * An amount of money in tiyin: a safe integer from `min` up to MAX_TIYIN (issue 14 item 2). Every schema that
 * carries money uses it, so `1e300`, `1.5` or `1e20` never reach a bigint column.
 */
export const moneyAmount = (min = 1) =>
  v.pipe(
    v.number('required'),
    v.safeInteger('invalid'),
    v.minValue(min, `min_value:${min}`),
    v.maxValue(MAX_TIYIN, `max_value:${MAX_TIYIN}`),
  );

/** JavaScript's date range: epoch milliseconds beyond it make an Invalid Date (issue 14 item 1). */
export const MAX_EPOCH_MS = 8_640_000_000_000_000;

export function isEpochMs(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && Math.abs(value) <= MAX_EPOCH_MS;
}

/** An instant as epoch milliseconds (DESIGN §3), within the range a Date can hold. */
export const epochMs = () =>
  v.pipe(
    v.number('required'),
    v.safeInteger('invalid'),
    v.minValue(-MAX_EPOCH_MS, 'invalid'),
    v.maxValue(MAX_EPOCH_MS, 'invalid'),
  );

/** Turns valibot issues into the `fields` map of a validation_error. */
export function issuesToFields(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? '';
    // A missing key gets valibot's own object message, not the field's: a missing value is always `required`.
    const code = issue.input === undefined ? 'required' : issue.message.includes(' ') ? 'invalid' : issue.message;
    fields[path || '_'] ??= code;
  }
  return fields;
}
