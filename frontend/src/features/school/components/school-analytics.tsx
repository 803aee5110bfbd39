import type { SchoolAnalytics as Analytics } from '@ttc/shared-protocol/api/analytics';
import { useId } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { useSchoolAnalytics } from '../api/get-school-lists';
import { monthLabel, percent, skillRows, tagTrend } from '../model/chart-data';
import { QueryState } from './query-state';
import { TableScroll } from './table-scroll';

// Big type and thick marks: the admin shows these on a smartboard in a staff meeting.
const TICK = { fontSize: 16, fill: '#1e1b4b' };
// Okabe-Ito colours, told apart with colour blindness; each line also has its own dash.
const LINE_COLOURS = ['#0072b2', '#d55e00', '#009e73', '#cc79a7'];
const LINE_DASHES = ['', '8 4', '2 4', '12 4 2 4'];

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** The school's results: accuracy by skill, the misconception trends, and each teacher's share. */
export function SchoolAnalytics() {
  const { t } = useTranslation('school');
  const id = useId();
  const analytics = useSchoolAnalytics();
  return (
    <section className="school-card school-analytics" aria-labelledby={`${id}-title`}>
      <div className="school-analytics__head">
        <h2 id={`${id}-title`}>{t('analytics.title')}</h2>
        {analytics.data && analytics.data.answered > 0 && (
          <button type="button" className="button school-print" onClick={() => window.print()}>
            {t('analytics.print')}
          </button>
        )}
      </div>
      <QueryState
        pending={analytics.isPending}
        error={analytics.error}
        loadingText={t('analytics.loading')}
        errorText={(message) => t('analytics.error', { message })}
        onRetry={() => analytics.refetch()}
      >
        {() =>
          !analytics.data || analytics.data.answered === 0 ? (
            <p className="school-soft">{t('analytics.empty')}</p>
          ) : (
            <AnalyticsBody analytics={analytics.data} />
          )
        }
      </QueryState>
    </section>
  );
}

function AnalyticsBody({ analytics }: { analytics: Analytics }) {
  const { t } = useTranslation('school');
  return (
    <>
      <p className="school-analytics__overall">
        {t('analytics.overall', {
          percent: percent(analytics.correct, analytics.answered) ?? 0,
          count: analytics.answered,
        })}
      </p>
      <div className="school-charts">
        <SkillChart skills={analytics.skills} />
        <TrendChart months={analytics.tagTrend} />
      </div>
      <TeacherTable teachers={analytics.teachers} />
    </>
  );
}

function SkillChart({ skills }: { skills: Analytics['skills'] }) {
  const { t } = useTranslation('school');
  const id = useId();
  const rows = skillRows(skills).map((row) => ({
    ...row,
    label: t(`analytics.skill.${row.skill}`),
  }));
  return (
    <figure className="school-chart" aria-labelledby={`${id}-title`}>
      <figcaption>
        <h3 id={`${id}-title`}>{t('analytics.skills')}</h3>
        <p className="school-soft">{t('analytics.skillsSummary')}</p>
      </figcaption>
      <div className="school-chart__plot" aria-hidden="true">
        <ResponsiveContainer width="100%" height={Math.max(180, rows.length * 56 + 40)}>
          <BarChart
            data={rows}
            layout="vertical"
            margin={{ left: 8, right: 48 }}
            accessibilityLayer={false}
          >
            <CartesianGrid horizontal={false} strokeDasharray="3 3" />
            <XAxis type="number" domain={[0, 100]} tick={TICK} unit="%" />
            <YAxis type="category" dataKey="label" tick={TICK} width={150} />
            <Bar dataKey="percent" fill="#2563eb" radius={[0, 6, 6, 0]} isAnimationActive={false}>
              <LabelList
                dataKey="percent"
                position="right"
                formatter={(value) => `${value}%`}
                style={{ fontSize: 16, fontWeight: 800, fill: '#1e1b4b' }}
              />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <div className="visually-hidden">
        <table>
          <caption>{t('analytics.skills')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('analytics.skills')}</th>
              <th scope="col">{t('analytics.answered')}</th>
              <th scope="col">{t('analytics.percentRight')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.skill}>
                <th scope="row">{row.label}</th>
                <td>{row.answered}</td>
                <td>{row.percent}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

function TrendChart({ months }: { months: Analytics['tagTrend'] }) {
  const { t } = useTranslation('school');
  const { t: tt } = useTranslation('teacher');
  const id = useId();
  const language = currentLanguage();
  const { tags, rows } = tagTrend(months);
  const data = rows.map((row) => ({ ...row, label: monthLabel(row.month, language) }));
  return (
    <figure className="school-chart" aria-labelledby={`${id}-title`}>
      <figcaption>
        <h3 id={`${id}-title`}>{t('analytics.trend')}</h3>
        <p className="school-soft">{t('analytics.trendSummary')}</p>
      </figcaption>
      {tags.length === 0 ? (
        <p className="school-soft">{t('analytics.trendEmpty')}</p>
      ) : (
        <>
          <div className="school-chart__plot" aria-hidden="true">
            <ResponsiveContainer width="100%" height={340}>
              <LineChart
                data={data}
                margin={{ left: 8, right: 24, top: 8 }}
                accessibilityLayer={false}
              >
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="label" tick={TICK} />
                <YAxis tick={TICK} allowDecimals={false} width={48} />
                <Tooltip />
                <Legend wrapperStyle={{ fontSize: 16 }} formatter={capitalize} />
                {tags.map((tag, index) => (
                  <Line
                    key={tag}
                    type="monotone"
                    dataKey={tag}
                    name={tt(`mistake.${tag}`)}
                    stroke={LINE_COLOURS[index % LINE_COLOURS.length]}
                    strokeDasharray={LINE_DASHES[index % LINE_DASHES.length]}
                    strokeWidth={3}
                    dot={{ r: 5 }}
                    isAnimationActive={false}
                  />
                ))}
              </LineChart>
            </ResponsiveContainer>
          </div>
          <div className="visually-hidden">
            <table>
              <caption>
                {t('analytics.trend')} ({t('analytics.perHundred')})
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('analytics.month')}</th>
                  {tags.map((tag) => (
                    <th key={tag} scope="col">
                      {tt(`mistake.${tag}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.map((row) => (
                  <tr key={row.month}>
                    <th scope="row">{row.label}</th>
                    {tags.map((tag) => (
                      <td key={tag}>{row[tag] ?? 0}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </figure>
  );
}

function TeacherTable({ teachers }: { teachers: Analytics['teachers'] }) {
  const { t } = useTranslation('school');
  const id = useId();
  return (
    <>
      <h3 id={`${id}-title`}>{t('analytics.teachers')}</h3>
      <TableScroll labelledBy={`${id}-title`}>
        <table className="school-table" aria-labelledby={`${id}-title`}>
          <thead>
            <tr>
              <th scope="col">{t('members.name')}</th>
              <th scope="col">{t('members.classes')}</th>
              <th scope="col">{t('members.sessions')}</th>
              <th scope="col">{t('analytics.answered')}</th>
              <th scope="col">{t('analytics.accuracy')}</th>
            </tr>
          </thead>
          <tbody>
            {teachers.map((teacher) => {
              const share = percent(teacher.correct, teacher.answered);
              return (
                <tr key={teacher.teacherId}>
                  <th scope="row">{teacher.name?.trim() || teacher.email}</th>
                  <td>{teacher.classCount}</td>
                  <td>{teacher.sessionCount}</td>
                  <td>{teacher.answered}</td>
                  <td>
                    {share === null ? (
                      '–'
                    ) : (
                      <span className="school-meter">
                        <span className="school-meter__bar" style={{ width: `${share}%` }} />
                        <span className="school-meter__value">{share}%</span>
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}
