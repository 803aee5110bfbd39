import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

/** /settings: game, app and account settings. */
export function SettingsScreen() {
  const { t } = useTranslation('screens');
  return <PlaceholderScreen title={t('settings.title')} intro={t('settings.intro')} />;
}
