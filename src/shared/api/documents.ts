// spec 03 §3 Contract and §7 documents and signing: the agent contract staff issue when moderation passes, which
// the owner signs with an EDS key (EIMZO.md) and the system countersigns. Only the owner (AGENT) signs.
import * as v from 'valibot';
import { defineCall } from './contract.ts';
import { requiredString } from '../validation.ts';

/** spec 03 §3: the contract's status, derived from its sign times. */
export const CONTRACT_STATUSES = ['WAITING', 'UNSIGNED', 'SIGNED'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export function contractStatus(signTimes: { agentSignTime: string | null; systemSignTime: string | null }): ContractStatus {
  if (signTimes.agentSignTime && signTimes.systemSignTime) return 'SIGNED';
  return signTimes.systemSignTime ? 'UNSIGNED' : 'WAITING';
}

const trilingual = v.object({ uz: v.string(), ru: v.string(), en: v.string() });

/** A row of the reward table attached to the contract (spec 03 §2 /documents/rewards), as it stood at issue. */
export const contractReward = v.object({
  merchantId: v.string(),
  name: trilingual,
  legalName: v.nullable(v.string()),
  category: v.nullable(v.object({ id: v.string(), name: trilingual })),
  /** Percent of the payment (1.5 = 1.5 %). */
  agentReward: v.number(),
});
export type ContractReward = v.InferOutput<typeof contractReward>;

export const contract = v.object({
  id: v.string(),
  contractNumber: v.string(),
  contractName: v.string(),
  /** ISO-8601: when staff approved the business and the contract was issued. */
  contractDate: v.string(),
  /** The contract as an HTML file, for preview and download. */
  file: v.object({ id: v.string(), url: v.string() }),
  /**
   * The exact bytes to sign, base64: pass it unchanged as `data_b64` to E-IMZO's create_pkcs7 (attached). The server
   * refuses a signature whose content differs by one byte (signature_content_mismatch).
   */
  toSign: v.string(),
  agentSignTime: v.nullable(v.string()),
  systemSignTime: v.nullable(v.string()),
  status: v.picklist(CONTRACT_STATUSES),
  rewards: v.array(contractReward),
});
export type Contract = v.InferOutput<typeof contract>;

/** An attached PKCS#7 in base64 as E-IMZO answers it (`pkcs7_64`). */
// A signature carries its certificate chain and timestamp token: tens of kilobytes, within the 1 MB body limit.
export const pkcs7Field = () => v.pipe(requiredString(512 * 1024), v.regex(/^[A-Za-z0-9+/=\s]+$/, 'invalid'));

/** The owner's contract waiting for the owner's signature; 404 document_not_found when there is none. */
export const getDocumentToSign = defineCall({ method: 'GET', path: '/v1/document/to-sign', answer: contract });

/** A contract of the caller's business (the employee of an active business may read it too). */
export const getContract = defineCall({
  method: 'GET',
  path: '/v1/contract/:id',
  params: v.object({ id: v.string() }),
  answer: contract,
});

/**
 * The owner's signature of the contract: `signature` is an attached PKCS#7 (CMS SignedData, base64) made by E-IMZO
 * over `toSign`. Checked on the server (EIMZO.md "What the server checks"); any failure stores nothing:
 * signature_is_invalid, signature_content_mismatch, signer_tin_mismatch, certificate_expired, certificate_untrusted,
 * document_already_signed, document_not_found, 403 only_main_account_can_sign. On success the system countersigns at
 * once, the business becomes ACTIVE with hasSignature, and the answer is the signed contract.
 */
export const signDocument = defineCall({
  method: 'POST',
  path: '/v1/document/sign',
  body: v.object({
    contractId: requiredString(),
    signature: pkcs7Field(),
  }),
  answer: contract,
});
