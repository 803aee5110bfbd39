import { progressSourceSchema } from '@ttc/shared-protocol/api/progress';
import { purposeSchema, skillSchema } from '@ttc/shared-protocol/game/learner/learner-schema';
import { misconceptionTagSchema } from '@ttc/shared-protocol/game/misconception-schema';
import type { Answer } from '@ttc/shared-protocol/game/question';
import { difficultySchema, questionTypeSchema } from '@ttc/shared-protocol/game/settings-schema';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './schema';

// Student Game results of signed-in users (POST /api/progress), from which their stats are
// derived. Nothing here names a child: answers belong to the account that sent them.

/** A zod enum's values as the non-empty tuple pgEnum asks for. */
function values<T extends string>(schema: { options: readonly T[] }): [T, ...T[]] {
  return schema.options as [T, ...T[]];
}

export const progressSource = pgEnum('progress_source', values(progressSourceSchema));
export const questionType = pgEnum('question_type', values(questionTypeSchema));
export const difficulty = pgEnum('difficulty', values(difficultySchema));
export const misconceptionTag = pgEnum('misconception_tag', values(misconceptionTagSchema));
export const skill = pgEnum('skill', values(skillSchema));
export const purpose = pgEnum('question_purpose', values(purposeSchema));

/** One POSTed game; (user, client game id) is unique, which makes the POST idempotent. */
export const progressGames = pgTable(
  'progress_games',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: uuid('game_id').notNull(),
    source: progressSource('source').notNull(),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull(),
    answerCount: integer('answer_count').notNull(),
    correctCount: integer('correct_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('progress_games_user_id_game_id_idx').on(table.userId, table.gameId)],
);

/** The answers of a game. `user_id` is repeated so a user's stats read one index. */
export const progressAnswers = pgTable(
  'progress_answers',
  {
    // An identity keeps insertion order, which breaks ties between equal answer times.
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    progressGameId: uuid('progress_game_id')
      .notNull()
      .references(() => progressGames.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionType: questionType('question_type').notNull(),
    difficulty: difficulty('difficulty'),
    correct: boolean('correct').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
    answerMs: integer('answer_ms'),
    given: jsonb('given').$type<Answer>(),
    expected: varchar('expected', { length: 40 }),
    tag: misconceptionTag('tag'),
    // What the learner model reads (issue 13); null on answers stored before it, and level and
    // purpose null for free practice.
    skill: skill('skill'),
    level: smallint('level'),
    purpose: purpose('purpose'),
  },
  (table) => [
    index('progress_answers_user_id_answered_at_idx').on(table.userId, table.answeredAt),
    index('progress_answers_progress_game_id_idx').on(table.progressGameId),
  ],
);
