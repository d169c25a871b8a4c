// E-IMZO certificate aliases (../shared/EIMZO.md §3) and the rules that disable a key in the signing dialog
// (spec 03 §4–5). Pure: the client's key list, the emulator and the server's tests all read aliases through here.

/** Subject attributes of Uzbek EDS certificates. */
export const EIMZO_OIDS = {
  /** The company TIN; absent when the holder is an individual. */
  companyTin: '1.2.860.3.16.1.1',
  /** The holder's personal number (PINFL, 14 digits). */
  pinfl: '1.2.860.3.16.1.2',
  /** X.500 UID: an individual's own TIN. */
  uid: '0.9.2342.19200300.100.1.1',
} as const;

/** EIMZO.md §1: plain ws when the page is http, wss on another port when it is https. */
export const EIMZO_PORTS = { ws: 64646, wss: 64443 } as const;
export const EIMZO_PATH = '/service/cryptapi';

export function eimzoUrl(secure: boolean): string {
  return secure
    ? `wss://127.0.0.1:${EIMZO_PORTS.wss}${EIMZO_PATH}`
    : `ws://127.0.0.1:${EIMZO_PORTS.ws}${EIMZO_PATH}`;
}

/** A key file as `pfx list_all_certificates` lists it. */
export type EimzoKeyFile = { disk: string; path: string; name: string; alias: string };

/** spec 03 §3 EDS certificate, read from the alias. Text values are upper case (EIMZO.md §3 rule 1). */
export type EimzoCertificate = {
  serialNumber: string;
  /** The holder's full name (CN). */
  name: string;
  organization: string | null;
  /** Job title (`T`), e.g. DIREKTOR; never the TIN. */
  title: string | null;
  /** The company TIN (`1.2.860.3.16.1.1`) or, for an individual, the personal TIN (`UID`). */
  tin: string | null;
  pinfl: string | null;
  /** Whether the alias carries a company TIN: the one verified legal-entity test. */
  legalEntity: boolean;
  validFrom: Date;
  validTo: Date;
};

export type EimzoKey = EimzoCertificate & { file: EimzoKeyFile };

/** `YYYY.MM.DD HH:mm:ss`, read as local time like the official client (EIMZO.md §3 rule 6). */
export function parseEimzoDate(text: string): Date | null {
  if (!/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}:\d{2}$/.test(text.trim())) return null;
  const date = new Date(text.trim().replace(/\./g, '-').replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Splits an alias into its fields by the official rules, in order (EIMZO.md §3 rules 1–3). */
export function aliasFields(alias: string): Map<string, string> {
  const upper = alias.toUpperCase().replace(`${EIMZO_OIDS.companyTin}=`, 'INN=').replace(`${EIMZO_OIDS.pinfl}=`, 'PINFL=');
  const fields = new Map<string, string>();
  // A value may contain commas as long as no `KEY=` follows them.
  for (const part of upper.split(/,(?=[A-Z]+=)/)) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const key = part.slice(0, at).trim();
    if (!fields.has(key)) fields.set(key, part.slice(at + 1).trim());
  }
  return fields;
}

/** The certificate an alias describes, or null for one the official client skips (no TIN and no PINFL, no dates). */
export function parseAlias(alias: string): EimzoCertificate | null {
  const fields = aliasFields(alias);
  const value = (key: string) => fields.get(key) || null;
  const inn = value('INN');
  const tin = inn ?? value('UID');
  const pinfl = value('PINFL');
  const validFrom = parseEimzoDate(fields.get('VALIDFROM') ?? '');
  const validTo = parseEimzoDate(fields.get('VALIDTO') ?? '');
  if ((!tin && !pinfl) || !validFrom || !validTo) return null;
  return {
    serialNumber: value('SERIALNUMBER') ?? '',
    name: value('CN') ?? '',
    organization: value('O'),
    title: value('T'),
    tin,
    pinfl,
    legalEntity: inn !== null,
    validFrom,
    validTo,
  };
}

/** The keys of a `list_all_certificates` answer that can be offered, in its order. */
export function keysOf(files: readonly EimzoKeyFile[]): EimzoKey[] {
  return files.flatMap((file) => {
    const certificate = parseAlias(file.alias);
    return certificate ? [{ ...certificate, file }] : [];
  });
}

/** EIMZO.md §3 rule 7. */
export function isKeyExpired(certificate: Pick<EimzoCertificate, 'validTo'>, now: Date): boolean {
  return now.getTime() > certificate.validTo.getTime();
}

/** spec 01 §3: the display rule for a legal entity; the signing checks use the certificate's own fields. */
export function isLegalEntityTaxNumber(taxNumber: string): boolean {
  return /^[23]\d{8}$/.test(taxNumber);
}

export type SignerIds = { tin: string | null; pinfl: string | null };
export type BusinessIds = { taxNumber: string; pin: string | null };

/**
 * Whether a signer is the business: its TIN (company TIN, or an individual's UID) is the business's tax number, or
 * its PINFL is the business's personal number (an individual registered by PINFL has it as the tax number too).
 */
export function signerIsBusiness(signer: SignerIds, business: BusinessIds): boolean {
  if (signer.tin && signer.tin === business.taxNumber) return true;
  if (!signer.pinfl) return false;
  return signer.pinfl === business.pin || signer.pinfl === business.taxNumber;
}

/** Why a key is disabled in the key list (spec 03 §5), or null when it can sign for the business. */
export type KeyProblem = 'key_expired' | 'key_not_of_business';

export function keyProblem(certificate: EimzoCertificate, business: BusinessIds, now: Date): KeyProblem | null {
  if (isKeyExpired(certificate, now)) return 'key_expired';
  return signerIsBusiness(certificate, business) ? null : 'key_not_of_business';
}

/** Formats a date as an alias writes it (local time), for the emulator and tests. */
export function formatEimzoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getFullYear()}.${pad(date.getMonth() + 1)}.${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}
