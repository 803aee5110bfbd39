import { useTranslation } from '../../../lib/i18n';

/** /teacher/classes: the teacher's classes (issue 14). */
export function ClassesScreen() {
  const { t } = useTranslation('classes');
  return (
    <div className="page">
      <h1>{t('title')}</h1>
    </div>
  );
}
