import { LESSON_PLANS } from '@ttc/shared-protocol/teacher/lesson-plans/plans';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { planTexts } from '../model/plan-texts';
import { LessonFacts } from './lesson-facts';
import './lessons.css';

/**
 * /teacher/lessons: the lesson plan library in skill order (the order of game/levels.ts), each
 * plan with its level, grade and length and a link to the printable plan.
 */
export function LessonsScreen() {
  const { t } = useTranslation('lessons');
  const language = currentLanguage();
  usePageTitle(t('title'));
  return (
    <div className="page lessons-page">
      <p className="lessons-back">
        <Link to={paths.teacher.getHref()}>{t('backToDashboard')}</Link>
      </p>
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <p className="lessons-count">{t('count', { count: LESSON_PLANS.length })}</p>
      <ol className="lessons-list">
        {LESSON_PLANS.map((plan) => {
          const texts = planTexts(plan, language);
          return (
            <li key={plan.id} className="lessons-card">
              <h2 className="lessons-card__title">
                <Link to={paths.lesson.getHref(plan.id)}>{texts.title}</Link>
              </h2>
              <LessonFacts plan={plan} />
              <p className="lessons-card__objective">{texts.objective}</p>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
