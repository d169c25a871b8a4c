// An export's answer (issue 21 item 3): the list's rows, a page at a time, as the columns of its sheet, in CSV or
// XLSX, sent on the reply as a stream. The first page is read before anything is sent, so that a refused filter or
// scope is answered as the usual error envelope; after that the file streams and the reply pulls it (backpressure).
import { PassThrough, Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EXPORT_MIME, type ExportFormat } from '#shared/api/export-file.ts';
import type { Locale } from '#shared/enums.ts';
import { tashkentDay } from '#shared/period.ts';
import { billingLanguage } from '../payments/lookup.service.ts';
import { csvChunks, writeXlsx, type Cell, type CellKind, type SheetColumn } from './export-writers.ts';
import { HEADERS, TITLES, type ExportTitle, type HeaderKey } from './export-words.ts';

export type ExportColumn<T> = { header: HeaderKey; kind: CellKind; value: (row: T, locale: Locale) => Cell };

export type ExportSpec<T> = {
  format: ExportFormat;
  lang?: Locale | undefined;
  title: ExportTitle;
  columns: readonly ExportColumn<T>[];
  pages: AsyncIterable<T[]>;
};

const FILE_STEMS: Record<ExportTitle, string> = {
  transactions: 'transactions',
  cancellations: 'cancellations',
  deposit: 'deposit-history',
  rewards: 'rewards',
  statistics: 'statistics',
  shifts: 'shifts',
};

/** `transactions-2026-11-28.xlsx`: the stem and the Tashkent day of the export. */
export function exportFileName(title: ExportTitle, format: ExportFormat, now: Date): string {
  const day = new Date(tashkentDay(now.getTime()).start + 5 * 3_600_000).toISOString().slice(0, 10);
  return `${FILE_STEMS[title]}-${day}.${format}`;
}

export async function sendExport<T>(request: FastifyRequest, reply: FastifyReply, now: Date, spec: ExportSpec<T>): Promise<FastifyReply> {
  const locale = spec.lang ?? billingLanguage(request.headers['accept-language']);
  const iterator = spec.pages[Symbol.asyncIterator]();
  const first = await iterator.next();
  const toCells = (rows: T[]) => rows.map((row) => spec.columns.map((column) => column.value(row, locale)));
  async function* cells(): AsyncGenerator<Cell[][]> {
    try {
      for (let next = first; !next.done; next = await iterator.next()) yield toCells(next.value);
    } finally {
      // The client went away mid-file: stop reading the history.
      await iterator.return?.(undefined);
    }
  }
  const columns: SheetColumn[] = spec.columns.map((column) => ({ header: HEADERS[column.header][locale], kind: column.kind }));
  reply
    .header('content-type', EXPORT_MIME[spec.format])
    .header('content-disposition', `attachment; filename="${exportFileName(spec.title, spec.format, now)}"`)
    .header('cache-control', 'no-store');
  if (spec.format === 'csv') return reply.send(Readable.from(csvChunks(columns, cells()), { objectMode: false }));
  const output = new PassThrough();
  writeXlsx(output, TITLES[spec.title][locale], columns, cells()).catch((error: unknown) => {
    request.log.error({ err: error }, 'export failed while streaming');
    output.destroy(error as Error);
  });
  return reply.send(output);
}
