// CMS SignedData (PKCS#7) with standard algorithms (ECDSA P-256, SHA-256) through pkijs and WebCrypto: the one place
// that makes and reads signatures for the development verifier, the system seal, the E-IMZO emulator and the tests.
// Production signatures are O'zDSt and are verified by E-IMZO-SERVER instead (EIMZO.md §4–5).
import nodeCrypto, { type webcrypto as WebCrypto } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

// The server's lib has no DOM types; these are Node's WebCrypto ones, which pkijs accepts.
export type CryptoKey = WebCrypto.CryptoKey;
export type CryptoKeyPair = WebCrypto.CryptoKeyPair;

const webcrypto = nodeCrypto.webcrypto;
export const cryptoEngine = new pkijs.CryptoEngine({ name: 'node-webcrypto', crypto: webcrypto as unknown as ConstructorParameters<typeof pkijs.CryptoEngine>[0]['crypto'] });
pkijs.setEngine('node-webcrypto', cryptoEngine);

export const EC_ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const;

const OID = {
  data: '1.2.840.113549.1.7.1',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  timeStampToken: '1.2.840.113549.1.9.16.2.14',
  basicConstraints: '2.5.29.19',
  keyUsage: '2.5.29.15',
  country: '2.5.4.6',
} as const;

/** A certificate with its private key, as E-IMZO holds a loaded key. */
export type SigningKey = { certificate: pkijs.Certificate; privateKey: CryptoKey; chain: pkijs.Certificate[] };

export type SubjectAttribute = readonly [oid: string, value: string];

export const toBase64 = (bytes: ArrayBuffer | Uint8Array) => Buffer.from(bytes as ArrayBuffer).toString('base64');
const bytesOf = (view: ArrayBuffer | Uint8Array) => new Uint8Array(view as ArrayBuffer);

export function distinguishedName(attributes: readonly SubjectAttribute[]): pkijs.RelativeDistinguishedNames {
  return new pkijs.RelativeDistinguishedNames({
    typesAndValues: attributes.map(
      ([type, value]) =>
        new pkijs.AttributeTypeAndValue({
          type,
          value: type === OID.country ? new asn1js.PrintableString({ value }) : new asn1js.Utf8String({ value }),
        }),
    ),
  });
}

/** The subject's attributes by OID (first value of each). */
export function subjectAttributes(certificate: pkijs.Certificate): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const item of certificate.subject.typesAndValues) {
    if (!attributes.has(item.type)) attributes.set(item.type, String(item.value.valueBlock.value));
  }
  return attributes;
}

export const serialHex = (certificate: pkijs.Certificate) =>
  Buffer.from(certificate.serialNumber.valueBlock.valueHexView).toString('hex').replace(/^0+(?=.)/, '');

export async function issueCertificate(options: {
  serialNumber: string;
  subject: readonly SubjectAttribute[];
  publicKey: CryptoKey;
  validFrom: Date;
  validTo: Date;
  /** Omitted for a self-signed CA. */
  issuer?: { certificate: pkijs.Certificate; privateKey: CryptoKey };
  /** The private key that signs a self-signed certificate. */
  selfSignKey?: CryptoKey;
  ca: boolean;
}): Promise<pkijs.Certificate> {
  const certificate = new pkijs.Certificate();
  certificate.version = 2;
  // A leading zero keeps the serial positive whatever its first hex digit.
  certificate.serialNumber = new asn1js.Integer({ valueHex: Buffer.from(`00${options.serialNumber}`, 'hex') });
  certificate.subject = distinguishedName(options.subject);
  certificate.issuer = options.issuer ? options.issuer.certificate.subject : certificate.subject;
  certificate.notBefore.value = options.validFrom;
  certificate.notAfter.value = options.validTo;
  // keyCertSign + cRLSign for a CA; digitalSignature + nonRepudiation for a signer.
  const usage = options.ca ? 0b0000_0110 : 0b1100_0000;
  certificate.extensions = [
    new pkijs.Extension({
      extnID: OID.basicConstraints,
      critical: true,
      extnValue: new pkijs.BasicConstraints({ cA: options.ca }).toSchema().toBER(false),
    }),
    new pkijs.Extension({
      extnID: OID.keyUsage,
      critical: true,
      extnValue: new asn1js.BitString({ valueHex: new Uint8Array([usage]).buffer, unusedBits: options.ca ? 1 : 6 }).toBER(false),
    }),
  ];
  await certificate.subjectPublicKeyInfo.importKey(options.publicKey, cryptoEngine);
  const signer = options.issuer?.privateKey ?? options.selfSignKey;
  if (!signer) throw new Error('a certificate needs an issuer or a self-signing key');
  await certificate.sign(signer, 'SHA-256', cryptoEngine);
  return certificate;
}

export async function generateSigningKeyPair(): Promise<CryptoKeyPair> {
  return (await webcrypto.subtle.generateKey(EC_ALGORITHM, true, ['sign', 'verify'])) as CryptoKeyPair;
}

/** ECDSA-Sig-Value (DER) to the raw r‖s that E-IMZO calls `signature_hex` (128 hex characters for a 64-byte value). */
function rawSignatureHex(der: Uint8Array): string {
  const parsed = asn1js.fromBER(der);
  if (parsed.offset === -1 || !(parsed.result instanceof asn1js.Sequence)) return Buffer.from(der).toString('hex');
  return parsed.result.valueBlock.value
    .map((part) => {
      const hex = Buffer.from((part as asn1js.Integer).valueBlock.valueHexView).toString('hex').replace(/^(00)+/, '');
      return hex.padStart(64, '0');
    })
    .join('');
}

async function newSignerInfo(content: Uint8Array, key: SigningKey, signingTime: Date): Promise<pkijs.SignerInfo> {
  const digest = await webcrypto.subtle.digest('SHA-256', content);
  return new pkijs.SignerInfo({
    version: 1,
    sid: new pkijs.IssuerAndSerialNumber({
      issuer: key.certificate.issuer,
      serialNumber: key.certificate.serialNumber,
    }),
    signedAttrs: new pkijs.SignedAndUnsignedAttributes({
      type: 0,
      attributes: [
        new pkijs.Attribute({ type: OID.contentType, values: [new asn1js.ObjectIdentifier({ value: OID.data })] }),
        new pkijs.Attribute({ type: OID.signingTime, values: [new asn1js.UTCTime({ valueDate: signingTime })] }),
        new pkijs.Attribute({ type: OID.messageDigest, values: [new asn1js.OctetString({ valueHex: digest })] }),
      ],
    }),
  });
}

export type CreatedSignature = { pkcs7: string; signerSerialNumber: string; signatureHex: string };

function encode(signedData: pkijs.SignedData): string {
  const info = new pkijs.ContentInfo({ contentType: pkijs.ContentInfo.SIGNED_DATA, content: signedData.toSchema(true) });
  return toBase64(info.toSchema().toBER(false));
}

function addCertificates(signedData: pkijs.SignedData, key: SigningKey): void {
  const present = new Set((signedData.certificates ?? []).map((item) => toBase64((item as pkijs.Certificate).toSchema().toBER(false))));
  for (const certificate of [key.certificate, ...key.chain]) {
    const der = toBase64(certificate.toSchema().toBER(false));
    if (present.has(der)) continue;
    present.add(der);
    signedData.certificates = [...(signedData.certificates ?? []), certificate];
  }
}

async function signAs(signedData: pkijs.SignedData, content: Uint8Array, key: SigningKey, signingTime: Date) {
  const index = signedData.signerInfos.push(await newSignerInfo(content, key, signingTime)) - 1;
  addCertificates(signedData, key);
  await signedData.sign(key.privateKey, index, 'SHA-256', content.buffer as ArrayBuffer, cryptoEngine);
  return {
    pkcs7: encode(signedData),
    signerSerialNumber: serialHex(key.certificate),
    signatureHex: rawSignatureHex(bytesOf(signedData.signerInfos[index].signature.valueBlock.valueHexView)),
  };
}

/** E-IMZO `create_pkcs7`: attached (the content inside) unless `detached`. */
export async function createPkcs7(
  content: Uint8Array,
  key: SigningKey,
  options: { detached?: boolean; signingTime?: Date } = {},
): Promise<CreatedSignature> {
  const signedData = new pkijs.SignedData({
    version: 1,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({
      eContentType: OID.data,
      ...(options.detached ? {} : { eContent: new asn1js.OctetString({ valueHex: content }) }),
    }),
    signerInfos: [],
    certificates: [],
  });
  return signAs(signedData, content, key, options.signingTime ?? new Date());
}

export function readSignedData(pkcs7Base64: string): pkijs.SignedData {
  const info = pkijs.ContentInfo.fromBER(Buffer.from(pkcs7Base64.replace(/\s+/g, ''), 'base64'));
  if (info.contentType !== pkijs.ContentInfo.SIGNED_DATA) throw new Error('not a SignedData');
  return new pkijs.SignedData({ schema: info.content });
}

/** The encapsulated content of an attached signature, or null for a detached one. */
export function attachedContent(signedData: pkijs.SignedData): Uint8Array | null {
  const content = signedData.encapContentInfo.eContent;
  return content ? bytesOf(content.getValue()) : null;
}

/** E-IMZO `append_pkcs7_attached` / `append_pkcs7_detached`: one more signer over the same content. */
export async function appendSigner(
  pkcs7Base64: string,
  key: SigningKey,
  options: { detachedContent?: Uint8Array; signingTime?: Date } = {},
): Promise<CreatedSignature> {
  const signedData = readSignedData(pkcs7Base64);
  const content = options.detachedContent ?? attachedContent(signedData);
  if (!content) throw new Error('the signature has no content; pass the signed data');
  return signAs(signedData, content, key, options.signingTime ?? new Date());
}

/** E-IMZO `attach_timestamp_token_pkcs7`: the token becomes an unsigned attribute of the signer with that serial. */
export function attachTimestampToken(pkcs7Base64: string, signerSerialNumber: string, tokenBase64: string): string {
  const signedData = readSignedData(pkcs7Base64);
  const token = pkijs.ContentInfo.fromBER(Buffer.from(tokenBase64, 'base64'));
  const wanted = signerSerialNumber.toLowerCase().replace(/^0+(?=.)/, '');
  const signer = signedData.signerInfos.find((info) => {
    const sid = info.sid as pkijs.IssuerAndSerialNumber;
    return Buffer.from(sid.serialNumber.valueBlock.valueHexView).toString('hex').replace(/^0+(?=.)/, '') === wanted;
  });
  if (!signer) throw new Error('no signer has this serial number');
  const attribute = new pkijs.Attribute({ type: OID.timeStampToken, values: [token.toSchema()] });
  signer.unsignedAttrs = new pkijs.SignedAndUnsignedAttributes({
    type: 1,
    attributes: [...(signer.unsignedAttrs?.attributes ?? []), attribute],
  });
  return encode(signedData);
}

/** The signing time a signer claims (signed attribute), if any. */
export function claimedSigningTime(signer: pkijs.SignerInfo): Date | null {
  const attribute = signer.signedAttrs?.attributes.find((item) => item.type === OID.signingTime);
  const value = attribute?.values[0] as asn1js.UTCTime | asn1js.GeneralizedTime | undefined;
  return value ? value.toDate() : null;
}

export function signatureHexOf(signer: pkijs.SignerInfo): string {
  return rawSignatureHex(bytesOf(signer.signature.valueBlock.valueHexView));
}

/** SHA-256 of the bytes, for the timestamp request E-IMZO's tsaclient builds over a signature. */
export async function timestampRequest(signatureHex: string): Promise<string> {
  const digest = await webcrypto.subtle.digest('SHA-256', Buffer.from(signatureHex, 'hex'));
  const request = new pkijs.TimeStampReq({
    version: 1,
    messageImprint: new pkijs.MessageImprint({
      hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: '2.16.840.1.101.3.4.2.1' }),
      hashedMessage: new asn1js.OctetString({ valueHex: digest }),
    }),
    certReq: true,
  });
  return toBase64(request.toSchema().toBER(false));
}

const TST_INFO_OID = '1.2.840.113549.1.9.16.1.4';
const SHA256_OID = '2.16.840.1.101.3.4.2.1';
/** The test timestamp authority's policy (a private arc: no real policy is claimed). */
const TEST_TSA_POLICY = '1.3.6.1.4.1.99999.1.1';

const sha256 = async (bytes: Uint8Array) => new Uint8Array(await webcrypto.subtle.digest('SHA-256', Uint8Array.from(bytes)));

/**
 * An RFC 3161 timestamp token (a SignedData over a TSTInfo) for a signature, as a timestamp authority issues it: its
 * message imprint is the SHA-256 of the signature's raw bytes (`signature_hex`, what E-IMZO's tsaclient hashes).
 */
export async function createTimestampToken(signatureHex: string, key: SigningKey, genTime: Date): Promise<string> {
  const tstInfo = new pkijs.TSTInfo({
    version: 1,
    policy: TEST_TSA_POLICY,
    messageImprint: new pkijs.MessageImprint({
      hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: SHA256_OID }),
      hashedMessage: new asn1js.OctetString({ valueHex: await sha256(Buffer.from(signatureHex, 'hex')) }),
    }),
    serialNumber: new asn1js.Integer({ valueHex: nodeCrypto.randomBytes(8) }),
    genTime,
  });
  const content = bytesOf(tstInfo.toSchema().toBER(false));
  const signedData = new pkijs.SignedData({
    version: 3,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: TST_INFO_OID, eContent: new asn1js.OctetString({ valueHex: content }) }),
    signerInfos: [
      new pkijs.SignerInfo({
        version: 1,
        sid: new pkijs.IssuerAndSerialNumber({ issuer: key.certificate.issuer, serialNumber: key.certificate.serialNumber }),
        signedAttrs: new pkijs.SignedAndUnsignedAttributes({
          type: 0,
          attributes: [
            new pkijs.Attribute({ type: OID.contentType, values: [new asn1js.ObjectIdentifier({ value: TST_INFO_OID })] }),
            new pkijs.Attribute({ type: OID.messageDigest, values: [new asn1js.OctetString({ valueHex: await sha256(content) })] }),
          ],
        }),
      }),
    ],
    certificates: [key.certificate, ...key.chain],
  });
  await signedData.sign(key.privateKey, 0, 'SHA-256', content.buffer as ArrayBuffer, cryptoEngine);
  return encode(signedData);
}

/** A signer's timestamp token (unsigned attribute), read but not yet verified; null when it carries none. */
export function timestampTokenOf(signer: pkijs.SignerInfo): { token: pkijs.SignedData; tstInfo: pkijs.TSTInfo } | null {
  const attribute = signer.unsignedAttrs?.attributes.find((item) => item.type === OID.timeStampToken);
  if (!attribute) return null;
  const info = new pkijs.ContentInfo({ schema: attribute.values[0] });
  if (info.contentType !== pkijs.ContentInfo.SIGNED_DATA) throw new Error('timestamp token is not a SignedData');
  const token = new pkijs.SignedData({ schema: info.content });
  const content = attachedContent(token);
  if (token.encapContentInfo.eContentType !== TST_INFO_OID || !content) throw new Error('timestamp token carries no TSTInfo');
  return { token, tstInfo: pkijs.TSTInfo.fromBER(Uint8Array.from(content)) };
}

/** Whether a TSTInfo's imprint is the SHA-256 of this signature's raw bytes. */
export async function imprintMatches(tstInfo: pkijs.TSTInfo, signatureHex: string): Promise<boolean> {
  if (tstInfo.messageImprint.hashAlgorithm.algorithmId !== SHA256_OID) return false;
  const expected = await sha256(Buffer.from(signatureHex, 'hex'));
  return Buffer.from(tstInfo.messageImprint.hashedMessage.valueBlock.valueHexView).equals(Buffer.from(expected));
}
