import { open, readFile, rm } from 'node:fs/promises';
import { ConfigError } from '@ttc/shared-protocol/config-error';

/**
 * Locks this process holds. A lock file with our own pid that is not in here was left by an
 * earlier process with the same pid (a restarted container is pid 1 again): it is stale.
 */
const heldHere = new Set<string>();

/**
 * PGlite does not lock its folder, and two processes writing one folder corrupt it. This takes
 * `<directory>.lock` (holding the owner's pid) or throws a ConfigError naming DATA_DIR when a
 * live process holds it; a lock left by a dead process is taken over. Returns the release.
 */
export async function lockPgliteDirectory(directory: string): Promise<() => Promise<void>> {
  const lockFile = `${directory}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(lockFile, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      heldHere.add(lockFile);
      return async () => {
        heldHere.delete(lockFile);
        await rm(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number.parseInt(await readFile(lockFile, 'utf8').catch(() => ''), 10);
    const holder = heldHere.has(lockFile) ? process.pid : owner;
    if (holder === process.pid ? heldHere.has(lockFile) : isAlive(holder)) {
      throw new ConfigError(
        'DATA_DIR',
        `the PGlite database in ${directory} is in use by process ${holder}; stop it, or give this process another DATA_DIR or a DATABASE_URL`,
      );
    }
    await rm(lockFile, { force: true });
  }
  throw new ConfigError('DATA_DIR', `cannot lock the PGlite database in ${directory}`);
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
