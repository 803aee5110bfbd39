import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

/** /auth/verify: the magic-link verification screen (the accounts feature builds it). */
export function VerifyScreen() {
  const { t } = useTranslation('screens');
  return <PlaceholderScreen title={t('verify.title')} intro={t('verify.intro')} />;
}
