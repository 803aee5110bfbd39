import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'frontend',
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup.ts'],
      include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
      // jsdom renders and server starts are slow on a busy 2-core machine; 5 s is too tight.
      testTimeout: 20_000,
    },
  }),
);
