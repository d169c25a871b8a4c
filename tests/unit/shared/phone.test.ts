// DESIGN §3: phones on the wire are 998XXXXXXXXX; 9 local digits are accepted. spec 01 §5: shown +998 ## ### ## ##.
import { describe, expect, it } from 'vitest';
import { formatPhone, localPart, normalisePhone } from '../../../src/shared/phone.ts';

describe('normalisePhone', () => {
  it('turns 9 local digits into the 12-digit form', () => {
    expect(normalisePhone('901234567')).toBe('998901234567');
    expect(normalisePhone('90 123 45 67')).toBe('998901234567');
  });

  it('keeps a 12-digit Uzbek phone, whatever its punctuation', () => {
    expect(normalisePhone('998901234567')).toBe('998901234567');
    expect(normalisePhone('+998 (90) 123-45-67')).toBe('998901234567');
  });

  it('refuses what is not an Uzbek phone', () => {
    expect(normalisePhone('')).toBeNull();
    expect(normalisePhone('12345678')).toBeNull();
    expect(normalisePhone('8901234567')).toBeNull();
    expect(normalisePhone('790012345678')).toBeNull();
    expect(normalisePhone('9989012345678')).toBeNull();
  });
});

describe('localPart', () => {
  it('answers the 9 digits after +998', () => {
    expect(localPart('998901234567')).toBe('901234567');
    expect(localPart('+998 90 123 45 67')).toBe('901234567');
    expect(localPart('901234567')).toBe('901234567');
  });
});

describe('formatPhone', () => {
  it('shows a phone as +998 ## ### ## ##', () => {
    expect(formatPhone('998901234567')).toBe('+998 90 123 45 67');
    expect(formatPhone('901234567')).toBe('+998 90 123 45 67');
  });

  it('leaves what is not a phone as it is', () => {
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone('')).toBe('');
  });
});
