// src/client/features/invoices/account-text.ts: account fields shown per spec 02 §5 display formats.
import { describe, expect, it } from 'vitest';
import { accountText } from '../../../../src/client/features/invoices/account-text.ts';

describe('accountText', () => {
  it('shows a phone as +998 ## ### ## ##', () => {
    expect(accountText({ value: '901234500', prefix: null, mask: '## ### ## ##' })).toBe('+998 90 123 45 00');
  });

  it('applies any other mask of the field', () => {
    expect(accountText({ value: '12345678', prefix: null, mask: '### ### ##' })).toBe('123 456 78');
  });

  it('groups long bare numbers in fives and keeps the prefix in front', () => {
    expect(accountText({ value: '20001234567', prefix: null, mask: null })).toBe('20001 23456 7');
    expect(accountText({ value: '3456789', prefix: '10', mask: null })).toBe('103456789');
    expect(accountText({ value: 'TH-100991', prefix: null, mask: null })).toBe('TH-100991');
  });
});
