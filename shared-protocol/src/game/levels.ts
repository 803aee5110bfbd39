import type { Level } from '../api/levels';
import { MisconceptionTag } from './misconceptions';
import { type Difficulty, QuestionType } from './settings';

/**
 * How the child sets the clock at a level. `hour_only`: the minute hand stays on the 12 and the
 * child turns the hour hand alone; `independent`: both hands move on their own, so the child
 * places the hour hand itself (the hour hand is the skill, learning-anchors section 5);
 * `geared`: the hour hand follows the minute hand (the minutes are the skill).
 */
export const SetHands = {
  hourOnly: 'hour_only',
  independent: 'independent',
  geared: 'geared',
} as const;
export type SetHands = (typeof SetHands)[keyof typeof SetHands];

/** What the face shows at a level: the hour numerals, the minute labels, the hour zone. */
export type FaceHelpers = { hourNumerals: boolean; minuteLabels: boolean; hourZones: boolean };

/**
 * A named level (research/learning-anchors.md section 6). `level`, `name` and `description` are
 * what GET /api/levels serves; the other fields decide what a child playing by level is asked.
 */
export type LevelDefinition = Level & {
  /** The time difficulty: its minute step is the classifier's "one step". */
  difficulty: Difficulty;
  /** The minutes the level's times use (all of them on the step grid for 1-minute play). */
  minutes: readonly number[];
  /** Question types besides set-the-clock, shared evenly. */
  questionTypes: readonly QuestionType[];
  /** Whether the level teaches setting (a larger share of set-the-clock questions). */
  teachesSetting: boolean;
  setHands: SetHands;
  /** 24-hour times with the part of the day named. */
  use24Hour: boolean;
  face: FaceHelpers;
  /** Misconceptions the level's distractors are drawn from first. */
  focusTags: readonly MisconceptionTag[];
};

const { multipleChoice, readTime, elapsedTime } = QuestionType;
const T = MisconceptionTag;
const every = (step: number, from = 0, to = 59): number[] => {
  const out: number[] = [];
  for (let m = from; m <= to; m += step) out.push(m);
  return out;
};
const numerals: FaceHelpers = { hourNumerals: true, minuteLabels: false, hourZones: true };
const counting: FaceHelpers = { hourNumerals: true, minuteLabels: true, hourZones: false };
const plain: FaceHelpers = { hourNumerals: true, minuteLabels: false, hourZones: false };

/** The twelve levels, easiest first (learning-anchors section 6). */
export const LEVELS: readonly LevelDefinition[] = [
  {
    level: 1,
    name: 'Little Hand Hero',
    description: 'Find the hour with the short hand.',
    difficulty: 'hour',
    minutes: [0],
    questionTypes: [multipleChoice],
    teachesSetting: true,
    setHands: SetHands.hourOnly,
    use24Hour: false,
    face: numerals,
    focusTags: [T.previousHour, T.offByOneHour, T.handsSwapped],
  },
  {
    level: 2,
    name: "O'Clock",
    description: "Read and set o'clock times with both hands.",
    difficulty: 'hour',
    minutes: [0],
    questionTypes: [multipleChoice, readTime],
    teachesSetting: true,
    setHands: SetHands.independent,
    use24Hour: false,
    face: numerals,
    focusTags: [T.handsSwapped, T.previousHour, T.offByOneHour],
  },
  {
    level: 3,
    name: 'Half Past',
    description: 'Half past: the long hand points down to the 6.',
    difficulty: 'half',
    minutes: [0, 30],
    questionTypes: [multipleChoice, readTime],
    teachesSetting: true,
    setHands: SetHands.independent,
    use24Hour: false,
    face: numerals,
    focusTags: [T.nextHour, T.halbTrap, T.handsSwapped, T.hourHandOnNumeral],
  },
  {
    level: 4,
    name: 'Clock Match',
    description: "Match clocks, numbers and words for o'clock and half past.",
    difficulty: 'half',
    minutes: [0, 30],
    questionTypes: [multipleChoice, readTime],
    teachesSetting: true,
    setHands: SetHands.independent,
    use24Hour: false,
    face: plain,
    focusTags: [T.numeralAsMinutes, T.nextHour, T.handsSwapped],
  },
  {
    level: 5,
    name: 'Quarter Past',
    description: 'Quarter past: the long hand points to the 3.',
    difficulty: '15',
    minutes: [0, 15, 30],
    questionTypes: [multipleChoice, readTime],
    teachesSetting: true,
    setHands: SetHands.independent,
    use24Hour: false,
    face: numerals,
    focusTags: [T.pastToReversed, T.numeralAsMinutes, T.hourHandOnNumeral],
  },
  {
    level: 6,
    name: 'Quarter To',
    description: 'Quarter to: the long hand points to the 9, nearly the next hour.',
    difficulty: '15',
    minutes: [0, 15, 30, 45],
    questionTypes: [multipleChoice, readTime],
    teachesSetting: true,
    setHands: SetHands.independent,
    use24Hour: false,
    face: numerals,
    focusTags: [T.pastToReversed, T.nextHour, T.hourHandOnNumeral],
  },
  {
    level: 7,
    name: 'Count by 5s (past)',
    description: 'Count by fives from the 12 up to half past.',
    difficulty: '5',
    minutes: every(5, 5, 30),
    questionTypes: [multipleChoice, readTime],
    teachesSetting: true,
    setHands: SetHands.geared,
    use24Hour: false,
    face: counting,
    focusTags: [T.numeralAsMinutes, T.offByOneStep, T.handsSwapped],
  },
  {
    level: 8,
    name: 'Count by 5s (to)',
    description: 'Count by fives after half past, on the way to the next hour.',
    difficulty: '5',
    minutes: every(5, 35, 55),
    questionTypes: [multipleChoice, readTime],
    teachesSetting: true,
    setHands: SetHands.geared,
    use24Hour: false,
    face: counting,
    focusTags: [T.nextHour, T.pastToReversed, T.numeralAsMinutes],
  },
  {
    level: 9,
    name: '5-Minute Master',
    description: 'Any five-minute time, with fewer helpers.',
    difficulty: '5',
    minutes: every(5),
    questionTypes: [readTime, multipleChoice],
    teachesSetting: true,
    setHands: SetHands.geared,
    use24Hour: false,
    face: plain,
    focusTags: [T.handsSwapped, T.pastToReversed, T.nextHour, T.numeralAsMinutes, T.offByOneStep],
  },
  {
    level: 10,
    name: 'Morning or Night?',
    description: 'Morning, afternoon or night? Read times on the 24-hour clock.',
    difficulty: '5',
    minutes: every(5),
    questionTypes: [multipleChoice, readTime],
    teachesSetting: false,
    setHands: SetHands.geared,
    use24Hour: true,
    face: plain,
    focusTags: [T.amPmSwap, T.h24DropTen, T.nextHour],
  },
  {
    level: 11,
    name: 'Every Minute',
    description: 'Read and set the clock to the exact minute.',
    difficulty: '1',
    minutes: every(1),
    questionTypes: [readTime, multipleChoice],
    teachesSetting: true,
    setHands: SetHands.geared,
    use24Hour: false,
    face: counting,
    focusTags: [T.tickMiscount, T.nextHour, T.numeralAsMinutes],
  },
  {
    level: 12,
    name: 'How Long?',
    description: 'How much time has passed? Jump to the next hour, then count.',
    difficulty: '5',
    minutes: every(5),
    questionTypes: [elapsedTime, multipleChoice],
    teachesSetting: false,
    setHands: SetHands.geared,
    use24Hour: false,
    face: plain,
    focusTags: [T.elapsedUnits, T.offByOneHour],
  },
];

/** The top level's number. */
export const TOP_LEVEL = LEVELS.length;

/** The public shape of a level (GET /api/levels): {level, name, description}. */
export function toPublicLevel(level: LevelDefinition): Level {
  return { level: level.level, name: level.name, description: level.description };
}

/** The level numbered `level`, clamped to 1..12 (a stored number from an older version stays usable). */
export function levelDefinition(level: number): LevelDefinition {
  const n = Number.isFinite(level) ? Math.trunc(level) : 1;
  return LEVELS[Math.min(Math.max(n, 1), LEVELS.length) - 1] as LevelDefinition;
}

/** The level after `level`, or null at the top. */
export function nextLevel(level: LevelDefinition): LevelDefinition | null {
  return LEVELS.find((l) => l.level === level.level + 1) ?? null;
}

/** How a level is marked on the progress screen (spec section 4, Levels). */
export type LevelStatus = 'complete' | 'current' | 'upcoming';

/**
 * Levels below the highest reached are complete (a child who steps back keeps its badges), the
 * current one is current, the rest upcoming.
 */
export function levelStatus(
  level: number,
  currentLevel: number,
  highestLevel = currentLevel,
): LevelStatus {
  if (level === currentLevel) return 'current';
  if (level < currentLevel || level <= highestLevel) return 'complete';
  return 'upcoming';
}
