import type { Settings } from '@ttc/shared-protocol/api/settings-sync';
import { LANGUAGES } from '@ttc/shared-protocol/clock/language';
import { languageNames, useTranslation } from '../../../lib/i18n';
import { prefersReducedMotion } from '../../../lib/reduced-motion';
import { useSettings } from '../../../lib/settings/use-settings';
import { Section, Select, Switch } from './controls';

/**
 * App Settings: the language of the app's texts (the top bar's switcher changes the same
 * setting) and the sounds. Animations follow the device's own reduce-motion setting (the app
 * keeps no switch of its own for it), which this section reports.
 */
export function AppSection() {
  const { t } = useTranslation('settings');
  const { settings, update } = useSettings();
  return (
    <Section id="app" title={t('app.title')}>
      <Select
        label={t('app.language')}
        value={settings.appLanguage}
        note={t('app.languageNote')}
        options={LANGUAGES.map((lang) => [lang, languageNames[lang], lang] as const)}
        onChange={(v) => update({ appLanguage: v as Settings['appLanguage'] })}
      />
      <Switch
        label={t('app.sound')}
        checked={settings.soundOn}
        note={t('app.soundNote')}
        onChange={(on) => update({ soundOn: on })}
      />
      <div className="settings-field">
        <p className="settings-field__label">{t('app.motion')}</p>
        <p className="settings-field__note">
          {prefersReducedMotion() ? t('app.motionReduced') : t('app.motionFull')}
        </p>
      </div>
    </Section>
  );
}
