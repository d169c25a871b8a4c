// spec 01 §5: the profile form and the PIN change form.
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { changePinForm, profileForm } from '../../../../src/shared/api/profile.ts';
import { issuesToFields } from '../../../../src/shared/validation.ts';

const fieldsOf = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? null : issuesToFields(result.issues);
};

describe('profileForm', () => {
  it('wants first and last name; surname and email are optional, the email valid if given', () => {
    expect(v.parse(profileForm, { firstName: ' Aziz ', lastName: 'Karimov', email: '' })).toEqual({
      firstName: 'Aziz',
      lastName: 'Karimov',
      surname: null,
      email: null,
      imageId: null,
    });
    expect(fieldsOf(profileForm, { firstName: '', lastName: ' ' })).toEqual({ firstName: 'required', lastName: 'required' });
    expect(fieldsOf(profileForm, { firstName: 'A', lastName: 'B', email: 'aziz@' })).toEqual({ email: 'email' });
    expect(v.parse(profileForm, { firstName: 'A', lastName: 'B', email: ' aziz@example.uz ' }).email).toBe('aziz@example.uz');
  });
});

describe('changePinForm', () => {
  it('wants the repeat to equal the new PIN', () => {
    const form = { oldPassword: '111111', newPassword: '222222', repeatPassword: '222222' };
    expect(fieldsOf(changePinForm, form)).toBeNull();
    expect(fieldsOf(changePinForm, { ...form, repeatPassword: '222223' })).toEqual({ repeatPassword: 'pin_mismatch' });
  });

  it('wants at least 6 digits in each PIN', () => {
    expect(fieldsOf(changePinForm, { oldPassword: '11111', newPassword: '22222a', repeatPassword: '22222a' })).toEqual({
      oldPassword: 'min_length:6',
      newPassword: 'digits',
      repeatPassword: 'digits',
    });
  });
});
