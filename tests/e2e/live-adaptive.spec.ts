import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noSeriousViolations } from '../support/axe';
import { collectPageErrors, launchBrowser } from '../support/browser';
import { type Stack, startStack } from '../support/start-stack';
import { signInTeacherOnPages } from '../support/teacher-pages';
import { contextsClosedAfterEachTest } from '../support/test-contexts';

/**
 * Issue 15 "Must show", each child at their own level: a teacher starts an adaptive session from
 * the dashboard (the start panel's "Each child at their own level") on the smartboard; two
 * tablets join at different levels: Ada's device knows nothing of her, so she picks level 2 on
 * the level step; Ben's device holds his progress (three right placement answers: level 6), so
 * he is asked nothing. Each tablet gets its own level's question, with its own clock to read,
 * different from the other's; they answer, a right answer is worth 100 points at either level,
 * and the podium ranks by those normalised points (Ada, at the lower level, wins with more right
 * answers). The board keeps the class question. axe on the level step and an own question.
 */

const SMARTBOARD = { width: 1920, height: 1080 };
const TABLET = { width: 1280, height: 800 };
const QUESTIONS = 2;

type Clock = { hour: number; minute: number };
/** A seat's own question as its `room:you` view carries it (what the tablet shows). */
type OwnQuestion = {
  index: number;
  type: string;
  options: string[] | null;
  clock?: Clock;
  level?: number;
};
type Tablet = { page: Page; errors: string[]; own: Map<number, OwnQuestion>; level?: number };

/** The device's answer history with three right placement answers (the learner model: level 6). */
function placedAtLevelSix(): string {
  const answers = [0, 30, 15].map((minute, i) => {
    const expected = `3:${String(minute).padStart(2, '0')}`;
    return {
      questionId: i + 1,
      type: 'multiple_choice',
      difficulty: '15',
      answer: { kind: 'choice', label: expected },
      expected,
      correct: true,
      tag: null,
      matches: [],
      answeredAt: Date.now() - 86_400_000 + i * 1000,
      responseMs: 2000,
      skill: minute === 0 ? 'oclock' : minute === 30 ? 'half' : 'quarter',
      level: 1,
      purpose: 'placement',
    };
  });
  return JSON.stringify({ version: 1, answers });
}

/** The option label of a clock time as the game writes it ("3:05"). */
const labelOf = (time: Clock) => `${time.hour}:${String(time.minute).padStart(2, '0')}`;

describe('Live classroom, each child at their own level', () => {
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

  async function signInAsTeacher(page: Page) {
    await signInTeacherOnPages(page, stack.url, 'Maria Montessori');
  }

  /** A tablet whose own questions are read from its seat's views as the server sends them. */
  async function tablet(history?: string): Promise<Tablet> {
    const context = await browser.newContext({ viewport: TABLET, hasTouch: true });
    contexts.push(context);
    if (history) {
      await context.addInitScript((value) => {
        window.localStorage.setItem('studentGame_answerHistory', value);
      }, history);
    }
    const page = await context.newPage();
    const t: Tablet = { page, errors: collectPageErrors(page), own: new Map() };
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        const text = typeof payload === 'string' ? payload : payload.toString();
        const at = text.indexOf('[');
        if (!text.startsWith('42') || at < 0) return;
        const [event, view] = JSON.parse(text.slice(at)) as [
          string,
          { level?: number; question?: OwnQuestion | null },
        ];
        if (event !== 'room:you') return;
        if (view.level !== undefined) t.level = view.level;
        if (view.question) t.own.set(view.question.index, view.question);
      });
    });
    return t;
  }

  async function join(t: Tablet, joinUrl: string, character: RegExp) {
    await t.page.goto(joinUrl, { waitUntil: 'networkidle' });
    await t.page.getByRole('button', { name: 'Go!' }).click();
    await t.page.getByRole('button', { name: character }).click();
    await t.page.getByRole('button', { name: 'Next' }).click();
  }

  it('When a teacher starts an adaptive session, then two tablets at levels 2 and 6 get different questions of their own levels, and the podium ranks by points worth the same at every level', async () => {
    const context = await browser.newContext({ viewport: SMARTBOARD });
    contexts.push(context);
    await context.addInitScript(() => window.localStorage.setItem('playground-tips', 'completed'));
    const board = await context.newPage();
    const boardErrors = collectPageErrors(board);
    await signInAsTeacher(board);

    // The start panel: 2 questions, "Each child at their own level".
    await board.goto(`${stack.url}/teacher`);
    await board.getByRole('heading', { level: 1, name: 'Teacher Dashboard' }).waitFor();
    await board.getByLabel('Number of questions').selectOption(String(QUESTIONS));
    const adaptive = board.getByRole('checkbox', { name: 'Each child at their own level' });
    expect(await adaptive.isChecked()).toBe(false);
    await adaptive.check();
    await board.getByRole('button', { name: 'Start a live session' }).click();
    await board.waitForURL(/\/host\/\d{6}$/);
    await board.getByTestId('host-step-lobby').waitFor();
    const code = new URL(board.url()).pathname.split('/').pop() ?? '';
    const joinUrl = `${stack.url}/join?code=${code}`;

    // Ada's device knows nothing of her: she picks level 2 (pictures and big numbers).
    const ada = await tablet();
    await join(ada, joinUrl, /Panda/);
    const levelStep = ada.page.getByTestId('tablet-step-level');
    await levelStep.waitFor();
    await noSeriousViolations(ada.page, 'level step');
    await levelStep.getByRole('button', { name: 'Level 2' }).click();
    await levelStep.getByTestId('tablet-primary').click();
    await ada.page.locator('.name-choice').first().click();
    await ada.page.getByRole('heading', { name: 'Waiting for next question...' }).waitFor();

    // Ben's device holds his progress: no level is asked, he plays at his learner model's level.
    const ben = await tablet(placedAtLevelSix());
    await join(ben, joinUrl, /Fox/);
    await ben.page.locator('.name-choice').first().click();
    await ben.page.getByRole('heading', { name: 'Waiting for next question...' }).waitFor();
    expect(await ben.page.getByTestId('tablet-step-level').count()).toBe(0);

    await board.getByText('2 children have joined').waitFor();
    await board.getByTestId('host-step-lobby').getByTestId('host-primary').click();

    const scores = new Map<Tablet, number>([
      [ada, 0],
      [ben, 0],
    ]);
    for (let index = 0; index < QUESTIONS; index++) {
      await board.getByTestId('host-step-question').waitFor();
      await board.getByText(`Question ${index + 1} of ${QUESTIONS}`).waitFor();
      const boardOptions = await board.locator('.host-option').allTextContents();
      for (const t of [ada, ben]) {
        await t.page.getByText(`Question ${index + 1} of ${QUESTIONS}`).waitFor();
        await expect.poll(() => t.own.has(index)).toBe(true);
      }
      const mine = ada.own.get(index) as OwnQuestion;
      const his = ben.own.get(index) as OwnQuestion;
      expect([ada.level, ben.level]).toEqual([2, 6]);
      expect([mine.level, his.level]).toEqual([2, 6]);
      // Different questions at different levels: level 2 reads o'clock times only.
      expect(mine.clock?.minute).toBe(0);
      expect(mine.options).not.toEqual(his.options);
      // Each tablet shows its own clock and its own options, not the board's.
      for (const [t, q] of [
        [ada, mine],
        [ben, his],
      ] as const) {
        await t.page.getByTestId('tablet-own-clock').waitFor();
        const shown = await t.page.locator('.live-answer').allTextContents();
        for (const option of q.options ?? []) {
          expect(shown.some((s) => s.includes(option))).toBe(true);
        }
      }
      if (index === 0) await noSeriousViolations(ada.page, 'own question');
      expect(boardOptions.join('|')).not.toBe((mine.options ?? []).join('|'));

      // Both answer their own question right on the first; on the second Ben picks a wrong one.
      for (const [t, q] of [
        [ada, mine],
        [ben, his],
      ] as const) {
        const right = labelOf(q.clock as Clock);
        const wrongOne = (q.options ?? []).find((o) => o !== right) ?? '';
        const pick = t === ben && index === 1 ? wrongOne : right;
        await t.page.getByRole('button', { name: pick, exact: true }).click();
        if (pick === right) scores.set(t, (scores.get(t) ?? 0) + 100);
      }
      await board.getByTestId('host-step-results').waitFor();
      await ada.page.getByRole('heading', { name: 'Excellent!' }).waitFor();
      await ben.page
        .getByRole('heading', { name: index === 1 ? 'Good Try!' : 'Excellent!' })
        .waitFor();
      for (const t of [ada, ben]) {
        const points = scores.get(t) ?? 0;
        await t.page.getByText(`You have ${points} point${points === 1 ? '' : 's'}`).waitFor();
      }
      // After the first question both have 100: a right answer is worth the same at level 2
      // and at level 6.
      if (index === 0) expect([scores.get(ada), scores.get(ben)]).toEqual([100, 100]);

      // On to the next question (or the podium) through the board's steps (results, scoreboard).
      for (;;) {
        const step = await board
          .locator('[data-testid^="host-step-"]')
          .first()
          .getAttribute('data-testid');
        if (!step || step === 'host-step-question' || step === 'host-step-podium') break;
        await board.getByTestId('host-primary').click();
        await board.getByTestId(step).waitFor({ state: 'detached' });
      }
    }

    // The podium: Ada (level 2, two right) first with 200, Ben (level 6, one right) second.
    await board.getByTestId('host-step-podium').waitFor();
    await ada.page.getByText('You finished number 1!').waitFor({ timeout: 20_000 });
    await ben.page.getByText('You finished number 2!').waitFor({ timeout: 20_000 });
    expect(await ada.page.locator('.player-badge__score').textContent()).toBe('200 points');
    expect(await ben.page.locator('.player-badge__score').textContent()).toBe('100 points');
    const podium = board.getByTestId('host-step-podium');
    await podium.getByText('200 points').first().waitFor({ timeout: 20_000 });
    await podium.getByText('100 points').first().waitFor({ timeout: 20_000 });

    expect(boardErrors).toEqual([]);
    expect(ada.errors).toEqual([]);
    expect(ben.errors).toEqual([]);
  });
});
