import fc from 'fast-check';
import { LANGUAGES } from '../clock/language';
import type { ClockTime, DayTime } from '../clock/time';
import { MISCONCEPTION_TAGS, type MisconceptionTag } from '../game/misconceptions';
import {
  DIFFICULTIES,
  type Difficulty,
  type GameSettings,
  MINUTE_STEP,
  QUESTION_TYPES,
  type QuestionType,
} from '../game/settings';
import type { StatsAnswer } from '../game/stats';

/** fast-check arbitraries for the game domain (property tests of shared-protocol and others). */

/** Any 32-bit seed. */
export const seedArb: fc.Arbitrary<number> = fc.integer({ min: 0, max: 0xffffffff });

export const difficultyArb: fc.Arbitrary<Difficulty> = fc.constantFrom(...DIFFICULTIES);

/** A non-empty set of question types, in any order, possibly with repeats (as stored data may be). */
export const questionTypesArb: fc.Arbitrary<QuestionType[]> = fc.array(
  fc.constantFrom(...QUESTION_TYPES),
  { minLength: 1, maxLength: 6 },
);

/** Settings as a player could store them: valid shapes, not necessarily normalized. */
export const gameSettingsArb: fc.Arbitrary<GameSettings> = fc.record({
  difficulty: difficultyArb,
  questionTypes: questionTypesArb,
  use24Hour: fc.boolean(),
  language: fc.constantFrom(...LANGUAGES),
  clockFace: fc.constantFrom('traditional' as const, 'dots' as const),
  showHelperCircles: fc.boolean(),
  readingSpeed: fc.constantFrom('slow' as const, 'normal' as const, 'fast' as const),
  playMode: fc.constantFrom('by_level' as const, 'free' as const),
});

/** Any face time, hour 1-12 and minute 0-59. */
export const clockTimeArb: fc.Arbitrary<ClockTime> = fc.record({
  hour: fc.integer({ min: 1, max: 12 }),
  minute: fc.integer({ min: 0, max: 59 }),
});

/** Any time of day, hour 0-23. */
export const dayTimeArb: fc.Arbitrary<DayTime> = fc.record({
  hour: fc.integer({ min: 0, max: 23 }),
  minute: fc.integer({ min: 0, max: 59 }),
});

/** A face time on the grid of a difficulty (minute a multiple of its step). */
export function gridClockTimeArb(difficulty: Difficulty): fc.Arbitrary<ClockTime> {
  const step = MINUTE_STEP[difficulty];
  return fc.record({
    hour: fc.integer({ min: 1, max: 12 }),
    minute: fc.integer({ min: 0, max: 60 / step - 1 }).map((k) => k * step),
  });
}

/** A difficulty with a face time on its grid. */
export const difficultyAndTimeArb: fc.Arbitrary<{ difficulty: Difficulty; time: ClockTime }> =
  difficultyArb.chain((difficulty) =>
    gridClockTimeArb(difficulty).map((time) => ({ difficulty, time })),
  );

export const misconceptionTagArb: fc.Arbitrary<MisconceptionTag> = fc.constantFrom(
  ...MISCONCEPTION_TAGS,
);

/** Answers as the stats derivation receives them: timestamps over a few days, in any order. */
export function statsAnswersArb(
  options: { from?: number; spanMs?: number; maxLength?: number } = {},
): fc.Arbitrary<StatsAnswer[]> {
  const from = options.from ?? 1_750_000_000_000;
  const span = options.spanMs ?? 4 * 86_400_000;
  return fc.array(
    fc.record({
      correct: fc.boolean(),
      answeredAt: fc.integer({ min: from, max: from + span }),
      tag: fc.option(misconceptionTagArb, { nil: null }),
    }),
    { maxLength: options.maxLength ?? 60 },
  );
}
