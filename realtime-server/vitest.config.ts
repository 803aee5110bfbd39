import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'realtime-server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Integration tests wait on real sockets and, with REDIS_URL, on Redis: generous limits keep
    // a busy CI machine from failing them. No test asserts a duration.
    testTimeout: 15_000,
  },
});
