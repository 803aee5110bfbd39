import type {
  AnalyticsChild,
  ChildRow,
  ClassAnalytics,
  MissedClock,
  MostMissed,
  TrendPoint,
} from '../../api/analytics';
import { type ClockTime, toFaceMinutes as faceMinutes } from '../../clock/time';
import { SKILLS, type Skill } from '../../game/learner/skills';
import { MISCONCEPTION_TAGS, type MisconceptionTag } from '../../game/misconceptions';
import { QUESTION_TYPES, type QuestionType } from '../../game/settings';
import {
  type AnswerGroup,
  faceTimeOf,
  meanMs,
  type SourceTotals,
  skillOfGroup,
} from './answer-groups';
import { type ChildMistakes, suggestGroups } from './practice-groups';

// Class analytics from grouped answers: every number the teacher's screen shows is folded here,
// so it can be checked without a database.

/** Missed clocks kept per heat-map cell. */
export const MISSED_PER_CELL = 3;
/** The most missed clocks shown. */
export const MOST_MISSED_MAX = 5;

export type ClassAnalyticsInput = {
  classId: string;
  /** The roster (or, for one child's analytics, that child): rows in this order. */
  children: readonly AnalyticsChild[];
  groups: readonly AnswerGroup[];
  sources: readonly SourceTotals[];
  /** Whether to suggest practice groups (not for one child). */
  withGroups: boolean;
};

type Tally = { answered: number; correct: number; totalMs: number; timed: number };
const emptyTally = (): Tally => ({ answered: 0, correct: 0, totalMs: 0, timed: 0 });
function add(tally: Tally, group: AnswerGroup): void {
  tally.answered += group.count;
  if (group.correct) tally.correct += group.count;
  tally.totalMs += group.totalMs;
  tally.timed += group.timed;
}

const tagOrder = (tag: MisconceptionTag) => MISCONCEPTION_TAGS.indexOf(tag);

/** The key with the highest count; ties go to the smallest key by `order`. */
function topKey<K>(counts: Map<K, number>, order: (a: K, b: K) => number): K | null {
  let best: K | null = null;
  let bestCount = 0;
  for (const [key, count] of counts) {
    if (count > bestCount || (count === bestCount && best !== null && order(key, best) < 0)) {
      best = key;
      bestCount = count;
    }
  }
  return best;
}

const bump = <K>(map: Map<K, number>, key: K, by: number) => map.set(key, (map.get(key) ?? 0) + by);
const timeKey = (type: QuestionType, time: ClockTime) => `${type} ${time.hour}:${time.minute}`;

/** One child's heat-map cells: each tag with its count and its most often missed clocks. */
function cellsOf(wrong: readonly AnswerGroup[]): ChildRow['cells'] {
  const byTag = new Map<MisconceptionTag, AnswerGroup[]>();
  for (const g of wrong) if (g.tag) byTag.set(g.tag, [...(byTag.get(g.tag) ?? []), g]);
  return [...byTag.entries()]
    .map(([tag, groups]) => {
      // The same clock answered the same way counts once per cell, most frequent first.
      const clocks = new Map<string, { clock: MissedClock; count: number }>();
      for (const g of groups) {
        const correctTime = faceTimeOf(g.correctTime);
        if (!correctTime) continue;
        const key = `${g.source} ${timeKey(g.type, correctTime)} ${g.given ?? ''}`;
        const entry = clocks.get(key) ?? {
          clock: { type: g.type, correctTime, given: g.given ?? '', source: g.source },
          count: 0,
        };
        entry.count += g.count;
        clocks.set(key, entry);
      }
      const missed = [...clocks.values()]
        .sort(
          (a, b) =>
            b.count - a.count ||
            faceMinutes(a.clock.correctTime) - faceMinutes(b.clock.correctTime) ||
            QUESTION_TYPES.indexOf(a.clock.type) - QUESTION_TYPES.indexOf(b.clock.type) ||
            a.clock.given.localeCompare(b.clock.given),
        )
        .slice(0, MISSED_PER_CELL)
        .map((e) => e.clock);
      return { tag, count: groups.reduce((sum, g) => sum + g.count, 0), missed };
    })
    .sort((a, b) => b.count - a.count || tagOrder(a.tag) - tagOrder(b.tag));
}

/** The clocks most missed: missed count, then share missed, then face order. */
function mostMissedOf(groups: readonly AnswerGroup[]): MostMissed[] {
  type Entry = {
    type: QuestionType;
    correctTime: ClockTime;
    answered: number;
    missed: number;
    answers: Map<string, number>;
    tags: Map<MisconceptionTag, number>;
  };
  const clocks = new Map<string, Entry>();
  for (const g of groups) {
    const correctTime = faceTimeOf(g.correctTime);
    if (!correctTime) continue;
    const key = timeKey(g.type, correctTime);
    const entry = clocks.get(key) ?? {
      type: g.type,
      correctTime,
      answered: 0,
      missed: 0,
      answers: new Map(),
      tags: new Map(),
    };
    entry.answered += g.count;
    if (!g.correct) {
      entry.missed += g.count;
      if (g.given !== null) bump(entry.answers, g.given, g.count);
      if (g.tag) bump(entry.tags, g.tag, g.count);
    }
    clocks.set(key, entry);
  }
  return [...clocks.values()]
    .filter((e) => e.missed > 0)
    .sort(
      (a, b) =>
        b.missed - a.missed ||
        b.missed / b.answered - a.missed / a.answered ||
        faceMinutes(a.correctTime) - faceMinutes(b.correctTime) ||
        QUESTION_TYPES.indexOf(a.type) - QUESTION_TYPES.indexOf(b.type),
    )
    .slice(0, MOST_MISSED_MAX)
    .map((e) => ({
      type: e.type,
      correctTime: e.correctTime,
      answered: e.answered,
      missed: e.missed,
      commonAnswer: topKey(e.answers, (a, b) => a.localeCompare(b)),
      commonTag: topKey(e.tags, (a, b) => tagOrder(a) - tagOrder(b)),
    }));
}

function trendOf(sources: readonly SourceTotals[]): TrendPoint[] {
  return [...sources]
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.id.localeCompare(b.id))
    .map((s) => ({
      source: s.source,
      id: s.id,
      at: s.at.toISOString(),
      answered: s.answered,
      correct: s.correct,
      averageAnswerMs: meanMs(s.totalMs, s.timed),
    }));
}

/** Class (or one child's) analytics from the class's grouped answers and its sources. */
export function foldClassAnalytics(input: ClassAnalyticsInput): ClassAnalytics {
  const total = emptyTally();
  const bySkill = new Map<Skill, Tally>();
  const byType = new Map<QuestionType, Tally>();
  const byChild = new Map<string, { tally: Tally; wrong: AnswerGroup[] }>();
  for (const child of input.children) byChild.set(child.id, { tally: emptyTally(), wrong: [] });

  for (const g of input.groups) {
    add(total, g);
    const skill = skillOfGroup(g);
    if (skill) {
      const tally = bySkill.get(skill) ?? emptyTally();
      add(tally, g);
      bySkill.set(skill, tally);
    }
    const typeTally = byType.get(g.type) ?? emptyTally();
    add(typeTally, g);
    byType.set(g.type, typeTally);
    const row = g.childId === null ? undefined : byChild.get(g.childId);
    if (row) {
      add(row.tally, g);
      if (!g.correct && g.tag) row.wrong.push(g);
    }
  }

  const children: ChildRow[] = input.children.map((child) => {
    const row = byChild.get(child.id) ?? { tally: emptyTally(), wrong: [] };
    return {
      child,
      answered: row.tally.answered,
      correct: row.tally.correct,
      averageAnswerMs: meanMs(row.tally.totalMs, row.tally.timed),
      cells: cellsOf(row.wrong),
    };
  });

  const tagTotals = new Map<MisconceptionTag, number>();
  for (const row of children) for (const cell of row.cells) bump(tagTotals, cell.tag, cell.count);
  const tags = [...tagTotals.entries()]
    .sort((a, b) => b[1] - a[1] || tagOrder(a[0]) - tagOrder(b[0]))
    .map(([tag]) => tag);

  const mistakes: ChildMistakes[] = [];
  if (input.withGroups) {
    for (const child of input.children) {
      const wrong = byChild.get(child.id)?.wrong ?? [];
      const perTag = new Map<MisconceptionTag, { count: number; skills: Map<Skill, number> }>();
      for (const g of wrong) {
        if (!g.tag) continue;
        const entry = perTag.get(g.tag) ?? { count: 0, skills: new Map() };
        entry.count += g.count;
        const skill = skillOfGroup(g);
        if (skill) bump(entry.skills, skill, g.count);
        perTag.set(g.tag, entry);
      }
      for (const [tag, { count, skills }] of perTag) mistakes.push({ child, tag, count, skills });
    }
  }

  return {
    classId: input.classId,
    answered: total.answered,
    correct: total.correct,
    averageAnswerMs: meanMs(total.totalMs, total.timed),
    skills: SKILLS.flatMap((skill) => {
      const t = bySkill.get(skill);
      return t ? [{ skill, answered: t.answered, correct: t.correct }] : [];
    }),
    types: QUESTION_TYPES.flatMap((type) => {
      const t = byType.get(type);
      return t ? [{ type, answered: t.answered, correct: t.correct }] : [];
    }),
    tags,
    children,
    trend: trendOf(input.sources),
    mostMissed: mostMissedOf(input.groups),
    groups: input.withGroups ? suggestGroups(mistakes) : [],
  };
}
