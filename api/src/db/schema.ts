import type { AssignmentPreset } from '@ttc/shared-protocol/api/assignments';
import { planSchema, userRoleSchema } from '@ttc/shared-protocol/api/auth-user';
import { subscriptionStatusSchema } from '@ttc/shared-protocol/api/subscriptions';
import { taskPrioritySchema, taskStatusSchema } from '@ttc/shared-protocol/api/tasks';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  json,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { classes } from './teacher-schema';

// The tables of spec section 3. Enumerations take their values from the shared zod schemas so the
// database and the API cannot disagree; columns are snake_case in SQL, camelCase in TypeScript.

/** A zod enum's values as the non-empty tuple pgEnum asks for (zod 4 types them as an array). */
function values<T extends string>(schema: { options: readonly T[] }): [T, ...T[]] {
  return schema.options as [T, ...T[]];
}

export const userRole = pgEnum('user_role', values(userRoleSchema));
export const plan = pgEnum('plan', values(planSchema));
export const taskStatus = pgEnum('task_status', values(taskStatusSchema));
export const taskPriority = pgEnum('task_priority', values(taskPrioritySchema));
export const subscriptionStatus = pgEnum('subscription_status', values(subscriptionStatusSchema));

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => sql`now()`);

/** Server-side sessions (the connect-pg-simple layout: sid, sess, expire). */
export const sessions = pgTable(
  'sessions',
  {
    sid: varchar('sid').primaryKey(),
    sess: json('sess').notNull(),
    expire: timestamp('expire', { precision: 6, withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_expire_idx').on(table.expire)],
);

/** The early-access / notify-me list; emails are stored trimmed and lower-cased. */
export const emailSubscribers = pgTable('email_subscribers', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: varchar('email', { length: 254 }).notNull().unique(),
  source: varchar('source', { length: 64 }),
  createdAt: createdAt(),
});

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: varchar('email', { length: 254 }).unique(),
  firstName: varchar('first_name', { length: 50 }),
  lastName: varchar('last_name', { length: 50 }),
  fullName: varchar('full_name', { length: 100 }),
  profileImageUrl: text('profile_image_url'),
  role: userRole('role'),
  plan: plan('plan').notNull().default('free'),
  stripeCustomerId: varchar('stripe_customer_id', { length: 255 }),
  stripeSubscriptionId: varchar('stripe_subscription_id', { length: 255 }),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const profiles = pgTable('profiles', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: varchar('email', { length: 254 }).notNull().unique(),
  displayName: varchar('display_name', { length: 100 }),
  firstName: varchar('first_name', { length: 50 }),
  lastName: varchar('last_name', { length: 50 }),
  fullName: varchar('full_name', { length: 100 }),
  profileImageUrl: text('profile_image_url'),
  role: userRole('role'),
  plan: plan('plan').notNull().default('free'),
  marketingOptIn: boolean('marketing_opt_in').notNull().default(false),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description'),
    status: taskStatus('status').notNull().default('pending'),
    priority: taskPriority('priority').notNull().default('medium'),
    dueDate: timestamp('due_date', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // An assignment (issue 14): the class it is for, the Student Game it opens and the code of
    // its link. A to-do of the teacher's own has none of them.
    classId: uuid('class_id').references(() => classes.id, { onDelete: 'cascade' }),
    preset: jsonb('preset').$type<AssignmentPreset>(),
    shareCode: varchar('share_code', { length: 10 }).unique(),
  },
  (table) => [
    index('tasks_user_id_status_idx').on(table.userId, table.status),
    index('tasks_class_id_idx').on(table.classId),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    stripeCustomerId: varchar('stripe_customer_id', { length: 255 }),
    stripeSubscriptionId: varchar('stripe_subscription_id', { length: 255 }).unique(),
    status: subscriptionStatus('status').notNull().default('trialing'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    // Beyond the spec's fields (issue 17): the plan this subscription gives while active, and
    // when its state was read from Stripe, so an older read never overwrites a newer one.
    plan: plan('plan').notNull().default('free'),
    syncedAt: timestamp('synced_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Postgres does not index a foreign key by itself; this one serves lookups and the cascade.
  (table) => [index('subscriptions_user_id_idx').on(table.userId)],
);

// Settings that follow an account, the parent lock and uploaded images (issue 16).
export * from './account-schema';
// The built-in sign-in's tables live apart; drizzle-kit and the client see them through here.
export * from './auth-schema';
// Stripe's webhook events, queued until applied (issue 17).
export * from './billing-schema';
// Student Game progress of signed-in users (POST /api/progress, GET /api/user/:id/stats).
export * from './progress-schema';
// Finished live sessions and their results (POST /api/internal/session-results, GET /api/sessions).
export * from './sessions-schema';
// Classes, rosters, schools and assignment answers (issue 14).
export * from './teacher-schema';
