import { execFile, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import v8 from 'node:v8';

/**
 * The embedded database's share of `npm start`'s memory and start time (issue 18,
 * `npm run bench -- footprint`).
 *
 * WebAssembly memory only grows: whatever PostgreSQL touches once stays resident for the life of
 * the process, and creating a database (initdb) touches about 600 MB and takes seconds. So a
 * short-lived child process makes one migrated database per PGlite version and set of migrations
 * (a template under node_modules/.cache), and a new data folder starts as a copy of it: the
 * server then opens a finished folder and holds what a restart holds.
 */

/**
 * V8 compiles PGlite's WebAssembly twice by default, a quick baseline and then optimised code
 * for the functions that run hot; the optimised copy of PostgreSQL's code and its compiler's
 * working memory were about 40 MB of a started server. The baseline code alone answers the
 * queries of one school's classes in a few milliseconds. Process-wide, but only PGlite runs
 * WebAssembly here; set before the first PGlite compiles.
 */
let baselineOnly = false;
export function compileWebAssemblyBaselineOnly(): void {
  if (baselineOnly) return;
  v8.setFlagsFromString('--liftoff-only');
  baselineOnly = true;
}

const CHILD_SOURCE = `
const env = process.env;
const { PGlite } = await import(env.TTC_PGLITE_MODULE);
const drizzle = await import(env.TTC_DRIZZLE_MODULE);
const migrator = await import(env.TTC_MIGRATOR_MODULE);
const client = await PGlite.create(env.TTC_PGLITE_DIR, {
  postgresqlconf: JSON.parse(env.TTC_PGLITE_SETTINGS),
});
const db = (drizzle.drizzle ?? drizzle.default.drizzle)({ client });
await (migrator.migrate ?? migrator.default.migrate)(db, {
  migrationsFolder: env.TTC_MIGRATIONS_FOLDER,
});
await client.close();
`;

const packages = createRequire(import.meta.url);
const moduleUrl = (name: string) => pathToFileURL(packages.resolve(name)).href;

/** node_modules/.cache/ttc-pglite-template/<PGlite version>-<migrations>: one per pair. */
function templateFolder(migrationsFolder: string): string {
  const pgliteRoot = join(dirname(packages.resolve('@electric-sql/pglite')), '..');
  const { version } = JSON.parse(readFileSync(join(pgliteRoot, 'package.json'), 'utf8')) as {
    version: string;
  };
  const journal = JSON.parse(
    readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as { entries: Array<{ tag: string }> };
  const last = journal.entries.at(-1)?.tag ?? 'none';
  return join(pgliteRoot, '../../.cache/ttc-pglite-template', `${version}-${last}`);
}

async function makeTemplate(
  template: string,
  settings: string[],
  migrationsFolder: string,
): Promise<void> {
  const building = `${template}.building-${process.pid}`;
  await rm(building, { recursive: true, force: true });
  await mkdir(dirname(template), { recursive: true });
  const output: string[] = [];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', CHILD_SOURCE], {
      // The child needs nothing of this process's environment (which holds its secrets).
      env: {
        TTC_PGLITE_MODULE: moduleUrl('@electric-sql/pglite'),
        TTC_DRIZZLE_MODULE: moduleUrl('drizzle-orm/pglite'),
        TTC_MIGRATOR_MODULE: moduleUrl('drizzle-orm/pglite/migrator'),
        TTC_PGLITE_DIR: building,
        TTC_PGLITE_SETTINGS: JSON.stringify(settings),
        TTC_MIGRATIONS_FOLDER: migrationsFolder,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => output.push(String(chunk)));
    child.stderr.on('data', (chunk) => output.push(String(chunk)));
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) {
    await rm(building, { recursive: true, force: true });
    throw new Error(`creating the PGlite database failed (exit ${code}): ${output.join('')}`);
  }
  // Several servers starting at once (tests) may each make one: the first rename wins.
  await rename(building, template).catch(async () => {
    await rm(building, { recursive: true, force: true });
  });
}

/**
 * Makes `directory` (which exists) a migrated PGlite database when it is empty, as a copy of the
 * template (made first, in a child process, when there is none for this PGlite version and these
 * migrations). The copy goes to a sibling folder renamed into place when complete, so a start
 * killed halfway leaves no half-made database behind. A folder that holds anything is left to
 * PGlite as before. Throws with the child's output when the template cannot be made.
 */
export async function initialisePgliteFolder(
  directory: string,
  settings: string[],
  migrationsFolder: string,
): Promise<void> {
  if (existsSync(join(directory, 'PG_VERSION')) || (await readdir(directory)).length > 0) return;
  const template = templateFolder(migrationsFolder);
  if (!existsSync(join(template, 'PG_VERSION'))) {
    await makeTemplate(template, settings, migrationsFolder);
  }
  const copying = `${directory}.copy-${process.pid}`;
  await rm(copying, { recursive: true, force: true });
  await copyFolder(template, copying);
  // rename(2) replaces an empty directory.
  await rename(copying, directory);
}

/**
 * fs.cp walks the template's ~1100 small files one await at a time: 0.7-1.2 s of a new server's
 * start on a 2-core machine, against 0.1-0.2 s for cp(1). Node's copy stays the fallback (Windows,
 * or a system without cp).
 */
async function copyFolder(from: string, to: string): Promise<void> {
  if (process.platform !== 'win32') {
    try {
      await promisify(execFile)('cp', ['-R', from, to]);
      return;
    } catch {
      await rm(to, { recursive: true, force: true });
    }
  }
  await cp(from, to, { recursive: true });
}
