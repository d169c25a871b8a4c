// News under /api/staff (spec 03; admin): every item with its state, publish in three languages with an optional
// image (uploaded through the staff file call), edit, show or hide.
import * as v from 'valibot';
import { STATUSES } from '../enums.ts';
import { requiredString } from '../validation.ts';
import { defineCall } from './contract.ts';
import { threeLanguages } from './staff.ts';

const names = v.object({ ru: v.string(), uz: v.string(), en: v.string() });
export const staffNewsItem = v.object({
  id: v.string(),
  status: v.picklist(STATUSES),
  title: names,
  content: names,
  image: v.nullable(v.string()),
  modifiedDate: v.string(),
});
export type StaffNewsItem = v.InferOutput<typeof staffNewsItem>;
export const listStaffNews = defineCall({ method: 'GET', path: '/v1/news', answer: v.array(staffNewsItem), staff: true });

/** The texts of a news item, the same for publishing and editing. */
export const newsTexts = v.object({ title: threeLanguages(200), content: threeLanguages(5000) });
export const createNewsBody = v.object({
  ...newsTexts.entries,
  imageFileId: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(64, 'max_length:64'))), null),
  imageUrl: v.optional(v.nullable(requiredString(500)), null),
  status: v.optional(v.picklist(STATUSES, 'invalid'), 'ACTIVE'),
});
export const createNews = defineCall({
  method: 'POST',
  path: '/v1/news',
  body: createNewsBody,
  answer: v.object({ id: v.string() }),
  staff: true,
});
const idParams = v.object({ id: v.string() });
export const editNews = defineCall({
  method: 'PUT',
  path: '/v1/news/:id',
  params: idParams,
  /** Without `imageFileId` the image stays; null takes it away. */
  body: v.object({ ...newsTexts.entries, imageFileId: v.optional(v.nullable(v.pipe(v.string('invalid'), v.uuid('invalid')))) }),
  answer: v.object({ id: v.string() }),
  staff: true,
});
export const setNewsStatus = defineCall({
  method: 'POST',
  path: '/v1/news/:id/status',
  params: idParams,
  body: v.object({ status: v.picklist(STATUSES, 'invalid') }),
  answer: v.object({ id: v.string(), status: v.picklist(STATUSES) }),
  staff: true,
});
