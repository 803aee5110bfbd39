import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // jsdom renders and server starts are slow on a busy 2-core machine; 5 s is too tight.
    testTimeout: 20_000,
  },
});
