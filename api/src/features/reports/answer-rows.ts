import type { CharacterId } from '@ttc/shared-protocol/game/characters';
import type { Skill } from '@ttc/shared-protocol/game/learner/skills';
import type { MisconceptionTag } from '@ttc/shared-protocol/game/misconceptions';
import type { QuestionType } from '@ttc/shared-protocol/game/settings';
import type { AppDatabase } from '../../db/client';
import { type PagedQuery, pages } from './raw-query';

// The answers an export writes: one query over all the class's session answers (or one
// session's), then one over its assignment answers, each read through a cursor. Each session's
// (or task's) answers are read by their own index (session_answers' primary key, assignment
// answers' task_id) and sorted in memory on their own (a few hundred rows), and the sessions
// come in order already: the database never sorts the whole export, and the first rows leave
// at once (an incremental sort on the presorted session order).

/** One answer as the CSV writes it. */
export type AnswerRow = {
  /** ISO 8601, UTC: the session's start, or when the assignment answer was given. */
  at: string;
  source: 'session' | 'assignment';
  /** The session's room code, or the assignment's title. */
  sourceName: string;
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

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;
/** The source's time to the microsecond, so a page's key finds the next row exactly. */
const KEY_TIME = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;

type SessionRow = AnswerRow & { keyAt: string; sessionId: string; playerId: string };
type AssignmentRow = AnswerRow & { keyAt: string; taskId: string; id: string };

const COLUMNS = (prefix: 'sa' | 'aa') => `
  ${prefix}.question_index as "questionIndex", ${prefix}.question_type as "type",
  ${prefix}.skill as "skill", ${prefix}.correct_time as "correctTime", ${prefix}.given as "given",
  ${prefix}.correct as "correct", ${prefix}.answer_ms as "answerMs", ${prefix}.tag as "tag"`;

/**
 * The session answers of a class (`scope` class_id) or of one session (`scope` id): sessions
 * oldest first, each question by question, seat by seat (the roster nickname when a child sat).
 */
function sessionAnswersQuery(scope: 'class_id' | 'id', id: string): PagedQuery<SessionRow> {
  return {
    text: (keyed) => `
      select to_char(cs.started_at at time zone 'UTC', ${ISO}) as "at",
        'session' as "source", cs.room_code as "sourceName",
        to_char(cs.started_at at time zone 'UTC', ${KEY_TIME}) as "keyAt",
        cs.id as "sessionId", x.*
      from (
        select id, started_at, room_code from classroom_sessions where ${scope} = $1
        order by started_at, id offset 0
      ) cs
      cross join lateral (
        select coalesce(cc.nickname, sp.nickname) as "nickname",
          coalesce(cc.character_id, sp.character_id) as "character",
          sa.player_id as "playerId", ${COLUMNS('sa')}
        from session_answers sa
        join session_players sp on sp.session_id = sa.session_id and sp.player_id = sa.player_id
        left join class_children cc on cc.id = sp.child_id
        where sa.session_id = cs.id
        order by sa.question_index, sa.player_id
        offset 0
      ) x
      ${
        keyed
          ? `where (cs.started_at, cs.id, x."questionIndex", x."playerId")
              > ($2::timestamptz, $3::uuid, $4::smallint, $5::varchar)`
          : ''
      }
      order by cs.started_at, cs.id, x."questionIndex", x."playerId"
      ${keyed ? 'limit $6' : ''}`,
    params: [id],
    firstKey: ['-infinity', '00000000-0000-0000-0000-000000000000', -1, ''],
    keyOf: (row) => [row.keyAt, row.sessionId, row.questionIndex, row.playerId],
  };
}

/** The assignment answers of a class: assignments oldest first, each in the order stored. */
function assignmentAnswersQuery(classId: string): PagedQuery<AssignmentRow> {
  return {
    text: (keyed) => `
      select 'assignment' as "source", t.title as "sourceName",
        to_char(t.created_at at time zone 'UTC', ${KEY_TIME}) as "keyAt",
        t.id as "taskId", x.*
      from (
        select id, title, created_at from tasks where class_id = $1
        order by created_at, id offset 0
      ) t
      cross join lateral (
        select to_char(aa.answered_at at time zone 'UTC', ${ISO}) as "at",
          cc.nickname as "nickname", cc.character_id as "character",
          aa.id as "id", ${COLUMNS('aa')}
        from assignment_answers aa
        join class_children cc on cc.id = aa.child_id
        where aa.task_id = t.id
        order by aa.id
        offset 0
      ) x
      ${keyed ? `where (t.created_at, t.id, x."id") > ($2::timestamptz, $3::uuid, $4::bigint)` : ''}
      order by t.created_at, t.id, x."id"
      ${keyed ? 'limit $5' : ''}`,
    params: [classId],
    firstKey: ['-infinity', '00000000-0000-0000-0000-000000000000', '0'],
    keyOf: (row) => [row.keyAt, row.taskId, String(row.id)],
  };
}

/** Every answer of the class, a page at a time: its sessions', then its assignments'. */
export async function* classAnswers(db: AppDatabase, classId: string): AsyncGenerator<AnswerRow[]> {
  yield* pages<AnswerRow>(db, sessionAnswersQuery('class_id', classId) as PagedQuery<AnswerRow>);
  yield* pages<AnswerRow>(db, assignmentAnswersQuery(classId) as PagedQuery<AnswerRow>);
}

/** Every answer of one session, a page at a time. */
export function sessionAnswers(db: AppDatabase, sessionId: string): AsyncGenerator<AnswerRow[]> {
  return pages<AnswerRow>(db, sessionAnswersQuery('id', sessionId) as PagedQuery<AnswerRow>);
}
