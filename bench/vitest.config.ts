import { defineProject } from 'vitest/config';

// The benchmarks' pure helpers (no servers, no timing), part of `npm test`.
export default defineProject({
  test: {
    name: 'bench',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    exclude: ['results/**', '**/node_modules/**'],
    environment: 'node',
  },
});
