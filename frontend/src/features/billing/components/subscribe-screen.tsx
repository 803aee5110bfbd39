import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

/** /subscribe: the Parent Plan subscription page. */
export function SubscribeScreen() {
  const { t } = useTranslation('screens');
  return <PlaceholderScreen title={t('subscribe.title')} intro={t('subscribe.intro')} />;
}
