import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

/**
 * Creates a database next to the one the admin URL names and returns its URL: empty, or a copy of
 * `templateUrl`'s database (another scratch database, already migrated, that nobody is connected to).
 */
export async function createScratchDatabase(
  adminUrl: string,
  templateUrl?: string,
): Promise<string> {
  const name = `ttc_t_${randomBytes(6).toString('hex')}`;
  const template = templateUrl ? scratchName(templateUrl) : undefined;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropScratchDatabase(adminUrl: string, url: string): Promise<void> {
  const name = scratchName(url);
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** The name of a scratch database (`ttc_t_<hex>`) from its URL; anything else throws. */
function scratchName(url: string): string {
  const name = new URL(url).pathname.slice(1);
  if (!/^ttc_t_[0-9a-f]+$/.test(name)) throw new Error(`refusing to use ${name}`);
  return name;
}
