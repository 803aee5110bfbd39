import {
  type SessionResultsOptions,
  type SessionResultsQuestion,
  sessionEndReasonSchema,
} from '@ttc/shared-protocol/api/session-results';
import type { CharacterId } from '@ttc/shared-protocol/game/characters';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { misconceptionTag, questionType, skill } from './progress-schema';
import { users } from './schema';
import { classChildren, classes } from './teacher-schema';

// Finished live sessions (POST /api/internal/session-results), read by their teacher (GET
// /api/sessions). Children are stored by the realtime server's seat id, nickname and character
// only: no column can hold an email or a real name. Everything goes with the teacher's account.

/** A zod enum's values as the non-empty tuple pgEnum asks for. */
function values<T extends string>(schema: { options: readonly T[] }): [T, ...T[]] {
  return schema.options as [T, ...T[]];
}

export const sessionEndReason = pgEnum('session_end_reason', values(sessionEndReasonSchema));

/** The options a session ran with, as stored (the room cap is not kept). */
export type StoredSessionOptions = Omit<SessionResultsOptions, 'roomCap'>;

/**
 * One finished session. The id is the realtime server's session id, which makes ingestion
 * idempotent. The totals are computed once at ingestion so the teacher's list reads one row per
 * session; the questions (at most 50, only ever read with their session) are kept as JSON.
 */
export const classroomSessions = pgTable(
  'classroom_sessions',
  {
    id: uuid('id').primaryKey(),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roomCode: varchar('room_code', { length: 6 }).notNull(),
    options: jsonb('options').$type<StoredSessionOptions>().notNull(),
    questions: jsonb('questions').$type<SessionResultsQuestion[]>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull(),
    endReason: sessionEndReason('end_reason').notNull(),
    playerCount: integer('player_count').notNull(),
    questionCount: integer('question_count').notNull(),
    answerCount: integer('answer_count').notNull(),
    /** Mean final score, one decimal; null without players. */
    averageScore: doublePrecision('average_score'),
    averageAnswerMs: integer('average_answer_ms'),
    /** The question most players missed; null when none was missed. */
    mostMissedIndex: smallint('most_missed_index'),
    mostMissedCount: integer('most_missed_count'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** The class the session ran for (issue 14); deleting the class deletes its sessions. */
    classId: uuid('class_id').references(() => classes.id, { onDelete: 'cascade' }),
  },
  // The teacher's list: newest first, paged by (ended_at, id).
  (table) => [
    index('classroom_sessions_teacher_id_ended_at_id_idx').on(
      table.teacherId,
      table.endedAt.desc(),
      table.id.desc(),
    ),
    index('classroom_sessions_class_id_idx').on(table.classId),
  ],
);

/** A seat at the end of a session. */
export const sessionPlayers = pgTable(
  'session_players',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => classroomSessions.id, { onDelete: 'cascade' }),
    playerId: varchar('player_id', { length: 128 }).notNull(),
    nickname: varchar('nickname', { length: 40 }).notNull(),
    characterId: varchar('character_id', { length: 32 }).$type<CharacterId>().notNull(),
    finalScore: integer('final_score').notNull(),
    rank: integer('rank').notNull(),
    correctCount: integer('correct_count').notNull(),
    totalAnswerMs: integer('total_answer_ms').notNull(),
    /** The roster seat the child took in a class session; removing the child removes the row. */
    childId: uuid('child_id').references(() => classChildren.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.playerId] }),
    index('session_players_child_id_idx').on(table.childId),
  ],
);

/** One counted answer; at most one per seat and question. */
export const sessionAnswers = pgTable(
  'session_answers',
  {
    sessionId: uuid('session_id').notNull(),
    playerId: varchar('player_id', { length: 128 }).notNull(),
    questionIndex: smallint('question_index').notNull(),
    questionType: questionType('question_type').notNull(),
    /** The question's correct face time, "3:05". */
    correctTime: varchar('correct_time', { length: 5 }).notNull(),
    /** The answer as shown: the option's label, or the time the clock was set to ("3:05"). */
    given: varchar('given', { length: 40 }).notNull(),
    correct: boolean('correct').notNull(),
    answerMs: integer('answer_ms').notNull(),
    /** The misconception of a wrong answer. */
    tag: misconceptionTag('tag'),
    /** The question's skill (issue 14), computed at ingestion; null on older rows. */
    skill: skill('skill'),
    /** Adaptive sessions (issue 15): the level of the question the child got; null otherwise. */
    level: smallint('level'),
    /**
     * The session's class and the seat's roster child, copied from classroom_sessions and
     * session_players at ingestion so class analytics read one index without joining them.
     * No foreign keys: deleting the class or the child already removes these rows through the
     * session and the seat (cascades), and a key here would need an index of its own.
     */
    classId: uuid('class_id'),
    childId: uuid('child_id'),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.playerId, table.questionIndex] }),
    // Class (and child) analytics group the class's answers by these columns, in this order:
    // an index-only scan hands them over already sorted for the GROUP BY. Answers of sessions
    // run without a class are never read this way, so they are left out of it.
    index('session_answers_class_analytics_idx')
      .on(
        table.classId,
        table.childId,
        table.questionType,
        table.skill,
        table.correctTime,
        table.correct,
        table.tag,
        table.given,
        table.answerMs,
      )
      .where(sql`${table.classId} is not null`),
    foreignKey({
      name: 'session_answers_player_fk',
      columns: [table.sessionId, table.playerId],
      foreignColumns: [sessionPlayers.sessionId, sessionPlayers.playerId],
    }).onDelete('cascade'),
  ],
);
