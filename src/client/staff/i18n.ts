// The console's texts (issue 15): a lingui catalog of its own (`staff`, lingui.config.ts) loaded only here, beside
// the portal's two catalogs (the error texts and statuses the console shares with the portal live there).
import type { Messages } from '@lingui/core';
import { LOCALES, type Locale } from '#shared/enums.ts';
import { activateLocale, i18n, signedInTexts } from '#client/lib/i18n.ts';

const STAFF_CATALOGS: Record<Locale, () => Promise<{ messages: Messages }>> = {
  ru: () => import('../../../locales/ru/staff.po'),
  uz: () => import('../../../locales/uz/staff.po'),
  en: () => import('../../../locales/en/staff.po'),
  oz: () => import('../../../locales/oz/staff.po'),
};

const loaded = new Map<Locale, Promise<void>>();

function loadStaff(locale: Locale): Promise<void> {
  let loading = loaded.get(locale);
  if (!loading) {
    loading = STAFF_CATALOGS[locale]().then(({ messages }) => i18n.load(locale, messages));
    loading.catch(() => loaded.delete(locale)); // a failed chunk download may be retried
    loaded.set(locale, loading);
  }
  return loading;
}

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

let ready: Promise<void> | null = null;

/** Every text the console shows, in the active language; the console suspends on it (React `use`) once. */
export function staffTexts(): Promise<void> {
  const locale = isLocale(i18n.locale) ? i18n.locale : 'ru';
  ready ??= Promise.all([signedInTexts(), loadStaff(locale)]).then(() => i18n.activate(locale));
  return ready;
}

/** A language change in the console: its own catalog first, then the portal's switch (which activates it). */
export async function switchStaffLocale(locale: Locale): Promise<void> {
  await loadStaff(locale);
  await activateLocale(locale);
}
