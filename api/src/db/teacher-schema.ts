import { GRADES } from '@ttc/shared-protocol/api/classes';
import { schoolRoleSchema } from '@ttc/shared-protocol/api/school';
import { LANGUAGES } from '@ttc/shared-protocol/clock/language';
import type { CharacterId } from '@ttc/shared-protocol/game/characters';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { misconceptionTag, questionType, skill } from './progress-schema';
import { tasks, users } from './schema';

// The teacher's and the school admin's tables (issue 14). A child on a roster is a nickname and
// a character: no column here can hold a child's email or real name. Everything of a class goes
// with the class (its roster, its sessions' link, its assignments' answers), and everything of a
// teacher goes with the teacher's account.

/** A zod enum's values as the non-empty tuple pgEnum asks for. */
function values<T extends string>(schema: { options: readonly T[] }): [T, ...T[]] {
  return schema.options as [T, ...T[]];
}

export const schoolRole = pgEnum('school_role', values(schoolRoleSchema));
export const grade = pgEnum('grade', GRADES as unknown as [string, ...string[]]);
export const classLanguage = pgEnum(
  'class_language',
  LANGUAGES as unknown as [string, ...string[]],
);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A school: a group of teachers with one or more admins. */
export const schools = pgTable('schools', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: varchar('name', { length: 100 }).notNull(),
  createdAt: createdAt(),
});

/** Who belongs to a school; a user belongs to at most one. */
export const schoolMembers = pgTable(
  'school_members',
  {
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: schoolRole('role').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.schoolId, table.userId] }),
    uniqueIndex('school_members_user_id_idx').on(table.userId),
  ],
);

/** A pending invitation; only the SHA-256 of the link's token is kept. */
export const schoolInvites = pgTable(
  'school_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (table) => [index('school_invites_school_id_idx').on(table.schoolId)],
);

/** A teacher's class. */
export const classes = pgTable(
  'classes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 60 }).notNull(),
    grade: grade('grade').notNull(),
    language: classLanguage('language').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => sql`now()`),
  },
  (table) => [index('classes_teacher_id_idx').on(table.teacherId)],
);

/** A child on a class's roster: nickname and character only. */
export const classChildren = pgTable(
  'class_children',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    nickname: varchar('nickname', { length: 20 }).notNull(),
    /** The nickname folded for uniqueness in the class (case and accents ignored). */
    nicknameKey: varchar('nickname_key', { length: 40 }).notNull(),
    characterId: varchar('character_id', { length: 32 }).$type<CharacterId>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('class_children_class_id_key_idx').on(table.classId, table.nicknameKey)],
);

/**
 * An assignment's extra columns live on `tasks` (class_id, preset, share_code; see schema.ts).
 * One game a child played for an assignment; (task, child, game id) is unique, which makes the
 * device's retries safe.
 */
export const assignmentGames = pgTable(
  'assignment_games',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    childId: uuid('child_id')
      .notNull()
      .references(() => classChildren.id, { onDelete: 'cascade' }),
    gameId: uuid('game_id').notNull(),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull(),
    answerCount: integer('answer_count').notNull(),
    correctCount: integer('correct_count').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('assignment_games_task_child_game_idx').on(
      table.taskId,
      table.childId,
      table.gameId,
    ),
    index('assignment_games_child_id_idx').on(table.childId),
  ],
);

/** The answers of an assignment game, with what class analytics read. */
export const assignmentAnswers = pgTable(
  'assignment_answers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    assignmentGameId: uuid('assignment_game_id')
      .notNull()
      .references(() => assignmentGames.id, { onDelete: 'cascade' }),
    /** Repeated from the game so class analytics read one index. */
    taskId: uuid('task_id').notNull(),
    childId: uuid('child_id').notNull(),
    questionIndex: smallint('question_index').notNull(),
    questionType: questionType('question_type').notNull(),
    skill: skill('skill'),
    level: smallint('level'),
    /** The question's face time ("3:05"); null when the device did not send it. */
    correctTime: varchar('correct_time', { length: 5 }),
    given: varchar('given', { length: 40 }),
    correct: boolean('correct').notNull(),
    answerMs: integer('answer_ms'),
    tag: misconceptionTag('tag'),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('assignment_answers_child_id_idx').on(table.childId),
    index('assignment_answers_task_id_idx').on(table.taskId),
    index('assignment_answers_game_id_idx').on(table.assignmentGameId),
  ],
);
