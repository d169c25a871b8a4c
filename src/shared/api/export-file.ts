// Exports (issue 21 item 3, docs/decisions/160): each history list taken away as a spreadsheet. An export call takes
// the same filters and sort as its list's pageable call (without the page), the format and the reader's language,
// and answers the file itself (Content-Disposition: attachment), not the JSON envelope. It is served under the same
// bases as its list: the scoped lists (transactions, cancellations, shifts) under both, the owner's (deposit,
// rewards, statistics) under /api/agent only. Each domain's contract file defines its own export call with these.
import * as v from 'valibot';
import { LOCALES } from '../enums.ts';
import { pageableBody } from './paging.ts';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_MIME: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const exportOptions = {
  format: v.picklist(EXPORT_FORMATS, 'invalid'),
  /** The language of the column headers and words; the request's Accept-Language, then Russian, when absent. */
  lang: v.optional(v.picklist(LOCALES, 'invalid')),
};

/** A list's pageable body without the page (the export takes every row the filters select), plus format and lang. */
export function exportBody<const TSort extends string, const TSearch extends string>(list: {
  sort: readonly [TSort, ...TSort[]];
  search: readonly TSearch[];
}) {
  return v.object({ ...v.omit(pageableBody(list), ['perPage', 'page']).entries, ...exportOptions });
}

/** The file is the answer: nothing to parse (the client saves the bytes). */
export const exportedFile = v.unknown();
