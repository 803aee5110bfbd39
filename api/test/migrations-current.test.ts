import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../src/db/migrate';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const DRIZZLE_KIT = join(API_DIR, '../node_modules/drizzle-kit/bin.cjs');

describe('The committed migrations', () => {
  it('When drizzle-kit compares them with src/db/schema.ts, then there is nothing to generate', async () => {
    const scratch = await mkdtemp(join(tmpdir(), 'ttc-drizzle-'));
    try {
      const out = join(scratch, 'drizzle');
      await cp(MIGRATIONS_FOLDER, out, { recursive: true });
      const before = await readdir(out);
      // drizzle-kit takes --out relative to the working directory.
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [
          DRIZZLE_KIT,
          'generate',
          '--dialect',
          'postgresql',
          '--schema',
          './src/db/schema.ts',
          '--out',
          relative(API_DIR, out),
        ],
        { cwd: API_DIR },
      );
      expect(stdout).toContain('No schema changes');
      expect(await readdir(out)).toEqual(before);
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  });
});
