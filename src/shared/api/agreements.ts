// spec 03 §3–4, §7 additional agreements and account invoices: staff issue them with a file; the owner (AGENT only)
// signs `toSign` / `document` with an EDS key (EIMZO.md) exactly as the contract; an account invoice's signature also
// carries the server's timestamp token (POST /v1/account-invoice/timestamp, then attach_timestamp_token_pkcs7).
import * as v from 'valibot';
import { defineCall } from './contract.ts';
import { pkcs7Field } from './documents.ts';
import { page, pageableBody } from './paging.ts';
import { requiredString } from '../validation.ts';

/** spec 03 §3 document status. */
export const DOCUMENT_STATUSES = ['CREATED', 'AGENT_SIGNED', 'SYSTEM_SIGNED', 'REJECTED', 'DELETED'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** spec 03 §9: account invoices are listed 10 a page. */
export const ACCOUNT_INVOICE_PAGE_SIZE = 10;

const signTimes = {
  agentSignTime: v.nullable(v.string()),
  systemSignTime: v.nullable(v.string()),
};

export const additionalAgreement = v.object({
  id: v.string(),
  agreementNumber: v.string(),
  agreementName: v.string(),
  name: v.string(),
  /** ISO-8601: the start of the Tashkent day from which it applies (also `agreementDate`). */
  startDate: v.string(),
  agreementDate: v.string(),
  status: v.picklist(DOCUMENT_STATUSES),
  /** The staff's file (PDF): the same link previews (inline) and downloads. */
  file: v.object({ id: v.string(), preview: v.string(), download: v.string(), name: v.string() }),
  /** The exact bytes to sign, base64 (they name the file by its SHA-256). */
  toSign: v.string(),
  /**
   * While it waits for the owner: the system's attached PKCS#7 over `toSign`, which the owner's key appends a signature
   * to (E-IMZO append_pkcs7_attached, spec 03 §7); null where the seal is applied outside this server.
   */
  systemSignature: v.nullable(v.string()),
  ...signTimes,
  /** Unsigned past its start date: the portal is closed until it is signed (spec 01 §2.1). */
  expired: v.boolean(),
  note: v.nullable(v.string()),
  createdDate: v.string(),
  modifiedDate: v.string(),
});
export type AdditionalAgreement = v.InferOutput<typeof additionalAgreement>;

export const accountInvoice = v.object({
  id: v.string(),
  name: v.string(),
  number: v.string(),
  accountInvoiceNumber: v.string(),
  file: v.object({ id: v.string(), url: v.string(), name: v.string() }),
  /** The exact bytes to sign, base64. */
  document: v.string(),
  /** Tiyin. */
  amount: v.number(),
  sign: v.object({ agent: v.nullable(v.string()), system: v.nullable(v.string()) }),
  /** Staff's comment: the reason of a rejection. */
  comment: v.nullable(v.string()),
  beginDate: v.string(),
  endDate: v.string(),
  paidDate: v.nullable(v.string()),
  createdDate: v.string(),
  modifiedDate: v.string(),
  status: v.picklist(DOCUMENT_STATUSES),
});
export type AccountInvoice = v.InferOutput<typeof accountInvoice>;

export const AGREEMENT_LIST = { sort: ['createdDate', 'startDate'], search: ['status'] } as const;
export const ACCOUNT_INVOICE_LIST = { sort: ['createdDate', 'amount'], search: ['status'] } as const;

const idParams = v.object({ id: v.pipe(v.string(), v.maxLength(64)) });

/** The business's agreements, newest first; CREATED ones are never listed (spec 03 §7: status != CREATED). */
export const listAgreements = defineCall({
  method: 'POST',
  path: '/v1/additional-agreement/pageable',
  body: pageableBody(AGREEMENT_LIST),
  answer: page(additionalAgreement),
});

export const getAgreement = defineCall({
  method: 'GET',
  path: '/v1/additional-agreement/:id',
  params: idParams,
  answer: additionalAgreement,
});

/**
 * The owner's signature of a SYSTEM_SIGNED agreement, checked like the contract's (signature_is_invalid,
 * signature_content_mismatch, signer_tin_mismatch, certificate_expired, certificate_untrusted); 409
 * document_already_signed, 403 only_main_account_can_sign. The answer is the AGENT_SIGNED agreement.
 */
export const signAgreement = defineCall({
  method: 'POST',
  path: '/v1/additional-agreement/sign/:id',
  params: idParams,
  body: v.object({ signature: pkcs7Field() }),
  answer: additionalAgreement,
});

/** The business's account invoices, newest first (10 a page on screen). */
export const listAccountInvoices = defineCall({
  method: 'POST',
  path: '/v1/account-invoice/pageable',
  body: pageableBody(ACCOUNT_INVOICE_LIST),
  answer: page(accountInvoice),
});

export const getAccountInvoice = defineCall({
  method: 'GET',
  path: '/v1/account-invoice/:id',
  params: idParams,
  answer: accountInvoice,
});

/** The server's timestamp token (base64) over E-IMZO's `signature_hex`, for attach_timestamp_token_pkcs7. */
export const accountInvoiceTimestamp = defineCall({
  method: 'POST',
  path: '/v1/account-invoice/timestamp',
  body: v.object({ signatureHex: v.pipe(requiredString(1024), v.regex(/^(?:[0-9a-fA-F]{2})+$/, 'invalid')) }),
  answer: v.string(),
});

/**
 * The owner's signature of a CREATED account invoice: checked like the contract's and it must carry the server's
 * timestamp token (timestamp_token_required). The answer is the AGENT_SIGNED invoice, which staff then review.
 */
export const signAccountInvoice = defineCall({
  method: 'POST',
  path: '/v1/account-invoice/sign',
  body: v.object({ accountInvoiceId: requiredString(64), signature: pkcs7Field() }),
  answer: accountInvoice,
});
