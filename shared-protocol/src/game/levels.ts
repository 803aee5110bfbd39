import type { Level } from '../api/levels';
import { MisconceptionTag } from './misconceptions';
import { type Difficulty, QuestionType } from './settings';

/**
 * A named level (research/learning-anchors.md section 6). `level`, `name` and `description` are
 * what GET /api/levels serves; `minScore` is the total score (points, 100 per correct answer)
 * that reaches the level. The other fields say what the level practises, for level-based play.
 */
export type LevelDefinition = Level & {
  minScore: number;
  /** The time difficulty that fits the level. */
  difficulty: Difficulty;
  /** Question types the level uses. */
  questionTypes: readonly QuestionType[];
  /** Misconceptions the level's distractors focus on. */
  focusTags: readonly MisconceptionTag[];
};

const { multipleChoice, readTime, setTime, elapsedTime } = QuestionType;
const T = MisconceptionTag;

/**
 * The twelve levels, easiest first. Thresholds grow by 100 points more at each level
 * (300, 400, ... 1,200, then 1,500), so a level takes a few games: a perfect game is 1,000.
 */
export const LEVELS: readonly LevelDefinition[] = [
  {
    level: 1,
    name: 'Little Hand Hero',
    description: 'Find the hour with the short hand.',
    minScore: 0,
    difficulty: 'hour',
    questionTypes: [multipleChoice],
    focusTags: [T.previousHour, T.nextHour],
  },
  {
    level: 2,
    name: "O'Clock",
    description: "Read and set o'clock times with both hands.",
    minScore: 300,
    difficulty: 'hour',
    questionTypes: [multipleChoice, readTime, setTime],
    focusTags: [T.handsSwapped, T.nextHour],
  },
  {
    level: 3,
    name: 'Half Past',
    description: 'Half past: the long hand points down to the 6.',
    minScore: 700,
    difficulty: 'half',
    questionTypes: [multipleChoice, readTime, setTime],
    focusTags: [T.nextHour, T.halbTrap, T.handsSwapped],
  },
  {
    level: 4,
    name: 'Clock Match',
    description: "Match clocks, numbers and words for o'clock and half past.",
    minScore: 1200,
    difficulty: 'half',
    questionTypes: [multipleChoice, readTime, setTime],
    focusTags: [T.numeralAsMinutes, T.nextHour, T.handsSwapped],
  },
  {
    level: 5,
    name: 'Quarter Past',
    description: 'Quarter past: the long hand points to the 3.',
    minScore: 1800,
    difficulty: '15',
    questionTypes: [multipleChoice, readTime, setTime],
    focusTags: [T.pastToReversed, T.nextHour],
  },
  {
    level: 6,
    name: 'Quarter To',
    description: 'Quarter to: the long hand points to the 9, nearly the next hour.',
    minScore: 2500,
    difficulty: '15',
    questionTypes: [multipleChoice, readTime, setTime],
    focusTags: [T.pastToReversed, T.nextHour],
  },
  {
    level: 7,
    name: 'Count by 5s (past)',
    description: 'Count by fives from the 12 up to half past.',
    minScore: 3300,
    difficulty: '5',
    questionTypes: [multipleChoice, readTime, setTime],
    focusTags: [T.numeralAsMinutes, T.offByOneStep],
  },
  {
    level: 8,
    name: 'Count by 5s (to)',
    description: 'Count by fives after half past, on the way to the next hour.',
    minScore: 4200,
    difficulty: '5',
    questionTypes: [multipleChoice, readTime, setTime],
    focusTags: [T.nextHour, T.pastToReversed],
  },
  {
    level: 9,
    name: '5-Minute Master',
    description: 'Any five-minute time, with fewer helpers.',
    minScore: 5200,
    difficulty: '5',
    questionTypes: [readTime, setTime],
    focusTags: [T.handsSwapped, T.pastToReversed, T.nextHour, T.numeralAsMinutes, T.offByOneStep],
  },
  {
    level: 10,
    name: 'Morning or Night?',
    description: 'Morning, afternoon or night? Read times on the 24-hour clock.',
    minScore: 6300,
    difficulty: '5',
    questionTypes: [multipleChoice, readTime],
    focusTags: [T.amPmSwap, T.h24DropTen],
  },
  {
    level: 11,
    name: 'Every Minute',
    description: 'Read and set the clock to the exact minute.',
    minScore: 7500,
    difficulty: '1',
    questionTypes: [readTime, setTime],
    focusTags: [T.tickMiscount, T.nextHour],
  },
  {
    level: 12,
    name: 'How Long?',
    description: 'How much time has passed? Jump to the next hour, then count.',
    minScore: 9000,
    difficulty: '5',
    questionTypes: [elapsedTime, multipleChoice],
    focusTags: [T.elapsedUnits],
  },
];

/** The public shape of a level (GET /api/levels): {level, name, description}. */
export function toPublicLevel(level: LevelDefinition): Level {
  return { level: level.level, name: level.name, description: level.description };
}

/** The highest level whose threshold the score reaches (level 1 for 0 or less). */
export function levelForScore(score: number): LevelDefinition {
  let found = LEVELS[0] as LevelDefinition;
  for (const level of LEVELS) {
    if (score >= level.minScore) found = level;
  }
  return found;
}

/** The level after `level`, or null at the top. */
export function nextLevel(level: LevelDefinition): LevelDefinition | null {
  return LEVELS.find((l) => l.level === level.level + 1) ?? null;
}

/** Progress from the current level to the next, in points. */
export type LevelProgress = {
  level: LevelDefinition;
  next: LevelDefinition | null;
  /** Points earned inside the current level. */
  currentLevelProgress: number;
  /** Points the current level spans (to the next threshold). */
  maxLevelProgress: number;
};

/** A full bar at the top level, where there is no next threshold. */
export const TOP_LEVEL_PROGRESS = 100;

/**
 * Where a score stands: its level, the next one and the progress bar values. At the top level
 * the bar is full (`TOP_LEVEL_PROGRESS` of `TOP_LEVEL_PROGRESS`).
 */
export function levelProgress(score: number): LevelProgress {
  const level = levelForScore(score);
  const next = nextLevel(level);
  if (!next) {
    return {
      level,
      next,
      currentLevelProgress: TOP_LEVEL_PROGRESS,
      maxLevelProgress: TOP_LEVEL_PROGRESS,
    };
  }
  const span = next.minScore - level.minScore;
  return {
    level,
    next,
    currentLevelProgress: Math.min(span, Math.max(0, score - level.minScore)),
    maxLevelProgress: span,
  };
}

/** How a level is marked on the progress screen (spec section 4, Levels). */
export type LevelStatus = 'complete' | 'current' | 'upcoming';

/** Levels below the current one are complete, the current one is current, the rest upcoming. */
export function levelStatus(level: number, currentLevel: number): LevelStatus {
  if (level < currentLevel) return 'complete';
  if (level === currentLevel) return 'current';
  return 'upcoming';
}
