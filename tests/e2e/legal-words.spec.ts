import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noSeriousViolations } from '../support/axe';
import { collectPageErrors, launchBrowser } from '../support/browser';
import { type Stack, startStack } from '../support/start-stack';

// The privacy page's list of what is kept, and the 404 page that replaced the spec's developer
// hint (issue 16): both readable at a desk and on a phone, with no serious axe finding.

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** The page is no wider than the window (nothing to scroll sideways on a phone). */
async function fitsTheWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

describe('legal pages and the 404 page in Chromium', () => {
  let stack: Stack;
  let browser: Browser;

  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  for (const viewport of VIEWPORTS) {
    it(`When the privacy page opens on a ${viewport.name}, then every kind of data shows what, where and how long`, async () => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await page.goto(`${stack.url}/privacy`);
      await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
      await page.getByText('Last updated: November 2026').waitFor();
      const items = page.locator('[data-testid^="privacy-category-"]');
      expect(await items.count()).toBe(16);
      await page
        .getByTestId('privacy-category-children')
        .getByText(/a nickname and a character per child/)
        .waitFor();
      expect(await fitsTheWidth(page)).toBe(true);
      await noSeriousViolations(page, `privacy (${viewport.name})`);
      await page.getByTestId('privacy-category-children').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/legal-privacy-${viewport.name}.png` });
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`When an unknown path opens on a ${viewport.name}, then the 404 says what happened and leads home or to the Playground`, async () => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await page.goto(`${stack.url}/this/page/does/not/exist`);
      await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
      expect(await page.getByText(/router/i).count()).toBe(0);
      expect(await fitsTheWidth(page)).toBe(true);
      await noSeriousViolations(page, `404 (${viewport.name})`);
      await page.screenshot({ path: `/tmp/legal-404-${viewport.name}.png` });
      await page.getByRole('link', { name: 'Practise on the Playground' }).click();
      await page.getByRole('heading', { level: 1, name: 'Playground' }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('When a sign-in link arrives damaged, then the toast says what to do, not "Invalid JWT structure"', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS[1] });
    const page = await context.newPage();
    // A token pair in the hash that is not a JWT: supabase-js answers "Invalid JWT structure".
    await page.goto(
      `${stack.url}/auth/callback#access_token=not-a-jwt&refresh_token=r&type=magiclink`,
    );
    await page.getByText("We couldn't sign you in").waitFor();
    await page.getByText('This sign-in link is incomplete.', { exact: false }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
    expect(await page.getByText(/jwt/i).count()).toBe(0);
    await context.close();
  });
});
