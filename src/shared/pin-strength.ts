// Issue 25 item 4: a PIN someone could guess is refused where a PIN is chosen (registration, recovery, an employee's
// first PIN, the change in the profile), with the reason. Both sides apply this one rule; the server is the judge.
import type { ErrorCode } from './errors.ts';

/** Why a PIN is too easy to guess, as the code the server answers. */
export type PinWeakness = Extract<ErrorCode, 'pin_is_repeated' | 'pin_is_sequence' | 'pin_is_phone_digits'>;

const ASCENDING = '0123456789';
const DESCENDING = '9876543210';

/** null for a PIN that is fine; otherwise why not. `phone` is the account's number (any form with its digits). */
export function pinWeakness(pin: string, phone: string): PinWeakness | null {
  // One, two or three digits over and over: 111111, 121212, 123123.
  if ([1, 2, 3].some((block) => pin === pin.slice(0, block).repeat(pin.length / block))) return 'pin_is_repeated';
  if (ASCENDING.includes(pin) || DESCENDING.includes(pin)) return 'pin_is_sequence';
  // Any run of the phone's own nine digits (without the country code, which every phone shares).
  const local = phone.replace(/\D/g, '').slice(-9);
  if (local.length === 9 && local.includes(pin)) return 'pin_is_phone_digits';
  return null;
}
