import type { LessonPlan } from '@ttc/shared-protocol/teacher/lesson-plans/lesson-plan';
import { useTranslation } from '../../../lib/i18n';
import { useLevelName } from '../../../lib/learner/level-name';

/** A plan's level (with its name), grade and length, as chips. */
export function LessonFacts({ plan }: { plan: LessonPlan }) {
  const { t } = useTranslation('lessons');
  const levelName = useLevelName();
  return (
    <ul className="lesson-facts" aria-label={t('details')}>
      <li className="lesson-facts__level">
        {t('level', { level: plan.level, name: levelName(plan.level) })}
      </li>
      <li>{t(`grade.${plan.grade}`)}</li>
      <li>{t('minutes', { count: plan.minutes })}</li>
    </ul>
  );
}
