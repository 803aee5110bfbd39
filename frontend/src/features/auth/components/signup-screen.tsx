import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';
import { paths } from '../../../config/paths';

/** /auth/signup: the email form titled Join (the accounts feature builds it). */
export function SignupScreen() {
  const { t } = useTranslation('screens');
  return (
    <PlaceholderScreen title={t('signup.title')} intro={t('signup.intro')}>
      <div className="button-row">
        <Link className="button" to={paths.auth.login.getHref()}>
          {t('signup.haveAccount')}
        </Link>
        <Link className="button button--ghost" to={paths.pricing.getHref()}>
          {t('signup.seePricing')}
        </Link>
      </div>
    </PlaceholderScreen>
  );
}
