import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ObjectStore } from './object-store';

/** Object ids are UUIDs the server made; anything else never reaches the file system. */
const OBJECT_ID = /^[0-9a-f-]{1,64}$/;

function checkId(id: string): string {
  if (!OBJECT_ID.test(id)) throw new Error(`not an object id: ${JSON.stringify(id)}`);
  return id;
}

/**
 * Objects as files in one folder (`<DATA_DIR>/objects/<id>`). A write goes to a temporary file
 * in the same folder first and is then renamed over the name, so a reader sees the whole old
 * file or the whole new one, never half of one, even if the process stops mid-write.
 */
export function createDiskObjectStore(dir: string): ObjectStore {
  let ready: Promise<unknown> | undefined;
  const ensureDir = () => {
    ready ??= mkdir(dir, { recursive: true, mode: 0o700 }).catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
    return ready;
  };
  return {
    async put(id, bytes) {
      const target = join(dir, checkId(id));
      await ensureDir();
      const temporary = join(dir, `.${id}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        await writeFile(temporary, bytes, { mode: 0o600, flush: true });
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(id) {
      try {
        return new Uint8Array(await readFile(join(dir, checkId(id))));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(id) {
      await rm(join(dir, checkId(id)), { force: true });
    },
  };
}
