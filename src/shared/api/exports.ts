// Exports (issue 21 item 3): each history list taken away as a spreadsheet. An export call takes the same filters
// and sort as its list's pageable call (without the page), the format and the reader's language, and answers the
// file itself (Content-Disposition: attachment), not the JSON envelope. Under the same bases as its list: the
// scoped lists (transactions, cancellations, shifts) under both, the owner's (deposit, rewards, statistics) under
// /api/agent only. docs/decisions/160.
import * as v from 'valibot';
import { LOCALES } from '../enums.ts';
import { APPLICATION_LIST } from './applications.ts';
import { defineCall } from './contract.ts';
import { INCOME_LIST, REWARD_LIST } from './deposit.ts';
import { INVOICE_LIST } from './invoices.ts';
import { pageableBody } from './paging.ts';
import { SHIFT_LIST } from './shifts.ts';
import { MAX_STATISTICS_DAYS, periodInOrder, periodWithinMax, STATISTICS_FILTERS } from './statistics.ts';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_MIME: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const exportOptions = {
  format: v.picklist(EXPORT_FORMATS, 'invalid'),
  /** The language of the column headers; the request's Accept-Language, then Russian, when absent. */
  lang: v.optional(v.picklist(LOCALES, 'invalid')),
};

/** A list's pageable body without the page (the export takes every row the filters select), plus format and lang. */
function exportBody<const TSort extends string, const TSearch extends string>(list: {
  sort: readonly [TSort, ...TSort[]];
  search: readonly TSearch[];
}) {
  return v.object({ ...v.omit(pageableBody(list), ['perPage', 'page']).entries, ...exportOptions });
}

/** The file is the answer: nothing to parse (the client saves the bytes). */
const file = v.unknown();

export const exportInvoices = defineCall({ method: 'POST', path: '/v1/invoice/export', scoped: true, file: true, body: exportBody(INVOICE_LIST), answer: file });

export const exportApplications = defineCall({
  method: 'POST',
  path: '/v1/application/export',
  scoped: true,
  file: true,
  body: exportBody(APPLICATION_LIST),
  answer: file,
});

export const exportShifts = defineCall({ method: 'POST', path: '/v1/shift/export', scoped: true, file: true, body: exportBody(SHIFT_LIST), answer: file });

export const exportIncomes = defineCall({ method: 'POST', path: '/v1/income-business/export', file: true, body: exportBody(INCOME_LIST), answer: file });

export const exportRewards = defineCall({ method: 'POST', path: '/v1/reward-source/export', file: true, body: exportBody(REWARD_LIST), answer: file });

/** The statistics screen's query (period, sale point, employee): its paid payments by day, sale point, cashier and service. */
export const exportStatistics = defineCall({
  method: 'POST',
  path: '/v1/statistics/export',
  file: true,
  body: v.pipe(
    v.object({ ...STATISTICS_FILTERS, ...exportOptions }),
    v.forward(v.check((query) => periodInOrder(query), 'invalid'), ['endDate']),
    v.forward(v.check((query) => periodWithinMax(query), `max_value:${MAX_STATISTICS_DAYS}`), ['endDate']),
  ),
  answer: file,
});

export type ExportCall =
  | typeof exportInvoices
  | typeof exportApplications
  | typeof exportShifts
  | typeof exportIncomes
  | typeof exportRewards
  | typeof exportStatistics;
