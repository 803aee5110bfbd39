import type { SessionResultsQuestion } from '@ttc/shared-protocol/api/session-results';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import {
  classChildren,
  classes,
  classroomSessions,
  sessionAnswers,
  sessionPlayers,
  users,
} from '../../db/schema';
import type { SessionCursor } from './cursor';

export type SessionRow = typeof classroomSessions.$inferSelect;
export type NewSessionRow = typeof classroomSessions.$inferInsert;
export type NewPlayerRow = Omit<typeof sessionPlayers.$inferInsert, 'sessionId'>;
/** An answer as the service hands it over; the class and child are the repository's to set. */
export type NewAnswerRow = Omit<
  typeof sessionAnswers.$inferInsert,
  'sessionId' | 'classId' | 'childId'
>;
export type PlayerRow = typeof sessionPlayers.$inferSelect;
export type AnswerRow = typeof sessionAnswers.$inferSelect;

/** Rows per INSERT: 1,000 rows x 12 columns stays far below Postgres' 65,535 parameters. */
const ROWS_PER_INSERT = 1000;

export type InsertOutcome =
  | {
      kind: 'stored';
      /** The class the results named was not the teacher's: stored without one. */
      classDropped: boolean;
      /** Seats that named a child not on that class's roster: stored without one. */
      childrenDropped: number;
    }
  | { kind: 'already_stored'; teacherId: string }
  | { kind: 'teacher_unknown' };

/**
 * Stores a session with its players and answers in one transaction, unless a session with this
 * id is stored already. Two deliveries of one id at once: the primary key makes the second
 * INSERT wait for the first transaction and then do nothing, so nothing is stored twice.
 * The class and the roster children the results name are links the realtime server was given,
 * not proof: the class is kept only when it is the teacher's, and a seat's child only when that
 * child is on that class's roster (a forged or stale id is stored as null, never as a link into
 * another teacher's data).
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
    const classId = session.classId
      ? await ownClassId(tx, session.classId, session.teacherId)
      : null;
    const roster = classId ? await rosterIds(tx, classId) : new Set<string>();
    let childrenDropped = 0;
    const linkedPlayers = players.map((player) => {
      const childId = player.childId && roster.has(player.childId) ? player.childId : null;
      if (player.childId && !childId) childrenDropped++;
      return { ...player, childId };
    });
    const [inserted] = await tx
      .insert(classroomSessions)
      .values({ ...session, classId })
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
    for (let start = 0; start < linkedPlayers.length; start += ROWS_PER_INSERT) {
      const chunk = linkedPlayers.slice(start, start + ROWS_PER_INSERT);
      await tx
        .insert(sessionPlayers)
        .values(chunk.map((row) => ({ ...row, sessionId: inserted.id })));
    }
    // Each answer carries its session's class and its seat's child (as linked above), which
    // class analytics read from one index of session_answers alone.
    const childOfSeat = new Map(linkedPlayers.map((player) => [player.playerId, player.childId]));
    for (let start = 0; start < answers.length; start += ROWS_PER_INSERT) {
      const chunk = answers.slice(start, start + ROWS_PER_INSERT);
      await tx.insert(sessionAnswers).values(
        chunk.map((row) => ({
          ...row,
          sessionId: inserted.id,
          classId,
          childId: classId ? (childOfSeat.get(row.playerId) ?? null) : null,
        })),
      );
    }
    return {
      kind: 'stored',
      classDropped: Boolean(session.classId) && classId === null,
      childrenDropped,
    };
  });
}

async function ownClassId(db: AppDatabase, classId: string, teacherId: string) {
  const [row] = await db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.id, classId), eq(classes.teacherId, teacherId)))
    .limit(1);
  return row?.id ?? null;
}

async function rosterIds(db: AppDatabase, classId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: classChildren.id })
    .from(classChildren)
    .where(eq(classChildren.classId, classId));
  return new Set(rows.map((row) => row.id));
}

/** A session as the teacher's list shows it, with its most missed question picked out. */
export type SessionListRow = Omit<SessionRow, 'questions' | 'options'> & {
  mostMissedQuestion: SessionResultsQuestion | null;
};

/** The columns of a list row (every column but the questions and options). */
const t = classroomSessions;
const listColumns = {
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
};

/** Rows after `cursor` in the list's order (latest end first, ties by id). */
function afterCursor(cursor: SessionCursor | null): SQL | undefined {
  return cursor
    ? sql`(${t.endedAt}, ${t.id}) < (${cursor.endedAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
}

/**
 * A teacher's sessions (only those of one class when `classId` is given), latest end first
 * (ties by id), after `cursor`; `limit` rows at most.
 */
export async function listTeacherSessions(
  db: AppDatabase,
  teacherId: string,
  limit: number,
  cursor: SessionCursor | null,
  classId?: string,
): Promise<SessionListRow[]> {
  return db
    .select(listColumns)
    .from(t)
    .where(
      and(
        eq(t.teacherId, teacherId),
        classId === undefined ? undefined : eq(t.classId, classId),
        afterCursor(cursor),
      ),
    )
    .orderBy(desc(t.endedAt), desc(t.id))
    .limit(limit);
}

/** A session of the school's list, with who ran it and for which class. */
export type SchoolSessionRow = SessionListRow & {
  teacherName: string | null;
  teacherEmail: string | null;
  className: string | null;
};

/** The sessions of these teachers (a school's), latest end first, after `cursor`. */
export async function listSessionsOfTeachers(
  db: AppDatabase,
  teacherIds: readonly string[],
  limit: number,
  cursor: SessionCursor | null,
): Promise<SchoolSessionRow[]> {
  if (teacherIds.length === 0) return [];
  return db
    .select({
      ...listColumns,
      teacherName: users.fullName,
      teacherEmail: users.email,
      className: classes.name,
    })
    .from(t)
    .innerJoin(users, eq(users.id, t.teacherId))
    .leftJoin(classes, eq(classes.id, t.classId))
    .where(and(inArray(t.teacherId, [...teacherIds]), afterCursor(cursor)))
    .orderBy(desc(t.endedAt), desc(t.id))
    .limit(limit);
}

/** Deletes a session; its players and answers go with it (foreign keys cascade). */
export async function deleteSessionRow(db: AppDatabase, id: string): Promise<void> {
  await db.delete(classroomSessions).where(eq(classroomSessions.id, id));
}

export async function findSession(db: AppDatabase, id: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(classroomSessions).where(eq(classroomSessions.id, id));
  return row;
}

/** The session's seats, first place first (seats sharing a place in a fixed order). */
export function playersOf(db: AppDatabase, sessionId: string): Promise<PlayerRow[]> {
  return db
    .select()
    .from(sessionPlayers)
    .where(eq(sessionPlayers.sessionId, sessionId))
    .orderBy(asc(sessionPlayers.rank), asc(sessionPlayers.playerId));
}

/** The session's answers in question order. */
export function answersOf(db: AppDatabase, sessionId: string): Promise<AnswerRow[]> {
  return db
    .select()
    .from(sessionAnswers)
    .where(eq(sessionAnswers.sessionId, sessionId))
    .orderBy(asc(sessionAnswers.questionIndex), asc(sessionAnswers.playerId));
}
