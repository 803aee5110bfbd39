import { relative } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each browser test file took in a CI-like run (two at a time, 2026-11-27). On a clean
 * clone Vitest has no timings of its own and runs the files in name order, so the two longest
 * (smoke, solo-axe) started last and one worker ran alone for the last minute or two. Longest
 * first keeps every worker busy to the end (only the order counts, not the figures). Files not
 * listed are taken as long, so a new file starts early rather than last.
 */
const SECONDS: Record<string, number> = {
  'e2e/solo-axe.spec.ts': 203,
  'e2e/smoke.spec.ts': 187,
  'e2e/landing.spec.ts': 143,
  'e2e/live-screens.spec.ts': 105,
  'e2e/accounts.spec.ts': 104,
  'e2e/settings.spec.ts': 102,
  'e2e/teacher-tools.spec.ts': 93,
  'e2e/account-data.spec.ts': 81,
  'e2e/student-game.spec.ts': 72,
  'e2e/live-classroom.spec.ts': 69,
  'e2e/parent-lock.spec.ts': 68,
  'e2e/playground.spec.ts': 49,
  'e2e/live-student.spec.ts': 46,
  'e2e/clock.spec.ts': 38,
  'e2e/learning.spec.ts': 34,
  'e2e/live-adaptive.spec.ts': 34,
  'e2e/legal-words.spec.ts': 33,
  'e2e/payments.spec.ts': 30,
  'e2e/uploads.spec.ts': 29,
  'e2e/progress.spec.ts': 24,
};
const UNLISTED_SECONDS = 150;

class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = (file: TestSpecification) =>
      SECONDS[relative(this.ctx.config.root, file.moduleId).replaceAll('\\', '/')] ??
      UNLISTED_SECONDS;
    return [...files].sort((a, b) => seconds(b) - seconds(a));
  }
}

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
    // Three files at a time on CI's 2 cores: a browser file alone keeps about 0.8 of a core busy
    // (the rest is waiting: network idle, sockets, the app's start), so two left a sixth of the
    // machine idle. Measured on a clean run: 2 files 444 s at 82 % CPU, 3 files 395 s at 95 %,
    // the longest test (70 s) far from its limit. Each file has its own stack, port and browser.
    fileParallelism: true,
    maxWorkers: 3,
    sequence: { sequencer: SlowFirstSequencer },
  },
});
