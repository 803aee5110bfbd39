import { useTranslation } from '../../../lib/i18n';

/** /teacher/classes/:classId: a class, its roster, analytics and reports (issue 14). */
export function ClassScreen() {
  const { t } = useTranslation('classes');
  return (
    <div className="page">
      <h1>{t('title')}</h1>
    </div>
  );
}
