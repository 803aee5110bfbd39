import { z } from 'zod';
import { type LearnerModel, learnerFromAnswers, levelProgressOf } from './learner/learner-model';
import {
  learnerModelSchema,
  levelNumberSchema,
  purposeSchema,
  skillSchema,
} from './learner/learner-schema';
import { misconceptionTagSchema } from './misconception-schema';
import type { MisconceptionTag } from './misconceptions';
import { scoreFor } from './score';
import { questionTypeSchema } from './settings-schema';

const DAY_MS = 86_400_000;

/** One recorded answer as the stats derivation needs it. */
export const statsAnswerSchema = z.object({
  correct: z.boolean(),
  /** When it was answered, ms since the epoch (UTC). */
  answeredAt: z.number().int().min(0),
  /** The misconception of a wrong answer, if known. */
  tag: /* @__PURE__ */ misconceptionTagSchema.nullable().optional(),
  /** What the learner model reads besides: the question's type, skill, level and purpose. */
  questionType: /* @__PURE__ */ questionTypeSchema.nullable().optional(),
  expected: z.string().max(40).nullable().optional(),
  skill: /* @__PURE__ */ skillSchema.nullable().optional(),
  level: /* @__PURE__ */ levelNumberSchema.nullable().optional(),
  purpose: /* @__PURE__ */ purposeSchema.nullable().optional(),
});
export type StatsAnswer = z.infer<typeof statsAnswerSchema>;

/**
 * User statistics (spec section 3 "User stats", plus `bestStreak` which the progress screen
 * shows). The response body of GET /api/user/:id/stats.
 */
export const userStatsSchema = z
  .object({
    level: z.number().int().min(1),
    score: z.number().int().min(0),
    currentLevelProgress: z.number().int().min(0),
    maxLevelProgress: z.number().int().min(1),
    /** Correct answers in a row, up to the latest answer. */
    streak: z.number().int().min(0),
    /** The longest run of correct answers ever. */
    bestStreak: z.number().int().min(0),
    totalCorrect: z.number().int().min(0),
    totalIncorrect: z.number().int().min(0),
    /** Whole percent correct, 0-100; 0 when nothing was answered. */
    accuracy: z.number().int().min(0).max(100),
    todayCorrect: z.number().int().min(0),
    todayIncorrect: z.number().int().min(0),
    /** What the game knows of the child: the level it plays, mastery per skill, its mistakes. */
    learner: learnerModelSchema,
  })
  .strict();
export type UserStats = z.infer<typeof userStatsSchema>;

/** When "today" is: the current time and the player's offset from UTC. */
export type StatsClock = {
  /** The current time, ms since the epoch. */
  now: number;
  /**
   * Minutes to add to UTC to get the player's local time: +60 for Paris in winter, -300 for New
   * York. (JavaScript's `Date#getTimezoneOffset()` is the negative of this.) Default 0.
   */
  utcOffsetMinutes?: number;
};

/** The local calendar day number of a timestamp. */
export function localDay(timestamp: number, utcOffsetMinutes = 0): number {
  return Math.floor((timestamp + utcOffsetMinutes * 60_000) / DAY_MS);
}

/** Answers in time order (stable for equal times, so input order breaks ties). */
function chronological<A extends StatsAnswer>(answers: readonly A[]): A[] {
  return answers
    .map((answer, index) => ({ answer, index }))
    .sort((a, b) => a.answer.answeredAt - b.answer.answeredAt || a.index - b.index)
    .map(({ answer }) => answer);
}

/** The current run of correct answers (at the end, in time order) and the longest run. */
export function streaks(answers: readonly StatsAnswer[]): { streak: number; bestStreak: number } {
  let run = 0;
  let best = 0;
  for (const answer of chronological(answers)) {
    run = answer.correct ? run + 1 : 0;
    best = Math.max(best, run);
  }
  return { streak: run, bestStreak: best };
}

/** Whole percent correct, rounded; 0 when nothing was answered. */
export function accuracyPercent(correct: number, total: number): number {
  return total > 0 ? Math.round((100 * correct) / total) : 0;
}

/**
 * The stats of spec section 3 from recorded answers: score (100 per correct answer, a reward
 * only), the level from the learner model (promotion by mastery) with the bar of right answers
 * toward the next one, streaks, totals, accuracy and today's counts. Pure:
 * "today" is the local day of `clock.now` at `clock.utcOffsetMinutes`.
 */
export function deriveStats(answers: readonly StatsAnswer[], clock: StatsClock): UserStats {
  const offset = clock.utcOffsetMinutes ?? 0;
  const today = localDay(clock.now, offset);
  let totalCorrect = 0;
  let todayCorrect = 0;
  let todayIncorrect = 0;
  for (const answer of answers) {
    const isToday = localDay(answer.answeredAt, offset) === today;
    if (answer.correct) totalCorrect++;
    if (isToday && answer.correct) todayCorrect++;
    if (isToday && !answer.correct) todayIncorrect++;
  }
  const totalIncorrect = answers.length - totalCorrect;
  const learner: LearnerModel = learnerFromAnswers(answers);
  const progress = levelProgressOf(learner);
  return {
    level: learner.level,
    score: scoreFor(totalCorrect),
    currentLevelProgress: progress.right,
    maxLevelProgress: progress.needed,
    ...streaks(answers),
    totalCorrect,
    totalIncorrect,
    accuracy: accuracyPercent(totalCorrect, answers.length),
    todayCorrect,
    todayIncorrect,
    learner,
  };
}

/** How often each misconception tag was logged (wrong answers only), for analytics. */
export function countTags(
  answers: readonly StatsAnswer[],
): Partial<Record<MisconceptionTag, number>> {
  const counts: Partial<Record<MisconceptionTag, number>> = {};
  for (const answer of answers) {
    if (answer.correct || !answer.tag) continue;
    counts[answer.tag] = (counts[answer.tag] ?? 0) + 1;
  }
  return counts;
}
