import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

/** /upgrade: 'Choose Your Plan'. */
export function UpgradeScreen() {
  const { t } = useTranslation('screens');
  return <PlaceholderScreen title={t('upgrade.title')} intro={t('upgrade.intro')} />;
}
