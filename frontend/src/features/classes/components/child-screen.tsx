import { useTranslation } from '../../../lib/i18n';

/** /teacher/classes/:classId/children/:childId: one child's analytics and report (issue 14). */
export function ChildScreen() {
  const { t } = useTranslation('classes');
  return (
    <div className="page">
      <h1>{t('title')}</h1>
    </div>
  );
}
