// Interface language (spec 01 §1): ru by default, the choice persists and applies at once. Each language has two
// catalogs (lingui.config.ts), each its own chunk compiled from locales/{locale}/*.po by the Lingui Vite plugin:
// `sign-in` loads first; `messages`, the signed-in screens' texts, loads once somebody signs in.
import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '#shared/enums.ts';
import { LOCALE_NAMES } from './locale-names.ts';
import { readJson, STORAGE_KEYS, writeJson } from './storage.ts';

type Catalog = () => Promise<{ messages: Messages }>;

const SIGN_IN_CATALOGS: Record<Locale, Catalog> = {
  ru: () => import('../../../locales/ru/sign-in.po'),
  uz: () => import('../../../locales/uz/sign-in.po'),
  en: () => import('../../../locales/en/sign-in.po'),
  oz: () => import('../../../locales/oz/sign-in.po'),
};

const SIGNED_IN_CATALOGS: Record<Locale, Catalog> = {
  ru: () => import('../../../locales/ru/messages.po'),
  uz: () => import('../../../locales/uz/messages.po'),
  en: () => import('../../../locales/en/messages.po'),
  oz: () => import('../../../locales/oz/messages.po'),
};

const loaded = new Map<Catalog, Promise<void>>();
const arrived = new Set<Catalog>();

/** Loads a catalog into its language once; i18n.load merges it with what that language already has. */
function load(locale: Locale, catalog: Catalog): Promise<void> {
  let loading = loaded.get(catalog);
  if (!loading) {
    loading = catalog().then(({ messages }) => {
      i18n.load(locale, messages);
      arrived.add(catalog);
    });
    loading.catch(() => loaded.delete(catalog)); // a failed chunk download may be retried
    loaded.set(catalog, loading);
  }
  return loading;
}

let signedInTextsWanted = false;

const currentLocale = (): Locale => (isLocale(i18n.locale) ? i18n.locale : storedLocale());

function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function storedLocale(): Locale {
  const stored = readJson(STORAGE_KEYS.locale);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

export async function activateLocale(locale: Locale): Promise<void> {
  await Promise.all([
    load(locale, SIGN_IN_CATALOGS[locale]),
    signedInTextsWanted ? load(locale, SIGNED_IN_CATALOGS[locale]) : undefined,
  ]);
  i18n.activate(locale);
  writeJson(STORAGE_KEYS.locale, locale);
  document.documentElement.lang = LOCALE_NAMES[locale].lang;
}

/** The signed-in screens' texts in the active language; the shell suspends on it (React `use`) before showing them,
 * and from then on a language change loads them too. */
export function signedInTexts(): Promise<void> {
  signedInTextsWanted = true;
  const locale = currentLocale();
  return load(locale, SIGNED_IN_CATALOGS[locale]);
}

/** Whether the signed-in screens' texts of the active language have arrived (then nothing need wait for them). */
export function hasSignedInTexts(): boolean {
  return arrived.has(SIGNED_IN_CATALOGS[currentLocale()]);
}

export { i18n };
