import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @ttc/api` writes SQL migrations to drizzle/ from src/db/schema.ts.
// They are committed and applied at start by src/db/migrate.ts; `drizzle-kit push` is not used.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
