// spec 01 §5 upload rules and §7 file calls. Uploads are multipart; the rules are checked on the file's content.
import * as v from 'valibot';
import { defineCall } from './contract.ts';
import { FILE_TYPES } from '../enums.ts';

export const KB = 1024;

/** The scope sent with an upload picks its rule set. */
export const UPLOAD_RULES = {
  DOCUMENT: { extensions: ['jpg', 'jpeg', 'png', 'bmp'], maxBytes: 1536 * KB },
  PROFILE_PHOTO: { extensions: ['jpg', 'jpeg', 'png'], maxBytes: 512 * KB },
  GENERIC: { extensions: ['jpg', 'jpeg', 'png', 'bmp', 'pdf', 'gif'], maxBytes: 10 * 1024 * KB },
  /** spec 03 §5: a chat attachment of at most 2048 KB, "compared as size above 1000 times the limit". */
  TICKET: { extensions: ['jpg', 'jpeg', 'png', 'bmp', 'pdf', 'gif'], maxBytes: 2048 * 1000 },
} as const satisfies Record<string, { extensions: readonly string[]; maxBytes: number }>;
export type UploadScope = keyof typeof UPLOAD_RULES;
export const UPLOAD_SCOPES = Object.keys(UPLOAD_RULES) as UploadScope[];

export const storedFile = v.object({
  id: v.string(),
  name: v.string(),
  url: v.string(),
  size: v.number(),
  type: v.picklist(FILE_TYPES),
  extension: v.string(),
  createdDate: v.string(),
});
export type StoredFile = v.InferOutput<typeof storedFile>;

/** POST /v1/file is multipart (field `file`, optional field `scope`); it is registered by hand on the server. */
export const UPLOAD_PATH = '/v1/file';

export const getFile = defineCall({
  method: 'GET',
  path: '/v1/file/:id',
  // The profile (photo included) stays editable during technical mode (spec 01 §2.1).
  duringTechMode: true,
  params: v.object({ id: v.string() }),
  answer: storedFile,
});

/** 409 file_is_in_use: a scan or logo of a business moderation has approved (ON_MODERATION ones may go). */
export const deleteFile = defineCall({
  method: 'DELETE',
  path: '/v1/file/:id',
  duringTechMode: true,
  params: v.object({ id: v.string() }),
  answer: v.null(),
});

/** spec 01 §9: file size text uses units from Bytes up to YB. */
export function formatFileSize(bytes: number): string {
  const units = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? value : value.toFixed(2).replace(/\.?0+$/, '')} ${units[unit]}`;
}
