import { useTranslation } from '../../../lib/i18n';
import { useSettings } from '../../../lib/settings/use-settings';
import { Section, Switch } from './controls';

/** Learning Preferences: the beginners' hour-hand-only clock and the read-aloud buttons. */
export function LearningSection() {
  const { t } = useTranslation('settings');
  const { settings, update } = useSettings();
  return (
    <Section id="learning" title={t('learning.title')}>
      <Switch
        label={t('learning.hourHandOnly')}
        checked={settings.hourHandOnly}
        note={t('learning.hourHandOnlyNote')}
        onChange={(on) => update({ hourHandOnly: on })}
      />
      <Switch
        label={t('learning.voiceReading')}
        checked={settings.voiceReading}
        note={t('learning.voiceReadingNote')}
        onChange={(on) => update({ voiceReading: on })}
      />
    </Section>
  );
}
