import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { EmailSignIn } from './email-sign-in';

/** /auth/login: the email-only sign-in form with a link to /auth/signup (spec section 2). */
export function LoginScreen() {
  const { t } = useTranslation('auth');
  return (
    <EmailSignIn title={t('login.title')} intro={<p>{t('login.intro')}</p>}>
      <p className="auth-links">
        {t('login.noAccount')} <Link to={paths.auth.signup.getHref()}>{t('login.join')}</Link>
      </p>
    </EmailSignIn>
  );
}
