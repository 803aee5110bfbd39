import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './schema';

// What an account keeps beyond its profile (issue 16): its settings, following it from device to
// device; the parent lock's PIN; and the images it uploaded. All of it goes with the account.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => sql`now()`);

/**
 * One row per account: every setting with the time it was last changed on some device
 * (`{ [setting]: { value, changedAt } }`), so two devices merge setting by setting and the newer
 * change wins (shared-protocol/api/settings.ts).
 */
export const userSettings = pgTable('user_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  values: jsonb('values').notNull().default({}),
  updatedAt: updatedAt(),
});

/**
 * The parent lock: a 4-digit PIN kept only as a slow hash (scrypt, with its parameters and salt
 * in the string). Wrong tries are counted; after 5 the lock refuses every try until
 * `locked_until`. A reset mailed to the account's address carries a one-time token, kept hashed.
 */
export const parentLocks = pgTable('parent_locks', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  pinHash: text('pin_hash').notNull(),
  failedTries: integer('failed_tries').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  resetTokenHash: varchar('reset_token_hash', { length: 64 }),
  resetExpiresAt: timestamp('reset_expires_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Uploaded images (`/objects/uploads/<id>`): who owns each, who may read it (spec section 3's
 * object ACL: visibility and optional group rules), and what was stored (always re-encoded, so
 * no metadata of the original survives). The bytes live in the object store (disk or S3).
 */
export const uploadedObjects = pgTable(
  'uploaded_objects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    visibility: varchar('visibility', { length: 16 }).notNull().default('private'),
    aclRules: jsonb('acl_rules').notNull().default([]),
    contentType: varchar('content_type', { length: 64 }).notNull(),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('uploaded_objects_owner_id_idx').on(table.ownerId)],
);
