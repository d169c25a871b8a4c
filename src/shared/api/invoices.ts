// spec 02 §3 invoices (payments) and §7 payment calls. Every call that moves money is idempotent (DESIGN §3).
import * as v from 'valibot';
import { CALC_TYPES, COMMISSION_TYPES } from '../commission.ts';
import { CARD_TYPES } from '../payment-rules.ts';
import { ERROR_CODES } from '../errors.ts';
import { epochMs, localPhoneDigits, moneyAmount } from '../validation.ts';
import { defineCall } from './contract.ts';
import { names } from './catalogue.ts';
import { page, pageableBody } from './paging.ts';
import { exportBody, exportedFile } from './export-file.ts';

export const INVOICE_STATUSES = ['OPEN', 'PAID', 'PENDING', 'ERROR', 'CANCELED', 'EXPIRED'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const PAY_RESULTS = ['SUCCESSFUL', 'IN_PROCESS', 'UNSUCCESSFUL'] as const;
export type PayResult = (typeof PAY_RESULTS)[number];

/** spec 02 §4 badge colours: OPEN and PENDING blue, PAID green, ERROR and CANCELED red, EXPIRED orange. */
export const STATUS_VARIANTS = {
  OPEN: 'info',
  PENDING: 'info',
  PAID: 'success',
  ERROR: 'danger',
  CANCELED: 'danger',
  EXPIRED: 'warning',
} as const satisfies Record<InvoiceStatus, string>;
export type StatusVariant = (typeof STATUS_VARIANTS)[InvoiceStatus];

/**
 * A region, district or type the payer chose: the field's title, the option's Russian title as billing and the
 * receipt of older invoices have it (`value`), and the option's title in each language (absent on older invoices).
 */
const payerChoice = v.object({ title: names, value: v.string(), valueTitle: v.optional(v.nullable(names)) });

export const invoice = v.object({
  id: v.string(),
  number: v.string(),
  status: v.object({ value: v.picklist(INVOICE_STATUSES), variant: v.picklist(['info', 'success', 'danger', 'warning']) }),
  /** Why billing refused an ERROR invoice (e.g. `account_not_found`); the error screen shows it. */
  errorCode: v.optional(v.nullable(v.picklist(ERROR_CODES)), null),
  merchant: v.object({
    id: v.string(),
    key: v.string(),
    name: names,
    /** The service's legal name, printed in the receipt's header (issue 16); absent from older stored copies. */
    legalName: v.optional(v.nullable(v.string()), null),
    image: v.nullable(v.string()),
    cancel: v.object({ status: v.boolean(), isExpired: v.boolean(), refundableHours: v.nullable(v.number()) }),
  }),
  salePoint: v.object({ id: v.string(), name: v.string(), region: v.nullable(names), district: v.nullable(names) }),
  fields: v.object({
    region: v.nullable(payerChoice),
    subRegion: v.nullable(payerChoice),
    type: v.nullable(payerChoice),
    account: v.array(
      v.object({
        title: names,
        value: v.string(),
        primary: v.boolean(),
        prefix: v.nullable(v.string()),
        mask: v.nullable(v.string()),
      }),
    ),
  }),
  /** Who took the payment: the employee or the agent. */
  user: v.object({ id: v.string(), name: v.string(), shortName: v.string(), image: v.nullable(v.string()) }),
  amount: v.object({ value: v.number(), readable: v.string(), paid: v.number(), total: v.number() }),
  reward: v.object({ amount: v.number(), value: v.number(), percent: v.number() }),
  commission: v.object({ type: v.nullable(v.picklist(COMMISSION_TYPES)), calcType: v.nullable(v.picklist(CALC_TYPES)), amount: v.number(), value: v.number() }),
  isApplicationLimitExceeded: v.boolean(),
  isApplicationWaiting: v.boolean(),
  ofd: v.nullable(v.object({ receiptId: v.string(), terminalId: v.string(), fiscalSign: v.string(), url: v.string() })),
  /** The client's clock at submission (an offline payment may be sent hours later); the server's time is createdDate. */
  requestDate: v.nullable(v.string()),
  /** When the cashier took the payment (issue 16): requestDate, never after createdDate (when the server received
   * it) nor older than the outbox's age limit; receipts and lists show it as the payment time. */
  paymentDate: v.string(),
  createdDate: v.string(),
  modifiedDate: v.string(),
});
export type Invoice = v.InferOutput<typeof invoice>;

const amountField = moneyAmount();
const requestDate = epochMs();
/** Ids and the payer's account and picks: longer than any real one, short of anything a column should hold. */
const shortText = v.pipe(v.string('required'), v.nonEmpty('required'), v.maxLength(100, 'max_length:100'));
const optionalShortText = v.optional(v.nullable(v.pipe(v.string(), v.maxLength(100, 'max_length:100'))));

export const createInvoice = defineCall({
  method: 'POST',
  path: '/v1/invoice',
  scoped: true,
  idempotent: true,
  body: v.object({
    salePointId: shortText,
    agentMerchantId: shortText,
    account: shortText,
    region: optionalShortText,
    subRegion: optionalShortText,
    type: optionalShortText,
    amount: amountField,
    requestDate,
    scope: v.optional(v.boolean()),
  }),
  answer: v.object({ invoiceNumber: v.string(), invoice }),
});

export const pay = defineCall({
  method: 'POST',
  path: '/v1/pay',
  scoped: true,
  idempotent: true,
  body: v.object({ invoiceNumber: v.pipe(v.string('required'), v.nonEmpty('required')), scope: v.optional(v.boolean()) }),
  answer: v.object({ invoice, status: v.picklist(PAY_RESULTS) }),
});

export const INVOICE_LIST = {
  sort: ['modifiedDate', 'createdDate', 'amount'],
  search: ['status', 'amount', 'invoiceNumber', 'salePointId', 'createdDate', 'agentMerchantId', 'employeeId'],
} as const;

export const listInvoices = defineCall({
  method: 'POST',
  path: '/v1/invoice/pageable',
  scoped: true,
  body: pageableBody(INVOICE_LIST),
  answer: page(invoice),
});

export const getInvoice = defineCall({
  method: 'GET',
  path: '/v1/invoice/:id',
  scoped: true,
  params: v.object({ id: v.string() }),
  answer: invoice,
});

export const invoiceStats = defineCall({
  method: 'POST',
  path: '/v1/invoice/stat-by-date',
  scoped: true,
  body: v.object({
    beginDate: requestDate,
    endDate: requestDate,
    salePointId: v.pipe(v.string('required'), v.nonEmpty('required')),
    employeeId: v.optional(v.nullable(v.string())),
    scope: v.optional(v.boolean()),
  }),
  answer: v.object({ totalRevenue: v.number(), totalProfitAmount: v.number() }),
});

// Card top-up (spec 02 §4): card info → amount → phone → code → static invoice; or without confirmation.
const pan = v.pipe(v.string('required'), v.regex(/^\d{16}$/, 'length:16'));

export const cardInfo = defineCall({
  method: 'POST',
  path: '/v1/p2p_bank/card-info',
  idempotent: true,
  body: v.object({ number: pan }),
  answer: v.object({
    owner: v.string(),
    /** Only the first six and last four digits ever leave the server. */
    number: v.string(),
    cardType: v.picklist(CARD_TYPES),
    bank: v.object({ image: v.nullable(v.string()), name: names }),
  }),
});

export const getCardOtp = defineCall({
  method: 'POST',
  path: '/v1/card_otp/get-otp',
  idempotent: true,
  body: v.object({ pan, number: localPhoneDigits() }),
  answer: v.object({ confirmId: v.string() }),
});

export const confirmCardOtp = defineCall({
  method: 'POST',
  path: '/v1/card_otp/confirm-otp',
  idempotent: true,
  body: v.object({ otp: v.pipe(v.string('required'), v.regex(/^\d{6,}$/, 'min_length:6')), confirmId: v.pipe(v.string('required'), v.nonEmpty('required')) }),
  answer: v.object({ token: v.string() }),
});

export const createStaticInvoice = defineCall({
  method: 'POST',
  path: '/v1/invoice/invoice-static',
  idempotent: true,
  body: v.object({
    salePointId: v.pipe(v.string('required'), v.nonEmpty('required')),
    staticMerchant: v.literal('P2P'),
    account: v.object({ number: pan }),
    token: v.pipe(v.string('required'), v.nonEmpty('required')),
    amount: amountField,
    requestDate,
  }),
  answer: v.object({ invoiceNumber: v.string(), invoice }),
});

/** Below the merchant's withConfirmation limit the top-up needs no code; an empty number means it does. */
export const createStaticInvoiceWithoutConfirm = defineCall({
  method: 'POST',
  path: '/v1/invoice/create-static-without-confirm',
  idempotent: true,
  body: v.object({
    salePointId: v.pipe(v.string('required'), v.nonEmpty('required')),
    number: pan,
    amount: amountField,
    requestDate,
  }),
  answer: v.object({ invoiceNumber: v.nullable(v.string()), invoice: v.nullable(invoice) }),
});

/** The transactions list's rows for its filters as CSV or XLSX (issue 21 item 3). */
export const exportInvoices = defineCall({
  method: 'POST',
  path: '/v1/invoice/export',
  scoped: true,
  file: true,
  body: exportBody(INVOICE_LIST),
  answer: exportedFile,
});
