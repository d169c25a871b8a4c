// Paged lists (DESIGN §3): POST .../pageable with {perPage, page, sort, search}; each list whitelists its keys.
import * as v from 'valibot';

export const SEARCH_OPERATIONS = ['=', '!=', '>=', '<=', 'like'] as const;
export type SearchOperation = (typeof SEARCH_OPERATIONS)[number];

export const DEFAULT_PAGE_SIZE = 30;
export const MAX_PAGE_SIZE = 1000;
/** Far past any list's last page; a larger page number would only overflow the database's offset. */
export const MAX_PAGE = 1_000_000;
/** More filters than any screen sends; a thousand made SQLite refuse the expression tree. */
export const MAX_FILTERS = 20;
const MAX_FILTER_TEXT = 200;

export function pageableBody<const TSort extends string, const TSearch extends string>(list: {
  sort: readonly [TSort, ...TSort[]];
  search: readonly TSearch[];
}) {
  return v.object({
    perPage: v.optional(
      v.pipe(v.number(), v.integer(), v.minValue(1, 'min_value:1'), v.maxValue(MAX_PAGE_SIZE, `max_value:${MAX_PAGE_SIZE}`)),
      DEFAULT_PAGE_SIZE,
    ),
    page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0, 'min_value:0'), v.maxValue(MAX_PAGE, `max_value:${MAX_PAGE}`)), 0),
    sort: v.optional(
      v.object({
        name: v.picklist(list.sort, 'invalid'),
        direction: v.optional(v.picklist(['asc', 'desc', 'ASC', 'DESC'], 'invalid'), 'desc'),
      }),
    ),
    search: v.optional(
      v.pipe(
        v.array(
          v.object({
            key: v.picklist(list.search as readonly [TSearch, ...TSearch[]], 'invalid'),
            operation: v.picklist(SEARCH_OPERATIONS, 'invalid'),
            value: v.union([v.pipe(v.string(), v.maxLength(MAX_FILTER_TEXT, `max_length:${MAX_FILTER_TEXT}`)), v.number(), v.boolean()], 'invalid'),
          }),
        ),
        v.maxLength(MAX_FILTERS, `max_items:${MAX_FILTERS}`),
      ),
      [],
    ),
    // spec 01 §7: every paged body may carry the scope flag (the base path, not the flag, picks the role's API).
    scope: v.optional(v.boolean()),
  });
}

export type PageableBody<TSort extends string, TSearch extends string> = {
  perPage: number;
  page: number;
  sort?: { name: TSort; direction: 'asc' | 'desc' | 'ASC' | 'DESC' };
  search: { key: TSearch; operation: SearchOperation; value: string | number | boolean }[];
};

export function page<T extends v.GenericSchema>(item: T) {
  return v.object({
    content: v.array(item),
    totalPages: v.number(),
    totalElements: v.number(),
    number: v.number(),
    numberOfElements: v.number(),
    size: v.number(),
  });
}

/**
 * Lists of a business's history (invoices, cancellations, deposit entries) count no further than this: a
 * `totalElements` of COUNT_CAP + 1 means "more than COUNT_CAP" (docs/decisions/040), shown as "10 000+".
 */
export const COUNT_CAP = 10_000;

export type Page<T> = {
  content: T[];
  totalPages: number;
  totalElements: number;
  number: number;
  numberOfElements: number;
  size: number;
};
