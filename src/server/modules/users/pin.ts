// PINs are hashed with argon2id (@node-rs/argon2's default algorithm); repeated failures lock the account.
import { hash, verify } from '@node-rs/argon2';
import { pinWeakness } from '#shared/pin-strength.ts';
import { AppError } from '../../http/app-error.ts';

export const PIN_MAX_FAILURES = 5;
export const PIN_LOCK_MS = 15 * 60 * 1000;

export function hashPin(pin: string): Promise<string> {
  return hash(pin, { memoryCost: 19456, timeCost: 2, parallelism: 1 });
}

export function verifyPin(pinHash: string, pin: string): Promise<boolean> {
  return verify(pinHash, pin);
}

/** A PIN being chosen for the account of `phone`: one easy to guess is refused with its reason (issue 25). */
export function requireStrongPin(pin: string, phone: string): void {
  const weakness = pinWeakness(pin, phone);
  if (weakness) throw new AppError(400, weakness);
}
