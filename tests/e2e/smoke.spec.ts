import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, launchBrowser } from '../support/browser';
import { librariesIn } from '../support/library-markers';
import { repoRoot, type Stack, startStack } from '../support/start-stack';

/**
 * Every route of the spec's route table with the heading it shows when signed out. Routes for
 * signed-in users (and the Parent Plan page, spec section 2) send a signed-out visitor to Sign In; the sign-in pages opened without a link
 * say the link is missing (tests/e2e/accounts.spec.ts follows them signed in).
 */
const ROUTES: Array<{ path: string; heading: string; readsOnMount?: string[] }> = [
  { path: '/', heading: 'Learn to tell time, one tick at a time' },
  { path: '/landing', heading: 'Learn to tell time, one tick at a time' },
  { path: '/home', heading: 'Welcome back!' },
  { path: '/auth/login', heading: 'Sign In' },
  { path: '/auth/signup', heading: 'Join' },
  { path: '/auth/callback', heading: 'Sign In' },
  { path: '/auth/verify', heading: "We couldn't sign you in" },
  { path: '/complete-profile', heading: 'Sign In' },
  { path: '/playground', heading: 'Playground' },
  { path: '/student-game', heading: 'Student Game' },
  { path: '/progress', heading: 'Your Progress' },
  { path: '/settings', heading: 'Settings' },
  { path: '/teacher', heading: 'Sign In' },
  { path: '/profile', heading: 'Sign In' },
  { path: '/join', heading: 'Join a Class' },
  // The plan screens ask /api/config whether payments are on as they mount, and check its answer
  // with zod: the request and zod start beside the first paint (the heading never waits for
  // them), so a slow machine may see them before it notices the heading.
  { path: '/pricing', heading: 'Pricing', readsOnMount: ['zod'] },
  { path: '/upgrade', heading: 'Choose Your Plan', readsOnMount: ['zod'] },
  { path: '/subscribe', heading: 'Sign In', readsOnMount: ['zod'] },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms of Use' },
  { path: '/coppa', heading: 'COPPA Statement' },
];

describe('smoke: every route loads in Chromium', () => {
  let stack: Stack;
  let browser: Browser;

  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    const code = await stack?.stop();
    expect(code).toBe(0);
  });

  for (const route of ROUTES) {
    it(`When ${route.path} is opened, then it shows its title with no console error`, async () => {
      const context = await browser.newContext({ viewport: { width: 1180, height: 820 } });
      // Screens preload libraries when the browser is idle, by design after the first paint; on
      // a loaded machine that can win the race with this test noticing the heading. Idle work
      // never runs here, so the check below sees exactly what a screen loads eagerly.
      await context.addInitScript(() => {
        window.requestIdleCallback = () => 0;
      });
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      const scripts = new Set<string>();
      page.on('request', (req) => {
        if (req.resourceType() === 'script') scripts.add(new URL(req.url()).pathname);
      });
      try {
        await page.goto(`${stack.url}${route.path}`, { waitUntil: 'commit' });
        const heading = page.getByRole('heading', { level: 1 }).first();
        await heading.waitFor();
        const firstPaintScripts = [...scripts];
        await page.waitForLoadState('networkidle');
        expect((await heading.textContent())?.trim()).toBe(route.heading);
        expect(await page.title()).toContain('Tick Tock Class');
        expect(errors).toEqual([]);
        // zod, howler and framer-motion load only when a screen needs them (or when the
        // browser is idle), never before the first paint. A schema built at module level
        // (`xSchema.nullable()` without a PURE annotation) would drag zod into every route.
        const dist = path.join(repoRoot, 'frontend/dist');
        const libs = firstPaintScripts
          .flatMap((p) => librariesIn(readFileSync(path.join(dist, p), 'utf8')))
          .filter((lib) => !route.readsOnMount?.includes(lib));
        expect(libs, `scripts before the first paint: ${firstPaintScripts.join(' ')}`).toEqual([]);
        expect(await seriousViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  for (const route of ROUTES) {
    it(`When ${route.path} is opened on a phone, then axe finds no serious violation`, async () => {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: true,
      });
      const page = await context.newPage();
      try {
        await page.goto(`${stack.url}${route.path}`, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        expect(await seriousViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('When an unknown path is opened, then the 404 page shows', async () => {
    const page = await browser.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${stack.url}/this/page/does/not/exist`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});

/** axe-core findings of serious or critical impact, as readable lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
