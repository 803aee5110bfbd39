import AxeBuilder from '@axe-core/playwright';
import { generateQuestions } from '@ttc/shared-protocol/game/generate-questions';
import type { Question } from '@ttc/shared-protocol/game/question';
import { settingsFromUnknown } from '@ttc/shared-protocol/game/settings-schema';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, launchBrowser } from '../support/browser';
import { setClockByDragging } from '../support/clock-drag';
import { type Stack, startStack } from '../support/start-stack';
import { contextsClosedAfterEachTest } from '../support/test-contexts';

/**
 * Issue 3 "Must show" for the Student Game, in Chromium with real pointer input.
 *
 * Deterministic without any test hook in the app: the game saves its guest progress (seed and
 * settings) on the device after every step, so the test reads them from localStorage and rebuilds
 * the same ten questions with the shared `generateQuestions`, which tells it the right answers.
 */
const TABLET = { width: 1180, height: 820 };
const PHONE_PORTRAIT = { width: 390, height: 844 };

const CORRECT_MESSAGES = [
  "Excellent work! You're getting great at telling time!",
  'Perfect! You read that clock correctly!',
  "Amazing! You're becoming a time-telling expert!",
  'Wonderful! You got it exactly right!',
  'Fantastic! Keep up the great work!',
];
// Set-the-clock questions praise the setting, not the reading.
const CORRECT_SET_MESSAGES = [
  'Excellent work! You set the clock just right!',
  'Perfect! Both hands are in the right place!',
  "Amazing! You're becoming a clock-setting expert!",
  "Wonderful! That's exactly the right time!",
  'Fantastic! Keep up the great work!',
];
const incorrectMessages = (time: string) => [
  `Good try! The correct time was ${time}`,
  `Almost there! The answer was ${time}. Keep practicing!`,
  `Nice effort! Remember the correct time was ${time}. Look at both hands carefully.`,
  `Good attempt! The correct answer was ${time}. This helps you learn!`,
  `Keep trying! The right time was ${time}. You're learning with each question!`,
];

describe('Student Game in Chromium', () => {
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

  /**
   * A fresh device showing /student-game; `tour: false` marks the tips as seen. These tests play
   * free practice (the spec's settings decide the questions); tests/e2e/learning.spec.ts plays by
   * level, the default.
   */
  async function open(viewport: { width: number; height: number }, { tour = false } = {}) {
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    await context.addInitScript(() => {
      if (!window.localStorage.getItem('studentGame_playMode')) {
        window.localStorage.setItem('studentGame_playMode', 'free');
      }
    });
    if (!tour) {
      await context.addInitScript(() => {
        if (!window.localStorage.getItem('student-game-tips')) {
          window.localStorage.setItem('student-game-tips', 'completed');
        }
      });
    }
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${stack.url}/student-game`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Student Game' }).waitFor();
    return { page, errors };
  }

  /** The running game's questions, rebuilt from the seed and settings it saved on the device. */
  async function questionsOf(page: Page): Promise<Question[]> {
    const saved = await page.evaluate(() => window.localStorage.getItem('guestProgress'));
    const record = JSON.parse(saved ?? 'null') as {
      page: string;
      payload: { gameState: { seed: number }; settings: unknown };
    };
    expect(record.page).toBe('student-game');
    return generateQuestions(
      record.payload.gameState.seed,
      settingsFromUnknown(record.payload.settings),
    );
  }

  const submit = (page: Page) => page.getByRole('button', { name: 'Submit Answer' });

  /** Picks an option by its text (digits for "pick the time"). */
  async function choose(page: Page, label: string) {
    const option = page
      .getByRole('group', { name: /clock/ })
      .getByRole('button', { name: label, exact: true });
    await option.click();
    expect(await option.getAttribute('aria-pressed')).toBe('true');
  }

  async function feedback(page: Page, title: 'Excellent!' | 'Good Try!') {
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.waitFor();
    // Let its pop-in animation settle (axe reads colours through the fading opacity).
    await page.waitForFunction(() => {
      const body = document.querySelector('.feedback__body');
      return body !== null && getComputedStyle(body).opacity === '1';
    });
    const message = (await dialog.locator('.feedback__message').textContent())?.trim() ?? '';
    return { dialog, message };
  }

  async function noSeriousViolations(page: Page, include?: string) {
    const builder = new AxeBuilder({ page });
    if (include) builder.include(include);
    const { violations } = await builder.analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  }

  it('When a whole game is played with right and wrong answers and set-the-clock drags, then each dialog says the right thing and the results add up', async () => {
    const { page, errors } = await open(TABLET);

    // Settings: add set-the-clock questions (applied at once to the unanswered questions).
    await page.getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Game Settings' });
    await settings.getByRole('checkbox', { name: 'Set the clock' }).check();
    await settings.getByRole('button', { name: 'Done' }).click();
    await settings.waitFor({ state: 'detached' });

    const questions = await questionsOf(page);
    expect(questions.filter((q) => q.type === 'set_time')).toHaveLength(2);
    await noSeriousViolations(page);

    // Questions 2, 5 and 9 are answered wrong unless they set the clock (always set right).
    const wrongAt = new Set([2, 5, 9].filter((n) => questions[n - 1]?.type !== 'set_time'));
    const rightCount = 10 - wrongAt.size;
    let score = 0;
    for (const [index, question] of questions.entries()) {
      const number = index + 1;
      await page.getByText(`Question ${number} of 10`).waitFor();
      expect(await submit(page).isDisabled()).toBe(true);
      let right = true;
      if (question.type === 'set_time') {
        expect(await page.getByRole('heading', { level: 2 }).first().textContent()).toBe(
          question.questionText,
        );
        await setClockByDragging(
          page,
          '.question-card .analog-clock__svg',
          question.metadata.targetTime,
        );
      } else {
        right = !wrongAt.has(number);
        const wrong = question.options.find((o) => o !== question.correctLabel) ?? '';
        await choose(page, right ? question.correctLabel : wrong);
      }
      expect(await submit(page).isEnabled()).toBe(true);
      await submit(page).click();

      if (right) {
        score += 100;
        const { message } = await feedback(page, 'Excellent!');
        expect(question.type === 'set_time' ? CORRECT_SET_MESSAGES : CORRECT_MESSAGES).toContain(
          message,
        );
      } else {
        const { message } = await feedback(page, 'Good Try!');
        const label = question.type === 'set_time' ? '' : question.correctLabel;
        expect(incorrectMessages(label)).toContain(message);
      }
      expect(await submit(page).isDisabled()).toBe(true);
      if (number === 1) {
        // A click outside and Escape leave it open; axe on the open dialog.
        await page.mouse.click(5, 5);
        await page.keyboard.press('Escape');
        expect(await page.getByRole('dialog').count()).toBe(1);
        await noSeriousViolations(page);
      }
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.getByText(`${score} points`).first().waitFor();
    }

    await page.getByRole('heading', { name: 'Great job!' }).waitFor();
    expect(score).toBe(rightCount * 100);
    expect(await page.locator('.results__score').textContent()).toBe(`${score} points`);
    await page.getByText(`${rightCount} of 10 right`).waitFor();
    expect(await page.locator('.results__item').count()).toBe(10);
    expect(await page.locator('.results__item.is-wrong').count()).toBe(wrongAt.size);
    expect(await page.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('10 / 10');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.results__card, .results__item')].every(
        (el) => getComputedStyle(el).opacity === '1',
      ),
    );
    await noSeriousViolations(page);

    // Every answer was recorded on the device with its misconception.
    const history = await page.evaluate(() =>
      JSON.parse(window.localStorage.getItem('studentGame_answerHistory') ?? '{}'),
    );
    expect(history.answers).toHaveLength(10);
    const wrongTags = history.answers
      .filter((a: { correct: boolean }) => !a.correct)
      .map((a: { tag: string }) => a.tag);
    expect(wrongTags).toHaveLength(wrongAt.size);
    expect(wrongTags.every((t: string | null) => typeof t === 'string')).toBe(true);

    // Play again reloads the page with a new game.
    const seedBefore = (await questionsOf(page)).map((q) => q.questionText).join('|');
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'Play again' }).click(),
    ]);
    await page.getByText('Question 1 of 10').waitFor();
    await page.getByText('0 points').waitFor();
    const seedAfter = (await questionsOf(page)).map((q) => q.questionText).join('|');
    expect(seedAfter).not.toBe(seedBefore);
    expect(errors).toEqual([]);
  });

  it('When settings are changed and the page reloaded, then they are kept', async () => {
    const { page, errors } = await open(TABLET);
    await page.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Game Settings' });
    await dialog.getByRole('radio', { name: '24-hour' }).check();
    await dialog.getByRole('radio', { name: 'Numbers 1 to 12' }).check();
    await dialog.getByRole('checkbox', { name: 'Time in words' }).check();
    await dialog.getByRole('combobox', { name: 'Time difficulty' }).selectOption('15');
    await dialog.getByRole('radio', { name: 'Fast' }).check();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByText('Settings Saved').waitFor();

    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Student Game' }).waitFor();
    await page.getByRole('button', { name: 'Settings' }).click();
    const again = page.getByRole('dialog', { name: 'Game Settings' });
    expect(await again.getByRole('radio', { name: '24-hour' }).isChecked()).toBe(true);
    expect(await again.getByRole('radio', { name: 'Numbers 1 to 12' }).isChecked()).toBe(true);
    expect(await again.getByRole('checkbox', { name: /Helper circles/ }).isDisabled()).toBe(true);
    expect(await again.getByRole('checkbox', { name: 'Time in words' }).isChecked()).toBe(true);
    expect(await again.getByRole('combobox', { name: 'Time difficulty' }).inputValue()).toBe('15');
    expect(await again.getByRole('radio', { name: 'Fast' }).isChecked()).toBe(true);
    await noSeriousViolations(page);
    await again.getByRole('button', { name: 'Close' }).click();

    // The new game follows them: 24-hour digits and quarter hours.
    const questions = await questionsOf(page);
    for (const q of questions) {
      expect(q.hourMode).toBe('24h');
      expect(q.correctAnswer.minute % 15).toBe(0);
    }
    expect(errors).toEqual([]);
  });

  it('When the game is opened on a phone held upright, then it fits and an answer works', async () => {
    const { page, errors } = await open(PHONE_PORTRAIT);
    const [first] = await questionsOf(page);
    if (!first || first.type === 'set_time') throw new Error('expected a choice question');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE_PORTRAIT.width);
    await choose(page, first.correctLabel);
    await submit(page).click();
    await feedback(page, 'Excellent!');
    await noSeriousViolations(page);
    expect(errors).toEqual([]);
  });

  it('When the game is first visited, then the tips tour shows its 8 steps and stays away after Complete', async () => {
    const { page, errors } = await open(TABLET, { tour: true });
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Welcome!' }).waitFor();
    for (let step = 2; step <= 8; step++) {
      await dialog.getByRole('button', { name: 'Next' }).click();
      await dialog.getByText(`Step ${step} of 8`).waitFor();
    }
    await dialog.getByRole('button', { name: 'Complete' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Submit Answer' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
