import { useTranslation } from '../../../lib/i18n';

/** /teacher/assignments: the teacher's tasks and assignments (issue 14). */
export function AssignmentsScreen() {
  const { t } = useTranslation('assignments');
  return (
    <div className="page">
      <h1>{t('title')}</h1>
    </div>
  );
}
