import { z } from 'zod';

/** Points for one correct answer (spec section 9). */
export const POINTS_PER_CORRECT = 100;

/** The score of a number of correct answers. */
export function scoreFor(correctAnswers: number): number {
  return Math.max(0, Math.trunc(correctAnswers)) * POINTS_PER_CORRECT;
}

/** Correct answers from a score: the score divided by 100 (spec section 3, Results entry). */
export function correctCountFromScore(score: number): number {
  return Math.max(0, Math.floor(score / POINTS_PER_CORRECT));
}

/** Points an answer earns: 100 when correct, else 0. */
export function pointsFor(correct: boolean): number {
  return correct ? POINTS_PER_CORRECT : 0;
}

/** One line of the results / leaderboard view (spec section 3, "Results entry"). */
export const resultsEntrySchema = z
  .object({
    name: z.string(),
    score: z.number().int().min(0),
    /** Correct answers: the score divided by 100. */
    correct: z.number().int().min(0),
    total: z.number().int().min(0),
    /** An avatar id (a podium avatar or a character id). */
    avatar: z.string(),
    /** 1 for the first place. */
    position: z.number().int().min(1),
  })
  .strict();
export type ResultsEntry = z.infer<typeof resultsEntrySchema>;

/** A results entry for a player; `correct` is derived from the score as the spec says. */
export function resultsEntry(input: {
  name: string;
  score: number;
  total: number;
  avatar: string;
  position?: number;
}): ResultsEntry {
  return {
    name: input.name,
    score: input.score,
    correct: correctCountFromScore(input.score),
    total: input.total,
    avatar: input.avatar,
    position: input.position ?? 1,
  };
}
