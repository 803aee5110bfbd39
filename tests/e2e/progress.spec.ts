import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, launchBrowser } from '../support/browser';
import { type Stack, startStack } from '../support/start-stack';
import { contextsClosedAfterEachTest } from '../support/test-contexts';

/** Issue 3: /progress for a guest, from the answers the Student Game records on the device. */
const TABLET = { width: 1180, height: 820 };

/**
 * O'clock answers as the Student Game records them when playing by level (issue 13): level 1
 * "RSRRW RSRWR" (R read right, S set right, W wrong: the hands swapped, then the next hour),
 * promoted at the 8th right answer, then two right at level 2. One second apart from `start`.
 */
function levelHistory(start: number) {
  const marks = 'RSRRWSRRWRRR';
  return Array.from(marks, (mark, i) => {
    const correct = mark !== 'W';
    const tag = correct ? null : i === 4 ? 'hands_swapped' : 'next_hour';
    return {
      questionId: (i % 10) + 1,
      type: mark === 'S' ? 'set_time' : 'read_time',
      difficulty: 'hour',
      answer:
        mark === 'S'
          ? { kind: 'clock', time: { hour: 3, minute: 0 } }
          : { kind: 'choice', label: correct ? '3:00' : '12:15' },
      expected: '3:00',
      correct,
      tag,
      matches: tag ? [tag] : [],
      answeredAt: start + i * 1000,
      responseMs: 3000,
      skill: 'oclock',
      level: i < 10 ? 1 : 2,
      purpose: 'level',
    };
  });
}

describe('Progress in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  const contexts = contextsClosedAfterEachTest();

  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  });
  afterAll(async () => {
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

  it('When a history played by level is on the device, then the level, bar, skills, tricky spots and cards show it', async () => {
    const { page, errors } = await newPage();
    await page.addInitScript(
      (history) => {
        window.localStorage.setItem('studentGame_answerHistory', history);
      },
      JSON.stringify({ version: 1, answers: levelHistory(Date.now() - 86_400_000) }),
    );
    await page.goto(`${stack.url}/progress`, { waitUntil: 'networkidle' });

    // Level 1 mastered (8 right with both set-the-clock answers right): level 2, 2 right so far.
    await page.getByRole('heading', { level: 2, name: "O'Clock" }).waitFor();
    await page.getByText('1000 points', { exact: true }).waitFor();
    const bar = page.getByRole('progressbar', { name: 'Progress to the next level' });
    expect(await bar.getAttribute('aria-valuenow')).toBe('2');
    expect(await bar.getAttribute('aria-valuemax')).toBe('8');
    await page.getByText('6 more right answers to reach Half Past').waitFor();

    const oclock = page.getByRole('row', { name: /O'clock/ });
    expect(await oclock.getByRole('cell').allTextContents()).toEqual(['Mastered', '2 of 2 right']);
    const minutes = page.getByRole('row', { name: /5 minutes/ });
    expect(await minutes.getByRole('cell').allTextContents()).toEqual([
      'Not yet tried',
      'Not yet tried',
    ]);
    const spots = page.getByRole('region', { name: 'Tricky spots' }).getByRole('listitem');
    expect(await spots.count()).toBe(2);
    expect(await spots.first().textContent()).toContain('short and long hands get mixed up');

    const stats = page.getByRole('region', { name: 'Your Statistics' });
    expect(await stats.locator('dd').allTextContents()).toEqual(['10', '2', '83%', '4']);
    const levels = page.getByRole('region', { name: 'All Levels' }).getByRole('listitem');
    expect(await levels.count()).toBe(12);
    expect(await levels.nth(0).textContent()).toContain('Complete');
    expect(await levels.nth(1).textContent()).toContain('Current');
    await noSeriousViolations(page);
    expect(errors).toEqual([]);
  });

  it('When the same history is read on a phone, then axe finds no serious violation', async () => {
    const { page, errors } = await newPage({ width: 390, height: 844 });
    await page.addInitScript(
      (history) => {
        window.localStorage.setItem('studentGame_answerHistory', history);
      },
      JSON.stringify({ version: 1, answers: levelHistory(Date.now() - 86_400_000) }),
    );
    await page.goto(`${stack.url}/progress`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 2, name: 'Clock skills' }).waitFor();
    await noSeriousViolations(page);
    expect(errors).toEqual([]);
  });
});
