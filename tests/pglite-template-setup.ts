import { createPgliteTemplate } from './support/pglite-template';

/**
 * Global setup of the browser and security tests: one migrated PGlite data folder for the whole
 * run, which every app they start on the embedded database copies instead of creating and
 * migrating its own (support/pglite-template.ts).
 */
export default function setup(): Promise<() => void> {
  return createPgliteTemplate();
}
