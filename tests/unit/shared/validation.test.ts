// spec 01 §5 field codes: schemas put them in their messages, the server sends them in `fields`, the client
// translates them ("min_length:9" → "Не менее 9 символов").
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  exactDigits,
  FIELD_CODES,
  issuesToFields,
  minDigits,
  optionalText,
  parseFieldCode,
  requiredString,
} from '../../../src/shared/validation.ts';

/** The field code a schema gives a value, or null when the value passes. */
function codeOf(schema: v.GenericSchema, value: unknown): string | null {
  const result = v.safeParse(schema, value);
  return result.success ? null : issuesToFields(result.issues)._!;
}

describe('parseFieldCode', () => {
  it('splits a code from its number', () => {
    expect(parseFieldCode('min_length:9')).toEqual({ code: 'min_length', n: 9 });
    expect(parseFieldCode('max_value:1000')).toEqual({ code: 'max_value', n: 1000 });
    expect(parseFieldCode('required')).toEqual({ code: 'required' });
  });

  it('reads an unknown code as invalid', () => {
    expect(parseFieldCode('Invalid type')).toEqual({ code: 'invalid' });
    expect(FIELD_CODES).toContain('invalid');
  });
});

describe('requiredString', () => {
  it('trims and refuses empty, blank and missing values as required', () => {
    expect(v.parse(requiredString(), '  Aziz ')).toBe('Aziz');
    expect(codeOf(requiredString(), '')).toBe('required');
    expect(codeOf(requiredString(), '   ')).toBe('required');
    expect(codeOf(requiredString(), undefined)).toBe('required');
    expect(codeOf(requiredString(), 42)).toBe('required');
  });
});

describe('exactDigits', () => {
  it('wants exactly n digits', () => {
    expect(v.parse(exactDigits(6), '012345')).toBe('012345');
    expect(codeOf(exactDigits(6), '')).toBe('required');
    expect(codeOf(exactDigits(6), '12345')).toBe('length:6');
    expect(codeOf(exactDigits(6), '1234567')).toBe('length:6');
    expect(codeOf(exactDigits(6), '12a456')).toBe('digits');
  });
});

describe('minDigits', () => {
  it('wants at least n digits', () => {
    expect(v.parse(minDigits(6), '12345678')).toBe('12345678');
    expect(codeOf(minDigits(6), '12345')).toBe('min_length:6');
    expect(codeOf(minDigits(6), '123 456')).toBe('digits');
    expect(codeOf(minDigits(6), '')).toBe('required');
  });
});

describe('optionalText', () => {
  it('turns empty, blank and missing input into null and trims the rest', () => {
    expect(v.parse(optionalText(), undefined)).toBeNull();
    expect(v.parse(optionalText(), null)).toBeNull();
    expect(v.parse(optionalText(), '   ')).toBeNull();
    expect(v.parse(optionalText(), ' Aliyevich ')).toBe('Aliyevich');
  });
});

describe('issuesToFields', () => {
  const schema = v.object({
    firstName: requiredString(),
    pin: exactDigits(6),
    search: v.array(v.object({ key: v.picklist(['status'], 'invalid') })),
    count: v.number(),
  });
  const fieldsOf = (value: unknown) => {
    const result = v.safeParse(schema, value, { abortPipeEarly: true });
    return result.success ? {} : issuesToFields(result.issues);
  };

  it('maps each field path to its code, nested paths joined with dots', () => {
    expect(fieldsOf({ firstName: ' ', pin: '12', search: [{ key: 'status' }, { key: 'user_id' }], count: 1 })).toEqual({
      firstName: 'required',
      pin: 'length:6',
      'search.1.key': 'invalid',
    });
  });

  it('calls a missing field required and a library message with spaces invalid', () => {
    expect(fieldsOf({ pin: '123456', search: [], count: 'many' })).toEqual({ firstName: 'required', count: 'invalid' });
  });

  it('keeps the first code of a field', () => {
    const result = v.safeParse(v.object({ pin: exactDigits(6) }), { pin: 'ab' });
    expect(result.success).toBe(false);
    expect(issuesToFields(result.issues!)).toEqual({ pin: 'digits' });
  });

  it('puts an issue of the whole value under _', () => {
    expect(codeOf(schema, 'not an object')).toBe('invalid');
  });
});
