import { index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './schema';

// The built-in sign-in's tables. Every secret (link token, PKCE auth code, refresh token) is kept
// only as the hex SHA-256 of the value the client holds, so a leaked table signs nobody in.
// Times come from the sign-in's clock (injected in tests), not from the database's now().

const at = (name: string) => timestamp(name, { withTimezone: true });
const sha256Hex = (name: string) => varchar(name, { length: 64 });

/** A signed-in device: refresh tokens belong to one, logout removes it (and its tokens). */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    refreshedAt: at('refreshed_at'),
  },
  (table) => [index('auth_sessions_user_id_idx').on(table.userId)],
);

/**
 * Refresh tokens rotate: each is used once and replaced. A used one stays (with usedAt) so that
 * a second use is recognised as theft and ends its whole session, except within a few seconds of
 * the first (a second tab, a network retry): that use gets `successor` back, the pair the first
 * use was given, sealed with a key only the old token yields (sealed-successor.ts).
 */
export const authRefreshTokens = pgTable(
  'auth_refresh_tokens',
  {
    tokenHash: sha256Hex('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    usedAt: at('used_at'),
    successor: text('successor'),
  },
  (table) => [index('auth_refresh_tokens_session_id_idx').on(table.sessionId)],
);

/** Emailed sign-in links: single use, short-lived, with the PKCE challenge of the request. */
export const authLinkTokens = pgTable(
  'auth_link_tokens',
  {
    tokenHash: sha256Hex('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeChallenge: varchar('code_challenge', { length: 128 }),
    codeChallengeMethod: varchar('code_challenge_method', { length: 5 }),
    redirectTo: text('redirect_to'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [
    index('auth_link_tokens_user_id_idx').on(table.userId),
    index('auth_link_tokens_expires_at_idx').on(table.expiresAt),
  ],
);

/** PKCE authorization codes handed out by GET /verify, exchanged once at /token?grant_type=pkce. */
export const authCodes = pgTable(
  'auth_codes',
  {
    codeHash: sha256Hex('code_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeChallenge: varchar('code_challenge', { length: 128 }).notNull(),
    codeChallengeMethod: varchar('code_challenge_method', { length: 5 }).notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [index('auth_codes_expires_at_idx').on(table.expiresAt)],
);

/**
 * Counters of rate-limiter-flexible's RateLimiterDrizzle (its column names). Keys hold hashes of
 * addresses and IPs, never the values themselves.
 */
export const authRateLimits = pgTable('auth_rate_limits', {
  key: varchar('key', { length: 128 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: at('expire'),
});
