import {
  SessionEndReason,
  type SessionResultsInput,
  sessionIdSchema,
} from '@ttc/shared-protocol/api/session-results';
import type { SessionResults } from '@ttc/shared-protocol/classroom/results';

/** What to do with a finished round: send this body, or nothing (and why). */
export type ResultsPayload =
  | { kind: 'send'; sessionId: string; body: SessionResultsInput }
  | { kind: 'skip'; sessionId: string; reason: string };

/**
 * The body of POST /api/internal/session-results for a round the reducer finished. Only what the
 * API stores goes out: seats by id, nickname and character; answers with their time and
 * misconception tag (the engine's candidate `matches` and wall-clock times stay behind).
 *
 * A host whose id is not a UUID (a development token, not an account) has nowhere to keep
 * results, exactly like a teacher the API does not know: such a round is skipped here instead of
 * being refused by the API and parked.
 */
export function toResultsPayload(results: SessionResults): ResultsPayload {
  if (!sessionIdSchema.safeParse(results.hostId).success) {
    return {
      kind: 'skip',
      sessionId: results.sessionId,
      reason: 'the host is not signed in with an account (no user id to keep results under)',
    };
  }
  // The class goes beside the options (stored options name no class), each seat with its child.
  const { classId, ...options } = results.options;
  return {
    kind: 'send',
    sessionId: results.sessionId,
    body: {
      sessionId: results.sessionId,
      teacherId: results.hostId,
      roomCode: results.roomCode,
      ...(classId ? { classId } : {}),
      options,
      // Whole milliseconds: the API stores epoch ms as integers.
      startedAt: Math.floor(results.startedAt),
      endedAt: Math.max(Math.floor(results.endedAt), Math.floor(results.startedAt)),
      endReason: results.endedEarly ? SessionEndReason.endedEarly : SessionEndReason.completed,
      players: results.players.map((player) => ({
        playerId: player.playerId,
        nickname: player.nickname,
        character: player.character,
        score: player.score,
        rank: player.rank,
        correctCount: player.correctCount,
        totalAnswerMs: Math.round(player.totalAnswerMs),
        ...(player.childId ? { childId: player.childId } : {}),
      })),
      questions: results.questions.map((question) => ({
        index: question.index,
        type: question.type,
        questionText: question.questionText,
        prompt: question.prompt,
        options: question.options,
        correctLabel: question.correctLabel,
        correctTime: question.correctTime,
        skipped: question.summary?.skipped ?? false,
      })),
      answers: results.answers.map((answer) => ({
        playerId: answer.playerId,
        questionIndex: answer.questionIndex,
        answer: answer.answer,
        correct: answer.correct,
        // The API keeps a tag on wrong answers only.
        tag: answer.correct ? null : answer.tag,
        answerMs: Math.round(answer.answerMs),
        // Adaptive rooms: the question this seat got at its level (analytics count against it).
        ...(answer.question ? { question: answer.question } : {}),
      })),
    },
  };
}
