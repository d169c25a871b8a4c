// The staff second factor: RFC 6238 TOTP (30 s steps, 6 digits, SHA-1: what every authenticator app reads from an
// otpauth:// URL) through the otpauth package.
import { Secret, TOTP } from 'otpauth';
import { STAFF_TOTP_DIGITS } from '#shared/api/staff.ts';

const PERIOD_SECONDS = 30;

const totpOf = (secret: string, login: string) =>
  new TOTP({ issuer: 'Agent Portal staff', label: login, secret: Secret.fromBase32(secret), digits: STAFF_TOTP_DIGITS, period: PERIOD_SECONDS });

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function otpauthUrl(secret: string, login: string): string {
  return totpOf(secret, login).toString();
}

export function totpCode(secret: string, login: string, at: Date): string {
  return totpOf(secret, login).generate({ timestamp: at.getTime() });
}

/** The time step `code` belongs to (one step of clock drift either way), or null when it is wrong. */
export function totpStep(secret: string, login: string, code: string, at: Date): number | null {
  const delta = totpOf(secret, login).validate({ token: code, timestamp: at.getTime(), window: 1 });
  return delta === null ? null : Math.floor(at.getTime() / 1000 / PERIOD_SECONDS) + delta;
}
