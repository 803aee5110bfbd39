import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useTranslation } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-page-title';

/** Any path the router does not know (spec section 2). */
export function NotFoundScreen() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.documentTitle'));
  return (
    <div className="page page--narrow not-found">
      <h1>{t('notFound.title')}</h1>
      <p className="lead">{t('notFound.hint')}</p>
      <Link className="button button--primary" to={paths.root.getHref()}>
        {t('notFound.goHome')}
      </Link>
    </div>
  );
}
