// The embedded default outside production (EIMZO.md "Our design"): verifies CMS SignedData made with standard
// algorithms, chains each signer to the test CA, and seals documents with a system key issued by that CA.
import * as pkijs from 'pkijs';
import { EIMZO_OIDS } from '#shared/eimzo.ts';
import type { Clock } from '../../clock.ts';
import {
  attachedContent,
  claimedSigningTime,
  createPkcs7,
  createTimestampToken,
  cryptoEngine,
  imprintMatches,
  readSignedData,
  serialHex,
  signatureHexOf,
  subjectAttributes,
  timestampTokenOf,
  type SigningKey,
} from './cms.ts';
import type { SignatureProvider, SignatureVerifier, SignerCertificate, SystemSeal, Timestamper, Verification, VerifiedSigner } from './signature-verifier.ts';
import { issueTestKey, testCertificateAuthority } from './test-ca.ts';

const MAX_CHAIN = 5;

const validAt = (certificate: pkijs.Certificate, at: Date) =>
  certificate.notBefore.value.getTime() <= at.getTime() && at.getTime() <= certificate.notAfter.value.getTime();

async function issuedBy(certificate: pkijs.Certificate, issuer: pkijs.Certificate): Promise<boolean> {
  if (!certificate.issuer.isEqual(issuer.subject)) return false;
  try {
    return await certificate.verify(issuer, cryptoEngine);
  } catch {
    return false;
  }
}

function isCa(certificate: pkijs.Certificate): boolean {
  const extension = certificate.extensions?.find((item) => item.extnID === '2.5.29.19');
  return (extension?.parsedValue as pkijs.BasicConstraints | undefined)?.cA === true;
}

/**
 * The path from the signer up to a trusted anchor, through intermediates the signature carries; null when none
 * leads to an anchor. Certificates the signature carries are never trusted by themselves.
 */
async function trustedPath(leaf: pkijs.Certificate, carried: pkijs.Certificate[], anchors: pkijs.Certificate[]) {
  const path = [leaf];
  for (let depth = 0; depth < MAX_CHAIN; depth++) {
    const current = path[path.length - 1];
    for (const anchor of anchors) {
      if (await issuedBy(current, anchor)) return [...path, anchor];
    }
    let next: pkijs.Certificate | undefined;
    for (const candidate of carried) {
      if (path.includes(candidate) || !isCa(candidate) || candidate.subject.isEqual(candidate.issuer)) continue;
      if (await issuedBy(current, candidate)) next = candidate;
    }
    if (!next) return null;
    path.push(next);
  }
  return null;
}

export function signerCertificate(certificate: pkijs.Certificate): SignerCertificate {
  const subject = subjectAttributes(certificate);
  return {
    serialNumber: serialHex(certificate),
    name: subject.get('2.5.4.3') ?? null,
    organization: subject.get('2.5.4.10') ?? null,
    tin: subject.get(EIMZO_OIDS.companyTin) ?? subject.get(EIMZO_OIDS.uid) ?? null,
    pinfl: subject.get(EIMZO_OIDS.pinfl) ?? null,
    validFrom: certificate.notBefore.value,
    validTo: certificate.notAfter.value,
  };
}

/**
 * The time of a signer's timestamp token when the token is signed by a trusted timestamp authority, over exactly this
 * signature, by a certificate valid at its time; null without a token; 'invalid' for any other token.
 */
async function verifiedTimestamp(
  signer: pkijs.SignerInfo,
  signatureHex: string,
  carried: pkijs.Certificate[],
  anchors: pkijs.Certificate[],
): Promise<Date | null | 'invalid'> {
  try {
    const stamped = timestampTokenOf(signer);
    if (!stamped) return null;
    // For a TSTInfo, pkijs checks the imprint against `data`: the stamped signature's raw bytes.
    const data = Uint8Array.from(Buffer.from(signatureHex, 'hex')).buffer;
    const result = await stamped.token.verify({ signer: 0, data, checkChain: false, extendedMode: true }, cryptoEngine);
    const certificate = result.signerCertificate;
    if (!result.signatureVerified || !certificate) return 'invalid';
    const tokenCarried = (stamped.token.certificates ?? []).filter((item): item is pkijs.Certificate => item instanceof pkijs.Certificate);
    const path = await trustedPath(certificate, [...tokenCarried, ...carried], anchors);
    const time = stamped.tstInfo.genTime;
    if (!path || !path.every((item) => validAt(item, time))) return 'invalid';
    return (await imprintMatches(stamped.tstInfo, signatureHex)) ? time : 'invalid';
  } catch {
    return 'invalid';
  }
}

/** Verifies against `anchors` (the test CA by default); `clock` dates a signature that claims no signing time. */
export function testCaVerifier(clock: Clock, anchors?: () => Promise<pkijs.Certificate[]>): SignatureVerifier {
  const trusted = anchors ?? (async () => [(await testCertificateAuthority()).certificate]);
  return {
    name: 'test-ca',
    async verifyAttached(pkcs7Base64): Promise<Verification> {
      let signedData: pkijs.SignedData;
      try {
        signedData = readSignedData(pkcs7Base64);
      } catch {
        return { ok: false, code: 'signature_is_invalid', detail: 'not a PKCS#7 SignedData' };
      }
      const content = attachedContent(signedData);
      if (!content) return { ok: false, code: 'signature_is_invalid', detail: 'detached signature' };
      if (signedData.signerInfos.length === 0) return { ok: false, code: 'signature_is_invalid', detail: 'no signer' };
      const carried = (signedData.certificates ?? []).filter((item): item is pkijs.Certificate => item instanceof pkijs.Certificate);
      const signers: VerifiedSigner[] = [];
      for (let index = 0; index < signedData.signerInfos.length; index++) {
        let certificate: pkijs.Certificate | undefined;
        try {
          const result = await signedData.verify({ signer: index, checkChain: false, extendedMode: true }, cryptoEngine);
          if (!result.signatureVerified) return { ok: false, code: 'signature_is_invalid' };
          certificate = result.signerCertificate ?? undefined;
        } catch (error) {
          return { ok: false, code: 'signature_is_invalid', detail: (error as { message?: string }).message };
        }
        if (!certificate) return { ok: false, code: 'signature_is_invalid', detail: 'signer certificate missing' };
        const signer = signedData.signerInfos[index];
        const signingTime = claimedSigningTime(signer);
        const path = await trustedPath(certificate, carried, await trusted());
        if (!path) return { ok: false, code: 'certificate_untrusted' };
        // EIMZO.md: valid at signing time; a signature that claims no time is dated now.
        const at = signingTime ?? clock.now();
        if (!path.every((item) => validAt(item, at))) return { ok: false, code: 'certificate_expired' };
        const signatureHex = signatureHexOf(signer);
        const stamped = await verifiedTimestamp(signer, signatureHex, carried, await trusted());
        if (stamped === 'invalid') return { ok: false, code: 'signature_is_invalid', detail: 'timestamp token not verified' };
        signers.push({ certificate: signerCertificate(certificate), signingTime, signatureHex, timestampTime: stamped });
      }
      return { ok: true, content, signers };
    },
  };
}

/** The system's seal in development: a key of the test CA named after the portal. */
function testCaSeal(clock: Clock): SystemSeal {
  let key: Promise<SigningKey> | undefined;
  return {
    async sign(content) {
      key ??= issueTestKey({
        serialNumber: '5ea1',
        subject: [
          ['2.5.4.3', 'AGENT PORTAL SYSTEM'],
          ['2.5.4.10', 'AGENT PORTAL (TEST ONLY)'],
          ['2.5.4.6', 'UZ'],
        ],
        validFrom: new Date('2020-01-01T00:00:00Z'),
        validTo: new Date('2049-12-31T00:00:00Z'),
      });
      return (await createPkcs7(content, await key, { signingTime: clock.now() })).pkcs7;
    },
  };
}

/** The test timestamp authority: a key of the test CA that stamps signatures with the server's time. */
function testCaTimestamper(clock: Clock): Timestamper {
  let key: Promise<SigningKey> | undefined;
  return {
    async stamp(signatureHex) {
      key ??= issueTestKey({
        serialNumber: '75a1',
        subject: [
          ['2.5.4.3', 'AGENT PORTAL TSA'],
          ['2.5.4.10', 'AGENT PORTAL (TEST ONLY)'],
          ['2.5.4.6', 'UZ'],
        ],
        validFrom: new Date('2020-01-01T00:00:00Z'),
        validTo: new Date('2049-12-31T00:00:00Z'),
      });
      return createTimestampToken(signatureHex, await key, clock.now());
    },
  };
}

export function devSignatureProvider(clock: Clock): SignatureProvider {
  return { verifier: testCaVerifier(clock), seal: testCaSeal(clock), timestamper: testCaTimestamper(clock) };
}
