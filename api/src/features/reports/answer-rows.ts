import type { CharacterId } from '@ttc/shared-protocol/game/characters';
import type { Skill } from '@ttc/shared-protocol/game/learner/skills';
import type { MisconceptionTag } from '@ttc/shared-protocol/game/misconceptions';
import type { QuestionType } from '@ttc/shared-protocol/game/settings';
import { asc, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { classroomSessions, tasks } from '../../db/schema';
import { type PagedQuery, pages } from './raw-query';

// The answers an export writes, one source (session or assignment) at a time, each read in
// pages through its index: session_answers' primary key (session_id, ...) and
// assignment_answers(task_id).

/** One answer as the CSV writes it. */
export type AnswerRow = {
  /** ISO 8601, UTC: the session's start, or when the assignment answer was given. */
  at: string;
  nickname: string;
  character: CharacterId;
  questionIndex: number;
  type: QuestionType;
  skill: Skill | null;
  correctTime: string | null;
  given: string | null;
  correct: boolean;
  answerMs: number | null;
  tag: MisconceptionTag | null;
};

/** A session or assignment of an export, oldest first. */
export type ExportSource =
  | { source: 'session'; id: string; name: string }
  | { source: 'assignment'; id: string; name: string };

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;

type SessionRow = AnswerRow & { playerId: string };
type AssignmentRow = AnswerRow & { id: string };

const COLUMNS = (prefix: 'sa' | 'aa') => `
  ${prefix}.question_index as "questionIndex", ${prefix}.question_type as "type",
  ${prefix}.skill as "skill", ${prefix}.correct_time as "correctTime", ${prefix}.given as "given",
  ${prefix}.correct as "correct", ${prefix}.answer_ms as "answerMs", ${prefix}.tag as "tag"`;

/** A session's answers, question by question, seat by seat (roster nickname when a child sat). */
function sessionAnswersQuery(sessionId: string): PagedQuery<SessionRow> {
  return {
    text: (keyed) => `
      select to_char(cs.started_at at time zone 'UTC', ${ISO}) as "at",
        coalesce(cc.nickname, sp.nickname) as "nickname",
        coalesce(cc.character_id, sp.character_id) as "character",
        sa.player_id as "playerId", ${COLUMNS('sa')}
      from session_answers sa
      join classroom_sessions cs on cs.id = sa.session_id
      join session_players sp on sp.session_id = sa.session_id and sp.player_id = sa.player_id
      left join class_children cc on cc.id = sp.child_id
      where sa.session_id = $1
      ${keyed ? 'and (sa.question_index, sa.player_id) > ($2::smallint, $3::varchar)' : ''}
      order by sa.question_index, sa.player_id
      ${keyed ? 'limit $4' : ''}`,
    params: [sessionId],
    firstKey: [-1, ''],
    keyOf: (row) => [row.questionIndex, row.playerId],
  };
}

/** An assignment's answers in the order they were stored. */
function assignmentAnswersQuery(taskId: string): PagedQuery<AssignmentRow> {
  return {
    text: (keyed) => `
      select to_char(aa.answered_at at time zone 'UTC', ${ISO}) as "at",
        cc.nickname as "nickname", cc.character_id as "character",
        aa.id::text as "id", ${COLUMNS('aa')}
      from assignment_answers aa
      join class_children cc on cc.id = aa.child_id
      where aa.task_id = $1
      ${keyed ? 'and aa.id > $2::bigint' : ''}
      order by aa.id
      ${keyed ? 'limit $3' : ''}`,
    params: [taskId],
    firstKey: ['0'],
    keyOf: (row) => [row.id],
  };
}

/** The class's sessions (oldest first) then its assignments (oldest first). */
export async function classSources(db: AppDatabase, classId: string): Promise<ExportSource[]> {
  const [sessions, assignments] = await Promise.all([
    db
      .select({ id: classroomSessions.id, roomCode: classroomSessions.roomCode })
      .from(classroomSessions)
      .where(eq(classroomSessions.classId, classId))
      .orderBy(asc(classroomSessions.startedAt), asc(classroomSessions.id)),
    db
      .select({ id: tasks.id, title: tasks.title })
      .from(tasks)
      .where(
        sql`${tasks.classId} = ${classId} and exists (select 1 from assignment_answers aa where aa.task_id = ${tasks.id})`,
      )
      .orderBy(asc(tasks.createdAt), asc(tasks.id)),
  ]);
  return [
    ...sessions.map((s) => ({ source: 'session' as const, id: s.id, name: s.roomCode })),
    ...assignments.map((a) => ({ source: 'assignment' as const, id: a.id, name: a.title })),
  ];
}

/** Every answer of the sources, a page at a time. */
export async function* answersOf(
  db: AppDatabase,
  sources: readonly ExportSource[],
): AsyncGenerator<{ source: ExportSource; rows: AnswerRow[] }> {
  for (const source of sources) {
    const query =
      source.source === 'session'
        ? sessionAnswersQuery(source.id)
        : assignmentAnswersQuery(source.id);
    for await (const rows of pages<AnswerRow>(db, query as PagedQuery<AnswerRow>)) {
      yield { source, rows };
    }
  }
}
