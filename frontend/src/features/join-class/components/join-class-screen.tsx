import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

/** /join: join a class with a code. */
export function JoinClassScreen() {
  const { t } = useTranslation('screens');
  return <PlaceholderScreen title={t('join.title')} intro={t('join.intro')} />;
}
