import { useTranslation } from '../../../lib/i18n';

/** /teacher/lessons: the lesson plan library (issue 14). */
export function LessonsScreen() {
  const { t } = useTranslation('lessons');
  return (
    <div className="page">
      <h1>{t('title')}</h1>
    </div>
  );
}
