// Texts the server keeps in three languages (names of services, banks, news): Uzbek in Cyrillic (oz) reads the
// Uzbek one, and a translation left empty falls back to Russian, the source language.
export type LocalizedText = { uz: string; ru: string; en: string };

export function localText(text: LocalizedText, locale: string): string {
  const key = locale === 'oz' ? 'uz' : locale;
  return (key === 'uz' || key === 'en' ? text[key] : '') || text.ru;
}
