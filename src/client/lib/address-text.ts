// A sale point's address as people read it (issue 16): region and district in the reader's language, then the street
// as typed, with any part of it that only repeats the region or district (in whichever language it was typed, e.g.
// "Chilonzor tumani" before "Чиланзарский район") printed once.
import type { Locale } from '#shared/enums.ts';

type Place = { title: Partial<Record<Locale, string>> } | null;

// ʻ and ʼ are letters to Unicode (Lm) but Uzbek writes the same word with ' or ‘ too (issue 25: "Sirgʻali tumani"
// beside "Sirg'ali tumani").
const plain = (text: string) => text.toLowerCase().replace(/[ʻʼ]/gu, '').replace(/[^\p{L}\p{N}]+/gu, '');

export function addressText(point: { region: Place; district: Place; address: string | null }, locale: Locale): string {
  const places = [point.region, point.district].filter((place) => place !== null);
  const named = new Set(places.flatMap((place) => Object.values(place.title).filter(Boolean).map((title) => plain(title!))));
  const street = (point.address ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !named.has(plain(part)));
  return [...places.map((place) => place.title[locale] ?? place.title.ru ?? ''), ...street].filter(Boolean).join(', ');
}
