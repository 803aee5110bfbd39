import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'shared-protocol',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Property tests run thousands of cases; on a busy 2-core machine some take over 5 s.
    testTimeout: 30_000,
  },
});
