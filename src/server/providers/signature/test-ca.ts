// TEST ONLY: the certificate authority that the development verifier trusts and that the E-IMZO emulator, the
// development system seal and the tests issue their keys under. Its key is derived from a seed written here, so every
// process (server, emulator, tests) gets the same CA without sharing files; anyone can derive it, which is why it is
// refused when NODE_ENV=production and why production verifies through E-IMZO-SERVER instead.
import nodeCrypto from 'node:crypto';
import type * as pkijs from 'pkijs';
import {
  EC_ALGORITHM,
  generateSigningKeyPair,
  issueCertificate,
  type CryptoKey,
  type CryptoKeyPair,
  type SigningKey,
  type SubjectAttribute,
} from './cms.ts';

const TEST_ONLY_CA_SEED = 'agent-portal E-IMZO TEST-ONLY certificate authority; never trusted in production';

export const TEST_CA_SUBJECT: readonly SubjectAttribute[] = [
  ['2.5.4.3', 'AGENT PORTAL TEST CA'],
  ['2.5.4.10', 'AGENT PORTAL (TEST ONLY)'],
  ['2.5.4.6', 'UZ'],
];

// UTCTime ends in 2049; the emulator's expired key (2022–2024) falls inside.
const CA_VALIDITY = { from: new Date('2020-01-01T00:00:00Z'), to: new Date('2049-12-31T23:59:59Z') };

export type CertificateAuthority = { certificate: pkijs.Certificate; privateKey: CryptoKey };

export function refuseInProduction(what: string): void {
  if (process.env.NODE_ENV === 'production') {
    throw new Error(`${what} is test-only and refused when NODE_ENV=production`);
  }
}

/** An ECDSA P-256 key pair whose private scalar is the SHA-256 of the seed (this seed's hash is below the curve order). */
async function deterministicKeyPair(seed: string): Promise<CryptoKeyPair> {
  const d = nodeCrypto.createHash('sha256').update(seed).digest();
  const ecdh = nodeCrypto.createECDH('prime256v1');
  ecdh.setPrivateKey(d);
  const point = ecdh.getPublicKey();
  const publicJwk = {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33).toString('base64url'),
    ext: true,
  };
  const subtle = nodeCrypto.webcrypto.subtle;
  const privateKey = await subtle.importKey('jwk', { ...publicJwk, d: d.toString('base64url') }, EC_ALGORITHM, true, ['sign']);
  const publicKey = await subtle.importKey('jwk', publicJwk, EC_ALGORITHM, true, ['verify']);
  return { privateKey: privateKey as CryptoKey, publicKey: publicKey as CryptoKey };
}

let testCa: Promise<CertificateAuthority> | undefined;

/** The test CA (same key and subject in every process). */
export function testCertificateAuthority(): Promise<CertificateAuthority> {
  refuseInProduction('The test certificate authority');
  testCa ??= (async () => {
    const keys = await deterministicKeyPair(TEST_ONLY_CA_SEED);
    const certificate = await issueCertificate({
      serialNumber: '01',
      subject: TEST_CA_SUBJECT,
      publicKey: keys.publicKey,
      validFrom: CA_VALIDITY.from,
      validTo: CA_VALIDITY.to,
      selfSignKey: keys.privateKey,
      ca: true,
    });
    return { certificate, privateKey: keys.privateKey };
  })();
  return testCa;
}

/** A new key with a certificate issued by `authority` (the test CA unless another is given, e.g. an untrusted one). */
export async function issueTestKey(options: {
  serialNumber: string;
  subject: readonly SubjectAttribute[];
  validFrom: Date;
  validTo: Date;
  authority?: CertificateAuthority;
}): Promise<SigningKey> {
  const authority = options.authority ?? (await testCertificateAuthority());
  const keys = await generateSigningKeyPair();
  const certificate = await issueCertificate({
    serialNumber: options.serialNumber,
    subject: options.subject,
    publicKey: keys.publicKey,
    validFrom: options.validFrom,
    validTo: options.validTo,
    issuer: authority,
    ca: false,
  });
  return { certificate, privateKey: keys.privateKey, chain: [authority.certificate] };
}

/** Another self-signed CA, e.g. one the server must not trust. */
export async function createCertificateAuthority(subject: readonly SubjectAttribute[]): Promise<CertificateAuthority> {
  const keys = await generateSigningKeyPair();
  const certificate = await issueCertificate({
    serialNumber: nodeCrypto.randomBytes(8).toString('hex'),
    subject,
    publicKey: keys.publicKey,
    validFrom: CA_VALIDITY.from,
    validTo: CA_VALIDITY.to,
    selfSignKey: keys.privateKey,
    ca: true,
  });
  return { certificate, privateKey: keys.privateKey };
}
