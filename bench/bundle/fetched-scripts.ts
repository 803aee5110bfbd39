import type { BrowserContext, Page } from 'playwright-core';

/**
 * Idle-time preloads come after the first paint by design, but on a busy machine they can start
 * before the bench notices the screen; idle work never runs in this context (as in the smoke test).
 */
export async function withoutIdleWork(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
}

/** The paths of every script the page requests from now on (the set grows as it loads). */
export function fetchedScripts(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.add(new URL(req.url()).pathname);
  });
  return scripts;
}
