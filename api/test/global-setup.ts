import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { createLogger } from '../src/logger';
import { createScratchDatabase, dropScratchDatabase } from './support/scratch-database';

const silent = createLogger({ logLevel: 'silent' });

/**
 * Migrates one database of each kind once per run, and the test files copy it instead of
 * creating and migrating their own: a PGlite data folder dumped to a file (initdb is most of a
 * fresh PGlite's start: measured 23-35 s against 4-8 s from the dump under heavy load), and, when
 * DATABASE_URL is set, a Postgres database each file's scratch database is created from
 * (`CREATE DATABASE ... TEMPLATE`). test/support/test-database.ts reads both through inject();
 * a run without them (a file run on its own config) falls back to a fresh database.
 */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(tmpdir(), 'ttc-api-template-'));
  const pglite = new PGlite();
  const database = await openDatabase({ databaseUrl: undefined, dataDir: '/nonexistent' }, silent, {
    pglite,
  });
  const dump = await pglite.dumpDataDir('none');
  await database.close();
  const pgliteTemplate = path.join(folder, 'pglite.tar');
  writeFileSync(pgliteTemplate, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', pgliteTemplate);

  // The config's `provide` carries DATABASE_URL (the environment is read only in config files).
  const adminUrl = project.getProvidedContext().databaseUrl;
  let postgresTemplate = '';
  if (adminUrl) {
    postgresTemplate = await createScratchDatabase(adminUrl);
    const migrated = await openDatabase(
      { databaseUrl: postgresTemplate, dataDir: '/nonexistent' },
      silent,
    );
    await migrated.close();
  }
  project.provide('postgresTemplate', postgresTemplate);

  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (adminUrl && postgresTemplate) await dropScratchDatabase(adminUrl, postgresTemplate);
  };
}
