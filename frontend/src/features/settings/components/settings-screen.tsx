import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';
import { useTranslation } from '../../../lib/i18n';

/** /settings: game, app and account settings. */
export function SettingsScreen() {
  const { t } = useTranslation('screens');
  return <PlaceholderScreen title={t('settings.title')} intro={t('settings.intro')} />;
}
