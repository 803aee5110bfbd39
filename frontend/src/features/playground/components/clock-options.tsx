import { LANGUAGES, type Language } from '@ttc/shared-protocol/clock/language';
import { useId } from 'react';
import { languageNames, useTranslation } from '../../../lib/i18n';
import type { PlaygroundSettings } from '../playground-storage';
import { OptionSwitch } from './option-switch';

type Props = {
  settings: PlaygroundSettings;
  onTraditionalNumbers: (on: boolean) => void;
  onHelperCircles: (on: boolean) => void;
  onHourHandOnly: (on: boolean) => void;
  onLanguage: (language: Language) => void;
};

/** The face toggles and the clock's language (spec section 2, Playground). */
export function ClockOptions({
  settings,
  onTraditionalNumbers,
  onHelperCircles,
  onHourHandOnly,
  onLanguage,
}: Props) {
  const { t } = useTranslation('playground');
  const languageId = useId();
  return (
    <section
      className="playground-card playground-options"
      aria-labelledby="playground-options-heading"
    >
      <h2 id="playground-options-heading" className="playground-card__heading">
        {t('options.heading')}
      </h2>
      <div className="playground-options__switches" data-tour="face">
        <OptionSwitch checked={settings.showTraditionalNumbers} onChange={onTraditionalNumbers}>
          {t('options.traditionalNumbers')}
        </OptionSwitch>
        {/* Helper circles only exist on the plain face (spec section 4). */}
        {!settings.showTraditionalNumbers && (
          <OptionSwitch checked={settings.showHelperCircles} onChange={onHelperCircles}>
            {t('options.helperCircles')}
          </OptionSwitch>
        )}
        <OptionSwitch checked={settings.hourHandOnly} onChange={onHourHandOnly}>
          {t('options.hourHandOnly')}
        </OptionSwitch>
      </div>
      <div className="playground-options__language" data-tour="language">
        <label htmlFor={languageId}>{t('options.language')}</label>
        <select
          id={languageId}
          value={settings.language}
          onChange={(event) => onLanguage(event.target.value as Language)}
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {languageNames[language]}
            </option>
          ))}
        </select>
      </div>
    </section>
  );
}
