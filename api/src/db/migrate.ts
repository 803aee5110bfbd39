import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';

/**
 * The SQL migrations drizzle-kit generated from schema.ts (api/drizzle, committed): two folders
 * up from this file, or from the one-process server's bundle (server/dist/main.js,
 * scripts/build-server.mjs), under api/.
 */
const migrationFolders = ['../../drizzle', '../../api/drizzle'].map((relative) =>
  fileURLToPath(new URL(relative, import.meta.url)),
);
export const MIGRATIONS_FOLDER =
  migrationFolders.find((folder) => existsSync(`${folder}/meta/_journal.json`)) ??
  (migrationFolders[0] as string);

/**
 * Applies the pending migrations. Idempotent: drizzle records applied ones in
 * `drizzle.__drizzle_migrations` and skips them the next time.
 */
export async function migrate(
  db: PgDatabase<PgQueryResultHKT, Record<string, unknown>>,
  kind: 'pglite' | 'postgres',
): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (kind === 'pglite') await migratePglite(db as PgliteDatabase<Record<string, unknown>>, config);
  else await migratePostgres(db as PostgresJsDatabase<Record<string, unknown>>, config);
}
