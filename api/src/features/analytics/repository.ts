import type { AnalyticsChild } from '@ttc/shared-protocol/api/analytics';
import type {
  AnswerGroup,
  SourceTotals,
} from '@ttc/shared-protocol/teacher/analytics/answer-groups';
import type {
  SchoolAnswerGroup,
  SchoolTeacher,
} from '@ttc/shared-protocol/teacher/analytics/fold-school';
import { and, asc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import {
  assignmentAnswers,
  classChildren,
  classes,
  classroomSessions,
  schoolMembers,
  sessionAnswers,
  sessionPlayers,
  tasks,
  users,
} from '../../db/schema';

// The queries of class and school analytics. The database groups the answers (a class of 30
// children with 50 sessions of 10 questions is 15,000 answers, a few thousand groups) and the
// pure fold in shared-protocol/teacher/analytics does the rest. Each query reads one index of
// the class's own rows, never a table of everyone's: session_answers carries its class and
// roster child (session_answers_class_analytics_idx, in GROUP BY order), assignment answers are
// read by task (assignment_answers_task_id_idx), sessions by class_id and seats by session.

const sa = sessionAnswers;
const sp = sessionPlayers;
const cs = classroomSessions;
const aa = assignmentAnswers;

/** A right answer's text is the right time: grouping it away keeps the groups few. */
const givenWhenWrong = (
  given: SQL | typeof sa.given | typeof aa.given,
  correct: typeof sa.correct | typeof aa.correct,
) => sql<string | null>`case when ${correct} then null else ${given} end`;

/**
 * The class's tasks as an array the planner evaluates once: `task_id = any(...)` then reads
 * assignment_answers by its task_id index (a join to tasks made it scan every assignment answer).
 */
const ofClassTasks = (classId: string) =>
  sql`${aa.taskId} = any(array(select ${tasks.id} from ${tasks} where ${tasks.classId} = ${classId}))`;

const toNumber = (value: unknown) => Number(value ?? 0);

/** The roster in the order the children were added. */
export function rosterOf(db: AppDatabase, classId: string): Promise<AnalyticsChild[]> {
  return db
    .select({
      id: classChildren.id,
      nickname: classChildren.nickname,
      character: classChildren.characterId,
    })
    .from(classChildren)
    .where(eq(classChildren.classId, classId))
    .orderBy(asc(classChildren.createdAt), asc(classChildren.id));
}

/** One child of the class, or undefined. */
export async function childOf(
  db: AppDatabase,
  classId: string,
  childId: string,
): Promise<AnalyticsChild | undefined> {
  const [row] = await db
    .select({
      id: classChildren.id,
      nickname: classChildren.nickname,
      character: classChildren.characterId,
    })
    .from(classChildren)
    .where(and(eq(classChildren.classId, classId), eq(classChildren.id, childId)))
    .limit(1);
  return row;
}

/** A grouped row as the driver hands it over (see groupRows). */
type GroupRow = Omit<AnswerGroup, 'source'>;

/**
 * The rows of a grouping query, straight from the driver: a class's answers come in a couple
 * of thousand groups, and drizzle's row mapping (a type check per field of every row) cost
 * more than the query itself. postgres.js hands over an array, PGlite `{ rows }`.
 */
async function groupRows(db: AppDatabase, query: SQL): Promise<GroupRow[]> {
  const result: unknown = await db.execute(query);
  return Array.isArray(result) ? result : (result as { rows: GroupRow[] }).rows;
}

/** Every group in one object shape (the fold reads them all, many times). */
const toGroups = (rows: readonly GroupRow[], source: AnswerGroup['source']): AnswerGroup[] =>
  rows.map((row) => ({
    childId: row.childId,
    source,
    type: row.type,
    skill: row.skill,
    correctTime: row.correctTime,
    given: row.given,
    correct: row.correct,
    tag: row.tag,
    count: toNumber(row.count),
    totalMs: toNumber(row.totalMs),
    timed: toNumber(row.timed),
  }));

/** The class's answers (or one child's), grouped, from its sessions and its assignments. */
export async function answerGroupsOf(
  db: AppDatabase,
  classId: string,
  childId: string | null,
): Promise<AnswerGroup[]> {
  // Grouped by the raw answer in the index's column order, so the index-only scan comes sorted
  // and no sort or hash is needed; a right answer's text is then dropped (it is the right time,
  // so the groups are as few as before).
  const fromSessions = groupRows(
    db,
    sql`select ${sa.childId} as "childId", ${sa.questionType} as "type", ${sa.skill} as "skill",
        ${sa.correctTime} as "correctTime", ${givenWhenWrong(sa.given, sa.correct)} as "given",
        ${sa.correct} as "correct", ${sa.tag} as "tag", count(*)::int as "count",
        coalesce(sum(${sa.answerMs}), 0)::float8 as "totalMs", count(${sa.answerMs})::int as "timed"
      from ${sa}
      where ${and(eq(sa.classId, classId), childId === null ? undefined : eq(sa.childId, childId))}
      group by ${sa.childId}, ${sa.questionType}, ${sa.skill}, ${sa.correctTime}, ${sa.correct},
        ${sa.tag}, ${sa.given}`,
  );
  const assignmentGiven = givenWhenWrong(aa.given, aa.correct);
  const fromAssignments = groupRows(
    db,
    sql`select ${aa.childId} as "childId", ${aa.questionType} as "type", ${aa.skill} as "skill",
        ${aa.correctTime} as "correctTime", ${assignmentGiven} as "given",
        ${aa.correct} as "correct", ${aa.tag} as "tag", count(*)::int as "count",
        coalesce(sum(${aa.answerMs}), 0)::float8 as "totalMs", count(${aa.answerMs})::int as "timed"
      from ${aa}
      where ${and(ofClassTasks(classId), childId === null ? undefined : eq(aa.childId, childId))}
      group by ${aa.childId}, ${aa.questionType}, ${aa.skill}, ${aa.correctTime},
        ${assignmentGiven}, ${aa.correct}, ${aa.tag}`,
  );
  const [sessionRows, assignmentRows] = await Promise.all([fromSessions, fromAssignments]);
  return [...toGroups(sessionRows, 'session'), ...toGroups(assignmentRows, 'assignment')];
}

/** Each session and assignment of the class (with one child's answers only, given a child). */
export async function sourceTotalsOf(
  db: AppDatabase,
  classId: string,
  childId: string | null,
): Promise<SourceTotals[]> {
  // The whole class's sessions from the totals stored with each session and seat at ingestion
  // (one row a seat, not one an answer), each session's seats read through session_players'
  // primary key; one child's from their answers.
  const seats = db
    .select({
      correct: sql<number>`sum(${sp.correctCount})::int`.as('correct'),
      totalMs: sql<number>`sum(${sp.totalAnswerMs})::float8`.as('total_ms'),
    })
    .from(sp)
    .where(eq(sp.sessionId, cs.id))
    .as('seats');
  const sessions =
    childId === null
      ? db
          .select({
            id: cs.id,
            at: cs.startedAt,
            answered: cs.answerCount,
            correct: seats.correct,
            totalMs: seats.totalMs,
            timed: cs.answerCount,
          })
          .from(cs)
          .crossJoinLateral(seats)
          .where(and(eq(cs.classId, classId), gt(cs.answerCount, 0)))
      : db
          .select({
            id: sa.sessionId,
            // Each session's start by its primary key (a join read all sessions to hash them).
            at: sql<Date>`(select ${cs.startedAt} from ${cs} where ${cs.id} = ${sa.sessionId})`.mapWith(
              cs.startedAt,
            ),
            answered: sql<number>`count(*)::int`,
            correct: sql<number>`count(*) filter (where ${sa.correct})::int`,
            totalMs: sql<number>`coalesce(sum(${sa.answerMs}), 0)::float8`,
            timed: sql<number>`count(${sa.answerMs})::int`,
          })
          .from(sa)
          .where(and(eq(sa.classId, classId), eq(sa.childId, childId)))
          .groupBy(sa.sessionId);
  const assignments = db
    .select({
      id: aa.taskId,
      at: sql<Date>`min(${aa.answeredAt})`.mapWith(aa.answeredAt),
      answered: sql<number>`count(*)::int`,
      correct: sql<number>`count(*) filter (where ${aa.correct})::int`,
      totalMs: sql<number>`coalesce(sum(${aa.answerMs}), 0)::float8`,
      timed: sql<number>`count(${aa.answerMs})::int`,
    })
    .from(aa)
    .where(and(ofClassTasks(classId), childId === null ? undefined : eq(aa.childId, childId)))
    .groupBy(aa.taskId);
  const [sessionRows, assignmentRows] = await Promise.all([sessions, assignments]);
  const totals = (row: {
    answered: unknown;
    correct: unknown;
    totalMs: unknown;
    timed: unknown;
  }) => ({
    answered: toNumber(row.answered),
    correct: toNumber(row.correct),
    totalMs: toNumber(row.totalMs),
    timed: toNumber(row.timed),
  });
  return [
    ...sessionRows.map((row) => ({
      source: 'session' as const,
      id: row.id,
      at: row.at,
      ...totals(row),
    })),
    ...assignmentRows.map((row) => ({
      source: 'assignment' as const,
      id: row.id,
      at: row.at,
      ...totals(row),
    })),
  ];
}

/** The school's teachers with their classes and sessions counted, by name then email. */
export async function schoolTeachersOf(
  db: AppDatabase,
  schoolId: string,
): Promise<SchoolTeacher[]> {
  const rows = await db
    .select({
      teacherId: users.id,
      name: users.fullName,
      email: users.email,
      classCount: sql<number>`(select count(*) from ${classes} where ${classes.teacherId} = ${users.id})::int`,
      sessionCount: sql<number>`(select count(*) from ${cs} where ${cs.teacherId} = ${users.id})::int`,
    })
    .from(schoolMembers)
    .innerJoin(users, eq(users.id, schoolMembers.userId))
    .where(eq(schoolMembers.schoolId, schoolId));
  return rows
    .map((row) => ({
      ...row,
      email: row.email ?? '',
      classCount: toNumber(row.classCount),
      sessionCount: toNumber(row.sessionCount),
    }))
    .sort(
      (a, b) =>
        (a.name ?? a.email).localeCompare(b.name ?? b.email) || a.email.localeCompare(b.email),
    );
}

/** Every answer of the school's teachers (all their sessions, their assignments), grouped. */
export async function schoolAnswerGroupsOf(
  db: AppDatabase,
  schoolId: string,
): Promise<SchoolAnswerGroup[]> {
  const sessionMonth = sql<string>`to_char(${cs.startedAt} at time zone 'UTC', 'YYYY-MM')`;
  const sessionTime = sql<string | null>`case when ${sa.skill} is null then ${sa.correctTime} end`;
  const fromSessions = db
    .select({
      teacherId: cs.teacherId,
      month: sessionMonth,
      type: sa.questionType,
      skill: sa.skill,
      correctTime: sessionTime,
      correct: sa.correct,
      tag: sa.tag,
      count: sql<number>`count(*)::int`,
    })
    .from(schoolMembers)
    .innerJoin(cs, eq(cs.teacherId, schoolMembers.userId))
    .innerJoin(sa, eq(sa.sessionId, cs.id))
    .where(eq(schoolMembers.schoolId, schoolId))
    .groupBy(
      cs.teacherId,
      sessionMonth,
      sa.questionType,
      sa.skill,
      sessionTime,
      sa.correct,
      sa.tag,
    );
  const assignmentMonth = sql<string>`to_char(${aa.answeredAt} at time zone 'UTC', 'YYYY-MM')`;
  const assignmentTime = sql<
    string | null
  >`case when ${aa.skill} is null then ${aa.correctTime} end`;
  const fromAssignments = db
    .select({
      teacherId: tasks.userId,
      month: assignmentMonth,
      type: aa.questionType,
      skill: aa.skill,
      correctTime: assignmentTime,
      correct: aa.correct,
      tag: aa.tag,
      count: sql<number>`count(*)::int`,
    })
    .from(schoolMembers)
    .innerJoin(tasks, eq(tasks.userId, schoolMembers.userId))
    .innerJoin(aa, eq(aa.taskId, tasks.id))
    .where(eq(schoolMembers.schoolId, schoolId))
    .groupBy(
      tasks.userId,
      assignmentMonth,
      aa.questionType,
      aa.skill,
      assignmentTime,
      aa.correct,
      aa.tag,
    );
  const [sessionRows, assignmentRows] = await Promise.all([fromSessions, fromAssignments]);
  return [...sessionRows, ...assignmentRows].map((row) => ({ ...row, count: toNumber(row.count) }));
}
