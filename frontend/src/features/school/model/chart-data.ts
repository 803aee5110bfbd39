import type { SchoolAnalytics } from '@ttc/shared-protocol/api/analytics';
import type { Skill } from '@ttc/shared-protocol/game/learner/skills';
import type { MisconceptionTag } from '@ttc/shared-protocol/game/misconceptions';

/** A share as a whole percentage; null without anything to divide. */
export function percent(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 100) : null;
}

export type SkillRow = { skill: Skill; answered: number; correct: number; percent: number };

/** The accuracy bars: the skills answered at least once, in the teaching order the API sends. */
export function skillRows(skills: SchoolAnalytics['skills']): SkillRow[] {
  return skills
    .filter((s) => s.answered > 0)
    .map((s) => ({ ...s, percent: percent(s.correct, s.answered) ?? 0 }));
}

export type TrendRow = { month: string; answered: number } & Partial<
  Record<MisconceptionTag, number>
>;

/**
 * The misconception trend: the `limit` tags made most often over all months, each month's count
 * given per 100 answers of that month, so a month with more practice does not look worse.
 */
export function tagTrend(
  months: SchoolAnalytics['tagTrend'],
  limit = 4,
): { tags: MisconceptionTag[]; rows: TrendRow[] } {
  const totals = new Map<MisconceptionTag, number>();
  for (const month of months) {
    for (const { tag, count } of month.tags) totals.set(tag, (totals.get(tag) ?? 0) + count);
  }
  const tags = [...totals.entries()]
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([tag]) => tag);
  const rows = months.map((month) => {
    const row: TrendRow = { month: month.month, answered: month.answered };
    for (const tag of tags) {
      const count = month.tags.find((t) => t.tag === tag)?.count ?? 0;
      row[tag] = month.answered > 0 ? Math.round((count / month.answered) * 1000) / 10 : 0;
    }
    return row;
  });
  return { tags, rows };
}

/** "2026-03" as the month's short name and year in `locale` ("Mar 2026"). */
export function monthLabel(month: string, locale: string): string {
  const [year, index] = month.split('-').map(Number);
  if (!year || !index) return month;
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, index - 1, 1)));
}
