import { defineProject } from 'vitest/config';

// The capacity and scale-out benchmarks' pure helpers (no servers, no timing):
// `npx vitest run --config bench/live/capacity.vitest.config.ts`.
export default defineProject({
  test: {
    name: 'bench-capacity',
    root: import.meta.dirname,
    include: ['capacity*.test.ts', 'scale-out*.test.ts'],
    environment: 'node',
  },
});
