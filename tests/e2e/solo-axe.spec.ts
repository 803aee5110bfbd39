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
 * Issue 13 "Must show" (axe): no serious or critical violation on any solo screen, in every
 * state a child reaches by tapping: the Playground (tips, rotate notice, options, time passed);
 * the Student Game in free practice (first visit with its tips, a question of each type with an
 * option chosen, the settings dialog, both feedback dialogs, the results) and by level (the level
 * chip and placement offer, the placement check, level up, the hint ladder, the remediation set,
 * the level on the results); and /progress (nothing played yet, after a game, with tricky spots).
 * On a laptop and on a phone held upright; the app has one (light) theme. Views that pop in are
 * also checked as they appear: their text must be readable from the first frame.
 *
 * No test hook: the game saves its seed, settings and level game on the device after every step;
 * the shared `generateQuestions` (free practice) or the saved questions (by level) tell the test
 * the right answers.
 */
const VIEWPORTS = [
  ['1280x800', { width: 1280, height: 800 }],
  ['390x844', { width: 390, height: 844 }],
] as const;
type Viewport = (typeof VIEWPORTS)[number][1];
/** A folder for pictures of the results view, to look at the colours by eye (optional). */
const SCREENSHOTS = process.env.AXE_SCREENSHOTS;

/** One line per failing node: rule, CSS target, and what axe measured (colours, ratio...). */
function describeViolations(
  violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations'],
): string[] {
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((n) => {
        const data = [...n.any, ...n.all, ...n.none]
          .map((check) => check.data)
          .filter((d) => d !== null && d !== undefined);
        return `${v.id} [${v.impact}] ${n.target.join(' ')} ${JSON.stringify(data)}`;
      }),
    );
}

describe('axe on every solo screen in Chromium', () => {
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
   * A fresh device: each screen's tips tour shows on the first visit (`tipsSeen` marks the
   * Student Game's as seen). `freePractice` makes the Student Game play from its settings instead
   * of the child's level, so the questions can be rebuilt from the seed and settings it saves.
   */
  async function newPage(viewport: Viewport, { freePractice = false, tipsSeen = false } = {}) {
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    if (tipsSeen) {
      await context.addInitScript(() => {
        window.localStorage.setItem('student-game-tips', 'completed');
      });
    }
    if (freePractice) {
      await context.addInitScript(() => {
        if (!window.localStorage.getItem('studentGame_playMode')) {
          window.localStorage.setItem('studentGame_playMode', 'free');
        }
      });
    }
    const page = await context.newPage();
    return { page, errors: collectPageErrors(page) };
  }

  /**
   * Waits until nothing on the page is fading or moving in (axe reads colours through a fading
   * opacity, which would measure the animation, not the colours): no finite animation running,
   * every opacity framer-motion set inline back at 1 (its delayed items wait at 0 with no
   * animation running yet), and the opacities the same two frames apart.
   */
  async function settled(page: Page) {
    // page.evaluate awaits the frames (waitForFunction would take the promise itself as truthy).
    const still = () =>
      page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const elements = [...document.querySelectorAll<HTMLElement>('body *')];
            const opacities = () => elements.map((el) => getComputedStyle(el).opacity).join();
            const before = opacities();
            requestAnimationFrame(() =>
              requestAnimationFrame(() => {
                const running = document
                  .getAnimations()
                  .some(
                    (a) =>
                      a.playState === 'running' &&
                      a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
                  );
                const fadedInline = elements.some(
                  (el) => el.style.opacity !== '' && el.style.opacity !== '1',
                );
                resolve(!running && !fadedInline && opacities() === before);
              }),
            );
          }),
      );
    await expect.poll(still, { timeout: 15_000, interval: 100 }).toBe(true);
  }

  /**
   * Runs axe on the whole page and returns every serious or critical finding, labelled. By
   * default once the page has settled; `asItAppears` runs at once instead, for views whose
   * text must be readable from their first frame.
   */
  async function axe(page: Page, state: string, { asItAppears = false } = {}) {
    if (!asItAppears) await settled(page);
    const { violations } = await new AxeBuilder({ page }).analyze();
    return describeViolations(violations).map((line) => `${state}: ${line}`);
  }

  /** The running game's questions, rebuilt from the seed and settings it saved on the device. */
  async function questionsOf(page: Page): Promise<Question[]> {
    const saved = await page.evaluate(() => window.localStorage.getItem('guestProgress'));
    const record = JSON.parse(saved ?? 'null') as {
      payload: { gameState: { seed: number }; settings: unknown };
    };
    return generateQuestions(
      record.payload.gameState.seed,
      settingsFromUnknown(record.payload.settings),
    );
  }

  /** Opens the settings dialog and leaves exactly `type` on among the question types. */
  async function onlyQuestionType(page: Page, type: string, others: string[]) {
    await page.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Game Settings' });
    await dialog.waitFor();
    await dialog.getByRole('checkbox', { name: type }).check();
    for (const other of others) {
      const box = dialog.getByRole('checkbox', { name: other });
      if (await box.isChecked()) await box.uncheck();
    }
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  /**
   * Answers question `number` (1-based) right or wrong with real clicks and drags; returns the
   * axe findings of the question (with its answer chosen) and of the feedback dialog.
   */
  async function answer(page: Page, number: number, right: boolean, label: string) {
    await page.getByText(`Question ${number} of 10`).waitFor();
    const question = (await questionsOf(page))[number - 1];
    if (!question) throw new Error(`no question ${number}`);
    const found: string[] = [];
    if (question.type === 'set_time') {
      found.push(...(await axe(page, `${label} (set the clock)`)));
      const target = question.metadata.targetTime;
      const time = right ? target : { hour: (target.hour % 12) + 1, minute: target.minute };
      await setClockByDragging(page, '.question-card .analog-clock__svg', time);
    } else {
      // The buttons follow the options' order; their text may be words, not the label.
      const wrong = question.options.findIndex((o) => o !== question.correctLabel);
      const index = right ? question.options.indexOf(question.correctLabel) : wrong;
      const option = page.locator('.answer-grid .answer').nth(index);
      await option.click();
      expect(await option.getAttribute('aria-pressed')).toBe('true');
      found.push(...(await axe(page, `${label} (${question.type}, answer chosen)`)));
    }
    await page.getByRole('button', { name: 'Submit Answer' }).click();
    await page.getByRole('dialog', { name: right ? 'Excellent!' : 'Good Try!' }).waitFor();
    // It pops in: readable from its first frame, and once still.
    const tone = right ? 'correct' : 'incorrect';
    found.push(...(await axe(page, `${label} feedback ${tone} appearing`, { asItAppears: true })));
    found.push(...(await axe(page, `${label} feedback ${tone}`)));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    return { question, found };
  }

  /** Playing by level: the question on screen, from the level game saved on the device. */
  async function levelQuestion(page: Page, number: number): Promise<Question> {
    await page.getByText(new RegExp(`^Question ${number} of 10`)).waitFor();
    const saved = await page.evaluate(() => window.localStorage.getItem('guestProgress'));
    const record = JSON.parse(saved ?? 'null') as {
      payload: { levelGame: { questions: Question[] } };
    };
    const question = record.payload.levelGame.questions[number - 1];
    if (!question) throw new Error(`question ${number} not saved`);
    return question;
  }

  /** Sets the hour hand alone with the keyboard (PageUp = 1 hour), as a level 1 child does. */
  async function setHourHand(page: Page, hour: number) {
    const hand = page.locator('.question-card').getByRole('slider', { name: 'Hour hand' });
    await hand.focus();
    const start = (await hand.getAttribute('aria-valuetext'))?.includes('6') ? 6 : 12;
    for (let i = 0; i < (hour - start + 12) % 12; i++) await page.keyboard.press('PageUp');
  }

  /**
   * Playing by level: answers the question on screen right, or with the hands swapped where an
   * option swaps them (right otherwise; set-the-clock turns the hour hand); returns its feedback.
   */
  async function answerByLevel(page: Page, question: Question, how: 'right' | 'hands_swapped') {
    let right = true;
    if (question.type === 'set_time') {
      await setHourHand(page, question.metadata.targetTime.hour);
    } else {
      const swapped = question.choices.find((c) => c.tag === 'hands_swapped');
      const label = how === 'hands_swapped' && swapped ? swapped.label : question.correctLabel;
      right = label === question.correctLabel;
      await page.locator('.answer-grid .answer').nth(question.options.indexOf(label)).click();
    }
    await page.getByRole('button', { name: 'Submit Answer' }).click();
    const dialog = page.getByRole('dialog', { name: right ? 'Excellent!' : 'Good Try!' });
    await dialog.waitFor();
    return dialog;
  }

  for (const [size, viewport] of VIEWPORTS) {
    it(`When the Playground is used at ${size}, then axe finds nothing serious`, async () => {
      const found: string[] = [];
      const { page, errors } = await newPage(viewport);
      await page.goto(`${stack.url}/playground`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'Playground' }).waitFor();
      if (viewport.width < viewport.height) {
        // A phone held upright gets the rotate notice, then the clock once turned sideways.
        await page.getByRole('heading', { name: 'Turn your device sideways' }).waitFor();
        found.push(...(await axe(page, 'playground rotate notice')));
        await page.setViewportSize({ width: viewport.height, height: viewport.width });
      }
      await page.getByRole('dialog').waitFor();
      found.push(...(await axe(page, 'playground tips')));
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      found.push(...(await axe(page, 'playground')));

      await page.getByRole('switch', { name: 'Numbers 1 to 12' }).click();
      await page.getByRole('button', { name: 'Set Start Time' }).click();
      await page.getByRole('button', { name: 'Time Set' }).waitFor();
      await page.getByRole('slider', { name: 'Minute hand' }).focus();
      await page.keyboard.press('PageUp');
      await page.getByRole('region', { name: 'Time passed' }).getByText('later').waitFor();
      found.push(...(await axe(page, 'playground numbers face, time passed')));

      expect(found).toEqual([]);
      expect(errors).toEqual([]);
    });

    // The long walks run on the tablet only: their colours do not change with the width, and
    // the phone is walked through the remediation set, the hint ladder and /progress below.
    if (size === '1280x800') {
      it(`When a whole Student Game is played at ${size}, then axe finds nothing serious in any state, nor on /progress`, async () => {
        const found: string[] = [];
        const { page, errors } = await newPage(viewport, { freePractice: true });

        // Progress before anything was played (a guest).
        await page.goto(`${stack.url}/progress`, { waitUntil: 'networkidle' });
        await page.getByText('No progress data available').waitFor();
        found.push(...(await axe(page, 'progress, nothing played')));

        // First visit: the tips tour over the first question.
        await page.goto(`${stack.url}/student-game`, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { level: 1, name: 'Student Game' }).waitFor();
        const tips = page.getByRole('dialog');
        await tips.getByRole('heading', { name: 'Welcome!' }).waitFor();
        found.push(...(await axe(page, 'game tips')));
        await page.keyboard.press('Escape');
        await tips.waitFor({ state: 'detached' });
        found.push(...(await axe(page, 'game start (question 1, nothing chosen)')));

        // Question 1 as the game starts (pick the time), answered right.
        const first = await answer(page, 1, true, 'question 1');
        found.push(...first.found);

        // The settings dialog, then one question of each other type.
        await page.getByRole('button', { name: 'Settings' }).click();
        await page.getByRole('dialog', { name: 'Game Settings' }).waitFor();
        found.push(...(await axe(page, 'settings dialog')));
        await page.getByRole('button', { name: 'Done' }).click();
        await page.getByRole('dialog').waitFor({ state: 'detached' });

        const types = ['Pick the time', 'Time in words', 'Set the clock', 'How long?'];
        const seen = new Set([first.question.type]);
        for (const [i, type] of ['Time in words', 'Set the clock', 'How long?'].entries()) {
          await onlyQuestionType(
            page,
            type,
            types.filter((t) => t !== type),
          );
          // Wrong, then right, then wrong: both feedback dialogs for more than one type.
          const { question, found: more } = await answer(page, i + 2, i !== 0, `question ${i + 2}`);
          seen.add(question.type);
          found.push(...more);
        }
        expect([...seen].sort()).toEqual([
          'elapsed_time',
          'multiple_choice',
          'read_time',
          'set_time',
        ]);

        // The rest of the game, with two more wrong answers, then the results.
        await onlyQuestionType(page, 'Pick the time', types.slice(1));
        for (let number = 5; number <= 10; number++) {
          const { found: more } = await answer(
            page,
            number,
            number % 3 !== 0,
            `question ${number}`,
          );
          if (number === 5) found.push(...more);
        }
        await page.getByRole('heading', { name: 'Great job!' }).waitFor();
        // The results' entries come in one after another for about a second: their text must be
        // readable while they do (faded in, it read 1.0 to 3.4:1 to axe), and afterwards.
        found.push(...(await axe(page, 'results as they appear', { asItAppears: true })));
        expect(await page.locator('.results__item.is-wrong').count()).toBe(3);
        found.push(...(await axe(page, 'results')));
        if (SCREENSHOTS) {
          await page.screenshot({ path: `${SCREENSHOTS}/axe-results-${size}.png`, fullPage: true });
        }

        // Progress with the game's answers on the device.
        await page.getByRole('link', { name: 'See your progress' }).click();
        await page.getByRole('heading', { level: 1, name: 'Your Progress' }).waitFor();
        await page.getByRole('region', { name: 'Your Statistics' }).waitFor();
        found.push(...(await axe(page, 'progress after a game')));

        expect(found).toEqual([]);
        expect(errors).toEqual([]);
        // A whole game with axe at every state: 89-95 s beside another file on 2 cores.
      }, 300_000);

      it(`When a new child plays by level at ${size} and gets every clock right, then the level chip, placement offer, level up, results and progress pass axe`, async () => {
        const found: string[] = [];
        const { page, errors } = await newPage(viewport, { tipsSeen: true });
        await page.goto(`${stack.url}/student-game`, { waitUntil: 'networkidle' });
        await page.getByText('Level 1 · Little Hand Hero').first().waitFor();
        await page.getByRole('button', { name: 'Find my level' }).waitFor();
        found.push(...(await axe(page, 'by level: question 1, placement offer')));

        let levelUp = false;
        for (let number = 1; number <= 10; number++) {
          const question = await levelQuestion(page, number);
          const dialog = await answerByLevel(page, question, 'right');
          if (!levelUp && (await dialog.getByText(/^Level up!/).count()) > 0) {
            found.push(...(await axe(page, `by level: question ${number}, level up`)));
            levelUp = true;
          }
          await dialog.getByRole('button', { name: 'Continue' }).click();
          await dialog.waitFor({ state: 'detached' });
        }
        expect(levelUp).toBe(true);
        await page.getByRole('heading', { name: 'Great job!' }).waitFor();
        await page.getByText('You went up a level in this game!').waitFor();
        found.push(...(await axe(page, 'by level: results as they appear', { asItAppears: true })));
        found.push(...(await axe(page, 'by level: results')));

        await page.getByRole('link', { name: 'See your progress' }).click();
        await page.getByRole('heading', { level: 1, name: 'Your Progress' }).waitFor();
        await page.getByRole('region', { name: 'Your Statistics' }).waitFor();
        found.push(...(await axe(page, 'by level: progress')));

        expect(found).toEqual([]);
        expect(errors).toEqual([]);
      });
    }
    it(`When a new child plays by level at ${size} and keeps swapping the hands, then the hint, the hint ladder, the remediation set, the tricky spots on /progress and the placement check pass axe`, async () => {
      const found: string[] = [];
      const { page, errors } = await newPage(viewport, { tipsSeen: true });
      await page.goto(`${stack.url}/student-game`, { waitUntil: 'networkidle' });
      let laddered = false;
      let remediationAt = 0;
      for (let number = 1; number <= 10 && remediationAt === 0; number++) {
        const question = await levelQuestion(page, number);
        const dialog = await answerByLevel(page, question, 'hands_swapped');
        if ((await dialog.getByRole('button', { name: 'Show me on the clock' }).count()) > 0) {
          found.push(...(await axe(page, `by level: question ${number}, hint`)));
          if (!laddered) {
            await dialog.getByRole('button', { name: 'Show me on the clock' }).click();
            await dialog.getByRole('figure').waitFor();
            found.push(...(await axe(page, `by level: question ${number}, hint ladder`)));
            laddered = true;
          }
        }
        if ((await dialog.getByText(/^Next: 3 practice clocks/).count()) > 0) {
          found.push(...(await axe(page, `by level: question ${number}, remediation next`)));
          remediationAt = number;
        }
        await dialog.getByRole('button', { name: 'Continue' }).click();
        await dialog.waitFor({ state: 'detached' });
      }
      expect(laddered).toBe(true);
      expect(remediationAt).toBeGreaterThan(0);
      await levelQuestion(page, remediationAt + 1);
      await page.getByRole('note').getByText("Let's practise this together!").waitFor();
      found.push(...(await axe(page, 'by level: remediation question')));

      // Progress with the swapped hands among the tricky spots.
      await page.goto(`${stack.url}/progress`, { waitUntil: 'networkidle' });
      await page
        .getByRole('region', { name: 'Tricky spots' })
        .getByText('Sometimes the short and long hands get mixed up.')
        .waitFor();
      found.push(...(await axe(page, 'by level: progress with tricky spots')));

      // Another new child asks for the placement check.
      const other = await newPage(viewport, { tipsSeen: true });
      await other.page.goto(`${stack.url}/student-game`, { waitUntil: 'networkidle' });
      await other.page.getByRole('button', { name: 'Find my level' }).click();
      await other.page.getByText('Finding your level').first().waitFor();
      found.push(...(await axe(other.page, 'by level: placement check')));

      expect(found).toEqual([]);
      expect([...errors, ...other.errors]).toEqual([]);
    });
  }
});
