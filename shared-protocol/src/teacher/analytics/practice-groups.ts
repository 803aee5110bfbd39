import type { AnalyticsChild, PracticeGroup } from '../../api/analytics';
import { Skill as S, type Skill } from '../../game/learner/skills';
import { LEVELS, type LevelDefinition } from '../../game/levels';
import {
  FALLBACK_TAGS,
  MISCONCEPTION_TAGS,
  type MisconceptionTag,
} from '../../game/misconceptions';
import { QuestionType } from '../../game/settings';
import { LESSON_PLANS } from '../lesson-plans/plans';

// Suggested practice groups: children who made the same named mistake at least twice, most
// affected first, cut into groups of 2-4 (a teacher runs a small group at one table), each with
// the level whose practice targets the mistake and the lesson plan that teaches it.

/** A child counts for a group when they made the mistake at least this often. */
export const GROUP_MIN_MISTAKES = 2;
export const GROUP_MIN_SIZE = 2;
export const GROUP_MAX_SIZE = 4;

/** How often one child made one mistake, and at which skills. */
export type ChildMistakes = {
  child: AnalyticsChild;
  tag: MisconceptionTag;
  count: number;
  /** The skills of those wrong answers, with counts (to pick the level at the right skill). */
  skills: ReadonlyMap<Skill, number>;
};

/** The skill a level practises (the finest grid its times use, or elapsed / 24-hour). */
export function levelSkill(level: LevelDefinition): Skill {
  if (level.use24Hour) return S.h24;
  if (level.questionTypes.includes(QuestionType.elapsedTime)) return S.elapsed;
  switch (level.difficulty) {
    case 'hour':
      return S.oclock;
    case 'half':
      return S.half;
    case '15':
      return S.quarter;
    case '5':
      return S.fiveMinutes;
    default:
      return S.oneMinute;
  }
}

/**
 * The level to assign for a mistake: among the levels whose practice draws on it first
 * (focusTags), the one at the skill where the children made it most; on a tie, the one that
 * lists the mistake earliest (its main focus), then the easiest. Null for the fallback tags,
 * which no level targets.
 */
export function levelForTag(
  tag: MisconceptionTag,
  skills: ReadonlyMap<Skill, number> = new Map(),
): LevelDefinition | null {
  const candidates = LEVELS.filter((level) => level.focusTags.includes(tag));
  const score = (level: LevelDefinition) => skills.get(levelSkill(level)) ?? 0;
  const rank = (level: LevelDefinition) => level.focusTags.indexOf(tag);
  return (
    [...candidates].sort(
      (a, b) => score(b) - score(a) || rank(a) - rank(b) || a.level - b.level,
    )[0] ?? null
  );
}

/** The library's plan for a level, if it has one. */
export function lessonPlanForLevel(level: number): string | null {
  return LESSON_PLANS.find((plan) => plan.level === level)?.id ?? null;
}

/** Sizes of `n` children cut into the fewest groups of at most 4, as even as can be (5 -> 3+2). */
export function groupSizes(n: number): number[] {
  if (n < GROUP_MIN_SIZE) return [];
  const groups = Math.ceil(n / GROUP_MAX_SIZE);
  const base = Math.floor(n / groups);
  const extra = n % groups;
  return Array.from({ length: groups }, (_, i) => base + (i < extra ? 1 : 0));
}

const tagOrder = (tag: MisconceptionTag) => MISCONCEPTION_TAGS.indexOf(tag);

/**
 * The groups for a class. Tags shared by more children come first (then more mistakes, then
 * table order); inside a tag, the most affected children fill the first group. A child may be in
 * several groups, one per mistake.
 */
export function suggestGroups(mistakes: readonly ChildMistakes[]): PracticeGroup[] {
  const byTag = new Map<MisconceptionTag, ChildMistakes[]>();
  for (const m of mistakes) {
    if (m.count < GROUP_MIN_MISTAKES || FALLBACK_TAGS.includes(m.tag)) continue;
    byTag.set(m.tag, [...(byTag.get(m.tag) ?? []), m]);
  }
  const tags = [...byTag.entries()]
    .filter(([, children]) => children.length >= GROUP_MIN_SIZE)
    .map(([tag, children]) => ({
      tag,
      children: [...children].sort(
        (a, b) =>
          b.count - a.count ||
          a.child.nickname.localeCompare(b.child.nickname) ||
          a.child.id.localeCompare(b.child.id),
      ),
      total: children.reduce((sum, c) => sum + c.count, 0),
    }))
    .sort(
      (a, b) =>
        b.children.length - a.children.length ||
        b.total - a.total ||
        tagOrder(a.tag) - tagOrder(b.tag),
    );

  const groups: PracticeGroup[] = [];
  for (const { tag, children } of tags) {
    const skills = new Map<Skill, number>();
    for (const c of children)
      for (const [skill, count] of c.skills) skills.set(skill, (skills.get(skill) ?? 0) + count);
    const level = levelForTag(tag, skills);
    if (!level) continue;
    const lessonPlanId = lessonPlanForLevel(level.level);
    let start = 0;
    for (const size of groupSizes(children.length)) {
      groups.push({
        tag,
        children: children.slice(start, start + size).map((c) => c.child),
        level: level.level,
        lessonPlanId,
      });
      start += size;
    }
  }
  return groups;
}
