// Before sign-in there is no profile menu, so the sign-in screens offer every interface language here; the staff
// console uses it too, with its own switch (its catalog loads first).
import { useLingui } from '@lingui/react/macro';
import { LOCALES, type Locale } from '#shared/enums.ts';
import { activateLocale } from '#client/lib/i18n.ts';
import { LOCALE_NAMES } from '#client/lib/locale-names.ts';

export function LanguageSelect({ onSelect = activateLocale }: { onSelect?: (locale: Locale) => Promise<void> }) {
  const { t, i18n } = useLingui();
  return (
    <label className="ap-lang-select">
      <span className="ap-visually-hidden">{t`Язык интерфейса`}</span>
      <select value={i18n.locale} onChange={(event) => void onSelect(event.target.value as Locale)}>
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={LOCALE_NAMES[locale].lang}>
            {LOCALE_NAMES[locale].name}
          </option>
        ))}
      </select>
    </label>
  );
}
