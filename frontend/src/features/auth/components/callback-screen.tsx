import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

/** /auth/callback: where the emailed link returns (the accounts feature builds it). */
export function CallbackScreen() {
  const { t } = useTranslation('screens');
  return <PlaceholderScreen title={t('callback.title')} intro={t('callback.intro')} />;
}
