import type { ClassAnalytics } from '@ttc/shared-protocol/api/analytics';
import { SKILLS } from '@ttc/shared-protocol/game/learner/skills';
import { QUESTION_TYPES } from '@ttc/shared-protocol/game/settings';
import { Bar, BarChart, CartesianGrid, Cell, LabelList, XAxis, YAxis } from 'recharts';
import { useTranslation } from '../../../../lib/i18n';
import { percent } from '../../model/stats';
import { useNames } from '../use-names';
import { ChartFigure } from './chart-figure';
import { useNarrowScreen } from './use-narrow-screen';

type Row = { key: string; name: string; value: number | null; correct: number; answered: number };

/** Bar colours by accuracy (the percentage is written beside each bar too). */
function barColor(value: number | null): string {
  if (value === null) return '#cbd5e1';
  if (value >= 80) return '#16a34a';
  if (value >= 50) return '#2563eb';
  return '#ea580c';
}

function AccuracyChart({ title, head, rows }: { title: string; head: string; rows: Row[] }) {
  const { t } = useTranslation('classes');
  const narrow = useNarrowScreen();
  const data = rows.map((row) => ({
    ...row,
    bar: row.value ?? 0,
    barLabel: row.value === null ? t('analytics.none') : `${row.value}%`,
  }));
  const valueText = (row: Row) =>
    row.value === null ? t('analytics.notAsked') : t('analytics.percent', { value: row.value });
  return (
    <ChartFigure
      title={title}
      chart={
        <BarChart
          responsive
          style={{ width: '100%', height: `${Math.max(rows.length * 3, 10)}rem` }}
          data={data}
          layout="vertical"
          margin={{ top: 4, right: narrow ? 48 : 64, bottom: 4, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid horizontal={false} strokeDasharray="4 4" />
          <XAxis type="number" domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} unit="%" />
          <YAxis type="category" dataKey="name" width={narrow ? 100 : 170} interval={0} />
          <Bar dataKey="bar" isAnimationActive={false} radius={[0, 6, 6, 0]} barSize={26}>
            {data.map((row) => (
              <Cell key={row.key} fill={barColor(row.value)} />
            ))}
            <LabelList dataKey="barLabel" position="right" className="classes-chart__value" />
          </Bar>
        </BarChart>
      }
      table={
        <>
          <thead>
            <tr>
              <th scope="col">{head}</th>
              <th scope="col">{t('analytics.accuracy')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.name}</th>
                <td>
                  {valueText(row)}
                  {row.answered > 0 &&
                    ` (${t('analytics.rightOf', { correct: row.correct, answered: row.answered })})`}
                </td>
              </tr>
            ))}
          </tbody>
        </>
      }
    />
  );
}

/** Accuracy by skill (o'clock ... 24-hour), every skill listed even when not asked yet. */
export function SkillChart({ analytics }: { analytics: ClassAnalytics }) {
  const { t } = useTranslation('classes');
  const names = useNames();
  const rows = SKILLS.map((skill) => {
    const found = analytics.skills.find((s) => s.skill === skill);
    const answered = found?.answered ?? 0;
    const correct = found?.correct ?? 0;
    return {
      key: skill,
      name: names.skill(skill),
      value: percent(correct, answered),
      correct,
      answered,
    };
  });
  return <AccuracyChart title={t('analytics.bySkill')} head={t('analytics.skill')} rows={rows} />;
}

/** Accuracy by question type, only the types that were asked. */
export function TypeChart({ analytics }: { analytics: ClassAnalytics }) {
  const { t } = useTranslation('classes');
  const names = useNames();
  const rows = QUESTION_TYPES.flatMap((type) => {
    const found = analytics.types.find((s) => s.type === type);
    if (!found || found.answered === 0) return [];
    return [
      {
        key: type,
        name: names.type(type),
        value: percent(found.correct, found.answered),
        correct: found.correct,
        answered: found.answered,
      },
    ];
  });
  if (rows.length === 0) return null;
  return <AccuracyChart title={t('analytics.byType')} head={t('analytics.type')} rows={rows} />;
}
