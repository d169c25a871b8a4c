// Texts the server keeps per language (names of services, banks, news). A translation left empty falls back to
// Russian, the source language; Uzbek in Cyrillic (oz) falls back to the Latin Uzbek first, for texts stored
// before they carried an oz version (old invoice snapshots) and for domains that have none.
export type LocalizedText = { uz: string; ru: string; en: string; oz?: string };

export function localText(text: LocalizedText, locale: string): string {
  if (locale === 'oz') return text.oz || text.uz || text.ru;
  return (locale === 'uz' || locale === 'en' ? text[locale] : '') || text.ru;
}
