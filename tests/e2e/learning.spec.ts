import type { Question } from '@ttc/shared-protocol/game/question';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, launchBrowser } from '../support/browser';
import { type Stack, startStack } from '../support/start-stack';
import { contextsClosedAfterEachTest } from '../support/test-contexts';

/**
 * Issue 13 "Must show" in Chromium: a new child plays by level. The game saves its guest
 * progress after every step, with the game by level's questions, so the test reads the question
 * on screen from localStorage to know its right (or its hands-swapped) answer.
 */
const TABLET = { width: 1280, height: 800 };

type Saved = {
  payload: { gameState: { currentQuestion: number }; levelGame: { questions: Question[] } };
};

describe('Learning by level in Chromium', () => {
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

  /** A new child on a fresh device: /student-game with the tips marked as seen. */
  async function newChild() {
    const context = await browser.newContext({ viewport: TABLET });
    contexts.push(context);
    await context.addInitScript(() => {
      if (!window.localStorage.getItem('student-game-tips')) {
        window.localStorage.setItem('student-game-tips', 'completed');
      }
    });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${stack.url}/student-game`, { waitUntil: 'networkidle' });
    await page.getByText(/^Question 1 of 10/).waitFor();
    return { page, errors };
  }

  /** The question on screen, from the progress the game saved on the device. */
  async function shownQuestion(page: Page, number: number): Promise<Question> {
    await page.getByText(new RegExp(`^Question ${number} of 10`)).waitFor();
    const saved = await page.evaluate(() => window.localStorage.getItem('guestProgress'));
    const record = JSON.parse(saved ?? 'null') as Saved;
    expect(record.payload.gameState.currentQuestion).toBe(number - 1);
    const question = record.payload.levelGame.questions[number - 1];
    if (!question) throw new Error(`question ${number} not saved`);
    return question;
  }

  const submit = (page: Page) => page.getByRole('button', { name: 'Submit Answer' });

  async function choose(page: Page, label: string) {
    await page
      .getByRole('group', { name: /clock/ })
      .getByRole('button', { name: label, exact: true })
      .click();
  }

  /** Sets the hour hand alone (the minute hand stays on the 12) with the keyboard: PageUp = 1 hour. */
  async function setHourHand(page: Page, hour: number) {
    const hand = page.locator('.question-card').getByRole('slider', { name: 'Hour hand' });
    await hand.focus();
    // The clock starts at 12:00 (or 6:00 when 12:00 is the answer).
    const start = (await hand.getAttribute('aria-valuetext'))?.includes('6') ? 6 : 12;
    const steps = (hour - start + 12) % 12;
    for (let i = 0; i < steps; i++) await page.keyboard.press('PageUp');
  }

  async function closeFeedback(page: Page) {
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  it('When a new child plays level 1, then the face has hour numerals, every question is o’clock, the child turns the hour hand itself, and mastering it moves the child up', async () => {
    const { page, errors } = await newChild();
    await page.getByText('Level 1 · Little Hand Hero').first().waitFor();
    const face = page.locator('.question-card .analog-clock__svg');
    for (const numeral of ['12', '3', '6', '9']) {
      await expect(face.getByText(numeral, { exact: true }).count()).resolves.toBeGreaterThan(0);
    }
    let sets = 0;
    let promotedAt = 0;
    for (let number = 1; number <= 10; number++) {
      const question = await shownQuestion(page, number);
      const target =
        question.type === 'set_time' ? question.metadata.targetTime : question.correctAnswer;
      if (promotedAt === 0) {
        expect(target.minute).toBe(0);
        expect(question.level).toBe(1);
      }
      if (question.type === 'set_time') {
        sets++;
        expect(question.metadata.hands).toBe('hour_only');
        // Only the hour hand can be moved: the minute hand stays on the 12.
        const sliders = page.locator('.question-card').getByRole('slider');
        await expect(sliders.count()).resolves.toBe(1);
        await setHourHand(page, target.hour);
      } else {
        await choose(page, question.correctLabel);
      }
      await submit(page).click();
      const dialog = page.getByRole('dialog', { name: 'Excellent!' });
      await dialog.waitFor();
      if (promotedAt === 0 && (await dialog.getByText(/^Level up!/).count()) > 0) {
        await expect(
          dialog.getByText("Level up! You reached Level 2: O'Clock.").count(),
        ).resolves.toBe(1);
        promotedAt = number;
      }
      await closeFeedback(page);
      if (promotedAt > 0) break;
    }
    expect(sets).toBeGreaterThanOrEqual(2);
    expect(promotedAt).toBeGreaterThanOrEqual(8);
    // The next question is the new level's, with both hands to set on set-the-clock questions.
    const next = await shownQuestion(page, promotedAt + 1);
    expect(next.level).toBe(2);
    await page.getByText("Level 2 · O'Clock").first().waitFor();
    expect(errors).toEqual([]);
  });

  it('When a child keeps swapping the hands, then a remediation set with the helpers on follows, and a wrong answer offers the hint ladder', async () => {
    const { page, errors } = await newChild();
    let remediationAt = 0;
    let laddered = false;
    for (let number = 1; number <= 10 && remediationAt === 0; number++) {
      const question = await shownQuestion(page, number);
      if (question.type === 'set_time') {
        await setHourHand(page, question.metadata.targetTime.hour);
        await submit(page).click();
        await page.getByRole('dialog', { name: 'Excellent!' }).waitFor();
        await closeFeedback(page);
        continue;
      }
      const swapped = question.choices.find((c) => c.tag === 'hands_swapped');
      await choose(page, swapped?.label ?? question.correctLabel);
      await submit(page).click();
      if (!swapped) {
        await page.getByRole('dialog', { name: 'Excellent!' }).waitFor();
        await closeFeedback(page);
        continue;
      }
      const dialog = page.getByRole('dialog', { name: 'Good Try!' });
      await dialog.waitFor();
      // The hint ladder: the tip first, then the child's own answer turning into the right time.
      await dialog.getByText('The short hand shows the hour. Find it first!').waitFor();
      if (!laddered) {
        await dialog.getByRole('button', { name: 'Show me on the clock' }).click();
        await dialog.getByRole('figure').waitFor();
        await dialog.getByText(`The right time: ${question.correctLabel}`).waitFor();
        laddered = true;
      }
      if ((await dialog.getByText(/^Next: 3 practice clocks/).count()) > 0) remediationAt = number;
      await closeFeedback(page);
    }
    expect(laddered).toBe(true);
    expect(remediationAt).toBeGreaterThan(0);
    // Three remediation questions, each with the tip up front and every helper on the face.
    for (let k = 1; k <= 3 && remediationAt + k <= 10; k++) {
      const number = remediationAt + k;
      const question = await shownQuestion(page, number);
      expect(question.purpose).toBe('remediation');
      expect(question.focus).toBe('hands_swapped');
      expect(question.face).toEqual({ hourNumerals: true, minuteLabels: true, hourZones: true });
      const note = page.getByRole('note');
      await note.getByText("Let's practise this together!").waitFor();
      await expect(
        page.locator('.question-card .analog-clock__svg').getByText('05', { exact: true }).count(),
      ).resolves.toBeGreaterThan(0);
      if (question.type === 'set_time') {
        await setHourHand(page, question.metadata.targetTime.hour);
      } else {
        await choose(page, question.correctLabel);
      }
      await submit(page).click();
      await page.getByRole('dialog', { name: 'Excellent!' }).waitFor();
      await closeFeedback(page);
    }
    expect(errors).toEqual([]);
  });
});
