import { useTranslation } from '../../../lib/i18n';

/** /teacher/lessons/:planId: one printable lesson plan (issue 14). */
export function LessonScreen() {
  const { t } = useTranslation('lessons');
  return (
    <div className="page">
      <h1>{t('title')}</h1>
    </div>
  );
}
