// spec 02 §3 applications: requests to cancel a paid invoice, reviewed by staff within 12 hours.
import * as v from 'valibot';
import { defineCall } from './contract.ts';
import { names } from './catalogue.ts';
import { page, pageableBody } from './paging.ts';
import { exportBody, exportedFile } from './export-file.ts';

export const APPLICATION_STATUSES = ['WAITING', 'SUCCESS', 'REJECT'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_VARIANTS = { WAITING: 'info', SUCCESS: 'success', REJECT: 'danger' } as const;

export const application = v.object({
  id: v.string(),
  number: v.string(),
  status: v.picklist(APPLICATION_STATUSES),
  comment: v.nullable(v.string()),
  rejectionReason: v.nullable(v.object({ title: names, description: names })),
  invoice: v.object({
    id: v.string(),
    number: v.string(),
    salePointName: v.string(),
    employeeName: v.string(),
    merchantName: names,
    /** The payment's primary account field, so it reads as on the invoice. */
    account: v.object({ value: v.string(), prefix: v.nullable(v.string()), mask: v.nullable(v.string()) }),
    /** The payer's choices (with their title in each language) and account fields (with prefix and mask). */
    fields: v.array(
      v.object({
        title: names,
        value: v.string(),
        isVisible: v.boolean(),
        valueTitle: v.nullable(names),
        prefix: v.nullable(v.string()),
        mask: v.nullable(v.string()),
      }),
    ),
    amount: v.object({ value: v.number(), readable: v.string() }),
    reward: v.object({ amount: v.number(), percent: v.number() }),
    createdDate: v.string(),
    modifiedDate: v.string(),
  }),
  createdDate: v.string(),
  modifiedDate: v.string(),
});
export type Application = v.InferOutput<typeof application>;

export const APPLICATION_LIST = {
  sort: ['modifiedDate', 'createdDate'],
  // spec 02 §5 names the invoice's fields both plain and as `invoice->…`; both mean the same.
  search: [
    'status',
    'applicationNumber',
    'amount',
    'invoiceNumber',
    'salePointId',
    'invoice->amount',
    'invoice->invoiceNumber',
    'invoice->salePointId',
    'createdDate',
  ],
} as const;

export const listApplications = defineCall({
  method: 'POST',
  path: '/v1/application/pageable',
  scoped: true,
  body: pageableBody(APPLICATION_LIST),
  answer: page(application),
});

export const getApplication = defineCall({
  method: 'GET',
  path: '/v1/application/:id',
  scoped: true,
  params: v.object({ id: v.string() }),
  answer: application,
});

export const createApplication = defineCall({
  method: 'POST',
  path: '/v1/application',
  scoped: true,
  idempotent: true,
  body: v.object({
    invoiceId: v.pipe(v.string('required'), v.nonEmpty('required')),
    comment: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(500, 'max_length:500'))), null),
    scope: v.optional(v.boolean()),
  }),
  answer: application,
});

/** The cancellation requests' rows for the list's filters as CSV or XLSX (issue 21 item 3). */
export const exportApplications = defineCall({
  method: 'POST',
  path: '/v1/application/export',
  scoped: true,
  file: true,
  body: exportBody(APPLICATION_LIST),
  answer: exportedFile,
});
