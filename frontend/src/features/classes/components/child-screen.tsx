import type { ChildRow } from '@ttc/shared-protocol/api/analytics';
import { ApiPath } from '@ttc/shared-protocol/api/paths';
import { characterById } from '@ttc/shared-protocol/game/characters';
import { useId } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { useChildAnalytics } from '../api/get-analytics';
import { useClass } from '../api/get-class';
import { useChildLabels } from '../model/child-labels';
import { fileSlug } from '../model/stats';
import { SkillChart, TypeChart } from './analytics/accuracy-charts';
import { MissedClocks } from './analytics/missed-clock';
import { SummaryFacts } from './analytics/summary-facts';
import { TrendChart } from './analytics/trend-chart';
import { LoadError, Loading } from './query-status';
import { ReportButton } from './report-button';
import { CLASSES_NAMESPACES, useNames } from './use-names';
import './classes.css';

/** /teacher/classes/:classId/children/:childId: one child's analytics and their PDF report. */
export function ChildScreen() {
  const { t } = useTranslation(CLASSES_NAMESPACES);
  const { classId = '', childId = '' } = useParams();
  const klass = useClass(classId);
  const analytics = useChildAnalytics(classId, childId);
  const { labels } = useChildLabels(classId);
  const child = klass.data?.children.find((c) => c.id === childId);
  const id = useId();
  usePageTitle(child ? t('child.title', { name: child.nickname }) : t('title'));

  const back = klass.data ? (
    <Link to={paths.class.getHref(classId)}>{t('nav.backToClass', { name: klass.data.name })}</Link>
  ) : (
    <Link to={paths.classes.getHref()}>{t('nav.classes')}</Link>
  );

  if (klass.isPending) {
    return (
      <div className="page classes-page">
        <Loading />
      </div>
    );
  }
  if (klass.isError || !child) {
    return (
      <div className="page classes-page">
        <p className="classes-crumbs">{back}</p>
        <h1>{t('title')}</h1>
        {klass.isError ? (
          <LoadError error={klass.error} onRetry={() => klass.refetch()} />
        ) : (
          <p role="alert" className="classes-status classes-status--error">
            {t('child.notFound')}
          </p>
        )}
      </div>
    );
  }

  const character = characterById(child.character);
  const label = labels[child.id];
  const row: ChildRow | undefined = analytics.data?.children.find((r) => r.child.id === childId);

  return (
    <div className="page classes-page">
      <p className="classes-crumbs">{back}</p>
      <header className="class-header">
        <div>
          <h1>
            <span aria-hidden="true">{character?.emoji} </span>
            {t('child.title', { name: child.nickname })}
          </h1>
          {label && (
            <p className="lead">
              {label} <span className="classes-hint">({t('roster.labelNote')})</span>
            </p>
          )}
        </div>
        <div className="class-header__start">
          <ReportButton
            path={ApiPath.childPdf(classId, childId)}
            fileName={`${fileSlug(child.nickname)}-progress.pdf`}
            label={t('reports.childPdf')}
            className="button button--primary button--large"
          />
          <p className="classes-hint">{t('reports.childPdfHint')}</p>
        </div>
      </header>
      <section className="classes-card" aria-labelledby={`${id}-skills`}>
        <h2 id={`${id}-skills`}>{t('child.skills')}</h2>
        {analytics.isPending ? (
          <Loading text={t('analytics.loading')} />
        ) : analytics.isError ? (
          <LoadError error={analytics.error} onRetry={() => analytics.refetch()} />
        ) : analytics.data.answered === 0 ? (
          <p className="classes-status">{t('analytics.empty')}</p>
        ) : (
          <>
            <SummaryFacts analytics={analytics.data} />
            <div className="classes-charts">
              <SkillChart analytics={analytics.data} />
              <TypeChart analytics={analytics.data} />
            </div>
          </>
        )}
      </section>
      {analytics.data && analytics.data.answered > 0 && (
        <>
          <TrickySpots row={row} />
          <section className="classes-card" aria-labelledby={`${id}-trend`}>
            <h2 id={`${id}-trend`}>{t('child.trend')}</h2>
            <TrendChart trend={analytics.data.trend} title={t('analytics.trend.title')} />
          </section>
        </>
      )}
    </div>
  );
}

/** The child's mistakes, most frequent first, each with the clocks they missed. */
function TrickySpots({ row }: { row: ChildRow | undefined }) {
  const { t } = useTranslation('classes');
  const names = useNames();
  const id = useId();
  const cells = [...(row?.cells ?? [])].sort((a, b) => b.count - a.count);
  return (
    <section className="classes-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('child.tricky')}</h2>
      {cells.length === 0 ? (
        <p className="classes-status">{t('child.trickyEmpty')}</p>
      ) : (
        <ul className="tricky-spots">
          {cells.map((cell) => (
            <li key={cell.tag} className="tricky-spot">
              <h3>
                {names.tagTitle(cell.tag)}{' '}
                <span className="badge">{t('child.times', { count: cell.count })}</span>
              </h3>
              <MissedClocks missed={cell.missed} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
