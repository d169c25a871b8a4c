import { describe, expect, it } from 'vitest';
import { pinWeakness } from '#shared/pin-strength.ts';

const PHONE = '998901234567';

describe('pinWeakness (issue 25)', () => {
  it('refuses one, two or three digits over and over', () => {
    for (const pin of ['000000', '111111', '121212', '909090', '123123', '472472']) expect(pinWeakness(pin, PHONE), pin).toBe('pin_is_repeated');
  });
  it('refuses runs up or down', () => {
    for (const pin of ['012345', '123456', '456789', '987654', '543210']) expect(pinWeakness(pin, PHONE), pin).toBe('pin_is_sequence');
  });
  it("refuses six digits of the account's own number, not its country code", () => {
    expect(pinWeakness('901234', PHONE)).toBe('pin_is_phone_digits');
    expect(pinWeakness('234567', PHONE)).toBe('pin_is_sequence');
    expect(pinWeakness('012345', '+998 90 012 34 56')).toBe('pin_is_sequence');
    expect(pinWeakness('900123', '998 90 012 34 56')).toBe('pin_is_phone_digits');
    expect(pinWeakness('998901', PHONE)).toBeNull();
  });
  it('accepts the rest', () => {
    for (const pin of ['470215', '135790', '582046', '112233', '102030']) expect(pinWeakness(pin, PHONE), pin).toBeNull();
  });
});
