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
    // Each file starts its own processes, ports and (when it restarts one) its own Redis, so the
    // files run beside the others: one at a time, at the end of `npm test`, they left a core idle
    // for a minute (16 CPU-seconds in 68 s: they wait for restarts). Their recovery requirements
    // hold under load (the contention check in the README runs them with both cores busy).
    fileParallelism: true,
  },
});
