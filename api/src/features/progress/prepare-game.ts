import type { ProgressGame, ProgressGameResponse } from '@ttc/shared-protocol/api/progress';
import type { Purpose } from '@ttc/shared-protocol/game/learner/purpose';
import type { Skill } from '@ttc/shared-protocol/game/learner/skills';
import type { MisconceptionTag } from '@ttc/shared-protocol/game/misconceptions';
import type { Answer } from '@ttc/shared-protocol/game/question';
import { scoreFor } from '@ttc/shared-protocol/game/score';
import type { Difficulty, QuestionType } from '@ttc/shared-protocol/game/settings';

/** One answer as it is stored. */
export interface AnswerRow {
  questionType: QuestionType;
  difficulty: Difficulty | null;
  correct: boolean;
  answeredAt: Date;
  answerMs: number | null;
  given: Answer | null;
  expected: string | null;
  tag: MisconceptionTag | null;
  skill: Skill | null;
  level: number | null;
  purpose: Purpose | null;
}

/** A validated game, ready to store: its summary row and its answers, in the order sent. */
export interface PreparedGame {
  game: {
    gameId: string;
    source: ProgressGame['source'];
    playedAt: Date;
    answerCount: number;
    correctCount: number;
  };
  answers: AnswerRow[];
}

/**
 * Turns a parsed POST /api/progress body into rows. Times later than `now` (a device clock set
 * ahead) are stored as `now`, so such answers cannot count as "today" on a later day or sort
 * after answers still to come. The tag of a correct answer never exists (the schema refuses it).
 */
export function prepareGame(request: ProgressGame, now: number): PreparedGame {
  const notAfterNow = (time: number) => new Date(Math.min(time, now));
  const answers = request.answers.map(
    (answer): AnswerRow => ({
      questionType: answer.questionType,
      difficulty: answer.difficulty ?? null,
      correct: answer.correct,
      answeredAt: notAfterNow(answer.answeredAt),
      answerMs: answer.answerMs ?? null,
      given: answer.given ?? null,
      expected: answer.expected ?? null,
      tag: answer.correct ? null : (answer.tag ?? null),
      skill: answer.skill ?? null,
      level: answer.level ?? null,
      purpose: answer.purpose ?? null,
    }),
  );
  const latest = Math.max(...answers.map((answer) => answer.answeredAt.getTime()));
  return {
    game: {
      gameId: request.gameId,
      source: request.source,
      playedAt: notAfterNow(request.playedAt ?? latest),
      answerCount: answers.length,
      correctCount: answers.filter((answer) => answer.correct).length,
    },
    answers,
  };
}

/** The response body for a stored game (the same whenever its id is sent again). */
export function gameResponse(game: PreparedGame['game']): ProgressGameResponse {
  return {
    gameId: game.gameId,
    source: game.source,
    playedAt: game.playedAt.getTime(),
    answerCount: game.answerCount,
    correctCount: game.correctCount,
    score: scoreFor(game.correctCount),
  };
}
