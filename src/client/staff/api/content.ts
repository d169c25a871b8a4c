// News and the technical and test mode switches through the staff API (src/server/staff/news.ts, staff.routes.ts).
import * as v from 'valibot';
import { defineCall } from '#shared/api/contract.ts';
import { STATUSES } from '#shared/enums.ts';
import { requiredString } from '#shared/validation.ts';

const threeLanguages = (max: number) => v.object({ ru: requiredString(max), uz: requiredString(max), en: requiredString(max) });
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
export const listStaffNews = defineCall({ method: 'GET', path: '/v1/news', answer: v.array(staffNewsItem) });
export const newsForm = v.object({ title: threeLanguages(200), content: threeLanguages(5000), active: v.boolean() });
export type NewsForm = v.InferOutput<typeof newsForm>;
export const createNews = defineCall({
  method: 'POST',
  path: '/v1/news',
  body: v.object({
    title: threeLanguages(200),
    content: threeLanguages(5000),
    imageFileId: v.nullable(v.string()),
    status: v.picklist(STATUSES),
  }),
  answer: v.object({ id: v.string() }),
});
export const editNews = defineCall({
  method: 'PUT',
  path: '/v1/news/:id',
  params: v.object({ id: v.string() }),
  /** Without `imageFileId` the image stays; null takes it away. */
  body: v.object({ title: threeLanguages(200), content: threeLanguages(5000), imageFileId: v.optional(v.nullable(v.string())) }),
  answer: v.object({ id: v.string() }),
});
export const setNewsStatus = defineCall({
  method: 'POST',
  path: '/v1/news/:id/status',
  params: v.object({ id: v.string() }),
  body: v.object({ status: v.picklist(STATUSES) }),
  answer: v.unknown(),
});

/** The switches staff flip (src/server/staff/staff.service.ts STAFF_COMMANDS). */
export const SWITCHES = ['tech-mode', 'test-mode'] as const;
export type StaffSwitch = (typeof SWITCHES)[number];
const switchState = v.object({ on: v.boolean() });
export const getSwitch = defineCall({ method: 'GET', path: '/v1/:name', params: v.object({ name: v.picklist(SWITCHES) }), answer: switchState });
export const setSwitch = defineCall({
  method: 'POST',
  path: '/v1/:name',
  params: v.object({ name: v.picklist(SWITCHES) }),
  body: switchState,
  answer: switchState,
});
