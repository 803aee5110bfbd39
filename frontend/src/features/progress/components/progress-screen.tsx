import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

/** /progress: levels and statistics. */
export function ProgressScreen() {
  const { t } = useTranslation('screens');
  return <PlaceholderScreen title={t('progress.title')} intro={t('progress.intro')} />;
}
