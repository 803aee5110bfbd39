import type { ClassAnalytics } from '@ttc/shared-protocol/api/analytics';
import { useTranslation } from '../../../../lib/i18n';
import { percent, secondsText } from '../../model/stats';

/** Answers, right answers and the average answer time, in big numbers. */
export function SummaryFacts({ analytics }: { analytics: ClassAnalytics }) {
  const { t } = useTranslation('classes');
  const share = percent(analytics.correct, analytics.answered);
  const seconds = secondsText(analytics.averageAnswerMs);
  return (
    <dl className="summary-facts">
      <div>
        <dt>{t('analytics.answered')}</dt>
        <dd>{analytics.answered}</dd>
      </div>
      <div>
        <dt>{t('analytics.accuracy')}</dt>
        <dd>{share === null ? t('analytics.none') : t('analytics.percent', { value: share })}</dd>
      </div>
      <div>
        <dt>{t('analytics.averageTime')}</dt>
        <dd>{seconds === null ? t('analytics.none') : t('analytics.seconds', { seconds })}</dd>
      </div>
    </dl>
  );
}
