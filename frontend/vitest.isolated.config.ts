import { frontendProject, isolatedFrontendTests } from './vitest.isolated.ts';

export default frontendProject({
  name: 'frontend (isolated)',
  include: isolatedFrontendTests,
  isolate: true,
});
