import { defineProject } from 'vitest/config';

// Security tests (tests/security, the safe-by-default issue): each file replays one attack that
// once worked and asserts it now fails; its name carries the finding's number. Part of `npm test`
// (a project of the root config). A file that needs PostgreSQL, Redis or nginx skips, saying why,
// when it is not available.
export default defineProject({
  test: {
    name: 'security',
    root: import.meta.dirname,
    include: ['security/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
