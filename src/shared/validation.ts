// Field-level validation codes (spec 01 §5). Schemas put these codes in their messages; the server sends them in
// `fields`, the client translates them. A parameter follows a colon: `min_length:9` → "Не менее 9 символов".
import * as v from 'valibot';
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

/** A non-empty trimmed string. */
export const requiredString = () => v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'));

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

/** An optional text: empty input becomes null. */
export const optionalText = () =>
  v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((value) => (value && value.trim() ? value.trim() : null)),
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
