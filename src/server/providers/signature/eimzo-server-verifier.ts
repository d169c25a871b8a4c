// The production verifier: the vendor's E-IMZO-SERVER (EIMZO.md §5), which verifies the O'zDSt signatures Node
// cannot. `POST /backend/pkcs7/verify/attached` takes the base64 PKCS#7 as the body with the site's `Host` and the
// user's `X-Real-IP`, and answers `{status, message, pkcs7Info: {signers: [...], documentBase64}}`.
import http from 'node:http';
import https from 'node:https';
import { EIMZO_OIDS } from '#shared/eimzo.ts';
import { TASHKENT_OFFSET_MS } from '#shared/period.ts';
import type {
  SignatureProvider,
  SignatureVerifier,
  SignerCertificate,
  Verification,
  VerifiedSigner,
  VerifyContext,
} from './signature-verifier.ts';

type CertificateJson = {
  subjectInfo?: Record<string, string>;
  serialNumber?: string;
  validFrom?: string;
  validTo?: string;
};

type SignerJson = {
  signingTime?: string;
  signature?: string;
  certificate?: CertificateJson[];
  verified?: boolean;
  certificateVerified?: boolean;
  certificateValidAtSigningTime?: boolean;
  revokedStatusInfo?: unknown;
  exception?: string;
  timeStampInfo?: { time?: string; verified?: boolean };
};

type VerifyReply = {
  status?: number;
  message?: string;
  pkcs7Info?: { signers?: SignerJson[]; documentBase64?: string };
};

export const VERIFY_ATTACHED_PATH = '/backend/pkcs7/verify/attached';

/** Its times are `YYYY-MM-DD HH:mm:ss` in the server's zone, Tashkent (UTC+5). */
function eimzoServerTime(text: string | undefined): Date | null {
  const match = text && /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number);
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second) - TASHKENT_OFFSET_MS);
}

function postText(
  url: URL,
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<{ status: number; body: string }> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'text/plain', 'content-length': Buffer.byteLength(body) },
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('E-IMZO-SERVER timed out')));
    request.on('error', reject);
    request.end(body);
  });
}

function signerCertificate(json: CertificateJson | undefined): SignerCertificate | null {
  const subject = json?.subjectInfo ?? {};
  const validFrom = eimzoServerTime(json?.validFrom);
  const validTo = eimzoServerTime(json?.validTo);
  if (!json || !validFrom || !validTo) return null;
  return {
    serialNumber: (json.serialNumber ?? '').toLowerCase(),
    name: subject.CN ?? null,
    organization: subject.O ?? null,
    // EIMZO.md §3: the company TIN, else the individual's own TIN (UID).
    tin: subject[EIMZO_OIDS.companyTin] ?? subject.UID ?? null,
    pinfl: subject[EIMZO_OIDS.pinfl] ?? null,
    validFrom,
    validTo,
  };
}

/** One signer's verdict, in the order that names the real cause first. */
function readSigner(json: SignerJson): VerifiedSigner | Extract<Verification, { ok: false }> {
  if (json.verified !== true) return { ok: false, code: 'signature_is_invalid', detail: json.exception };
  if (json.certificateVerified !== true || json.revokedStatusInfo) {
    return { ok: false, code: 'certificate_untrusted', detail: json.exception };
  }
  if (json.certificateValidAtSigningTime !== true) return { ok: false, code: 'certificate_expired', detail: json.exception };
  if (json.exception) return { ok: false, code: 'signature_is_invalid', detail: json.exception };
  if (json.timeStampInfo && json.timeStampInfo.verified !== true) {
    return { ok: false, code: 'signature_is_invalid', detail: 'timestamp token not verified' };
  }
  const certificate = signerCertificate(json.certificate?.[0]);
  if (!certificate) return { ok: false, code: 'signature_is_invalid', detail: 'signer certificate missing' };
  // A verified timestamp token dates the signature better than the signer's own clock.
  const signingTime = eimzoServerTime(json.timeStampInfo?.time) ?? eimzoServerTime(json.signingTime);
  const timestampTime = json.timeStampInfo?.verified === true ? eimzoServerTime(json.timeStampInfo.time) : null;
  return { certificate, signingTime, signatureHex: (json.signature ?? '').toLowerCase(), timestampTime };
}

export function eimzoServerVerifier(options: { url: string; timeoutMs?: number }): SignatureVerifier {
  const endpoint = new URL(VERIFY_ATTACHED_PATH, options.url);
  return {
    name: 'e-imzo-server',
    async verifyAttached(pkcs7Base64: string, context: VerifyContext): Promise<Verification> {
      let reply: VerifyReply;
      try {
        const response = await postText(
          endpoint,
          pkcs7Base64.replace(/\s+/g, ''),
          { Host: context.host, 'X-Real-IP': context.clientIp },
          options.timeoutMs ?? 15_000,
        );
        if (response.status !== 200) {
          return { ok: false, code: 'signature_service_unavailable', detail: `HTTP ${response.status}` };
        }
        reply = JSON.parse(response.body) as VerifyReply;
      } catch (error) {
        return { ok: false, code: 'signature_service_unavailable', detail: (error as Error).message };
      }
      if (reply.status !== 1) return { ok: false, code: 'signature_is_invalid', detail: reply.message };
      const signers = reply.pkcs7Info?.signers ?? [];
      const document = reply.pkcs7Info?.documentBase64;
      if (signers.length === 0 || typeof document !== 'string') {
        return { ok: false, code: 'signature_is_invalid', detail: 'no signer or no document' };
      }
      const verified: VerifiedSigner[] = [];
      for (const json of signers) {
        const signer = readSigner(json);
        if ('ok' in signer) return signer;
        verified.push(signer);
      }
      return { ok: true, content: new Uint8Array(Buffer.from(document, 'base64')), signers: verified };
    },
  };
}

export function eimzoServerProvider(options: { url: string }): SignatureProvider {
  return {
    verifier: eimzoServerVerifier(options),
    // The system's O'zDSt key lives in the provider's own E-IMZO, not on this server: here the countersignature is
    // recorded by its time, and the provider's back office applies the cryptographic seal to the stored document.
    seal: { sign: async () => null },
    // E-IMZO-SERVER timestamps a whole PKCS#7 (`/frontend/timestamp/pkcs7`), not a bare signature: the provider's
    // timestamp authority for `signatureHex` is not wired yet, so the call answers signature_service_unavailable.
    timestamper: { stamp: async () => null },
  };
}
