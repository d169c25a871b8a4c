// Regions and districts as a person picks them (issue 25): sorted by their name in the reader's language, and the
// region a tax registry address names, so onboarding fills it in.
import type { Region } from '#shared/api/settings.ts';
import type { Locale } from '#shared/enums.ts';

const COLLATION: Record<Locale, string> = { ru: 'ru', uz: 'uz', en: 'en', oz: 'uz-Cyrl' };

const titleOf = (region: Region, locale: Locale) => region.title[locale] ?? region.title.ru ?? '';

/** Select options of regions or districts, alphabetical in `locale`. */
export function regionOptions(regions: Region[] | undefined, locale: string): { value: string; label: string }[] {
  const collator = new Intl.Collator(COLLATION[locale as Locale] ?? locale);
  return (regions ?? [])
    .map((region) => ({ value: String(region.id), label: titleOf(region, locale as Locale) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

const plain = (text: string) => text.toLowerCase().replace(/[ʻʼ'‘’`]/g, '');
const words = (text: string) => plain(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** What kind of place a title or an address part names, from its marker word ("sh.", "viloyati", "область"...). */
const CITY = new Set(['sh', 'shahri', 'shahar', 'ш', 'шаҳри', 'шаҳар', 'г', 'город', 'city']);
const PROVINCE = new Set(['vil', 'viloyati', 'viloyat', 'вил', 'вилояти', 'обл', 'область', 'region', 'respublikasi', 'республика', 'республикаси', 'republic']);
/** One word for another with its ending changed ("Ташкент", "Ташкентская"; "Samarqand", "Samarqandda"). */
function sameStem(a: string, b: string): boolean {
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common += 1;
  return common >= Math.max(4, Math.min(a.length, b.length) - 2);
}

const kindOf = (list: string[]) => (list.some((word) => CITY.has(word)) ? 'city' : list.some((word) => PROVINCE.has(word)) ? 'province' : null);

/**
 * The region an address names in its first part that names one ("Toshkent sh., Navoiy ko'chasi, 1" is Tashkent
 * city, not Navoiy region); a city and a province of one name are told apart by the marker word, the city winning
 * when there is none. Undefined when no part names a region.
 */
export function regionOfAddress(regions: Region[], address: string): Region | undefined {
  for (const part of address.split(',')) {
    const partWords = words(part);
    const named = regions.filter((region) =>
      Object.values(region.title).some((title) => {
        const name = words(title ?? '').filter((word) => !CITY.has(word) && !PROVINCE.has(word));
        return name.length > 0 && name.every((word) => partWords.some((typed) => sameStem(word, typed)));
      }),
    );
    if (named.length === 0) continue;
    const kind = kindOf(partWords) ?? 'city';
    const kindOfRegion = (region: Region) => kindOf(Object.values(region.title).flatMap((title) => words(title ?? '')));
    return named.find((region) => kindOfRegion(region) === kind) ?? named[0];
  }
  return undefined;
}
