// spec 03 §2 statistics, §3 statistics response, §7 (query with startDate, endDate, salePointId, employeeId; the
// path is not shown): totals and tops of the business's paid payments over Asia/Tashkent days. Owner only.
import * as v from 'valibot';
import { maxLength } from '../validation.ts';
import { names } from './catalogue.ts';
import { defineCall } from './contract.ts';
import { imageRef } from './profile.ts';
import { exportedFile, exportOptions } from './export-file.ts';

/** A year and a day: the longest range one query covers (a leap year, inclusive of both ends). */
export const MAX_STATISTICS_DAYS = 366;

const day = v.pipe(
  v.string('required'),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid'),
  v.check((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'invalid'),
);
const optionalId = v.optional(v.nullable(v.pipe(v.string(), maxLength(100), v.transform((id) => id.trim() || null))), null);

export const STATISTICS_FILTERS = { startDate: day, endDate: day, salePointId: optionalId, employeeId: optionalId };
type Period = { startDate: string; endDate: string };
/** The period's two rules: in order, and no longer than MAX_STATISTICS_DAYS (the query's, and the export's). */
export const periodInOrder = (query: Period) => query.startDate <= query.endDate;
export const periodWithinMax = (query: Period) => (Date.parse(query.endDate) - Date.parse(query.startDate)) / 86_400_000 < MAX_STATISTICS_DAYS;

export const statisticsQuery = v.pipe(
  v.object(STATISTICS_FILTERS),
  v.forward(v.check((query) => periodInOrder(query), 'invalid'), ['endDate']),
  v.forward(v.check((query) => periodWithinMax(query), `max_value:${MAX_STATISTICS_DAYS}`), ['endDate']),
);

export const statistics = v.object({
  /** Paid payments: the sum of their totals (tiyin), their count and the agent's reward (tiyin). */
  total: v.object({ amount: v.number(), transactions: v.number(), reward: v.number() }),
  top: v.object({
    merchant: v.nullable(v.object({ id: v.string(), name: names, image: v.nullable(v.string()), amount: v.number() })),
    /** Null when an employee is filtered (the card is hidden) or no employee took a payment. */
    employee: v.nullable(v.object({ id: v.string(), name: v.string(), image: v.nullable(imageRef), amount: v.number() })),
    salePoint: v.nullable(v.object({ id: v.string(), name: v.string(), amount: v.number() })),
  }),
});
export type Statistics = v.InferOutput<typeof statistics>;

export const getStatistics = defineCall({
  method: 'GET',
  path: '/v1/statistics',
  query: statisticsQuery,
  answer: statistics,
});

/** The statistics screen's query: its paid payments by day, sale point, cashier and service, as CSV or XLSX (issue 21 item 3). */
export const exportStatistics = defineCall({
  method: 'POST',
  path: '/v1/statistics/export',
  file: true,
  body: v.pipe(
    v.object({ ...STATISTICS_FILTERS, ...exportOptions }),
    v.forward(
      v.check((query) => periodInOrder(query), 'invalid'),
      ['endDate'],
    ),
    v.forward(
      v.check((query) => periodWithinMax(query), `max_value:${MAX_STATISTICS_DAYS}`),
      ['endDate'],
    ),
  ),
  answer: exportedFile,
});
