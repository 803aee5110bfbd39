import { useId } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { useClassAnalytics } from '../../api/get-analytics';
import type { ChildLabels } from '../../model/child-labels';
import { LoadError, Loading } from '../query-status';
import { SkillChart, TypeChart } from './accuracy-charts';
import { HeatMap } from './heat-map';
import { MostMissedClocks } from './most-missed';
import { PracticeGroups } from './practice-groups';
import { SummaryFacts } from './summary-facts';
import { TrendChart } from './trend-chart';

type Props = { classId: string; labels: ChildLabels };

/** The class's analytics: summary, accuracy charts, heat-map, trend, most missed, groups. */
export function ClassAnalyticsSection({ classId, labels }: Props) {
  const { t } = useTranslation('classes');
  const id = useId();
  const analytics = useClassAnalytics(classId);

  return (
    <section
      className="classes-card class-analytics"
      aria-labelledby={`${id}-title`}
      id="analytics"
    >
      <h2 id={`${id}-title`}>{t('analytics.title')}</h2>
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
          <HeatMap analytics={analytics.data} labels={labels} />
          <section className="classes-subsection" aria-labelledby={`${id}-trend`}>
            <h3 id={`${id}-trend`}>{t('analytics.trend.title')}</h3>
            <TrendChart trend={analytics.data.trend} title={t('analytics.trend.title')} />
          </section>
          <MostMissedClocks items={analytics.data.mostMissed} />
          <PracticeGroups classId={classId} groups={analytics.data.groups} />
        </>
      )}
    </section>
  );
}
