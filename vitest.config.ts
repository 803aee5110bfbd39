import { defineConfig } from 'vitest/config';

// `npm test`: unit and integration tests of every package. Suites that talk to a database or
// Redis run on the embedded defaults (PGlite, memory) and again on the real services when
// DATABASE_URL / REDIS_URL are set. The fault tests (tests/faults), the load generator's test
// (tests/load) and the benchmarks' pure helpers (bench) run here too; browser tests
// live in tests/e2e and run with `npm run test:e2e`.
export default defineConfig({
  test: {
    // Three files at a time. Vitest's default is one fewer than the cores, so one on CI's 2-core
    // machine, while most files spend much of their time waiting on sockets, child processes and
    // PostgreSQL: two at a time kept the cores 71 % busy (358 s), three 83 % (315 s). A project
    // that must run alone would say so (fileParallelism: false).
    maxWorkers: 3,
    projects: [
      'shared-protocol',
      'api',
      'realtime-server',
      'frontend',
      'frontend/vitest.isolated.config.ts',
      'server',
      'tests/vitest.faults.config.ts',
      'tests/vitest.security.config.ts',
      'tests/load',
      'bench',
    ],
  },
});
