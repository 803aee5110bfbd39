import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { inject } from 'vitest';
import { type Database, type DatabaseKind, openDatabase } from '../../src/db/client';
import { createLogger, type Logger } from '../../src/logger';

/** A database opened for one test file, and how to throw it away. */
export interface TestDatabase {
  database: Database;
  /** The URL of the fresh Postgres database (undefined on PGlite). */
  url: string | undefined;
  dispose(): Promise<void>;
}

export interface TestBackend {
  name: DatabaseKind;
  open(logger?: Logger): Promise<TestDatabase>;
}

const silent = createLogger({ logLevel: 'silent' });

/** PGlite in memory: nothing on disk, gone on close. */
export const pgliteBackend: TestBackend = {
  name: 'pglite',
  async open(logger = silent) {
    const database = await openDatabase(
      { databaseUrl: undefined, dataDir: '/nonexistent' },
      logger,
      { pglite: new PGlite() },
    );
    return { database, url: undefined, dispose: () => database.close() };
  },
};

/**
 * Postgres from DATABASE_URL (an admin connection): each open creates `ttc_t_<random>`, migrates
 * it, and drops it on dispose, so parallel test files and other suites never share tables.
 */
export function postgresBackend(adminUrl: string): TestBackend {
  return {
    name: 'postgres',
    async open(logger = silent) {
      const url = await createScratchDatabase(adminUrl);
      let database: Database;
      try {
        database = await openDatabase({ databaseUrl: url, dataDir: '/nonexistent' }, logger);
      } catch (error) {
        await dropScratchDatabase(adminUrl, url);
        throw error;
      }
      return {
        database,
        url,
        async dispose() {
          await database.close();
          await dropScratchDatabase(adminUrl, url);
        },
      };
    },
  };
}

/** Creates an empty database next to the one the admin URL names and returns its URL. */
export async function createScratchDatabase(adminUrl: string): Promise<string> {
  const name = `ttc_t_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropScratchDatabase(adminUrl: string, url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  if (!/^ttc_t_[0-9a-f]+$/.test(name)) throw new Error(`refusing to drop ${name}`);
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/**
 * The backends every integration suite runs on: PGlite always, Postgres as well when the test
 * environment sets DATABASE_URL. Use with `describe.each(testBackends)`.
 */
export const testBackends: TestBackend[] = [pgliteBackend];
const adminUrl = inject('databaseUrl');
if (adminUrl) testBackends.push(postgresBackend(adminUrl));

declare module 'vitest' {
  export interface ProvidedContext {
    /** DATABASE_URL of the test environment, or '' when it is not set. */
    databaseUrl: string;
  }
}
