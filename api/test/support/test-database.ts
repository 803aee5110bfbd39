import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { type Database, type DatabaseKind, openDatabase } from '../../src/db/client';
import { createLogger, type Logger } from '../../src/logger';
import { createScratchDatabase, dropScratchDatabase } from './scratch-database';

export { createScratchDatabase, dropScratchDatabase };

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

/**
 * PGlite in memory: nothing on disk, gone on close. It starts from the migrated data folder the
 * run's global setup dumped (test/global-setup.ts), or from scratch when there is none.
 */
export const pgliteBackend: TestBackend = {
  name: 'pglite',
  async open(logger = silent) {
    const template = inject('pgliteTemplate');
    const pglite = template
      ? new PGlite({ loadDataDir: new Blob([readFileSync(template)]) })
      : new PGlite();
    const database = await openDatabase(
      { databaseUrl: undefined, dataDir: '/nonexistent' },
      logger,
      { pglite },
    );
    return { database, url: undefined, dispose: () => database.close() };
  },
};

/**
 * Postgres from DATABASE_URL (an admin connection): each open creates `ttc_t_<random>` (a copy of
 * the run's migrated template when the global setup made one), migrates it, and drops it on
 * dispose, so parallel test files and other suites never share tables.
 */
export function postgresBackend(adminUrl: string): TestBackend {
  return {
    name: 'postgres',
    async open(logger = silent) {
      const url = await createScratchDatabase(adminUrl, inject('postgresTemplate') || undefined);
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
    /** A migrated PGlite data folder dumped to a file (test/global-setup.ts), or unset. */
    pgliteTemplate?: string;
    /** The URL of a migrated Postgres scratch database to copy (test/global-setup.ts), or ''. */
    postgresTemplate?: string;
  }
}
