import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { ConfigError } from '@ttc/shared-protocol/config-error';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { type ApiConfig, redactDatabaseUrl } from '../config';
import type { Logger } from '../logger';
import { MIGRATIONS_FOLDER, migrate } from './migrate';
import { lockPgliteDirectory } from './pglite-lock';
import { compileWebAssemblyBaselineOnly, initialisePgliteFolder } from './pglite-memory';
import * as schema from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

/** The drizzle handle features use; the same type whether PGlite or Postgres is underneath. */
export type AppDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open, migrated database. */
export interface Database {
  db: AppDatabase;
  kind: DatabaseKind;
  /** Resolves when the database answers a trivial query within `timeoutMs`, rejects otherwise. */
  ping(timeoutMs?: number): Promise<void>;
  /** Closes the connections (idempotent). */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /**
   * Use this PGlite instead of the one under DATA_DIR (tests pass `new PGlite()`, in memory).
   * Ignored when DATABASE_URL is set. `close()` closes it.
   */
  pglite?: PGlite;
}

/** Seconds postgres.js waits for a connection before giving up. */
const CONNECT_TIMEOUT_S = 5;
/**
 * PostgreSQL settings of the embedded database. PGlite keeps PostgreSQL's default 128 MB of
 * shared buffers inside its WebAssembly memory, which the process then holds for good; one
 * school's data fits in far less, and the operating system still caches the files beneath.
 * `npm start` measured 10 s after it answered, quiet machine: 942 MB resident on a new data
 * folder and 463 MB on restart with the default, 477 MB and 325 MB with 16 MB.
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB'];
const POOL_SIZE = 10;
const DEFAULT_PING_TIMEOUT_MS = 2000;
/** Any fixed number: the Postgres advisory lock that keeps two starting APIs from migrating at once. */
const MIGRATION_LOCK_KEY = 7_410_925_301;

/**
 * Opens the database the config names and applies the migrations: Postgres through postgres.js
 * when DATABASE_URL is set, otherwise PGlite on disk under `DATA_DIR/pglite` (created on first
 * use, kept across restarts, locked against a second process). A Postgres that cannot be
 * reached throws a ConfigError naming DATABASE_URL; a PGlite folder in use, one naming DATA_DIR.
 */
export async function openDatabase(
  config: Pick<ApiConfig, 'databaseUrl' | 'dataDir'>,
  logger: Logger,
  options: OpenDatabaseOptions = {},
): Promise<Database> {
  const log = logger.child({ component: 'database' });
  if (config.databaseUrl) return openPostgres(config.databaseUrl, log);
  if (options.pglite) return openPglite(options.pglite, log, async () => {});
  return openPgliteOnDisk(config.dataDir, log);
}

async function openPgliteOnDisk(dataDir: string, log: Logger): Promise<Database> {
  const directory = join(dataDir, 'pglite');
  await mkdir(directory, { recursive: true }).catch((error: unknown) => {
    throw new ConfigError('DATA_DIR', `cannot create ${directory}: ${describe(error)}`);
  });
  const unlock = await lockPgliteDirectory(directory);
  log.info({ directory }, 'opening PGlite');
  let client: PGlite;
  try {
    await initialisePgliteFolder(directory, PGLITE_SETTINGS, MIGRATIONS_FOLDER);
    compileWebAssemblyBaselineOnly();
    client = await PGlite.create(directory, { postgresqlconf: PGLITE_SETTINGS });
  } catch (error) {
    await unlock();
    throw error;
  }
  return openPglite(client, log, unlock);
}

async function openPglite(
  client: PGlite,
  log: Logger,
  unlock: () => Promise<void>,
): Promise<Database> {
  const closeClient = once(async () => {
    if (!client.closed) await client.close();
    await unlock();
  });
  await client.waitReady;
  // PGlite is a single connection; it queues queries and transactions itself, so one drizzle
  // handle shared by every request is safe.
  const db = drizzlePglite({ client, schema });
  try {
    await migrate(db, 'pglite');
  } catch (error) {
    await closeClient().catch(() => {});
    throw error;
  }
  log.info('PGlite ready');
  return {
    db,
    kind: 'pglite',
    ping: (timeoutMs) => withTimeout(db.execute(sql`select 1`), timeoutMs),
    close: closeClient,
  };
}

async function openPostgres(url: string, log: Logger): Promise<Database> {
  const onnotice = (notice: postgres.Notice) => log.debug({ notice: notice.message }, 'notice');
  const common = { connect_timeout: CONNECT_TIMEOUT_S, onnotice };

  // Migrate over a dedicated single connection so the session-level advisory lock covers every
  // statement of the migration.
  const migrator = postgres(url, { ...common, max: 1 });
  try {
    await migrator`select 1`.catch((error: unknown) => {
      throw new ConfigError('DATABASE_URL', `cannot connect: ${describe(error)}`);
    });
    await migrator`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    try {
      await migrate(drizzlePostgres({ client: migrator, schema }), 'postgres');
    } finally {
      await migrator`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
    }
  } finally {
    await migrator.end({ timeout: 5 });
  }

  const client = postgres(url, { ...common, max: POOL_SIZE });
  const db = drizzlePostgres({ client, schema });
  log.info({ url: redactDatabaseUrl(url) }, 'Postgres ready');
  return {
    db,
    kind: 'postgres',
    ping: (timeoutMs) => withTimeout(db.execute(sql`select 1`), timeoutMs),
    close: once(() => client.end({ timeout: 5 })),
  };
}

/** A one-line reason from a connection error (some are AggregateErrors with an empty message). */
function describe(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) {
    return error.errors.map(describe).join('; ');
  }
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return error.message || (typeof code === 'string' ? code : error.name);
  }
  return String(error);
}

async function withTimeout(query: PromiseLike<unknown>, timeoutMs = DEFAULT_PING_TIMEOUT_MS) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function once(fn: () => Promise<unknown>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= fn().then(() => undefined);
    return closing;
  };
}
