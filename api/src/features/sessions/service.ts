import {
  type SessionDetail,
  type SessionListQuery,
  type SessionListResponse,
  type SessionResults,
  type SessionResultsQuestion,
  type SessionResultsReceipt,
  type SessionSummary,
  sessionIdSchema,
} from '@ttc/shared-protocol/api/session-results';
import { ErrorCode } from '@ttc/shared-protocol/errors';
import type { AppDatabase } from '../../db/client';
import { AppError } from '../../errors';
import type { Logger } from '../../logger';
import type { AuthenticatedUser } from '../auth/authenticate';
import { decodeCursor, encodeCursor } from './cursor';
import {
  answersOf,
  findSession,
  insertSessionOnce,
  listTeacherSessions,
  playersOf,
  type SessionListRow,
  type SessionRow,
} from './repository';
import { clockText, givenText, questionResults, sessionTotals } from './session-stats';

/**
 * POST /api/internal/session-results: stores a finished session once. A repeat of its id stores
 * nothing and answers `already_stored`; the same id for another teacher is a 409. A teacher
 * without an account (deleted since, or never seen by the API) gets nothing kept.
 */
export async function ingestSessionResults(
  db: AppDatabase,
  results: SessionResults,
  logger: Logger,
): Promise<SessionResultsReceipt> {
  const totals = sessionTotals(results);
  const { roomCap: _roomCap, ...options } = results.options;
  const questionTypeOf = results.questions.map((question) => question.type);
  const correctTimeOf = results.questions.map((question) => clockText(question.correctTime));
  const outcome = await insertSessionOnce(
    db,
    {
      id: results.sessionId,
      teacherId: results.teacherId,
      roomCode: results.roomCode,
      options,
      questions: results.questions,
      startedAt: new Date(results.startedAt),
      endedAt: new Date(results.endedAt),
      endReason: results.endReason,
      playerCount: totals.playerCount,
      questionCount: totals.questionCount,
      answerCount: totals.answerCount,
      averageScore: totals.averageScore,
      averageAnswerMs: totals.averageAnswerMs,
      mostMissedIndex: totals.mostMissed?.index ?? null,
      mostMissedCount: totals.mostMissed?.count ?? null,
    },
    results.players.map((player) => ({
      playerId: player.playerId,
      nickname: player.nickname,
      characterId: player.character,
      finalScore: player.score,
      rank: player.rank,
      correctCount: player.correctCount,
      totalAnswerMs: player.totalAnswerMs,
    })),
    results.answers.map((answer) => ({
      playerId: answer.playerId,
      questionIndex: answer.questionIndex,
      questionType: questionTypeOf[answer.questionIndex] ?? 'multiple_choice',
      correctTime: correctTimeOf[answer.questionIndex] ?? '',
      given: givenText(answer.answer),
      correct: answer.correct,
      answerMs: answer.answerMs,
      tag: answer.correct ? null : answer.tag,
    })),
  );
  const log = logger.child({ sessionId: results.sessionId });
  switch (outcome.kind) {
    case 'stored':
      log.info(
        { players: totals.playerCount, answers: totals.answerCount },
        'session results stored',
      );
      return { sessionId: results.sessionId, outcome: 'stored' };
    case 'already_stored':
      if (outcome.teacherId !== results.teacherId) {
        throw new AppError(
          ErrorCode.Conflict,
          409,
          'Results for this session id are already stored for another teacher.',
        );
      }
      log.info('session results were already stored');
      return { sessionId: results.sessionId, outcome: 'already_stored' };
    case 'teacher_unknown':
      log.warn('session results dropped: the teacher has no account');
      return { sessionId: results.sessionId, outcome: 'teacher_unknown' };
  }
}

/** Token subjects that are no UUID (another provider's ids) cannot own a stored session. */
const isUuid = (value: string) => sessionIdSchema.safeParse(value).success;

/** GET /api/sessions: the signed-in teacher's own sessions, latest first, a page at a time. */
export async function listSessions(
  db: AppDatabase,
  user: AuthenticatedUser,
  query: SessionListQuery,
): Promise<SessionListResponse> {
  const cursor = query.cursor === undefined ? null : decodeCursor(query.cursor);
  if (query.cursor !== undefined && cursor === null) {
    throw new AppError(ErrorCode.ValidationFailed, 400, 'cursor: is not a page of this list.');
  }
  if (!isUuid(user.id)) return { sessions: [], nextCursor: null };
  const rows = await listTeacherSessions(db, user.id, query.limit + 1, cursor);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    sessions: page.map((row) => summaryOf(row, row.mostMissedQuestion)),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
  };
}

/**
 * GET /api/sessions/:id: one session in full, for the teacher who hosted it. An id that is no
 * UUID or names no session is a 404; another teacher's session is a 403.
 */
export async function sessionDetail(
  db: AppDatabase,
  user: AuthenticatedUser,
  id: string,
): Promise<SessionDetail> {
  const session = isUuid(id) ? await findSession(db, id) : undefined;
  if (!session) throw new AppError(ErrorCode.NotFound, 404, 'There is no such session.');
  if (session.teacherId !== user.id) {
    throw new AppError(ErrorCode.Forbidden, 403, 'This session belongs to another teacher.');
  }
  const [players, answers] = await Promise.all([
    playersOf(db, session.id),
    answersOf(db, session.id),
  ]);
  const answersBySeat = new Map<string, SessionDetail['players'][number]['answers']>();
  for (const answer of answers) {
    const list = answersBySeat.get(answer.playerId) ?? [];
    list.push({
      questionIndex: answer.questionIndex,
      given: answer.given,
      correct: answer.correct,
      tag: answer.tag,
      answerMs: answer.answerMs,
    });
    answersBySeat.set(answer.playerId, list);
  }
  const mostMissed =
    session.mostMissedIndex === null ? null : (session.questions[session.mostMissedIndex] ?? null);
  return {
    session: {
      ...summaryOf(session, mostMissed),
      options: session.options,
      answerCount: session.answerCount,
      averageAnswerMs: session.averageAnswerMs,
    },
    players: players.map((player) => ({
      playerId: player.playerId,
      rank: player.rank,
      nickname: player.nickname,
      character: player.characterId,
      score: player.finalScore,
      correctCount: player.correctCount,
      totalAnswerMs: player.totalAnswerMs,
      answers: answersBySeat.get(player.playerId) ?? [],
    })),
    questions: questionResults(session.questions, session.playerCount, answers),
  };
}

function summaryOf(
  row: SessionRow | SessionListRow,
  mostMissed: SessionResultsQuestion | null,
): SessionSummary {
  return {
    id: row.id,
    roomCode: row.roomCode,
    startedAt: row.startedAt.getTime(),
    endedAt: row.endedAt.getTime(),
    endReason: row.endReason,
    playerCount: row.playerCount,
    questionCount: row.questionCount,
    averageScore: row.averageScore,
    mostMissedQuestion:
      mostMissed && row.mostMissedCount !== null
        ? {
            index: mostMissed.index,
            type: mostMissed.type,
            questionText: mostMissed.questionText,
            prompt: mostMissed.prompt,
            missedCount: row.mostMissedCount,
          }
        : null,
  };
}
