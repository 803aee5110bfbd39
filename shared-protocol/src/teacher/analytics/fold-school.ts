import type { SchoolAnalytics } from '../../api/analytics';
import { SKILLS, type Skill } from '../../game/learner/skills';
import { MISCONCEPTION_TAGS, type MisconceptionTag } from '../../game/misconceptions';
import type { QuestionType } from '../../game/settings';
import { skillOfGroup } from './answer-groups';

// The school admin's view, folded from answers grouped by teacher and month: school-wide
// accuracy by skill, each month's mistakes, and each teacher's totals.

export type SchoolAnswerGroup = {
  teacherId: string;
  /** The answer's calendar month (UTC), "2026-03". */
  month: string;
  type: QuestionType;
  skill: Skill | null;
  /** Only needed when `skill` is null (older rows). */
  correctTime: string | null;
  correct: boolean;
  tag: MisconceptionTag | null;
  count: number;
};

export type SchoolTeacher = {
  teacherId: string;
  name: string | null;
  email: string;
  classCount: number;
  sessionCount: number;
};

const tagOrder = (tag: MisconceptionTag) => MISCONCEPTION_TAGS.indexOf(tag);

/** The school's analytics; teachers in the order given (the caller sorts them). */
export function foldSchoolAnalytics(
  teachers: readonly SchoolTeacher[],
  groups: readonly SchoolAnswerGroup[],
): SchoolAnalytics {
  let answered = 0;
  let correct = 0;
  const bySkill = new Map<Skill, { answered: number; correct: number }>();
  const byTeacher = new Map<string, { answered: number; correct: number }>();
  const byMonth = new Map<string, { answered: number; tags: Map<MisconceptionTag, number> }>();
  for (const g of groups) {
    const right = g.correct ? g.count : 0;
    answered += g.count;
    correct += right;
    const skill = skillOfGroup(g);
    if (skill) {
      const s = bySkill.get(skill) ?? { answered: 0, correct: 0 };
      s.answered += g.count;
      s.correct += right;
      bySkill.set(skill, s);
    }
    const t = byTeacher.get(g.teacherId) ?? { answered: 0, correct: 0 };
    t.answered += g.count;
    t.correct += right;
    byTeacher.set(g.teacherId, t);
    const m = byMonth.get(g.month) ?? { answered: 0, tags: new Map() };
    m.answered += g.count;
    if (!g.correct && g.tag) m.tags.set(g.tag, (m.tags.get(g.tag) ?? 0) + g.count);
    byMonth.set(g.month, m);
  }
  return {
    answered,
    correct,
    skills: SKILLS.flatMap((skill) => {
      const s = bySkill.get(skill);
      return s ? [{ skill, ...s }] : [];
    }),
    tagTrend: [...byMonth.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, m]) => ({
        month,
        answered: m.answered,
        tags: [...m.tags.entries()]
          .sort((a, b) => b[1] - a[1] || tagOrder(a[0]) - tagOrder(b[0]))
          .map(([tag, count]) => ({ tag, count })),
      })),
    teachers: teachers.map((teacher) => ({
      ...teacher,
      ...(byTeacher.get(teacher.teacherId) ?? { answered: 0, correct: 0 }),
    })),
  };
}
