import type {
  SessionDetail,
  SessionListQuery,
  SessionListResponse,
  SessionResults,
  SessionResultsQuestion,
  SessionResultsReceipt,
  SessionSummary,
} from '@ttc/shared-protocol/api/session-results';
import { ErrorCode } from '@ttc/shared-protocol/errors';
import { skillOf } from '@ttc/shared-protocol/game/learner/skills';
import type { AppDatabase } from '../../db/client';
import { AppError } from '../../errors';
import type { Logger } from '../../logger';
import { readableSession, type Staff, uuidParam } from '../teacher-access/access';
import { decodeCursor, encodeCursor, type SessionCursor } from './cursor';
import {
  answersOf,
  deleteSessionRow,
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
  // Live sessions ask 12-hour times; the skill is what class analytics count by.
  const skillOfQuestion = results.questions.map(
    (question) => skillOf(question.type, question.correctTime, false).skill,
  );
  const outcome = await insertSessionOnce(
    db,
    {
      id: results.sessionId,
      teacherId: results.teacherId,
      classId: results.classId ?? null,
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
      childId: player.childId ?? null,
    })),
    results.answers.map((answer) => ({
      playerId: answer.playerId,
      questionIndex: answer.questionIndex,
      // Adaptive sessions: each answer counts against the question the child got at its level.
      questionType:
        answer.question?.type ?? questionTypeOf[answer.questionIndex] ?? 'multiple_choice',
      correctTime: answer.question
        ? clockText(answer.question.correctTime)
        : (correctTimeOf[answer.questionIndex] ?? ''),
      given: givenText(answer.answer),
      correct: answer.correct,
      answerMs: answer.answerMs,
      tag: answer.correct ? null : answer.tag,
      skill: answer.question?.skill ?? skillOfQuestion[answer.questionIndex] ?? null,
      level: answer.question?.level ?? null,
    })),
  );
  const log = logger.child({ sessionId: results.sessionId });
  switch (outcome.kind) {
    case 'stored':
      if (outcome.classDropped) {
        log.warn(
          { classId: results.classId },
          "session results name a class that is not the teacher's: stored without a class",
        );
      }
      if (outcome.childrenDropped > 0) {
        log.warn(
          { seats: outcome.childrenDropped },
          "session results name roster children that are not on the session's class: those seats are stored without a child",
        );
      }
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

/** The `cursor` of a list query as a page end, or a 400 when it is none of ours. */
export function pageCursor(cursor: string | undefined): SessionCursor | null {
  const decoded = cursor === undefined ? null : decodeCursor(cursor);
  if (cursor !== undefined && decoded === null) {
    throw new AppError(ErrorCode.ValidationFailed, 400, 'cursor: is not a page of this list.');
  }
  return decoded;
}

/** A page of `limit` rows from `rows` (fetched with one more) and the cursor of the next. */
export function pageOf<Row extends { endedAt: Date; id: string }>(
  rows: Row[],
  limit: number,
): { page: Row[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}

/**
 * GET /api/sessions: the signed-in teacher's own sessions (of one class with `classId`), latest
 * first, a page at a time. A school admin reads the school's through GET /api/school/sessions.
 */
export async function listSessions(
  db: AppDatabase,
  staff: Staff,
  query: SessionListQuery,
): Promise<SessionListResponse> {
  const cursor = pageCursor(query.cursor);
  const rows = await listTeacherSessions(db, staff.id, query.limit + 1, cursor, query.classId);
  const { page, nextCursor } = pageOf(rows, query.limit);
  return { sessions: page.map((row) => summaryOf(row, row.mostMissedQuestion)), nextCursor };
}

/**
 * GET /api/sessions/:id: one session in full, for the teacher who hosted it and their school's
 * admin. An id that is no UUID, names no session or names one the reader may not see is a 404.
 */
export async function sessionDetail(
  db: AppDatabase,
  staff: Staff,
  id: string,
): Promise<SessionDetail> {
  const readable = await readableSession(db, staff, uuidParam(id, 'session'));
  const session = await findSession(db, readable.id);
  if (!session) throw new AppError(ErrorCode.NotFound, 404, 'No such session.');
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

/**
 * DELETE /api/sessions/:id: the teacher who hosted it deletes it with its players and answers
 * (an admin reads the school's sessions, never deletes them). Then what live rooms still hold
 * of it goes too. 404 for anyone else's.
 */
export async function deleteSession(
  db: AppDatabase,
  staff: Staff,
  id: string,
  purgeLiveSessions: (ids: readonly string[]) => Promise<void>,
): Promise<void> {
  const session = await findSession(db, uuidParam(id, 'session'));
  if (!session || session.teacherId !== staff.id) {
    throw new AppError(ErrorCode.NotFound, 404, 'No such session.');
  }
  await deleteSessionRow(db, session.id);
  await purgeLiveSessions([session.id]);
}

export function summaryOf(
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
    classId: row.classId,
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
