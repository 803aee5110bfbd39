import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { isSafeNextPath, savePostLoginPath } from '../../../lib/auth-post-login';
import { useTranslation } from '../../../lib/i18n';
import { EmailSignIn } from './email-sign-in';

/**
 * /auth/signup: the email form titled Join, with links to /auth/login and /pricing (spec
 * section 2). The guest gate sends guests here with `next` (the page to come back to) and
 * `source=guest`; the path is kept on the device for after sign-in.
 */
export function SignupScreen() {
  const { t } = useTranslation('auth');
  const [query] = useSearchParams();
  const next = query.get('next');
  const fromGuest = query.get('source') === 'guest';

  const beforeSend = () => {
    if (isSafeNextPath(next)) savePostLoginPath(next);
  };

  return (
    <EmailSignIn
      title={t('signup.title')}
      intro={
        <>
          <p>{t('signup.intro')}</p>
          {fromGuest && <p className="auth-note">{t('signup.guestNote')}</p>}
        </>
      }
      beforeSend={beforeSend}
    >
      <div className="button-row">
        <Link className="button" to={paths.auth.login.getHref()}>
          {t('signup.haveAccount')}
        </Link>
        <Link className="button button--ghost" to={paths.pricing.getHref()}>
          {t('signup.seePricing')}
        </Link>
      </div>
    </EmailSignIn>
  );
}
