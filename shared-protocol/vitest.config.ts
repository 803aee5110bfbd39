import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'shared-protocol',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
