import { and, asc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppDatabase } from '../../db/client';
import * as schema from '../../db/schema';
import { sha256Hex } from '../auth/secrets';

// Every table of the schema, and what it holds of an account: how its rows are found for the
// export (GET /api/account/export) and how they go when the account is deleted (DELETE
// /api/account). The map is typed by the schema's own exports, so a new table does not compile
// until it is listed here, either with its rows or with the reason it holds nothing of anyone's
// account; account-tables.test.ts checks the same at run time, by the tables' SQL names.

/** The account being exported or deleted; the email lower-cased, as the tables keep it. */
export interface Account {
  id: string;
  email: string;
}

/** A table that holds rows of an account. */
export interface AccountRows {
  holds: 'account';
  /** One line in plain words: what these rows are (printed in the export beside them). */
  about: string;
  /** The rows tied to the account, as exported: secrets (hashes, sealed tokens) left out. */
  rows(db: AppDatabase, account: Account): Promise<unknown[]>;
  /**
   * Removes the rows the users row's foreign keys do not take with it (rows kept by email, or
   * by a hash of it), inside the deletion's transaction, before the users row goes. Absent when
   * every row goes with the user through `ON DELETE CASCADE`.
   */
  remove?(tx: AppDatabase, account: Account): Promise<void>;
}

/** A table that holds nothing of any account, and why. */
export interface NoAccountRows {
  holds: 'nothing';
  reason: string;
}

export type TableRule = AccountRows | NoAccountRows;

type Schema = typeof schema;
/** The schema's exported tables by their TypeScript names (enums and helpers left out). */
export type TableName = {
  [K in keyof Schema]: Schema[K] extends PgTable ? K : never;
}[keyof Schema];

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Ids of the account's classes and hosted sessions, for the tables that hang off them. */
const classIdsOf = (account: Account) =>
  sql`(select ${schema.classes.id} from ${schema.classes} where ${schema.classes.teacherId} = ${account.id})`;
const sessionIdsOf = (account: Account) =>
  sql`(select ${schema.classroomSessions.id} from ${schema.classroomSessions} where ${schema.classroomSessions.teacherId} = ${account.id})`;
const taskIdsOf = (account: Account) =>
  sql`(select ${schema.tasks.id} from ${schema.tasks} where ${schema.tasks.userId} = ${account.id})`;
const subscriptionIdsOf = (account: Account) =>
  sql`(select ${schema.subscriptions.stripeSubscriptionId} from ${schema.subscriptions} where ${schema.subscriptions.userId} = ${account.id})`;
const inSubquery = (column: AnyPgColumn, subquery: SQL): SQL => sql`${column} in ${subquery}`;

/** The rate-limit counters kept under a hash of the address (sign-in links, news sign-ups). */
const ADDRESS_LIMIT_PREFIXES = ['otp-address', 'notify-address'] as const;
const addressLimitKeys = (account: Account) =>
  ADDRESS_LIMIT_PREFIXES.map((prefix) => `${prefix}:${sha256Hex(account.email)}`);

/** The account's school, when it is the only member left: the school goes with it. */
async function schoolLeftEmpty(tx: AppDatabase, account: Account): Promise<string | null> {
  const [membership] = await tx
    .select({ schoolId: schema.schoolMembers.schoolId })
    .from(schema.schoolMembers)
    .where(eq(schema.schoolMembers.userId, account.id))
    .limit(1);
  if (!membership) return null;
  const [other] = await tx
    .select({ userId: schema.schoolMembers.userId })
    .from(schema.schoolMembers)
    .where(
      and(
        eq(schema.schoolMembers.schoolId, membership.schoolId),
        ne(schema.schoolMembers.userId, account.id),
      ),
    )
    .limit(1);
  return other ? null : membership.schoolId;
}

export const ACCOUNT_TABLES: Record<TableName, TableRule> = {
  users: {
    holds: 'account',
    about:
      'Your account: email address, name, role, plan and when it was made. Deleting the account deletes this row, and with it everything below that is tied to it.',
    rows: (db, account) => db.select().from(schema.users).where(eq(schema.users.id, account.id)),
  },
  profiles: {
    holds: 'account',
    about: 'Your profile, kept under your email address: name, role, plan and email choices.',
    rows: (db, account) =>
      db.select().from(schema.profiles).where(eq(schema.profiles.email, account.email)),
    remove: async (tx, account) => {
      await tx.delete(schema.profiles).where(eq(schema.profiles.email, account.email));
    },
  },
  emailSubscribers: {
    holds: 'account',
    about: 'Your address on the early-access and news list, if you signed up for it.',
    rows: (db, account) =>
      db
        .select()
        .from(schema.emailSubscribers)
        .where(eq(schema.emailSubscribers.email, account.email)),
    remove: async (tx, account) => {
      await tx
        .delete(schema.emailSubscribers)
        .where(eq(schema.emailSubscribers.email, account.email));
    },
  },
  sessions: {
    holds: 'nothing',
    reason:
      "The spec's server-side session store (connect-pg-simple layout): nothing in the product writes it; sign-in sessions are auth_sessions.",
  },
  tasks: {
    holds: 'account',
    about: 'Your to-dos and the assignments you gave your classes.',
    rows: (db, account) =>
      db
        .select()
        .from(schema.tasks)
        .where(eq(schema.tasks.userId, account.id))
        .orderBy(asc(schema.tasks.createdAt)),
  },
  subscriptions: {
    holds: 'account',
    about: 'Your paid plan, if you have one: its status and billing period.',
    rows: (db, account) =>
      db.select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, account.id)),
  },
  stripeEvents: {
    holds: 'account',
    about:
      "Stripe's notices about your subscription (started, renewed, cancelled), kept until applied and then 30 days: only their ids and kinds.",
    rows: (db, account) =>
      db
        .select({
          id: schema.stripeEvents.id,
          type: schema.stripeEvents.type,
          subscriptionId: schema.stripeEvents.subscriptionId,
          createdAt: schema.stripeEvents.createdAt,
          processedAt: schema.stripeEvents.processedAt,
        })
        .from(schema.stripeEvents)
        .where(inSubquery(schema.stripeEvents.subscriptionId, subscriptionIdsOf(account)))
        .orderBy(asc(schema.stripeEvents.createdAt)),
    remove: async (tx, account) => {
      await tx
        .delete(schema.stripeEvents)
        .where(inSubquery(schema.stripeEvents.subscriptionId, subscriptionIdsOf(account)));
    },
  },
  userSettings: {
    holds: 'account',
    about: 'Your settings, with when each was last changed, so they follow you to other devices.',
    rows: (db, account) =>
      db.select().from(schema.userSettings).where(eq(schema.userSettings.userId, account.id)),
  },
  parentLocks: {
    holds: 'account',
    about:
      'Whether a parent lock is on. The PIN itself is kept only as a slow hash, which is not exported.',
    rows: async (db, account) => {
      const locks = await db
        .select()
        .from(schema.parentLocks)
        .where(eq(schema.parentLocks.userId, account.id));
      return locks.map((lock) => ({
        enabled: true,
        failedTries: lock.failedTries,
        lockedUntil: iso(lock.lockedUntil),
        resetRequested: lock.resetTokenHash !== null,
        resetExpiresAt: iso(lock.resetExpiresAt),
        createdAt: iso(lock.createdAt),
        updatedAt: iso(lock.updatedAt),
      }));
    },
  },
  uploadedObjects: {
    holds: 'account',
    about:
      'The pictures you uploaded (for example a background), with who may see each. The pictures themselves are at their path while you are signed in.',
    rows: async (db, account) => {
      const objects = await db
        .select()
        .from(schema.uploadedObjects)
        .where(eq(schema.uploadedObjects.ownerId, account.id))
        .orderBy(asc(schema.uploadedObjects.createdAt));
      return objects.map((object) => ({ ...object, path: `/objects/uploads/${object.id}` }));
    },
  },
  authSessions: {
    holds: 'account',
    about:
      'The devices you are signed in on. A sign-in lasts until you sign out on that device (or the account is deleted); it has no end date of its own.',
    rows: (db, account) =>
      db
        .select({
          id: schema.authSessions.id,
          createdAt: schema.authSessions.createdAt,
          refreshedAt: schema.authSessions.refreshedAt,
        })
        .from(schema.authSessions)
        .where(eq(schema.authSessions.userId, account.id))
        .orderBy(asc(schema.authSessions.createdAt)),
  },
  authRefreshTokens: {
    holds: 'account',
    about:
      "The keys that keep a device signed in, one after the other (each is used once). Only a hash of each is kept, and it is not exported. They do not expire by time: they end with their device's sign-in.",
    rows: (db, account) =>
      db
        .select({
          sessionId: schema.authRefreshTokens.sessionId,
          createdAt: schema.authRefreshTokens.createdAt,
          usedAt: schema.authRefreshTokens.usedAt,
        })
        .from(schema.authRefreshTokens)
        .innerJoin(
          schema.authSessions,
          eq(schema.authSessions.id, schema.authRefreshTokens.sessionId),
        )
        .where(eq(schema.authSessions.userId, account.id))
        .orderBy(asc(schema.authRefreshTokens.createdAt)),
  },
  authLinkTokens: {
    holds: 'account',
    about:
      'Sign-in links emailed to you, and when each expires. Only a hash of each link is kept, and it is not exported.',
    rows: (db, account) =>
      db
        .select({
          createdAt: schema.authLinkTokens.createdAt,
          expiresAt: schema.authLinkTokens.expiresAt,
          usedAt: schema.authLinkTokens.usedAt,
          redirectTo: schema.authLinkTokens.redirectTo,
        })
        .from(schema.authLinkTokens)
        .where(eq(schema.authLinkTokens.userId, account.id))
        .orderBy(asc(schema.authLinkTokens.createdAt)),
  },
  authCodes: {
    holds: 'account',
    about:
      'One-time codes handed to your browser after it opened a sign-in link, and when each expires (hashes not exported).',
    rows: (db, account) =>
      db
        .select({
          createdAt: schema.authCodes.createdAt,
          expiresAt: schema.authCodes.expiresAt,
          usedAt: schema.authCodes.usedAt,
        })
        .from(schema.authCodes)
        .where(eq(schema.authCodes.userId, account.id))
        .orderBy(asc(schema.authCodes.createdAt)),
  },
  authRateLimits: {
    holds: 'account',
    about:
      'Counters that limit how many sign-in links and news sign-ups your address can ask for in a while. They are kept under a hash of your address, never the address itself.',
    rows: async (db, account) => {
      const counters = await db
        .select()
        .from(schema.authRateLimits)
        .where(inArray(schema.authRateLimits.key, addressLimitKeys(account)));
      return counters.map((counter) => ({
        kind: counter.key.startsWith('otp-') ? 'sign-in links' : 'news sign-ups',
        count: counter.points,
        resetsAt: iso(counter.expire),
      }));
    },
    remove: async (tx, account) => {
      await tx
        .delete(schema.authRateLimits)
        .where(inArray(schema.authRateLimits.key, addressLimitKeys(account)));
    },
  },
  progressGames: {
    holds: 'account',
    about: 'The Student Games you played while signed in.',
    rows: (db, account) =>
      db
        .select()
        .from(schema.progressGames)
        .where(eq(schema.progressGames.userId, account.id))
        .orderBy(asc(schema.progressGames.playedAt)),
  },
  progressAnswers: {
    holds: 'account',
    about: 'Every answer of those games: the question, what was given, right or wrong, and when.',
    rows: (db, account) =>
      db
        .select()
        .from(schema.progressAnswers)
        .where(eq(schema.progressAnswers.userId, account.id))
        .orderBy(asc(schema.progressAnswers.id)),
  },
  classroomSessions: {
    holds: 'account',
    about: 'The live classroom sessions you hosted, with their totals.',
    rows: (db, account) =>
      db
        .select()
        .from(schema.classroomSessions)
        .where(eq(schema.classroomSessions.teacherId, account.id))
        .orderBy(asc(schema.classroomSessions.endedAt)),
  },
  sessionPlayers: {
    holds: 'account',
    about: "The children's seats in your sessions: nickname, character and score (no real names).",
    rows: (db, account) =>
      db
        .select()
        .from(schema.sessionPlayers)
        .where(inSubquery(schema.sessionPlayers.sessionId, sessionIdsOf(account))),
  },
  sessionAnswers: {
    holds: 'account',
    about: "The children's answers in your sessions.",
    rows: (db, account) =>
      db
        .select()
        .from(schema.sessionAnswers)
        .where(inSubquery(schema.sessionAnswers.sessionId, sessionIdsOf(account))),
  },
  schools: {
    holds: 'account',
    about:
      'The school you belong to. When you are its last member, the school is deleted with your account.',
    rows: (db, account) =>
      db
        .select({
          id: schema.schools.id,
          name: schema.schools.name,
          createdAt: schema.schools.createdAt,
        })
        .from(schema.schools)
        .innerJoin(schema.schoolMembers, eq(schema.schoolMembers.schoolId, schema.schools.id))
        .where(eq(schema.schoolMembers.userId, account.id)),
    remove: async (tx, account) => {
      const schoolId = await schoolLeftEmpty(tx, account);
      if (schoolId) await tx.delete(schema.schools).where(eq(schema.schools.id, schoolId));
    },
  },
  schoolMembers: {
    holds: 'account',
    about:
      'Your place in your school (teacher or admin). When you are its only admin, the teacher who joined first becomes admin, so the school is never left without one.',
    rows: (db, account) =>
      db.select().from(schema.schoolMembers).where(eq(schema.schoolMembers.userId, account.id)),
    remove: async (tx, account) => {
      const [mine] = await tx
        .select()
        .from(schema.schoolMembers)
        .where(eq(schema.schoolMembers.userId, account.id))
        .limit(1);
      if (mine?.role !== 'admin') return;
      const others = await tx
        .select()
        .from(schema.schoolMembers)
        .where(
          and(
            eq(schema.schoolMembers.schoolId, mine.schoolId),
            ne(schema.schoolMembers.userId, account.id),
          ),
        )
        .orderBy(asc(schema.schoolMembers.joinedAt), asc(schema.schoolMembers.userId));
      const [first] = others;
      if (!first || others.some((member) => member.role === 'admin')) return;
      await tx
        .update(schema.schoolMembers)
        .set({ role: 'admin' })
        .where(
          and(
            eq(schema.schoolMembers.schoolId, first.schoolId),
            eq(schema.schoolMembers.userId, first.userId),
          ),
        );
    },
  },
  schoolInvites: {
    holds: 'account',
    about:
      'Invitations to a school that you sent, and those sent to your address (the link itself is kept only as a hash, not exported). Invitations to your address are deleted with the account; those you sent stay with the school, without your name.',
    rows: (db, account) =>
      db
        .select({
          id: schema.schoolInvites.id,
          schoolId: schema.schoolInvites.schoolId,
          email: schema.schoolInvites.email,
          sentByYou: sql<boolean>`${schema.schoolInvites.invitedBy} is not distinct from ${account.id}`,
          createdAt: schema.schoolInvites.createdAt,
          expiresAt: schema.schoolInvites.expiresAt,
          acceptedAt: schema.schoolInvites.acceptedAt,
        })
        .from(schema.schoolInvites)
        .where(
          or(
            eq(schema.schoolInvites.invitedBy, account.id),
            eq(schema.schoolInvites.email, account.email),
          ),
        )
        .orderBy(asc(schema.schoolInvites.createdAt)),
    remove: async (tx, account) => {
      await tx.delete(schema.schoolInvites).where(eq(schema.schoolInvites.email, account.email));
    },
  },
  classes: {
    holds: 'account',
    about: 'Your classes.',
    rows: (db, account) =>
      db
        .select()
        .from(schema.classes)
        .where(eq(schema.classes.teacherId, account.id))
        .orderBy(asc(schema.classes.createdAt)),
  },
  classChildren: {
    holds: 'account',
    about: "Your classes' rosters: each child's nickname and character (no real names).",
    rows: (db, account) =>
      db
        .select()
        .from(schema.classChildren)
        .where(inSubquery(schema.classChildren.classId, classIdsOf(account)))
        .orderBy(asc(schema.classChildren.createdAt)),
  },
  assignmentGames: {
    holds: 'account',
    about: 'The games children played for your assignments.',
    rows: (db, account) =>
      db
        .select()
        .from(schema.assignmentGames)
        .where(inSubquery(schema.assignmentGames.taskId, taskIdsOf(account)))
        .orderBy(asc(schema.assignmentGames.playedAt)),
  },
  assignmentAnswers: {
    holds: 'account',
    about: 'The answers of those games.',
    rows: (db, account) =>
      db
        .select()
        .from(schema.assignmentAnswers)
        .where(inSubquery(schema.assignmentAnswers.taskId, taskIdsOf(account)))
        .orderBy(asc(schema.assignmentAnswers.id)),
  },
};
