import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';
import { useTranslation } from '../../../lib/i18n';

/** /upgrade: 'Choose Your Plan'. */
export function UpgradeScreen() {
  const { t } = useTranslation('screens');
  return <PlaceholderScreen title={t('upgrade.title')} intro={t('upgrade.intro')} />;
}
