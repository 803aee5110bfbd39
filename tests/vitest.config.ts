import { defineConfig } from 'vitest/config';

// Browser tests: `npm run test:e2e`. Each file starts the app as a user does and drives
// Debian's Chromium through playwright-core.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['e2e/**/*.spec.ts'],
    environment: 'node',
    testTimeout: 120_000,
    // A file's first start may build the frontend (scripts/start.mjs, one build for all).
    hookTimeout: 600_000,
    // Two files at a time on CI's 2 cores: much of a browser test is waiting (network idle,
    // sockets, the app's start), and each file has its own stack, port and browser.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
