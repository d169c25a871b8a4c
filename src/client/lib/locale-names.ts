// Each language is named in itself, so a user who does not read the current one still finds theirs. `lang` is
// the BCP 47 tag for <html lang>: `oz` is the portal's name for Uzbek in Cyrillic script.
import type { Locale } from '#shared/enums.ts';

export const LOCALE_NAMES: Record<Locale, { name: string; lang: string }> = {
  ru: { name: 'Русский', lang: 'ru' },
  uz: { name: 'O‘zbekcha', lang: 'uz-Latn' },
  en: { name: 'English', lang: 'en' },
  oz: { name: 'Ўзбекча', lang: 'uz-Cyrl' },
};
