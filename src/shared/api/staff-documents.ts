// Paperwork under /api/staff (spec 03 §4, issue 10 item 4; finance): additional agreements and account invoices staff
// issue with a PDF (base64 inside the JSON body), and the review of an account invoice the owner signed.
import * as v from 'valibot';
import { moneyAmount, requiredString } from '../validation.ts';
import { accountInvoice, additionalAgreement, DOCUMENT_STATUSES } from './agreements.ts';
import { defineCall } from './contract.ts';
import { isoDay } from './staff.ts';

/** A staff's file: a PDF without active content, at most this big (it travels base64 in a 1 MB JSON body). */
export const MAX_STAFF_FILE_BYTES = 700 * 1024;
export const staffFileBody = v.object({
  name: requiredString(150),
  base64: v.pipe(v.string('required'), v.maxLength(Math.ceil(MAX_STAFF_FILE_BYTES / 3) * 4 + 4, 'max_length'), v.regex(/^[A-Za-z0-9+/=\s]+$/, 'invalid')),
});

/** The fields of an agreement as staff type them (the console's form is this without the file). */
export const agreementFields = v.object({
  /** Tax number or business id. */
  business: requiredString(64),
  number: requiredString(50),
  name: requiredString(300),
  /** A Tashkent day: unsigned past it, the agreement closes the portal until it is signed. */
  startDate: isoDay,
  note: v.optional(v.nullable(requiredString(1000)), null),
});
export const agreementBody = v.object({ ...agreementFields.entries, file: staffFileBody });
export const issueAgreement = defineCall({
  method: 'POST',
  path: '/v1/additional-agreements',
  body: agreementBody,
  answer: additionalAgreement,
  staff: true,
});
const listQuery = v.object({
  business: v.optional(requiredString(64)),
  status: v.optional(v.picklist(DOCUMENT_STATUSES, 'invalid')),
});
export const listAgreements = defineCall({
  method: 'GET',
  path: '/v1/additional-agreements',
  query: v.object({ business: listQuery.entries.business }),
  answer: v.array(v.object({ ...additionalAgreement.entries, businessId: v.string() })),
  staff: true,
});

export const accountInvoiceFields = v.object({
  business: requiredString(64),
  name: requiredString(300),
  amount: moneyAmount(),
  beginDate: isoDay,
  endDate: isoDay,
});
export const accountInvoiceBody = v.object({ ...accountInvoiceFields.entries, file: staffFileBody });
export const issueAccountInvoice = defineCall({
  method: 'POST',
  path: '/v1/account-invoices',
  body: accountInvoiceBody,
  answer: accountInvoice,
  staff: true,
});
export const listAccountInvoices = defineCall({
  method: 'GET',
  path: '/v1/account-invoices',
  query: listQuery,
  answer: v.array(v.object({ ...accountInvoice.entries, businessId: v.string() })),
  staff: true,
});
const idParams = v.object({ id: v.string() });
export const confirmAccountInvoice = defineCall({
  method: 'POST',
  path: '/v1/account-invoices/:id/confirm',
  params: idParams,
  body: v.object({ comment: v.optional(v.nullable(requiredString(1000)), null) }),
  answer: v.unknown(),
  staff: true,
});
export const rejectAccountInvoice = defineCall({
  method: 'POST',
  path: '/v1/account-invoices/:id/reject',
  params: idParams,
  body: v.object({ comment: requiredString(1000) }),
  answer: v.unknown(),
  staff: true,
});
export const markAccountInvoicePaid = defineCall({ method: 'POST', path: '/v1/account-invoices/:id/paid', params: idParams, answer: v.unknown(), staff: true });
