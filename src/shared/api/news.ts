// spec 03 News: the paged list of active news, in three languages, newest change first.
import * as v from 'valibot';
import { STATUSES } from '../enums.ts';
import { defineCall } from './contract.ts';
import { names } from './catalogue.ts';
import { page, pageableBody } from './paging.ts';

/** spec 03 §9: news 20 per page; §4 text cut at 160 characters. */
export const NEWS_PAGE_SIZE = 20;
export const NEWS_TEXT_CUT = 160;

export const news = v.object({
  id: v.string(),
  title: names,
  content: names,
  /** An uploaded file's /file/download path or a catalogue image; null when the news has none. */
  image: v.nullable(v.string()),
  status: v.picklist(STATUSES),
  createdDate: v.string(),
  modifiedDate: v.string(),
});
export type News = v.InferOutput<typeof news>;

export const NEWS_LIST = { sort: ['modifiedDate', 'createdDate'], search: ['status'] } as const;

/** DESIGN §3: not scoped, the agent base serves both roles; only ACTIVE news is ever listed. */
export const listNews = defineCall({
  method: 'POST',
  path: '/v1/news/pageable',
  body: pageableBody(NEWS_LIST),
  answer: page(news),
});
