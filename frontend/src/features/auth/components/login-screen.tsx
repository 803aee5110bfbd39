import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

/** /auth/login: the email-only sign-in form (the accounts feature builds it). */
export function LoginScreen() {
  const { t } = useTranslation('screens');
  return <PlaceholderScreen title={t('login.title')} intro={t('login.intro')} />;
}
