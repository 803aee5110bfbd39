import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../src/db/migrate';
import { initialisePgliteFolder } from '../src/db/pglite-memory';

describe('A new embedded database starts as a copy of a migrated template', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'ttc-pglite-init-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('When the folder is empty, then it becomes a migrated database this process opens, with nothing left beside it', async () => {
    const directory = join(root, 'pglite');
    await mkdir(directory);
    await initialisePgliteFolder(directory, ['shared_buffers=16MB'], MIGRATIONS_FOLDER);
    expect(existsSync(join(directory, 'PG_VERSION'))).toBe(true);
    expect(await readdir(root)).toEqual(['pglite']);
    const db = await PGlite.create(directory);
    try {
      const applied = await db.query<{ count: number }>(
        'select count(*)::int as count from drizzle.__drizzle_migrations',
      );
      const journal = JSON.parse(
        await readFile(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      expect(applied.rows[0]?.count).toBe(journal.entries.length);
    } finally {
      await db.close();
    }
  }, 120_000);

  it('When the folder is already a database, then it is left as it is', async () => {
    const directory = join(root, 'pglite');
    const version = await readFile(join(directory, 'PG_VERSION'), 'utf8');
    await initialisePgliteFolder(directory, [], MIGRATIONS_FOLDER);
    expect(await readFile(join(directory, 'PG_VERSION'), 'utf8')).toBe(version);
  });

  it('When the folder holds something else, then it is not touched', async () => {
    const directory = join(root, 'other');
    await mkdir(directory);
    await writeFile(join(directory, 'notes.txt'), 'mine');
    await initialisePgliteFolder(directory, [], MIGRATIONS_FOLDER);
    expect(await readdir(directory)).toEqual(['notes.txt']);
  });
});
