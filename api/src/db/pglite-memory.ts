import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';

/**
 * The embedded database's share of `npm start`'s memory (issue 18, `npm run bench -- footprint`).
 *
 * WebAssembly memory only grows: whatever PostgreSQL touches once stays resident for the life of
 * the process. Creating a new database (initdb) touches about 600 MB, so a new data folder is
 * initialised by a short-lived child process and the server then opens the finished folder,
 * holding what a restart holds.
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
const { PGlite } = await import(process.env.TTC_PGLITE_MODULE);
const db = await PGlite.create(process.env.TTC_PGLITE_DIR, {
  postgresqlconf: JSON.parse(process.env.TTC_PGLITE_SETTINGS),
});
await db.close();
`;

/**
 * Makes `directory` (which exists) a PGlite database when it is empty: initdb runs in a child
 * process into a sibling folder that is renamed into place when complete, so a start killed
 * halfway leaves no half-made database behind. A folder that holds anything is left to PGlite as
 * before. Throws with the child's output when initdb fails.
 */
export async function initialisePgliteInChild(
  directory: string,
  settings: string[],
): Promise<void> {
  if (existsSync(`${directory}/PG_VERSION`) || (await readdir(directory)).length > 0) return;
  const building = `${directory}.initdb-${process.pid}`;
  await rm(building, { recursive: true, force: true });
  const pgliteModule = pathToFileURL(
    createRequire(import.meta.url).resolve('@electric-sql/pglite'),
  ).href;
  const output: string[] = [];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', CHILD_SOURCE], {
      // The child needs nothing of this process's environment (which holds its secrets).
      env: {
        TTC_PGLITE_MODULE: pgliteModule,
        TTC_PGLITE_DIR: building,
        TTC_PGLITE_SETTINGS: JSON.stringify(settings),
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
  // rename(2) replaces an empty directory.
  await rename(building, directory);
}
