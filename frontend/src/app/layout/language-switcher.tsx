import { isLanguage, LANGUAGES } from '@ttc/shared-protocol/clock/language';
import { useId } from 'react';
import { languageNames, setLanguage, useTranslation } from '../../lib/i18n';

/** The language menu: switches every text at once and remembers the choice. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return (
    <div className="language-switcher">
      <label className="visually-hidden" htmlFor={id}>
        {t('language.label')}
      </label>
      <img
        className="language-switcher__icon"
        src="/icons/globe.svg"
        alt=""
        width="20"
        height="20"
      />
      <select
        id={id}
        className="language-switcher__select"
        value={current}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void setLanguage(event.target.value);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {languageNames[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
