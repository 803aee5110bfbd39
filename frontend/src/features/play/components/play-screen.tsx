import { useTranslation } from '../../../lib/i18n';

/** /play/:code: a child opens an assignment (issue 14). */
export function PlayScreen() {
  const { t } = useTranslation('play');
  return (
    <div className="page">
      <h1>{t('title')}</h1>
    </div>
  );
}
