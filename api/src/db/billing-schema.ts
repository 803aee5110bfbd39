import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

// Stripe's webhook events, as a durable queue (issue 17). The webhook only verifies the
// signature and inserts a row (the event id is the key, so a redelivery inserts nothing), then
// answers: it never waits for the tables the event changes. The worker applies each row once,
// marking it processed in the same transaction as its effect. No foreign key points from here
// to users or subscriptions, so a slow or locked users table never holds up the insert.

/** One Stripe event, queued until applied. Only ids are kept: the worker re-reads Stripe. */
export const stripeEvents = pgTable(
  'stripe_events',
  {
    /** Stripe's event id (`evt_...`): a second delivery of the same event conflicts here. */
    id: varchar('id', { length: 255 }).primaryKey(),
    type: varchar('type', { length: 100 }).notNull(),
    /** The subscription the event concerns (read again from Stripe when applied). */
    subscriptionId: varchar('subscription_id', { length: 255 }),
    /** When Stripe created the event (its `created`), for the log and the order of work. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    /** Not before this time (a failed attempt waits longer each time). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /** The last failure's message (no personal data: Stripe ids and error texts). */
    lastError: text('last_error'),
  },
  (table) => [
    index('stripe_events_pending_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.processedAt} is null`),
    index('stripe_events_subscription_id_idx').on(table.subscriptionId),
  ],
);
