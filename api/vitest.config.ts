import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The integration suites run on PGlite, and again on Postgres when DATABASE_URL is set;
    // test/support reads it through inject() (the environment is read only in config files).
    provide: { databaseUrl: process.env.DATABASE_URL ?? '' },
    // One migrated database of each kind per run, which every file copies (test/global-setup.ts).
    globalSetup: ['test/global-setup.ts'],
    // PGlite takes a few seconds to start on a busy machine.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
