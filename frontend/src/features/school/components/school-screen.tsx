import { useTranslation } from '../../../lib/i18n';

/** /teacher/school: the school admin's view (issue 14). */
export function SchoolScreen() {
  const { t } = useTranslation('school');
  return (
    <div className="page">
      <h1>{t('title')}</h1>
    </div>
  );
}
