import crypto from 'node:crypto';

/** An opaque bearer secret (otp, confirm, refresh and device tokens). */
export function randomToken(bytes = 32): string {
  return crypto.randomBytes(bytes).toString('base64url');
}

/** Tokens are stored only as their hash, so a leaked table cannot be replayed. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export function randomDigits(length: number): string {
  return Array.from({ length }, () => crypto.randomInt(0, 10)).join('');
}

/** One-time codes are short: keyed hashing keeps an offline guess from working without the server's key. */
export function hashCode(key: string, challengeId: string, code: string): string {
  return crypto.createHmac('sha256', key).update(`${challengeId}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  return a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
