import type { Plan } from '@ttc/shared-protocol/api/auth-user';
import { and, asc, desc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { profiles, stripeEvents, subscriptions, users } from '../../db/schema';
import { accountPlan, grantsPlan, type SubscriptionState } from './stripe-state';

/** A Stripe event to queue: its id, type and the subscription it concerns. */
export interface QueuedEvent {
  id: string;
  type: string;
  subscriptionId: string | null;
  createdAt: Date;
}

/**
 * Queues an event; false when it was queued before (a redelivery). The insert touches only
 * stripe_events, so it neither waits for nor is blocked by the tables the event will change.
 */
export async function enqueueEvent(db: AppDatabase, event: QueuedEvent): Promise<boolean> {
  const inserted = await db
    .insert(stripeEvents)
    .values(event)
    .onConflictDoNothing({ target: stripeEvents.id })
    .returning({ id: stripeEvents.id });
  return inserted.length > 0;
}

/** A queued event the worker is to apply. */
export interface DueEvent {
  id: string;
  type: string;
  subscriptionId: string | null;
  attempts: number;
}

/** The oldest event due for an attempt, or null when none is. */
export async function nextDueEvent(db: AppDatabase, now: Date): Promise<DueEvent | null> {
  const [row] = await db
    .select({
      id: stripeEvents.id,
      type: stripeEvents.type,
      subscriptionId: stripeEvents.subscriptionId,
      attempts: stripeEvents.attempts,
    })
    .from(stripeEvents)
    .where(and(isNull(stripeEvents.processedAt), lte(stripeEvents.nextAttemptAt, now)))
    .orderBy(asc(stripeEvents.createdAt), asc(stripeEvents.receivedAt))
    .limit(1);
  return row ?? null;
}

/** When the next pending event is due, or null when the queue is empty. */
export async function nextAttemptTime(db: AppDatabase): Promise<Date | null> {
  const [row] = await db
    .select({ at: stripeEvents.nextAttemptAt })
    .from(stripeEvents)
    .where(isNull(stripeEvents.processedAt))
    .orderBy(asc(stripeEvents.nextAttemptAt))
    .limit(1);
  return row?.at ?? null;
}

/** Records a failed attempt; the event is tried again from `retryAt`. */
export async function postponeEvent(
  db: AppDatabase,
  id: string,
  error: string,
  retryAt: Date,
): Promise<void> {
  await db
    .update(stripeEvents)
    .set({
      attempts: sql`${stripeEvents.attempts} + 1`,
      lastError: error.slice(0, 500),
      nextAttemptAt: retryAt,
    })
    .where(and(eq(stripeEvents.id, id), isNull(stripeEvents.processedAt)));
}

/** Forgets events applied before `before` (the queue keeps them 30 days for late redeliveries). */
export async function pruneProcessed(db: AppDatabase, before: Date): Promise<void> {
  await db.delete(stripeEvents).where(lt(stripeEvents.processedAt, before));
}

/** What applying an event did. */
export type ApplyOutcome = 'applied' | 'already processed';

/**
 * Applies one queued event with the subscription's state as read from Stripe at `syncedAt`
 * (null: nothing to record), all in one transaction: the event row is locked, and marked
 * processed with the change, so each event id changes the data exactly once however often it
 * arrives or however many workers race for it. A state read earlier than the one already
 * recorded (events applied out of order across workers) leaves the recorded one.
 */
export async function applyEvent(
  db: AppDatabase,
  eventId: string,
  state: SubscriptionState | null,
  syncedAt: Date,
): Promise<ApplyOutcome> {
  return db.transaction(async (tx) => {
    const [event] = await tx
      .select({ id: stripeEvents.id })
      .from(stripeEvents)
      .where(and(eq(stripeEvents.id, eventId), isNull(stripeEvents.processedAt)))
      .for('update');
    if (!event) return 'already processed';
    if (state) {
      const userId = await ownerOf(tx as unknown as AppDatabase, state);
      await recordSubscription(tx as unknown as AppDatabase, state, userId, syncedAt);
      if (userId) await updateAccountPlan(tx as unknown as AppDatabase, userId);
    }
    await tx
      .update(stripeEvents)
      .set({ processedAt: syncedAt, attempts: sql`${stripeEvents.attempts} + 1`, lastError: null })
      .where(eq(stripeEvents.id, eventId));
    return 'applied';
  });
}

/** The account a subscription belongs to: our metadata, else the Stripe customer we stored. */
async function ownerOf(db: AppDatabase, state: SubscriptionState): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      state.userId && /^[0-9a-f-]{36}$/i.test(state.userId)
        ? or(eq(users.id, state.userId), eq(users.stripeCustomerId, state.stripeCustomerId))
        : eq(users.stripeCustomerId, state.stripeCustomerId),
    )
    .orderBy(sql`${users.id} = ${state.userId ?? ''} desc`)
    .limit(1);
  return row?.id ?? null;
}

async function recordSubscription(
  db: AppDatabase,
  state: SubscriptionState,
  userId: string | null,
  syncedAt: Date,
): Promise<void> {
  const values = {
    userId,
    stripeCustomerId: state.stripeCustomerId,
    stripeSubscriptionId: state.stripeSubscriptionId,
    status: state.status,
    plan: state.plan,
    currentPeriodStart: state.currentPeriodStart,
    currentPeriodEnd: state.currentPeriodEnd,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    syncedAt,
  };
  await db
    .insert(subscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: subscriptions.stripeSubscriptionId,
      set: { ...values, updatedAt: sql`now()` },
      // Only a newer reading of Stripe replaces the recorded one.
      setWhere: or(isNull(subscriptions.syncedAt), lt(subscriptions.syncedAt, syncedAt)),
    });
}

/**
 * Sets the account's plan from all its subscriptions, on the users row (what /api/auth/user
 * and the teacher tools read) and on its profile (same email), with the trial's end.
 */
async function updateAccountPlan(db: AppDatabase, userId: string): Promise<void> {
  const [user] = await db
    .select({ plan: users.plan, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!user) return;
  const rows = await db
    .select({
      id: subscriptions.stripeSubscriptionId,
      customerId: subscriptions.stripeCustomerId,
      status: subscriptions.status,
      plan: subscriptions.plan,
      trialEndsAt: subscriptions.currentPeriodEnd,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.updatedAt));
  const plan: Plan = accountPlan(user.plan, rows);
  // The subscription behind the plan (the first one that grants it), else the latest one.
  const current = rows.find((row) => grantsPlan(row.status) && row.plan === plan) ?? rows[0];
  // During a trial the first period is the trial: it ends when the trial does.
  const trialEndsAt = current?.status === 'trialing' ? current.trialEndsAt : null;
  await db
    .update(users)
    .set({
      plan,
      stripeSubscriptionId: current?.id ?? null,
      trialEndsAt,
      // The customer made by POST /api/create-subscription is kept; one made elsewhere is learnt.
      stripeCustomerId: sql`coalesce(${users.stripeCustomerId}, ${current?.customerId ?? null})`,
    })
    .where(eq(users.id, userId));
  if (user.email) {
    await db
      .update(profiles)
      .set({ plan, trialEndsAt })
      .where(eq(profiles.email, user.email.toLowerCase()));
  }
}
