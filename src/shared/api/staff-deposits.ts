// Money on the deposit under /api/staff (spec 03 §4, §9; finance): a credit typed by staff, the bank statement's
// lines (posted, listed, assigned to a business), a reconcile pass on demand and the ledger check. Amounts are tiyin.
import * as v from 'valibot';
import { moneyAmount, requiredString } from '../validation.ts';
import { defineCall } from './contract.ts';
import { INCOME_SOURCES, INCOME_TYPES } from './deposit.ts';
import { isoDay } from './staff.ts';

/** A business named by staff: its tax number or its id. */
const businessReference = requiredString(64);

// One body for the console and the CLI or automation: what the console always sends (type, source, day, comment)
// may be left out by other callers and takes its default.
export const depositCreditBody = v.object({
  business: businessReference,
  amount: moneyAmount(),
  typeIncome: v.optional(v.picklist(INCOME_TYPES, 'invalid'), 'TRANSFER'),
  /** By default HUMANS for the partner's rewards, UPAY for the rest. */
  source: v.optional(v.nullable(v.picklist(INCOME_SOURCES, 'invalid')), null),
  /** The Tashkent day a partner's reward is for (by default the day before the credit). */
  rewardDate: v.optional(v.nullable(isoDay), null),
  comment: v.optional(v.nullable(requiredString(500)), null),
});
export const creditDeposit = defineCall({
  method: 'POST',
  path: '/v1/deposit',
  body: depositCreditBody,
  answer: v.object({ incomeId: v.string(), businessId: v.string(), businessName: v.string(), balance: v.number() }),
  staff: true,
  idempotent: true,
});

export const STATEMENT_LINE_STATUSES = ['CREDITED', 'UNMATCHED', 'ASSIGNED'] as const;
export type StatementLineStatus = (typeof STATEMENT_LINE_STATUSES)[number];
const text = (max: number) => v.pipe(requiredString(max), v.regex(/^[^\0]*$/, 'invalid'));

export const statementLine = v.object({
  id: v.string(),
  reference: v.string(),
  amount: v.number(),
  purpose: v.string(),
  status: v.picklist(STATEMENT_LINE_STATUSES),
  businessId: v.nullable(v.string()),
  createdDate: v.string(),
});
export const statementLineBody = v.object({
  /** The bank's reference of the line (its document number): the same line posted twice credits once. */
  reference: text(64),
  amount: moneyAmount(),
  purpose: text(500),
});
export const postStatementLine = defineCall({
  method: 'POST',
  path: '/v1/bank-statement',
  body: statementLineBody,
  answer: v.object({ line: statementLine, replayed: v.boolean() }),
  staff: true,
});
export const listStatementLines = defineCall({
  method: 'GET',
  path: '/v1/bank-statement',
  query: v.object({ status: v.optional(v.picklist(STATEMENT_LINE_STATUSES, 'invalid')) }),
  answer: v.array(statementLine),
  staff: true,
});
export const assignBody = v.object({ business: text(64) });
export const assignStatementLine = defineCall({
  method: 'POST',
  path: '/v1/bank-statement/:id/assign',
  params: v.object({ id: text(64) }),
  body: assignBody,
  answer: statementLine,
  staff: true,
});

export const reconcile = defineCall({ method: 'POST', path: '/v1/reconcile', answer: v.unknown(), staff: true });
export const ledgerCheck = defineCall({
  method: 'GET',
  path: '/v1/ledger/check',
  answer: v.object({
    ok: v.boolean(),
    accounts: v.array(v.object({ businessId: v.string(), account: v.string(), balance: v.number(), entrySum: v.number(), ok: v.boolean() })),
    aggregates: v.object({ ok: v.boolean(), mismatches: v.array(v.object({ table: v.string(), key: v.string() })) }),
  }),
  staff: true,
});
