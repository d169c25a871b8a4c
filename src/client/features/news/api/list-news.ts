import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listNews, NEWS_PAGE_SIZE, type News } from '#shared/api/news.ts';
import type { Page } from '#shared/api/paging.ts';
import { request } from '#client/lib/api.ts';
import { useDeviceCollection, wholeTable, type DeviceCollection } from '#client/lib/device-data.ts';
import { newsKeys } from '../keys.ts';
import { byCodeUnits } from '#shared/order.ts';

/** spec 03 §7: ACTIVE news, newest change first. */
function fetchNews(page: number, perPage: number, signal?: AbortSignal): Promise<Page<News>> {
  return request(listNews, {
    signal,
    body: { perPage, page, sort: { name: 'modifiedDate', direction: 'desc' }, search: [{ key: 'status', operation: '=', value: 'ACTIVE' }] },
  });
}

const firstPageScope = wholeTable<News & { totalElements: number }>(
  'news',
  (db) => db.news,
  (a, b) => byCodeUnits(b.modifiedDate, a.modifiedDate) || byCodeUnits(b.id, a.id),
);

/** What the list screen needs of either source: the rows shown and how many pages there are. */
export type NewsPage = Pick<Page<News>, 'content' | 'number' | 'totalPages'>;

/** Issue 4 item 1: the first page (20, the spec's size) lives in the device copy and stays readable offline. */
export function useFirstNewsPage(): DeviceCollection<News & { totalElements: number }> {
  return useDeviceCollection({
    queryKey: newsKeys.first(),
    scope: firstPageScope,
    fetch: (signal) =>
      fetchNews(0, NEWS_PAGE_SIZE, signal).then((page) => page.content.map((news) => ({ ...news, totalElements: page.totalElements }))),
    staleTime: 60_000,
  });
}

/** Any other page or page size: asked online; the previous page stays on screen while the next loads. */
export function useNewsPage(page: number, perPage: number) {
  return useQuery({
    queryKey: newsKeys.page(page, perPage),
    queryFn: ({ signal }) => fetchNews(page, perPage, signal),
    placeholderData: keepPreviousData,
  });
}
