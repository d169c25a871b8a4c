// Date display (spec 01 §9: DD.MM.YYYY, HH:mm) with dayjs in the interface language. Only screens that show dates
// import this module, so dayjs stays out of the sign-in route; it follows the interface language from then on.
import { i18n } from '@lingui/core';
import dayjs from 'dayjs';
import { LOCALES, type Locale } from '#shared/enums.ts';

// uz is Uzbek in Latin script (dayjs `uz-latn`); oz is Uzbek in Cyrillic (dayjs `uz`).
const DAYJS_LOCALES: Record<Locale, () => Promise<unknown>> = {
  ru: () => import('dayjs/locale/ru'),
  uz: () => import('dayjs/locale/uz-latn'),
  en: () => import('dayjs/locale/en'),
  oz: () => import('dayjs/locale/uz'),
};
const DAYJS_NAMES: Record<Locale, string> = { ru: 'ru', uz: 'uz-latn', en: 'en', oz: 'uz' };

async function followLocale(): Promise<void> {
  const locale = i18n.locale as Locale;
  if (!(LOCALES as readonly string[]).includes(locale)) return;
  await DAYJS_LOCALES[locale]();
  dayjs.locale(DAYJS_NAMES[locale]);
}
void followLocale();
i18n.on('change', () => void followLocale());

export function formatDateTime(iso: string): string {
  return dayjs(iso).format('DD.MM.YYYY, HH:mm');
}

export function formatDate(iso: string): string {
  return dayjs(iso).format('DD.MM.YYYY');
}
