import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ConfigError } from '@ttc/shared-protocol/config-error';

/** The file under DATA_DIR that keeps the generated key when AUTH_JWT_SECRET is not set. */
export const SECRET_FILE_NAME = 'auth-jwt-secret';
const SECRET_BYTES = 48;

export interface SigningSecretOptions {
  secret: string | null;
  dataDir: string;
}

/** Keys read from or written to DATA_DIR, per folder: every loader of a process shares one. */
const fileSecrets = new Map<string, Promise<Uint8Array>>();

/**
 * The built-in sign-in's HS256 key: AUTH_JWT_SECRET, or a random key generated on first use and
 * kept in `dataDir/auth-jwt-secret` (mode 0600) so sessions survive restarts. Several processes
 * sharing one DATA_DIR agree on one key: the file appears atomically, and the loser of a race
 * reads the winner's. A key file is read once per process and DATA_DIR (the server loads it at
 * start with loadSigningSecret, so a request never meets an unreadable folder first).
 */
export function signingSecretLoader(options: SigningSecretOptions): () => Promise<Uint8Array> {
  if (options.secret !== null) {
    const key = Promise.resolve(new TextEncoder().encode(options.secret));
    return () => key;
  }
  return () => loadSigningSecret(options);
}

/**
 * Loads (or creates) the key now. A failure is a ConfigError naming DATA_DIR and AUTH_JWT_SECRET,
 * what went wrong and how to fix it; it is not cached, so a later call tries again.
 */
export function loadSigningSecret(options: SigningSecretOptions): Promise<Uint8Array> {
  if (options.secret !== null) return Promise.resolve(new TextEncoder().encode(options.secret));
  const existing = fileSecrets.get(options.dataDir);
  if (existing) return existing;
  const loading = readOrCreateSecretFile(options.dataDir).then(
    (secret) => new TextEncoder().encode(secret),
    (error: unknown) => {
      fileSecrets.delete(options.dataDir);
      throw keyFileError(options.dataDir, error);
    },
  );
  fileSecrets.set(options.dataDir, loading);
  return loading;
}

function keyFileError(dataDir: string, error: unknown): ConfigError {
  const file = join(dataDir, SECRET_FILE_NAME);
  const code = (error as NodeJS.ErrnoException).code;
  const why =
    code === 'EACCES' || code === 'EPERM'
      ? `no permission to create or read ${file} (${code})`
      : code === 'EROFS'
        ? `${dataDir} is read-only (EROFS)`
        : `${file} cannot be used: ${(error as Error).message}`;
  return new ConfigError(
    'DATA_DIR',
    `${why}. The sign-in keeps its signing key there when AUTH_JWT_SECRET is not set: make DATA_DIR writable by the user the server runs as, or set AUTH_JWT_SECRET (32+ characters, e.g. \`openssl rand -base64 48\`)`,
  );
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
