import { describe, expect, it } from 'vitest';
import {
  accountPrefix,
  accountValue,
  cardTypeOf,
  checkAccountField,
  hasMobilePrefix,
  maskCardAccount,
  maskPan,
  MOBILE_AMOUNT,
  requiredLength,
  type AccountField,
} from '#shared/payment-rules.ts';

function field(changes: Partial<AccountField> = {}): AccountField {
  return {
    name: 'account',
    type: 'TEXT',
    title: { uz: 'Hisob', ru: 'Лицевой счёт', en: 'Account' },
    placeholder: null,
    prefix: null,
    mask: null,
    validation: { pattern: null, required: true, startWith: null },
    position: 1,
    primary: true,
    status: 'ACTIVE',
    ...changes,
  };
}

describe('checkAccountField (spec 02 §5)', () => {
  it('requires a value only when the field says so', () => {
    expect(checkAccountField(field(), '  ')).toBe('required');
    expect(checkAccountField(field({ validation: { pattern: null, required: false, startWith: null } }), '')).toBeNull();
  });

  it('with an unmasked mask, needs as many characters as the mask has placeholders', () => {
    const masked = field({ mask: { value: '## ### ## ##', unmask: true } });
    expect(requiredLength(masked)).toBe(9);
    expect(checkAccountField(masked, '90 123 45')).toBe('min_length:9');
    expect(checkAccountField(masked, '90 123 45 67')).toBeNull();
  });

  it('with a kept mask, needs the whole masked length', () => {
    const kept = field({ mask: { value: 'AA-######', unmask: false } });
    expect(requiredLength(kept)).toBe(9);
    expect(checkAccountField(kept, 'AB-12345')).toBe('min_length:9');
    expect(checkAccountField(kept, 'AB-123456')).toBeNull();
  });

  it('answers invalid_prefix when the value does not start as required', () => {
    const phone = field({ type: 'PHONE', validation: { pattern: null, required: true, startWith: ['90', '91'] } });
    expect(checkAccountField(phone, '93 123 45 67')).toBe('invalid_prefix');
    expect(checkAccountField(phone, '91 123 45 67')).toBeNull();
  });

  it('checks the pattern on the value as sent', () => {
    const pattern = field({ validation: { pattern: '^[A-Z]{2}\\d{6}$', required: true, startWith: null } });
    expect(checkAccountField(pattern, 'ab123456')).toBe('invalid');
    expect(checkAccountField(pattern, 'AB123456')).toBeNull();
  });
});

describe('accountValue', () => {
  it('keeps digits only for unmasked, phone and number fields, and the text otherwise', () => {
    expect(accountValue({ type: 'TEXT', mask: { value: '## ###', unmask: true } }, '12 345')).toBe('12345');
    expect(accountValue({ type: 'PHONE', mask: null }, '+998 90 123')).toBe('99890123');
    expect(accountValue({ type: 'TEXT', mask: { value: 'AA-###', unmask: false } }, ' AB-123 ')).toBe('AB-123');
  });
});

describe('accountPrefix', () => {
  const chosen = { regionCode: '12', subRegionCode: '07' };
  it('prefixes by type: fixed, region, subregion, or both', () => {
    expect(accountPrefix({ prefix: { type: 'ACCOUNT_PREFIX', value: '10' } }, chosen)).toBe('10');
    expect(accountPrefix({ prefix: { type: 'REGION_CODE', value: null } }, chosen)).toBe('12');
    expect(accountPrefix({ prefix: { type: 'SUB_REGION_CODE', value: null } }, chosen)).toBe('07');
    expect(accountPrefix({ prefix: { type: 'REGIONS_CODE', value: null } }, chosen)).toBe('1207');
    expect(accountPrefix({ prefix: null }, chosen)).toBe('');
  });
});

describe('mobile rules', () => {
  it('accepts only the operator prefixes of spec 02 §5', () => {
    for (const prefix of ['95', '98', '99', '77', '50', '88', '97', '20', '93', '94', '90', '91', '33']) {
      expect(hasMobilePrefix(`${prefix}1234567`)).toBe(true);
    }
    expect(hasMobilePrefix('711234567')).toBe(false);
    expect(MOBILE_AMOUNT).toEqual({ min: 100_000, max: 100_000_000 });
  });
});

describe('cards', () => {
  it('knows UZCARD and HUMO by their 16-digit numbers', () => {
    expect(cardTypeOf('8600123412341234')).toBe('UZCARD');
    expect(cardTypeOf('9860123412341234')).toBe('HUMO');
    expect(cardTypeOf('4000123412341234')).toBeNull();
    expect(cardTypeOf('860012341234')).toBeNull();
  });

  it('shows only the first six and last four digits', () => {
    expect(maskPan('8600 1234 5678 9012')).toBe('860012******9012');
  });

  it('masks an account that is a card number, however grouped, and leaves every other account alone', () => {
    expect(maskCardAccount('4000 1234 1234 1234')).toBe('400012******1234');
    expect(maskCardAccount('4000123412341234')).toBe('400012******1234');
    expect(maskCardAccount('8600-1234-5678-9012')).toBe('860012******9012');
    expect(maskCardAccount('6262123412341234567')).toBe('626212*********4567');
    expect(maskCardAccount('901234567')).toBe('901234567');
    expect(maskCardAccount('20208000900100001001')).toBe('20208000900100001001');
    expect(maskCardAccount('12345678901234')).toBe('12345678901234');
    expect(maskCardAccount('TH-4000123412341234')).toBe('TH-4000123412341234');
    expect(maskCardAccount('860012******9012')).toBe('860012******9012');
  });
});
