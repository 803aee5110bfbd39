import type { LessonPlan } from '@ttc/shared-protocol/teacher/lesson-plans/lesson-plan';
import { lessonPlan } from '@ttc/shared-protocol/teacher/lesson-plans/plans';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { planTexts } from '../model/plan-texts';
import { assignState, hostState } from '../model/start-state';
import { LessonFacts } from './lesson-facts';
import { PresetSummary } from './preset-summary';
import './lessons.css';

/**
 * /teacher/lessons/:planId: one lesson plan, printable on one page (the print stylesheet drops
 * the navigation and the buttons). "Start this session" opens the host with the plan's preset;
 * "Assign as practice" opens the assignments with the plan's level.
 */
export function LessonScreen() {
  const { planId = '' } = useParams();
  const plan = lessonPlan(planId);
  return plan ? <LessonPlanView plan={plan} /> : <LessonNotFound />;
}

function LessonNotFound() {
  const { t } = useTranslation('lessons');
  usePageTitle(t('notFound.title'));
  return (
    <div className="page page--narrow lessons-page">
      <h1>{t('notFound.title')}</h1>
      <p className="lead">{t('notFound.text')}</p>
      <Link className="button button--primary button--large" to={paths.lessons.getHref()}>
        {t('back')}
      </Link>
    </div>
  );
}

function LessonPlanView({ plan }: { plan: LessonPlan }) {
  const { t } = useTranslation('lessons');
  const { t: tt } = useTranslation('teacher');
  const language = currentLanguage();
  const texts = planTexts(plan, language);
  const navigate = useNavigate();
  usePageTitle(texts.title);

  return (
    <article className="page lesson-plan" lang={language}>
      <p className="lessons-back lesson-plan__nav">
        <Link to={paths.lessons.getHref()}>{t('back')}</Link>
      </p>
      <header className="lesson-plan__header">
        <h1>{texts.title}</h1>
        <LessonFacts plan={plan} />
        <div className="button-row lesson-plan__actions">
          <button
            type="button"
            className="button button--primary button--large"
            onClick={() => navigate(paths.host.getHref(), { state: hostState(plan, language) })}
          >
            {t('start')}
          </button>
          <button
            type="button"
            className="button button--large"
            onClick={() =>
              navigate(paths.assignments.getHref(), {
                state: assignState(plan, t('assignTitle', { title: texts.title })),
              })
            }
          >
            {t('assign')}
          </button>
          <button type="button" className="button button--large" onClick={() => window.print()}>
            {t('print')}
          </button>
        </div>
      </header>

      <div className="lesson-plan__body">
        <section className="lesson-plan__section lesson-plan__section--wide">
          <h2>{t('objective')}</h2>
          <p>{texts.objective}</p>
        </section>

        <section className="lesson-plan__section">
          <h2>{t('materials')}</h2>
          <ul>
            {texts.materials.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>

        <section className="lesson-plan__section">
          <h2>{t('warmUp')}</h2>
          <ol>
            {texts.warmUp.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p className="lesson-plan__screen-only">
            <Link to={paths.playground.getHref()}>{t('openPlayground')}</Link>
          </p>
        </section>

        <section className="lesson-plan__section">
          <h2>{t('steps')}</h2>
          <ol>
            {texts.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>

        <section className="lesson-plan__section">
          <h2>{t('session')}</h2>
          <p>{t('sessionIntro')}</p>
          <PresetSummary options={hostState(plan, language).options} />
        </section>

        <section className="lesson-plan__section">
          <h2>{t('differentiation')}</h2>
          <p className="lesson-plan__soft">{t('differentiationIntro')}</p>
          <dl className="lesson-plan__differentiation">
            {texts.differentiation.map((item) => (
              <div key={item.tag}>
                <dt>{tt(`mistake.${item.tag}`)}</dt>
                <dd>{item.text}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section className="lesson-plan__section">
          <h2>{t('exitTicket')}</h2>
          <ol className="lesson-plan__ticket">
            {texts.exitTicket.map((item) => (
              <li key={item.question}>
                <p>{item.question}</p>
                <p className="lesson-plan__soft">{t('answer', { answer: item.answer })}</p>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </article>
  );
}
