// The money calls of the staff API (src/server/staff/staff-money.routes.ts, bank-statement.ts, paperwork.ts):
// deposit credits, cancellation requests, the bank statement, additional agreements, account invoices, the ledger
// check. Amounts are tiyin on the wire.
import * as v from 'valibot';
import { accountInvoice, additionalAgreement, DOCUMENT_STATUSES } from '#shared/api/agreements.ts';
import { application, APPLICATION_STATUSES } from '#shared/api/applications.ts';
import { defineCall } from '#shared/api/contract.ts';
import { INCOME_SOURCES, INCOME_TYPES } from '#shared/api/deposit.ts';
import { page } from '#shared/api/paging.ts';
import { staffApplicationDetail } from '#shared/api/staff.ts';
import { requiredString } from '#shared/validation.ts';

const isoDay = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid'));
const threeLanguages = (max: number) => v.object({ ru: requiredString(max), uz: requiredString(max), en: requiredString(max) });

export const depositCredit = v.object({
  business: requiredString(64),
  amount: v.pipe(v.number(), v.integer('invalid'), v.minValue(1, 'min_value:1')),
  typeIncome: v.picklist(INCOME_TYPES, 'invalid'),
  source: v.nullable(v.picklist(INCOME_SOURCES, 'invalid')),
  rewardDate: v.nullable(isoDay),
  comment: v.nullable(requiredString(500)),
});
export const creditDeposit = defineCall({
  method: 'POST',
  path: '/v1/deposit',
  body: depositCredit,
  answer: v.object({ incomeId: v.string(), businessId: v.string(), businessName: v.string(), balance: v.number() }),
});

export const listStaffApplications = defineCall({
  method: 'GET',
  path: '/v1/applications',
  query: v.object({ status: v.optional(v.picklist(APPLICATION_STATUSES)), page: v.number(), perPage: v.number() }),
  answer: page(application),
});
const numberParams = v.object({ number: v.string() });
export const getStaffApplication = defineCall({
  method: 'GET',
  path: '/v1/applications/:number',
  params: v.object({ number: v.string() }),
  answer: staffApplicationDetail,
});
export const approveApplication = defineCall({ method: 'POST', path: '/v1/applications/:number/approve', params: numberParams, answer: v.unknown() });
export const rejectionForm = v.object({ title: threeLanguages(500) });
export const rejectApplication = defineCall({
  method: 'POST',
  path: '/v1/applications/:number/reject',
  params: numberParams,
  body: rejectionForm,
  answer: v.unknown(),
});

export const statementLine = v.object({
  id: v.string(),
  reference: v.string(),
  amount: v.number(),
  purpose: v.string(),
  status: v.string(),
  businessId: v.nullable(v.string()),
  createdDate: v.string(),
});
export const listStatementLines = defineCall({
  method: 'GET',
  path: '/v1/bank-statement',
  query: v.object({ status: v.literal('UNMATCHED') }),
  answer: v.array(statementLine),
});
export const assignForm = v.object({ business: requiredString(64) });
export const assignStatementLine = defineCall({
  method: 'POST',
  path: '/v1/bank-statement/:id/assign',
  params: v.object({ id: v.string() }),
  body: assignForm,
  answer: v.unknown(),
});

const staffFile = v.object({ name: v.string(), base64: v.string() });
export const agreementForm = v.object({ business: requiredString(64), number: requiredString(50), name: requiredString(300), startDate: isoDay, note: v.nullable(requiredString(1000)) });
export const issueAgreement = defineCall({
  method: 'POST',
  path: '/v1/additional-agreements',
  body: v.object({ ...agreementForm.entries, file: staffFile }),
  answer: v.unknown(),
});
export const listAgreements = defineCall({
  method: 'GET',
  path: '/v1/additional-agreements',
  answer: v.array(v.object({ ...additionalAgreement.entries, businessId: v.string() })),
});

export const invoiceForm = v.object({
  business: requiredString(64),
  name: requiredString(300),
  amount: v.pipe(v.number(), v.integer('invalid'), v.minValue(1, 'min_value:1')),
  beginDate: isoDay,
  endDate: isoDay,
});
export const issueAccountInvoice = defineCall({
  method: 'POST',
  path: '/v1/account-invoices',
  body: v.object({ ...invoiceForm.entries, file: staffFile }),
  answer: v.unknown(),
});
export const listAccountInvoices = defineCall({
  method: 'GET',
  path: '/v1/account-invoices',
  query: v.object({ status: v.optional(v.picklist(DOCUMENT_STATUSES)) }),
  answer: v.array(v.object({ ...accountInvoice.entries, businessId: v.string() })),
});
const idParams = v.object({ id: v.string() });
export const confirmAccountInvoice = defineCall({
  method: 'POST',
  path: '/v1/account-invoices/:id/confirm',
  params: idParams,
  body: v.object({ comment: v.nullable(v.string()) }),
  answer: v.unknown(),
});
export const rejectAccountInvoice = defineCall({
  method: 'POST',
  path: '/v1/account-invoices/:id/reject',
  params: idParams,
  body: v.object({ comment: v.string() }),
  answer: v.unknown(),
});
export const markAccountInvoicePaid = defineCall({ method: 'POST', path: '/v1/account-invoices/:id/paid', params: idParams, answer: v.unknown() });

export const ledgerCheck = defineCall({
  method: 'GET',
  path: '/v1/ledger/check',
  answer: v.object({
    ok: v.boolean(),
    accounts: v.array(v.object({ businessId: v.string(), account: v.string(), balance: v.number(), entrySum: v.number(), ok: v.boolean() })),
    aggregates: v.object({ ok: v.boolean(), mismatches: v.array(v.object({ table: v.string(), key: v.string() })) }),
  }),
});

export const reconcile = defineCall({ method: 'POST', path: '/v1/reconcile', answer: v.unknown() });
