import { defineConfig } from 'vitest/config';

// Fault tests (tests/faults): the realtime service as a real process, killed and restarted, and a
// private Redis restarted under it. Part of `npm test` (a project of the root config); each file
// skips, saying why, when neither REDIS_URL nor a redis-server binary is available.
export default defineConfig({
  test: {
    name: 'faults',
    root: import.meta.dirname,
    include: ['faults/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 30_000,
    // Each file starts its own processes and ports; one at a time keeps the machine's load (and
    // so the measured recovery times) honest.
    fileParallelism: false,
  },
});
