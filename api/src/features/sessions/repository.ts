import type { SessionResultsQuestion } from '@ttc/shared-protocol/api/session-results';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { classroomSessions, sessionAnswers, sessionPlayers, users } from '../../db/schema';
import type { SessionCursor } from './cursor';

export type SessionRow = typeof classroomSessions.$inferSelect;
export type NewSessionRow = typeof classroomSessions.$inferInsert;
export type NewPlayerRow = Omit<typeof sessionPlayers.$inferInsert, 'sessionId'>;
export type NewAnswerRow = Omit<typeof sessionAnswers.$inferInsert, 'sessionId'>;
export type PlayerRow = typeof sessionPlayers.$inferSelect;
export type AnswerRow = typeof sessionAnswers.$inferSelect;

/** Rows per INSERT: 1,000 rows x 10 columns stays far below Postgres' 65,535 parameters. */
const ROWS_PER_INSERT = 1000;

export type InsertOutcome =
  | { kind: 'stored' }
  | { kind: 'already_stored'; teacherId: string }
  | { kind: 'teacher_unknown' };

/**
 * Stores a session with its players and answers in one transaction, unless a session with this
 * id is stored already. Two deliveries of one id at once: the primary key makes the second
 * INSERT wait for the first transaction and then do nothing, so nothing is stored twice.
 */
export async function insertSessionOnce(
  db: AppDatabase,
  session: NewSessionRow,
  players: NewPlayerRow[],
  answers: NewAnswerRow[],
): Promise<InsertOutcome> {
  return db.transaction(async (tx) => {
    const [teacher] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, session.teacherId));
    if (!teacher) return { kind: 'teacher_unknown' };
    const [inserted] = await tx
      .insert(classroomSessions)
      .values(session)
      .onConflictDoNothing({ target: classroomSessions.id })
      .returning({ id: classroomSessions.id });
    if (!inserted) {
      const [existing] = await tx
        .select({ teacherId: classroomSessions.teacherId })
        .from(classroomSessions)
        .where(eq(classroomSessions.id, session.id));
      if (!existing) throw new Error('classroom session vanished between insert and select');
      return { kind: 'already_stored', teacherId: existing.teacherId };
    }
    for (let start = 0; start < players.length; start += ROWS_PER_INSERT) {
      const chunk = players.slice(start, start + ROWS_PER_INSERT);
      await tx
        .insert(sessionPlayers)
        .values(chunk.map((row) => ({ ...row, sessionId: inserted.id })));
    }
    for (let start = 0; start < answers.length; start += ROWS_PER_INSERT) {
      const chunk = answers.slice(start, start + ROWS_PER_INSERT);
      await tx
        .insert(sessionAnswers)
        .values(chunk.map((row) => ({ ...row, sessionId: inserted.id })));
    }
    return { kind: 'stored' };
  });
}

/** A session as the teacher's list shows it, with its most missed question picked out. */
export type SessionListRow = Omit<SessionRow, 'questions' | 'options'> & {
  mostMissedQuestion: SessionResultsQuestion | null;
};

/** A teacher's sessions, latest end first (ties by id), after `cursor`; `limit` rows at most. */
export async function listTeacherSessions(
  db: AppDatabase,
  teacherId: string,
  limit: number,
  cursor: SessionCursor | null,
): Promise<SessionListRow[]> {
  const t = classroomSessions;
  const after = cursor
    ? sql`(${t.endedAt}, ${t.id}) < (${cursor.endedAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
  return db
    .select({
      id: t.id,
      teacherId: t.teacherId,
      roomCode: t.roomCode,
      startedAt: t.startedAt,
      endedAt: t.endedAt,
      endReason: t.endReason,
      playerCount: t.playerCount,
      questionCount: t.questionCount,
      answerCount: t.answerCount,
      averageScore: t.averageScore,
      averageAnswerMs: t.averageAnswerMs,
      mostMissedIndex: t.mostMissedIndex,
      mostMissedCount: t.mostMissedCount,
      receivedAt: t.receivedAt,
      classId: t.classId,
      // Only the one question the list shows, not all of them.
      mostMissedQuestion: sql<SessionResultsQuestion | null>`${t.questions} -> ${t.mostMissedIndex}::int`,
    })
    .from(t)
    .where(and(eq(t.teacherId, teacherId), after))
    .orderBy(desc(t.endedAt), desc(t.id))
    .limit(limit);
}

export async function findSession(db: AppDatabase, id: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(classroomSessions).where(eq(classroomSessions.id, id));
  return row;
}

/** The session's seats, first place first. */
export function playersOf(db: AppDatabase, sessionId: string): Promise<PlayerRow[]> {
  return db
    .select()
    .from(sessionPlayers)
    .where(eq(sessionPlayers.sessionId, sessionId))
    .orderBy(asc(sessionPlayers.rank));
}

/** The session's answers in question order. */
export function answersOf(db: AppDatabase, sessionId: string): Promise<AnswerRow[]> {
  return db
    .select()
    .from(sessionAnswers)
    .where(eq(sessionAnswers.sessionId, sessionId))
    .orderBy(asc(sessionAnswers.questionIndex), asc(sessionAnswers.playerId));
}
