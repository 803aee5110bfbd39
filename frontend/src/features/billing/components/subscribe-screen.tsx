import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';
import { useTranslation } from '../../../lib/i18n';

/** /subscribe: the Parent Plan subscription page. */
export function SubscribeScreen() {
  const { t } = useTranslation('screens');
  return <PlaceholderScreen title={t('subscribe.title')} intro={t('subscribe.intro')} />;
}
