// The filters of the lists (spec 02 §5): held in the query string, and turned into the `search` list of a pageable
// call, where empty filters are dropped and amounts typed in so'm are sent in tiyin (×100).
import type { SearchOperation } from '#shared/api/paging.ts';
import { toTiyin } from '#shared/money.ts';
import type { Period } from '#shared/period.ts';
import { formatPeriodParam, periodParamOf } from './period-filter.ts';

export type SearchEntry<K extends string> = { key: K; operation: SearchOperation; value: string | number | boolean };

type Condition<K extends string> = [key: K, operation: SearchOperation, value: string | number | boolean | null | undefined];

export function searchOf<K extends string>(conditions: Condition<K>[]): SearchEntry<K>[] {
  const entries: SearchEntry<K>[] = [];
  for (const [key, operation, raw] of conditions) {
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (value === null || value === undefined || value === '') continue;
    if (typeof value === 'number' && !Number.isFinite(value)) continue;
    entries.push({ key, operation, value });
  }
  return entries;
}

/** Tiyin of an amount typed in so'm ("12 500", "12500,50"); null when it is empty or not a number. */
export function sumInputToTiyin(text: string | null | undefined): number | null {
  const normalized = (text ?? '').replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return null;
  return toTiyin(Number(normalized));
}

/** The filters every dated list keeps in its query string: a period (today unless given) and a status of its own. */
export type DatedFilters<S extends string, K extends string> = { period: Period; status: S | '' } & Record<K, string>;

/**
 * Reads a dated list's filters and 0-based page from the query string (`page` there counts from 1, as shown): the
 * period, a status among `statuses`, and the text fields `textKeys`.
 */
export function datedFiltersOf<S extends string, K extends string>(
  params: URLSearchParams,
  now: number,
  statuses: readonly S[],
  textKeys: readonly K[],
): { filters: DatedFilters<S, K>; page: number } {
  const status = params.get('status') ?? '';
  const page = Number(params.get('page'));
  const texts = Object.fromEntries(textKeys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>;
  return {
    filters: {
      ...texts,
      period: periodParamOf(params, now),
      status: (statuses as readonly string[]).includes(status) ? (status as S) : '',
    },
    page: Number.isInteger(page) && page > 1 ? page - 1 : 0,
  };
}

/** The query string of a dated list's filters and 0-based page; empty filters and the first page are left out. */
export function datedFiltersParams<S extends string, K extends string>(
  filters: DatedFilters<S, K>,
  textKeys: readonly K[],
  page = 0,
): URLSearchParams {
  const params = new URLSearchParams({ period: formatPeriodParam(filters.period) });
  if (filters.status) params.set('status', filters.status);
  for (const key of textKeys) {
    const text = filters[key].trim();
    if (text) params.set(key, text);
  }
  if (page > 0) params.set('page', String(page + 1));
  return params;
}
