// spec 01 §5: the phone field of sign-in, registration and recovery; the code and PIN fields.
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { otpField, phoneField, signInPin } from '../../../../src/shared/api/auth.ts';
import { issuesToFields } from '../../../../src/shared/validation.ts';

const codeOf = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? null : issuesToFields(result.issues)._;
};

describe('phoneField', () => {
  it('normalises a typed phone to 998XXXXXXXXX', () => {
    expect(v.parse(phoneField, '+998 90 123 45 67')).toBe('998901234567');
    expect(v.parse(phoneField, '90 123 45 67')).toBe('998901234567');
  });

  it('wants at least 9 digits of an Uzbek phone', () => {
    expect(codeOf(phoneField, '')).toBe('required');
    expect(codeOf(phoneField, '90 123 45')).toBe('min_length:9');
    expect(codeOf(phoneField, '7 900 123 45 67')).toBe('invalid');
  });
});

describe('otpField and signInPin', () => {
  it('want exactly six digits', () => {
    expect(codeOf(otpField, '123456')).toBeNull();
    expect(codeOf(otpField, '12345')).toBe('length:6');
    expect(codeOf(signInPin, '1234567')).toBe('length:6');
    expect(codeOf(signInPin, '')).toBe('required');
  });
});
