import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

/** /playground: the interactive clock (the clock feature builds it). */
export function PlaygroundScreen() {
  const { t } = useTranslation('screens');
  return <PlaceholderScreen title={t('playground.title')} intro={t('playground.intro')} />;
}
