import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError } from '@ttc/shared-protocol/config-error';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client';
import { MIGRATIONS_FOLDER, migrate } from '../src/db/migrate';
import {
  emailSubscribers,
  profiles,
  sessions,
  subscriptions,
  tasks,
  users,
} from '../src/db/schema';
import { createLogger } from '../src/logger';
import {
  createScratchDatabase,
  dropScratchDatabase,
  type TestDatabase,
  testBackends,
} from './support/test-database';

const logger = createLogger({ logLevel: 'silent' });

/** The migrations drizzle-kit generated; each is applied exactly once. */
const committedMigrations: unknown[] = JSON.parse(
  await readFile(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'),
).entries;

/** Rows of a raw query, whichever driver answered (PGlite: `{rows}`, postgres.js: an array). */
async function rowsOf<T>(result: Promise<unknown>): Promise<T[]> {
  const value = (await result) as { rows?: T[] } | T[];
  return Array.isArray(value) ? value : (value.rows ?? []);
}

describe.each(testBackends)('Schema and migrations on $name', (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await backend.open();
  });
  afterAll(() => t.dispose());

  const db = () => t.database.db;
  const migrations = () =>
    rowsOf<{ hash: string }>(db().execute(sql`select hash from drizzle.__drizzle_migrations`));

  it('When migrations run again on a migrated database, then nothing changes', async () => {
    const before = await migrations();
    expect(before.length).toBeGreaterThan(0);
    await migrate(db(), t.database.kind);
    await migrate(db(), t.database.kind);
    expect(await migrations()).toEqual(before);
  });

  it('When the schema is read back, then every table of spec section 3 exists with its indexes', async () => {
    const tables = await rowsOf<{ table_name: string }>(
      db().execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
      ),
    );
    // Features add tables of their own (sign-in, progress); these are the spec's and sign-in's.
    expect(tables.map((row) => row.table_name)).toEqual(
      expect.arrayContaining([
        'email_subscribers',
        'profiles',
        'sessions',
        'subscriptions',
        'tasks',
        'users',
        'auth_sessions',
        'auth_refresh_tokens',
        'auth_link_tokens',
        'auth_codes',
        'auth_rate_limits',
      ]),
    );
    const indexes = await rowsOf<{ indexname: string }>(
      db().execute(sql`select indexname from pg_indexes where schemaname = 'public'`),
    );
    expect(indexes.map((row) => row.indexname)).toEqual(
      expect.arrayContaining([
        'sessions_expire_idx',
        'tasks_user_id_status_idx',
        'email_subscribers_email_unique',
        'users_email_unique',
        'profiles_email_unique',
        'subscriptions_stripe_subscription_id_unique',
      ]),
    );
  });

  it('When rows are inserted with only required fields, then the spec defaults apply', async () => {
    const [user] = await db().insert(users).values({ email: 'parent@example.com' }).returning();
    expect(user).toMatchObject({ plan: 'free', role: null, stripeSubscriptionId: null });
    expect(user?.createdAt).toBeInstanceOf(Date);
    const userId = user?.id as string;

    const [profile] = await db().insert(profiles).values({ email: 'p@example.com' }).returning();
    expect(profile).toMatchObject({ plan: 'free', marketingOptIn: false });

    const [task] = await db().insert(tasks).values({ userId, title: 'Half past' }).returning();
    expect(task).toMatchObject({ status: 'pending', priority: 'medium', completedAt: null });

    const [subscription] = await db()
      .insert(subscriptions)
      .values({ userId, stripeSubscriptionId: 'sub_1' })
      .returning();
    expect(subscription).toMatchObject({ status: 'trialing', cancelAtPeriodEnd: false });

    const [session] = await db()
      .insert(sessions)
      .values({ sid: 's1', sess: { cookie: {} }, expire: new Date('2030-01-01T00:00:00Z') })
      .returning();
    expect(session?.sess).toEqual({ cookie: {} });
  });

  it('When a user is deleted, then their tasks and subscriptions go with them', async () => {
    const [user] = await db().insert(users).values({ email: 'gone@example.com' }).returning();
    const userId = user?.id as string;
    await db().insert(tasks).values({ userId, title: 'T' });
    await db().insert(subscriptions).values({ userId, stripeSubscriptionId: 'sub_gone' });
    await db().delete(users).where(eq(users.id, userId));
    expect(await db().$count(tasks, eq(tasks.userId, userId))).toBe(0);
    expect(await db().$count(subscriptions, eq(subscriptions.userId, userId))).toBe(0);
  });

  it('When a unique or required column is violated, then the database refuses', async () => {
    await db().insert(emailSubscribers).values({ email: 'dup@example.com' });
    await expect(
      db().insert(emailSubscribers).values({ email: 'dup@example.com' }),
    ).rejects.toThrow();
    await expect(db().insert(users).values({ email: 'parent@example.com' })).rejects.toThrow();
    await expect(
      db().insert(subscriptions).values({ stripeSubscriptionId: 'sub_1' }),
    ).rejects.toThrow();
    await expect(
      db().execute(sql`insert into tasks (user_id, title) values (gen_random_uuid(), 'orphan')`),
    ).rejects.toThrow();
    await expect(
      db().execute(sql`insert into users (email, plan) values ('x@example.com', 'gold')`),
    ).rejects.toThrow();
  });

  it('When the same database is opened a second time, then the migrations are not applied again', async () => {
    if (!t.url) return; // an in-memory PGlite cannot be opened twice; the on-disk test covers it
    const again = await openDatabase({ databaseUrl: t.url, dataDir: '/nonexistent' }, logger);
    try {
      expect(await again.db.$count(users)).toBeGreaterThan(0);
    } finally {
      await again.close();
    }
    expect((await migrations()).length).toBe(committedMigrations.length);
  });
});

// Each test creates or opens a PGlite folder on disk (initdb and the migrations on the first):
// a few seconds on a quiet machine, over 30 s with the CPU taken by another process.
describe('PGlite on disk', { timeout: 180_000 }, () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ttc-pglite-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('When the database is closed and opened again, then the data and migrations are still there', async () => {
    const first = await openDatabase({ databaseUrl: undefined, dataDir }, logger);
    expect(first.kind).toBe('pglite');
    await first.db.insert(emailSubscribers).values({ email: 'kept@example.com', source: 'disk' });
    await first.close();
    await first.close(); // closing twice is harmless

    const second = await openDatabase({ databaseUrl: undefined, dataDir }, logger);
    try {
      const rows = await second.db.select().from(emailSubscribers);
      expect(rows.map((row) => row.email)).toEqual(['kept@example.com']);
      const applied = await rowsOf(
        second.db.execute(sql`select id from drizzle.__drizzle_migrations`),
      );
      expect(applied).toHaveLength(committedMigrations.length);
      await second.ping();
    } finally {
      await second.close();
    }
  });

  it('When the folder is already open, then a second open is refused with a ConfigError naming DATA_DIR', async () => {
    const first = await openDatabase({ databaseUrl: undefined, dataDir }, logger);
    try {
      await expect(openDatabase({ databaseUrl: undefined, dataDir }, logger)).rejects.toThrow(
        /^Invalid DATA_DIR: the PGlite database in .* is in use by process \d+/,
      );
    } finally {
      await first.close();
    }
    const third = await openDatabase({ databaseUrl: undefined, dataDir }, logger);
    await third.close();
  });

  it.each([
    ['a process that is gone', '999999999'],
    ['an earlier process with this pid (a restarted container)', String(process.pid)],
    ['nobody readable', 'garbage'],
  ])('When a lock was left by %s, then it is taken over', async (_, owner) => {
    await writeFile(join(dataDir, 'pglite.lock'), owner);
    const reopened = await openDatabase({ databaseUrl: undefined, dataDir }, logger);
    await reopened.close();
  });
});

describe('An unusable DATABASE_URL', () => {
  it.each([
    ['nothing listens on the port', 'postgres://postgres@127.0.0.1:1/ttc'],
    ['the host does not exist', 'postgres://postgres@host.invalid:5432/ttc'],
  ])(
    'When %s, then openDatabase throws a one-line ConfigError naming DATABASE_URL',
    async (_, url) => {
      const error = await openDatabase({ databaseUrl: url, dataDir: '/nonexistent' }, logger).catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).variable).toBe('DATABASE_URL');
      expect((error as ConfigError).message).toMatch(/^Invalid DATABASE_URL: cannot connect: \S/);
      expect((error as ConfigError).message).not.toContain('\n');
    },
  );

  it('When DATA_DIR cannot be created, then openDatabase throws a ConfigError naming DATA_DIR', async () => {
    const scratch = await mkdtemp(join(tmpdir(), 'ttc-datadir-'));
    const aFile = join(scratch, 'a-file');
    await writeFile(aFile, '');
    try {
      await expect(
        openDatabase({ databaseUrl: undefined, dataDir: aFile }, logger),
      ).rejects.toThrow(/^Invalid DATA_DIR: cannot create .*a-file\/pglite: ENOTDIR/);
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  });

  it.runIf(inject('databaseUrl'))(
    'When two APIs start on a fresh Postgres at once, then both open and the migrations run once',
    async () => {
      const adminUrl = inject('databaseUrl');
      const url = await createScratchDatabase(adminUrl);
      try {
        const config = { databaseUrl: url, dataDir: '/nonexistent' };
        const both = await Promise.all([
          openDatabase(config, logger),
          openDatabase(config, logger),
        ]);
        const applied = await rowsOf(
          (both[0] as Database).db.execute(sql`select id from drizzle.__drizzle_migrations`),
        );
        expect(applied).toHaveLength(committedMigrations.length);
        await Promise.all(both.map((database) => database.close()));
      } finally {
        await dropScratchDatabase(adminUrl, url);
      }
    },
  );

  it.runIf(inject('databaseUrl'))(
    'When the database does not exist, then the ConfigError says so',
    async () => {
      const url = new URL(inject('databaseUrl'));
      url.pathname = '/ttc_t_does_not_exist';
      await expect(
        openDatabase({ databaseUrl: url.toString(), dataDir: '/nonexistent' }, logger),
      ).rejects.toThrow(
        'Invalid DATABASE_URL: cannot connect: database "ttc_t_does_not_exist" does not exist',
      );
    },
  );
});
