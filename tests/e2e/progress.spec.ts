import AxeBuilder from '@axe-core/playwright';
import { generateQuestions } from '@ttc/shared-protocol/game/generate-questions';
import { settingsFromUnknown } from '@ttc/shared-protocol/game/settings-schema';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, launchBrowser } from '../support/browser';
import { type Stack, startStack } from '../support/start-stack';

/** Issue 3: /progress for a guest, from the answers the Student Game records on the device. */
const TABLET = { width: 1180, height: 820 };

describe('Progress in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.close();
    const code = await stack?.stop();
    expect(code).toBe(0);
  });

  async function newPage(viewport = TABLET) {
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    await context.addInitScript(() => {
      window.localStorage.setItem('student-game-tips', 'completed');
    });
    const page = await context.newPage();
    return { page, errors: collectPageErrors(page) };
  }

  async function noSeriousViolations(page: Page) {
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  }

  it('When nothing was played on this device, then "No progress data available" shows', async () => {
    const { page, errors } = await newPage();
    await page.goto(`${stack.url}/progress`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Your Progress' }).waitFor();
    await page.getByText('No progress data available').waitFor();
    expect(await page.getByRole('progressbar').count()).toBe(0);
    await noSeriousViolations(page);
    expect(errors).toEqual([]);
  });

  it('When two questions were answered in the game, then the level, points, streak and cards show them', async () => {
    const { page, errors } = await newPage();
    await page.goto(`${stack.url}/student-game`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Submit Answer' }).waitFor();
    const saved = JSON.parse(
      (await page.evaluate(() => window.localStorage.getItem('guestProgress'))) ?? 'null',
    );
    const questions = generateQuestions(
      saved.payload.gameState.seed,
      settingsFromUnknown(saved.payload.settings),
    );
    for (const [i, q] of questions.slice(0, 2).entries()) {
      if (q.type === 'set_time') throw new Error('expected choice questions by default');
      const label = i === 0 ? (q.options.find((o) => o !== q.correctLabel) ?? '') : q.correctLabel;
      await page.getByRole('button', { name: label, exact: true }).click();
      await page.getByRole('button', { name: 'Submit Answer' }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }

    await page.goto(`${stack.url}/progress`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 2, name: 'Little Hand Hero' }).waitFor();
    await page.getByText('100 points', { exact: true }).waitFor();
    await page.getByText('Streak: 1 in a row').waitFor();
    const bar = page.getByRole('progressbar', { name: 'Progress to the next level' });
    expect(await bar.getAttribute('aria-valuenow')).toBe('100');
    expect(await bar.getAttribute('aria-valuemax')).toBe('300');
    const stats = page.getByRole('region', { name: 'Your Statistics' });
    expect(await stats.locator('dd').allTextContents()).toEqual(['1', '1', '50%', '1']);
    const today = page.getByRole('region', { name: "Today's Progress" });
    expect(await today.locator('dd').allTextContents()).toEqual(['1', '1']);
    const levels = page.getByRole('region', { name: 'All Levels' }).getByRole('listitem');
    expect(await levels.count()).toBe(12);
    expect(await levels.first().textContent()).toContain('Current');
    await noSeriousViolations(page);
    expect(errors).toEqual([]);
  });
});
