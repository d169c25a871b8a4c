// spec 02 §5 display formats of a payment's account fields: the field's own mask when it has one (a phone as
// +998 ## ### ## ##), long bare numbers grouped in fives, the prefix in front as billing knows the account.
import { Mask } from 'maska';

type AccountField = { value: string; prefix: string | null; mask: string | null };

const PHONE_MASK = '## ### ## ##';

export function accountText({ value, prefix, mask }: AccountField): string {
  const full = `${prefix ?? ''}${value}`;
  if (mask && !prefix) {
    const masked = new Mask({ mask }).masked(value);
    return mask === PHONE_MASK && /^\d{9}$/.test(value) ? `+998 ${masked}` : masked;
  }
  return /^\d{10,}$/.test(full) ? full.replace(/(\d{5})(?=\d)/g, '$1 ') : full;
}
