import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The file under DATA_DIR that keeps the generated key when AUTH_JWT_SECRET is not set. */
export const SECRET_FILE_NAME = 'auth-jwt-secret';
const SECRET_BYTES = 48;

/**
 * The built-in sign-in's HS256 key: AUTH_JWT_SECRET, or a random key generated on first use and
 * kept in `dataDir/auth-jwt-secret` (mode 0600) so sessions survive restarts. Several processes
 * sharing one DATA_DIR agree on one key: the file appears atomically, and the loser of a race
 * reads the winner's. Memoized per (secret, dataDir).
 */
export function signingSecretLoader(options: {
  secret: string | null;
  dataDir: string;
}): () => Promise<Uint8Array> {
  let loading: Promise<Uint8Array> | undefined;
  return () => {
    loading ??= (
      options.secret !== null
        ? Promise.resolve(options.secret)
        : readOrCreateSecretFile(options.dataDir)
    ).then((secret) => new TextEncoder().encode(secret));
    // A failure (an unwritable DATA_DIR) is not cached: the next request tries again.
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
}

async function readOrCreateSecretFile(dataDir: string): Promise<string> {
  const file = join(dataDir, SECRET_FILE_NAME);
  const existing = await readSecret(file);
  if (existing) return existing;
  await mkdir(dataDir, { recursive: true });
  // Written completely under a private name first, then linked into place: a reader never sees
  // half a key, and link() fails if another process got there first.
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  await writeFile(draft, randomBytes(SECRET_BYTES).toString('base64url'), { mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(draft, { force: true });
  }
  const secret = await readSecret(file);
  if (!secret) throw new Error(`${file} is empty; delete it to have a new key generated`);
  return secret;
}

async function readSecret(file: string): Promise<string | undefined> {
  try {
    return (await readFile(file, 'utf8')).trim() || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
