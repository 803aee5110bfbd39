import { frontendProject, isolatedFrontendTests } from './vitest.isolated.ts';

// One jsdom per worker instead of one per file; the files that need their own are in
// vitest.isolated.config.ts.
export default frontendProject({
  name: 'frontend',
  include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  exclude: isolatedFrontendTests,
  isolate: false,
});
