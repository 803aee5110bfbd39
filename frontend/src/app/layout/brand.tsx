import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useTranslation } from '../../lib/i18n';

/** The logo and name, linking home. On phones the name is hidden, so the link is named here. */
export function Brand() {
  const { t } = useTranslation();
  return (
    <Link className="brand" to={paths.root.getHref()} aria-label={t('appName')}>
      <img className="brand__mark" src="/favicon.svg" alt="" width="40" height="40" />
      <span className="brand__name">{t('appName')}</span>
    </Link>
  );
}
