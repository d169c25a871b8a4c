// DESIGN §4 / EIMZO.md "Our design": signatures reach the server as attached PKCS#7 and are verified behind this
// interface. Production passes them to E-IMZO-SERVER (Node cannot verify the O'zDSt algorithms); development and tests
// verify standard-algorithm signatures under the test CA. The rules on top (content, signer, signing time) live in the
// documents service, so they hold whichever verifier answers.

export type SignerCertificate = {
  serialNumber: string;
  name: string | null;
  organization: string | null;
  /** Company TIN (1.2.860.3.16.1.1) or the individual's TIN (UID), as EIMZO.md §3 reads it. */
  tin: string | null;
  pinfl: string | null;
  validFrom: Date;
  validTo: Date;
};

export type VerifiedSigner = {
  certificate: SignerCertificate;
  /** The time the signer claims (or the timestamp token's); null when the signature carries none. */
  signingTime: Date | null;
  signatureHex: string;
  /** The time of a verified timestamp token over this signature (account invoices need one); null without one. */
  timestampTime: Date | null;
};

/** Why a signature is refused before the service's own rules run. */
export type SignatureRefusal =
  | 'signature_is_invalid'
  | 'certificate_expired'
  | 'certificate_untrusted'
  | 'signature_service_unavailable';

export type Verification =
  | { ok: true; content: Uint8Array; signers: VerifiedSigner[] }
  | { ok: false; code: SignatureRefusal; detail?: string };

/** Who is signing: E-IMZO-SERVER wants the site's host and the user's address with every call. */
export type VerifyContext = { host: string; clientIp: string };

export type SignatureVerifier = {
  readonly name: string;
  /** Checks every signer's signature, its chain to a trusted CA and its validity at signing time. */
  verifyAttached(pkcs7Base64: string, context: VerifyContext): Promise<Verification>;
};

/** The system's countersignature over a document the owner signed. */
export type SystemSeal = {
  /** An attached PKCS#7 by the system's key, or null where the seal is applied outside this server. */
  sign(content: Uint8Array): Promise<string | null>;
};

/** The timestamp authority behind `POST /v1/account-invoice/timestamp` (spec 03 §4, EIMZO.md §2 timestamp flow). */
export type Timestamper = {
  /** A base64 RFC 3161 timestamp token over the signature's raw bytes, for E-IMZO's attach_timestamp_token_pkcs7. */
  stamp(signatureHex: string): Promise<string | null>;
};

export type SignatureProvider = { verifier: SignatureVerifier; seal: SystemSeal; timestamper: Timestamper };

export type SignatureSettings = { eimzoServerUrl: string | null };

export function signatureSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): SignatureSettings {
  return { eimzoServerUrl: env.EIMZO_SERVER_URL?.trim() || null };
}
