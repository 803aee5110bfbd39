import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Test files that replace modules (`vi.mock`) or keep module-level state other files would see:
 * they run in the `frontend (isolated)` project (vitest.isolated.config.ts), each file with its
 * own modules and jsdom. Every other frontend file shares one jsdom and module registry per
 * worker (`isolate: false`), which takes the frontend tests from about 150 s to about 60 s on
 * 2 cores; `src/testing/setup.ts` resets what they share after each test.
 */
export const isolatedFrontendTests = [
  'src/app/route-error.test.tsx',
  'src/app/layout/top-bar.test.tsx',
  'src/features/student-game/components/student-game-screen.test.tsx',
  'src/features/student-game/components/student-game-account.test.tsx',
  'src/features/host/components/host-screen.test.tsx',
  'src/lib/sound/sound.test.ts',
];

/** The frontend's test project: the app's Vite config, jsdom, and the shared setup. */
export function frontendProject(test: {
  name: string;
  include: string[];
  exclude?: string[];
  isolate: boolean;
}) {
  return mergeConfig(
    viteConfig,
    defineProject({
      test: {
        ...test,
        environment: 'jsdom',
        setupFiles: ['./src/testing/setup.ts'],
        // jsdom renders and server starts are slow on a busy 2-core machine; 5 s is too tight.
        testTimeout: 20_000,
      },
    }),
  );
}
