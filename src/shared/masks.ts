// Entry and display masks of spec 01 §5, in the token syntax of the client's mask library (`#` = digit).
export const MASKS = {
  phone: '+998 ## ### ## ##',
  localPhone: '## ### ## ##',
  taxNumber: '### ### ###',
  /** The tax field accepts a 9-digit TIN or a 14-digit PINFL. */
  taxNumberOrPinfl: '##############',
  businessNumber: '####',
  bankId: '#####',
  account: '#### #### #### #### ####',
  otp: '######',
  pin: '######',
} as const;

export type MaskName = keyof typeof MASKS;

/** Only the digits a masked value holds; `localPhone` of '+998 90 123 45 67' drops the country code. */
export function unmask(value: string, mask: MaskName): string {
  const digits = value.replace(/\D/g, '');
  if (mask === 'phone' && digits.startsWith('998')) return digits.slice(3);
  return digits;
}

/** Applies a `#` mask to raw digits, stopping where the digits run out (for display of stored values). */
export function applyMask(raw: string, mask: MaskName): string {
  const digits = raw.replace(/\D/g, '');
  const pattern = MASKS[mask];
  let out = '';
  let next = 0;
  const startsWithPrefix = pattern.startsWith('+998');
  const source = startsWithPrefix && digits.startsWith('998') && digits.length > 9 ? digits.slice(3) : digits;
  for (const char of pattern) {
    if (next >= source.length) break;
    if (char === '#') out += source[next++];
    else out += char;
  }
  return out;
}
