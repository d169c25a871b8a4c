// The `search` list of a pageable call built from filter values (spec 02 §5): empty filters are dropped and
// amounts typed in so'm are sent in tiyin (×100).
import type { SearchOperation } from '#shared/api/paging.ts';
import { toTiyin } from '#shared/money.ts';

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
