import type { AnswerSource } from '../../api/analytics';
import { type ClockTime, toClockTime } from '../../clock/time';
import { parseTimeLabel } from '../../game/check-answer';
import type { Skill } from '../../game/learner/skills';
import { skillOfRecord } from '../../game/learner/skills';
import type { MisconceptionTag } from '../../game/misconceptions';
import type { QuestionType } from '../../game/settings';

// What class analytics fold: answers grouped by everything the analytics tell apart, so the
// database hands over a few hundred aggregated rows instead of every answer (the grouping is
// done by the query; a group of one answer is an answer). Pure: tests build groups by hand.

/** Answers that agree on every field, and how many they are. */
export type AnswerGroup = {
  /** The roster child; null for a seat no roster child took (a guest of a class session). */
  childId: string | null;
  source: AnswerSource;
  type: QuestionType;
  /** As stored; null on rows older than the column (derived from type and time then). */
  skill: Skill | null;
  /** The face time asked about, "3:05"; null when the device did not send it. */
  correctTime: string | null;
  /** What was answered; null when unknown. */
  given: string | null;
  correct: boolean;
  tag: MisconceptionTag | null;
  count: number;
  /** The answer times added up, over the `timed` answers that have one. */
  totalMs: number;
  timed: number;
};

/** One session or assignment with its totals (for the trend). */
export type SourceTotals = {
  source: AnswerSource;
  id: string;
  /** When it happened: a session's start, an assignment's first answer. */
  at: Date;
  answered: number;
  correct: number;
  totalMs: number;
  timed: number;
};

/** The skill of a group: as stored, else from its question type and face time. */
export function skillOfGroup(
  group: Pick<AnswerGroup, 'skill' | 'type' | 'correctTime'>,
): Skill | null {
  return group.skill ?? skillOfRecord(group.type, group.correctTime)?.skill ?? null;
}

/** Face times already read: a class's answers ask about a few dozen times, thousands of times. */
const faceTimes = new Map<string, ClockTime | null>();
/** Labels kept at most (there are 1,440 valid ones; anything else is read again, not kept). */
const FACE_TIMES_MAX = 2000;

/**
 * A stored face time ("3:05", or a 24-hour "15:05") as the face shows it; null if unreadable.
 * The result is shared between calls: read it, never change it.
 */
export function faceTimeOf(label: string | null): ClockTime | null {
  if (label === null) return null;
  const known = faceTimes.get(label);
  if (known !== undefined) return known;
  const day = parseTimeLabel(label);
  const time = day ? Object.freeze(toClockTime(day)) : null;
  if (faceTimes.size < FACE_TIMES_MAX) faceTimes.set(label, time);
  return time;
}

/** Mean of the timed answers, whole ms; null without any. */
export function meanMs(totalMs: number, timed: number): number | null {
  return timed === 0 ? null : Math.round(totalMs / timed);
}
