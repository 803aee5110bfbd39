import type { ClockTime } from '../../clock/time';
import { parseTimeLabel } from '../check-answer';
import { QuestionType } from '../settings';

/**
 * The skills a child masters, in teaching order (learning-anchors section 1): reading the clock
 * to the hour, half hour, quarter, 5 minutes and 1 minute, then elapsed time and the 24-hour clock.
 */
export const Skill = {
  oclock: 'oclock',
  half: 'half',
  quarter: 'quarter',
  fiveMinutes: 'five_minutes',
  oneMinute: 'one_minute',
  elapsed: 'elapsed',
  h24: 'h24',
} as const;
export type Skill = (typeof Skill)[keyof typeof Skill];
export const SKILLS = [
  Skill.oclock,
  Skill.half,
  Skill.quarter,
  Skill.fiveMinutes,
  Skill.oneMinute,
  Skill.elapsed,
  Skill.h24,
] as const satisfies readonly Skill[];

/** Reading a clock, or setting one: mastered separately (setting is harder, [R4]). */
export const SkillMode = { read: 'read', set: 'set' } as const;
export type SkillMode = (typeof SkillMode)[keyof typeof SkillMode];
export const SKILL_MODES = [SkillMode.read, SkillMode.set] as const satisfies readonly SkillMode[];

/** The skill a face time exercises: the finest grid its minute lies on. */
export function skillOfMinute(minute: number): Skill {
  if (minute === 0) return Skill.oclock;
  if (minute === 30) return Skill.half;
  if (minute % 15 === 0) return Skill.quarter;
  if (minute % 5 === 0) return Skill.fiveMinutes;
  return Skill.oneMinute;
}

/** The skill and mode of a question about `time` (a face time) of the given type. */
/** Setting the clock is its own mode; every other question type reads one. */
export function modeOf(type: QuestionType | null | undefined): SkillMode {
  return type === QuestionType.setTime ? SkillMode.set : SkillMode.read;
}

export function skillOf(
  type: QuestionType,
  time: ClockTime,
  use24Hour: boolean,
): { skill: Skill; mode: SkillMode } {
  const mode = modeOf(type);
  if (type === QuestionType.elapsedTime) return { skill: Skill.elapsed, mode: SkillMode.read };
  if (use24Hour) return { skill: Skill.h24, mode };
  return { skill: skillOfMinute(time.minute), mode };
}

/**
 * The skill of a recorded answer, from what every stored answer has: its question type and the
 * correct answer as the game writes it ("3:15", "15:15", "03:15", "1 h 30 min"). A two-digit hour
 * is 24-hour play. Null when the label says nothing (an older record without it).
 */
export function skillOfRecord(
  type: QuestionType,
  expected: string | null | undefined,
): { skill: Skill; mode: SkillMode } | null {
  if (type === QuestionType.elapsedTime) return { skill: Skill.elapsed, mode: SkillMode.read };
  if (!expected) return null;
  const time = parseTimeLabel(expected);
  if (!time) return null;
  // 12-hour labels never have a leading zero and never pass 12; "10:15" is read as 12-hour.
  const use24Hour = /^(0\d|1[3-9]|2\d):/.test(expected.trim());
  return skillOf(type, time, use24Hour);
}
