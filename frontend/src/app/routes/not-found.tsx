import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useTranslation } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * Any path the router does not know (spec section 2). The spec's page carries a developer's
 * hint ("Did you forget to add the page to the router?"); a teacher, parent or child reads what
 * happened instead, and two ways on: the home page and the Playground, which needs no sign-in.
 */
export function NotFoundScreen() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.documentTitle'));
  return (
    <div className="page page--narrow not-found">
      <h1>{t('notFound.title')}</h1>
      <p className="lead">{t('notFound.body')}</p>
      <p>{t('notFound.next')}</p>
      <div className="button-row">
        <Link className="button button--primary button--large" to={paths.root.getHref()}>
          {t('notFound.goHome')}
        </Link>
        <Link className="button button--large" to={paths.playground.getHref()}>
          {t('notFound.goPlayground')}
        </Link>
      </div>
    </div>
  );
}
