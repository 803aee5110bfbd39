import type { AnalyticsChild } from '@ttc/shared-protocol/api/analytics';
import type { CharacterId } from '@ttc/shared-protocol/game/characters';
import type { AnswerGroup } from '@ttc/shared-protocol/teacher/analytics/answer-groups';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import {
  classChildren,
  classroomSessions,
  schoolMembers,
  schools,
  sessionAnswers,
  sessionPlayers,
} from '../../db/schema';

const sa = sessionAnswers;

/** The school the teacher belongs to, by name; null outside a school. */
export async function schoolNameOf(db: AppDatabase, teacherId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: schools.name })
    .from(schoolMembers)
    .innerJoin(schools, eq(schools.id, schoolMembers.schoolId))
    .where(eq(schoolMembers.userId, teacherId))
    .limit(1);
  return row?.name ?? null;
}

/** A session's room code, language and start. */
export async function sessionHeader(
  db: AppDatabase,
  sessionId: string,
): Promise<{ roomCode: string; language: string; startedAt: Date } | undefined> {
  const [row] = await db
    .select({
      roomCode: classroomSessions.roomCode,
      options: classroomSessions.options,
      startedAt: classroomSessions.startedAt,
    })
    .from(classroomSessions)
    .where(eq(classroomSessions.id, sessionId))
    .limit(1);
  return (
    row && { roomCode: row.roomCode, language: row.options.language, startedAt: row.startedAt }
  );
}

/**
 * A session's seats as analytics "children" (the seat id as id), first place first, by their
 * roster nickname and character when a class's child took the seat (as the answer rows).
 */
export function seatsOf(db: AppDatabase, sessionId: string): Promise<AnalyticsChild[]> {
  return db
    .select({
      id: sessionPlayers.playerId,
      nickname: sql<string>`coalesce(${classChildren.nickname}, ${sessionPlayers.nickname})`,
      character: sql<CharacterId>`coalesce(${classChildren.characterId}, ${sessionPlayers.characterId})`,
    })
    .from(sessionPlayers)
    .leftJoin(classChildren, eq(classChildren.id, sessionPlayers.childId))
    .where(eq(sessionPlayers.sessionId, sessionId))
    .orderBy(asc(sessionPlayers.rank), asc(sessionPlayers.playerId));
}

/** A session's answers grouped by seat (the seat id in `childId`), for its summary block. */
export async function sessionAnswerGroups(
  db: AppDatabase,
  sessionId: string,
): Promise<AnswerGroup[]> {
  const given = sql<string | null>`case when ${sa.correct} then null else ${sa.given} end`;
  const rows = await db
    .select({
      childId: sa.playerId,
      type: sa.questionType,
      skill: sa.skill,
      correctTime: sa.correctTime,
      given,
      correct: sa.correct,
      tag: sa.tag,
      count: sql<number>`count(*)::int`,
      totalMs: sql<number>`coalesce(sum(${sa.answerMs}), 0)::float8`,
      timed: sql<number>`count(${sa.answerMs})::int`,
    })
    .from(sa)
    .where(and(eq(sa.sessionId, sessionId)))
    .groupBy(sa.playerId, sa.questionType, sa.skill, sa.correctTime, given, sa.correct, sa.tag);
  return rows.map((row) => ({
    ...row,
    source: 'session' as const,
    count: Number(row.count),
    totalMs: Number(row.totalMs),
    timed: Number(row.timed),
  }));
}
