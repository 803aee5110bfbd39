import type { GameSettings } from './settings-schema';

// The zod schemas live in settings-schema.ts so the screens that only need these constants and
// rules do not download zod before their first paint.
export type { GameSettings };

/** Time difficulty of the Student Game (spec section 9): which minutes questions use. */
export const Difficulty = {
  hour: 'hour',
  half: 'half',
  quarter: '15',
  tenMinutes: '10',
  fiveMinutes: '5',
  oneMinute: '1',
} as const;
export type Difficulty = (typeof Difficulty)[keyof typeof Difficulty];
/** Every difficulty, easiest first. */
export const DIFFICULTIES = [
  Difficulty.hour,
  Difficulty.half,
  Difficulty.quarter,
  Difficulty.tenMinutes,
  Difficulty.fiveMinutes,
  Difficulty.oneMinute,
] as const satisfies readonly Difficulty[];

/** Minutes between two neighbouring question times at each difficulty. */
export const MINUTE_STEP: Readonly<Record<Difficulty, number>> = {
  hour: 60,
  half: 30,
  '15': 15,
  '10': 10,
  '5': 5,
  '1': 1,
};

/** The minute step of a difficulty: 60, 30, 15, 10, 5 or 1. */
export function minuteStep(difficulty: Difficulty): number {
  return MINUTE_STEP[difficulty];
}

/** Question types of the Student Game settings (spec section 4, Settings). */
export const QuestionType = {
  multipleChoice: 'multiple_choice',
  readTime: 'read_time',
  setTime: 'set_time',
  elapsedTime: 'elapsed_time',
} as const;
export type QuestionType = (typeof QuestionType)[keyof typeof QuestionType];
/** Every question type, in the order the settings screen lists them. */
export const QUESTION_TYPES = [
  QuestionType.multipleChoice,
  QuestionType.readTime,
  QuestionType.setTime,
  QuestionType.elapsedTime,
] as const satisfies readonly QuestionType[];

/** Clock face: numerals 1-12 ("traditional") or dots with helper circles. */
export const ClockFace = { traditional: 'traditional', dots: 'dots' } as const;
export type ClockFace = (typeof ClockFace)[keyof typeof ClockFace];

/**
 * How the Student Game picks its questions: by the child's level (the learner model decides the
 * times, types and helpers), or free practice on the settings below, which never moves the level.
 */
export const PlayMode = { byLevel: 'by_level', free: 'free' } as const;
export type PlayMode = (typeof PlayMode)[keyof typeof PlayMode];
export const PLAY_MODES = [PlayMode.byLevel, PlayMode.free] as const satisfies readonly PlayMode[];

/** Speed of voice reading (spec section 9: slow is the default). */
export const ReadingSpeed = { slow: 'slow', normal: 'normal', fast: 'fast' } as const;
export type ReadingSpeed = (typeof ReadingSpeed)[keyof typeof ReadingSpeed];

/**
 * Defaults (spec section 9): difficulty 5, multiple choice only, 12-hour, English, no traditional
 * numerals (so the dots face), helper circles on, slow reading; those apply in free practice.
 * Playing by level is the default (issue 13): the level decides the rest.
 */
export const DEFAULT_GAME_SETTINGS: GameSettings = Object.freeze({
  difficulty: Difficulty.fiveMinutes,
  questionTypes: [QuestionType.multipleChoice],
  use24Hour: false,
  language: 'en',
  clockFace: ClockFace.dots,
  showHelperCircles: true,
  readingSpeed: ReadingSpeed.slow,
  playMode: PlayMode.byLevel,
}) as GameSettings;

/**
 * Applies the rules between settings (spec sections 4 and 5), returning a new object:
 * - question types are de-duplicated and put in the canonical order; none left -> the default;
 * - elapsed_time on forces 24-hour off;
 * - the traditional face forces helper circles off.
 * Idempotent: normalizing twice gives the same result.
 */
export function normalizeSettings(settings: GameSettings): GameSettings {
  const chosen = new Set(settings.questionTypes);
  const questionTypes = QUESTION_TYPES.filter((t) => chosen.has(t));
  const types = questionTypes.length > 0 ? questionTypes : [QuestionType.multipleChoice];
  return {
    ...settings,
    questionTypes: types,
    use24Hour: types.includes(QuestionType.elapsedTime) ? false : settings.use24Hour,
    showHelperCircles:
      settings.clockFace === ClockFace.traditional ? false : settings.showHelperCircles,
  };
}

/**
 * Switches one question type on or off (spec section 4): a type can be switched off only while
 * more than one is selected, so switching off the last one changes nothing.
 */
export function toggleQuestionType(settings: GameSettings, type: QuestionType): GameSettings {
  const on = settings.questionTypes.includes(type);
  if (on && settings.questionTypes.length <= 1) return normalizeSettings(settings);
  const questionTypes = on
    ? settings.questionTypes.filter((t) => t !== type)
    : [...settings.questionTypes, type];
  return normalizeSettings({ ...settings, questionTypes });
}

/** True when the 24-hour switch may be changed: not while elapsed_time is on (spec section 4). */
export function canChange24Hour(settings: GameSettings): boolean {
  return !settings.questionTypes.includes(QuestionType.elapsedTime);
}
