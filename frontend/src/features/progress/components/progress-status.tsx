import { useTranslation } from '../../../lib/i18n';

/** While the stats load. */
export function ProgressLoading() {
  const { t } = useTranslation('progress');
  return (
    <div className="page-loading progress-loading" role="status">
      <span className="page-loading__spinner" aria-hidden="true" />
      <span>{t('loading')}</span>
    </div>
  );
}

type ErrorProps = {
  /** The failed request's text: "status: message" (spec section 8). */
  message: string;
  onRetry: () => void;
  retrying: boolean;
};

/** The stats could not be loaded: what failed, and Try again. */
export function ProgressError({ message, onRetry, retrying }: ErrorProps) {
  const { t } = useTranslation('progress');
  return (
    <section
      className="progress-empty progress-error"
      role="alert"
      aria-labelledby="progress-error-title"
    >
      <h2 id="progress-error-title">{t('loadError')}</h2>
      <p className="progress-error__detail">{message}</p>
      <button
        type="button"
        className="button button--primary button--large"
        onClick={onRetry}
        disabled={retrying}
      >
        {t('retry')}
      </button>
    </section>
  );
}
