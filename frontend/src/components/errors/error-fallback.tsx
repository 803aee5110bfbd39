import { useTranslation } from '../../lib/i18n';

type Props = {
  /** Renders the failed part again. */
  reset?: () => void;
};

/**
 * The friendly message shown when a screen (or the whole app) fails. It links home with a plain
 * anchor, so it works even when the router itself failed.
 */
export function ErrorFallback({ reset }: Props) {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow error-fallback" role="alert">
      <h1>{t('errors.title')}</h1>
      <p className="lead">{t('errors.body')}</p>
      <div className="button-row">
        {reset ? (
          <button type="button" className="button button--primary" onClick={reset}>
            {t('errors.tryAgain')}
          </button>
        ) : null}
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </button>
        <a className="button button--ghost" href="/">
          {t('errors.goHome')}
        </a>
      </div>
    </div>
  );
}
