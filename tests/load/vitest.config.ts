import { defineProject } from 'vitest/config';

// The load generator's own test (a teacher and 30 students against an in-process realtime
// server). Run alone with `npx vitest run --config tests/load/vitest.config.ts`, or as the `load`
// project once the root vitest.config.ts lists 'tests/load'.
export default defineProject({
  test: {
    name: 'load',
    root: import.meta.dirname,
    include: ['*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
});
