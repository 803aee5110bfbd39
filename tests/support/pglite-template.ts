import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The environment variable naming a migrated PGlite data folder (`<DATA_DIR>/pglite` of an app
 * that started once) which test stacks copy instead of creating their own. A fresh PGlite spends
 * most of its start in initdb and the migrations: one stack measured 53 s fresh and 38 s on a
 * folder that already existed, under heavy load.
 */
export const PGLITE_TEMPLATE_ENV = 'TTC_TEST_PGLITE_TEMPLATE';

/**
 * Creates the template folder as the app would (the app's own openDatabase, on disk), for a
 * vitest globalSetup. Sets the variable for the test files, whose workers inherit the
 * environment, and returns the teardown.
 */
export async function createPgliteTemplate(): Promise<() => void> {
  const { openDatabase } = await import('@ttc/api/db/client');
  const { createLogger } = await import('@ttc/api/logger');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ttc-pglite-template-'));
  const database = await openDatabase(
    { databaseUrl: undefined, dataDir },
    createLogger({ logLevel: 'silent' }),
  );
  await database.close();
  process.env[PGLITE_TEMPLATE_ENV] = path.join(dataDir, 'pglite');
  return () => {
    delete process.env[PGLITE_TEMPLATE_ENV];
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/**
 * Copies the template (when a global setup made one) into a new, empty DATA_DIR, so the app opens
 * an already migrated database. Returns whether it did.
 */
export function seedDataDir(dataDir: string): boolean {
  const template = process.env[PGLITE_TEMPLATE_ENV];
  if (!template || !existsSync(template) || existsSync(path.join(dataDir, 'pglite'))) return false;
  mkdirSync(dataDir, { recursive: true });
  cpSync(template, path.join(dataDir, 'pglite'), { recursive: true });
  return true;
}
