import { useTranslation } from '../../lib/i18n';

/** Shown while a screen's code or texts load; it fades in late so fast loads never flash it. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading" role="status">
      <span className="page-loading__spinner" aria-hidden="true" />
      <span>{t('loading')}</span>
    </div>
  );
}
