// Shifts and the cash count (issue 24 item 2, DESIGN §10): a cashier (or an owner working at a sale point) opens a
// shift with the opening cash, takes payments in it and closes it by counting the cash. Scoped like the payment calls;
// open and close honour Idempotency-Key and carry the time the cashier did it (`requestDate`), since the outbox may
// send them later. A payment belongs to the shift its cashier had open at its sale point when it was taken.
import * as v from 'valibot';
import { INVOICE_STATUSES } from './invoices.ts';
import { names } from './catalogue.ts';
import { MAX_LINE_LENGTH, epochMs, maxLength, moneyAmount } from '../validation.ts';
import { defineCall } from './contract.ts';
import { page, pageableBody } from './paging.ts';
import { exportBody, exportedFile } from './export-file.ts';

export const SHIFT_STATUSES = ['OPEN', 'CLOSED'] as const;
export type ShiftStatus = (typeof SHIFT_STATUSES)[number];

const id = v.pipe(v.string('required'), v.nonEmpty('required'), v.maxLength(100, 'max_length:100'));

export const shift = v.object({
  id: v.string(),
  status: v.picklist(SHIFT_STATUSES),
  salePoint: v.object({ id: v.string(), name: v.string() }),
  employee: v.object({ id: v.string(), name: v.string() }),
  /** When the cashier opened and closed it (ISO-8601 UTC). */
  openedDate: v.string(),
  closedDate: v.nullable(v.string()),
  openingCash: v.number(),
  countedCash: v.nullable(v.number()),
  /** Opening cash plus the cash taken in the shift. */
  expectedCash: v.number(),
  /** Counted minus expected; null while open. */
  difference: v.nullable(v.number()),
  comment: v.nullable(v.string()),
  /** Still open after the business day it was opened on. */
  leftOpen: v.boolean(),
});
export type Shift = v.InferOutput<typeof shift>;

const serviceLine = v.object({
  merchant: v.object({ id: v.string(), name: names }),
  count: v.number(),
  amount: v.number(),
  commission: v.number(),
  total: v.number(),
  reward: v.number(),
});

/** The Z-report: the shift's payments by service and by status, totals, cancellations, first and last payment. */
export const shiftReport = v.object({
  ...shift.entries,
  report: v.object({
    cashTaken: v.number(),
    count: v.number(),
    amount: v.number(),
    commission: v.number(),
    total: v.number(),
    reward: v.number(),
    byService: v.array(serviceLine),
    byStatus: v.array(v.object({ status: v.picklist(INVOICE_STATUSES), count: v.number(), total: v.number() })),
    cancellations: v.object({ count: v.number(), total: v.number() }),
    firstPaymentDate: v.nullable(v.string()),
    lastPaymentDate: v.nullable(v.string()),
  }),
});
export type ShiftReport = v.InferOutput<typeof shiftReport>;

export const getCurrentShift = defineCall({
  method: 'GET',
  path: '/v1/shift/current',
  scoped: true,
  query: v.object({ salePointId: id }),
  answer: v.nullable(shift),
});

export const openShift = defineCall({
  method: 'POST',
  path: '/v1/shift/open',
  scoped: true,
  idempotent: true,
  body: v.object({
    salePointId: id,
    openingCash: moneyAmount(0),
    /** When the cashier opened it (epoch ms); the server's time when absent. */
    requestDate: v.optional(epochMs()),
  }),
  answer: shift,
});

export const closeShift = defineCall({
  method: 'POST',
  path: '/v1/shift/close',
  scoped: true,
  idempotent: true,
  body: v.object({
    /** The caller's open shift at this sale point is closed (one per cashier and sale point). */
    salePointId: id,
    countedCash: moneyAmount(0),
    comment: v.optional(v.nullable(v.pipe(v.string(), maxLength(MAX_LINE_LENGTH)))),
    requestDate: v.optional(epochMs()),
  }),
  answer: shiftReport,
});

/** Filters: sale point, employee, period (openedDate, epoch ms), status, with a difference (`difference != 0`). */
export const SHIFT_LIST = {
  sort: ['openedDate', 'closedDate', 'difference'],
  search: ['salePointId', 'employeeId', 'openedDate', 'status', 'difference'],
} as const;

export const listShifts = defineCall({
  method: 'POST',
  path: '/v1/shift/pageable',
  scoped: true,
  body: pageableBody(SHIFT_LIST),
  answer: page(shift),
});

export const getShift = defineCall({
  method: 'GET',
  path: '/v1/shift/:id',
  scoped: true,
  params: v.object({ id }),
  answer: shiftReport,
});

/** Whether a payment may be taken without an open shift: a business setting, allowed by default. */
export const shiftSettings = v.object({ requireOpenShift: v.boolean() });

export const getShiftSettings = defineCall({
  method: 'GET',
  path: '/v1/shift/settings',
  scoped: true,
  answer: shiftSettings,
});

export const saveShiftSettings = defineCall({
  method: 'PUT',
  path: '/v1/shift/settings',
  body: v.object({ requireOpenShift: v.boolean('required') }),
  answer: shiftSettings,
});

/** The shifts list's rows for its filters as CSV or XLSX (issue 21 item 3). */
export const exportShifts = defineCall({
  method: 'POST',
  path: '/v1/shift/export',
  scoped: true,
  file: true,
  body: exportBody(SHIFT_LIST),
  answer: exportedFile,
});
