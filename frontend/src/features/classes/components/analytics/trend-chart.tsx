import type { TrendPoint } from '@ttc/shared-protocol/api/analytics';
import { CartesianGrid, Line, LineChart, XAxis, YAxis } from 'recharts';
import { useTranslation } from '../../../../lib/i18n';
import { percent, secondsText } from '../../model/stats';
import { ChartFigure } from './chart-figure';

/** Right answers per session and assignment, oldest first, as a line (under its own heading). */
export function TrendChart({ trend, title }: { trend: readonly TrendPoint[]; title: string }) {
  const { t, i18n } = useTranslation('classes');
  if (trend.length === 0) return <p className="classes-status">{t('analytics.trend.empty')}</p>;
  const short = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short' });
  const long = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const data = trend.map((point) => ({
    id: point.id,
    label: short.format(new Date(point.at)),
    accuracy: percent(point.correct, point.answered),
  }));
  return (
    <ChartFigure
      title={title}
      hideTitle
      className="classes-chart--wide"
      chart={
        <LineChart
          responsive
          style={{ width: '100%', height: '18rem' }}
          data={data}
          margin={{ top: 16, right: 24, bottom: 4, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="4 4" />
          <XAxis dataKey="label" interval="preserveStartEnd" />
          <YAxis domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} unit="%" width={56} />
          <Line
            dataKey="accuracy"
            stroke="#2563eb"
            strokeWidth={4}
            dot={{ r: 6, fill: '#2563eb' }}
            connectNulls
            isAnimationActive={false}
          />
        </LineChart>
      }
      table={
        <>
          <thead>
            <tr>
              <th scope="col">{t('analytics.trend.date')}</th>
              <th scope="col">{t('analytics.trend.kind')}</th>
              <th scope="col">{t('analytics.trend.accuracy')}</th>
              <th scope="col">{t('analytics.trend.time')}</th>
            </tr>
          </thead>
          <tbody>
            {trend.map((point) => {
              const value = percent(point.correct, point.answered);
              const seconds = secondsText(point.averageAnswerMs);
              return (
                <tr key={`${point.source}-${point.id}`}>
                  <th scope="row">{long.format(new Date(point.at))}</th>
                  <td>{t(`analytics.missed.source.${point.source}`)}</td>
                  <td>
                    {value === null ? t('analytics.none') : t('analytics.percent', { value })}
                  </td>
                  <td>
                    {seconds === null ? t('analytics.none') : t('analytics.seconds', { seconds })}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </>
      }
    />
  );
}
