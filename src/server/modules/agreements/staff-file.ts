// What staff attach to the documents they issue (spec 03 §3–4, issue 10 item 4): a PDF checked for its type, size and
// active content, stored as a system file; the days they type.
import crypto from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { MAX_STAFF_FILE_BYTES } from '#shared/api/staff-documents.ts';
import { TASHKENT_OFFSET_MS } from '#shared/period.ts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { storeSystemFile, type DocumentsContext } from '../documents/documents.service.ts';
import { pdfHasActiveContent } from '../files/file-safety.ts';

export type StaffFile = { name: string; bytes: Buffer };

export const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

export async function storeStaffPdf(ctx: DocumentsContext, tx: Executor, file: StaffFile) {
  if (file.bytes.length === 0 || file.bytes.length > MAX_STAFF_FILE_BYTES) throw new AppError(413, 'file_size_is_too_large');
  const detected = await fileTypeFromBuffer(file.bytes);
  if (detected?.ext !== 'pdf' || pdfHasActiveContent(file.bytes)) throw new AppError(400, 'file_format_is_invalid');
  const stem = file.name.replace(/\.pdf$/i, '').slice(0, 100) || 'document';
  return storeSystemFile(ctx, tx, { name: `${stem}.pdf`, extension: 'pdf', mime: 'application/pdf', bytes: file.bytes });
}

/** `YYYY-MM-DD` as the start of that Tashkent day (ISO); anything else is refused on `field`. */
export function tashkentDayStart(day: string, field: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const start = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) - TASHKENT_OFFSET_MS : Number.NaN;
  if (!Number.isFinite(start) || new Date(start + TASHKENT_OFFSET_MS).toISOString().slice(0, 10) !== day) {
    throw new AppError(400, 'validation_error', { [field]: 'invalid' });
  }
  return new Date(start).toISOString();
}

