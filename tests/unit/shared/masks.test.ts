// spec 01 §5 masks: +998 ## ### ## ## for phones, ### ### ### for tax numbers, groups of four for accounts.
import { describe, expect, it } from 'vitest';
import { applyMask, MASKS, unmask } from '../../../src/shared/masks.ts';

describe('MASKS', () => {
  it('holds the entry masks of spec 01 §5', () => {
    expect(MASKS.phone).toBe('+998 ## ### ## ##');
    expect(MASKS.taxNumber).toBe('### ### ###');
    expect(MASKS.account.replace(/ /g, '')).toHaveLength(20);
    expect(MASKS.businessNumber).toBe('####');
    expect(MASKS.bankId).toBe('#####');
  });
});

describe('applyMask', () => {
  it('shows a phone as +998 ## ### ## ##, from 9 or 12 digits', () => {
    expect(applyMask('901234567', 'phone')).toBe('+998 90 123 45 67');
    expect(applyMask('998901234567', 'phone')).toBe('+998 90 123 45 67');
    expect(applyMask('+998 (90) 123-45-67', 'phone')).toBe('+998 90 123 45 67');
  });

  it('stops where the digits run out', () => {
    expect(applyMask('9012', 'phone')).toBe('+998 90 12');
    expect(applyMask('', 'phone')).toBe('');
    expect(applyMask('3051', 'taxNumber')).toBe('305 1');
  });

  it('drops digits beyond the mask', () => {
    expect(applyMask('3051234567', 'taxNumber')).toBe('305 123 456');
    expect(applyMask('1234567', 'otp')).toBe('123456');
  });

  it('groups a tax number, a local phone and an account', () => {
    expect(applyMask('305123456', 'taxNumber')).toBe('305 123 456');
    expect(applyMask('901234567', 'localPhone')).toBe('90 123 45 67');
    expect(applyMask('20208000900123456001', 'account')).toBe('2020 8000 9001 2345 6001');
  });
});

describe('unmask', () => {
  it('keeps only the digits', () => {
    expect(unmask('305 123 456', 'taxNumber')).toBe('305123456');
    expect(unmask('2020 8000 9001 2345 6001', 'account')).toBe('20208000900123456001');
    expect(unmask('90 123 45 67', 'localPhone')).toBe('901234567');
  });

  it('drops the country code of a masked phone', () => {
    expect(unmask('+998 90 123 45 67', 'phone')).toBe('901234567');
    expect(unmask('+998 99 812 34 56', 'phone')).toBe('998123456');
    expect(unmask('+998 9', 'phone')).toBe('9');
  });

  it('undoes applyMask', () => {
    for (const [raw, mask] of [
      ['901234567', 'phone'],
      ['305123456', 'taxNumber'],
      ['20208000900123456001', 'account'],
    ] as const) {
      expect(unmask(applyMask(raw, mask), mask)).toBe(raw);
    }
  });
});
