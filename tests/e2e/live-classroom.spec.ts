import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noSeriousViolations } from '../support/axe';
import { collectPageErrors, launchBrowser } from '../support/browser';
import { setClockByDragging } from '../support/clock-drag';
import { type Stack, startStack } from '../support/start-stack';
import { signInTeacherOnPages } from '../support/teacher-pages';
import { contextsClosedAfterEachTest } from '../support/test-contexts';

/**
 * Issue 6 "Must show", the teacher's side: a teacher signs in (link from the development outbox),
 * completes the profile, starts a 3-question session with one set-the-clock question on the
 * smartboard (1920x1080); a tablet that joins and closes its tab shows as disconnected on the
 * lobby and is removed; three tablets (1180x820) open the QR code's address and join, answer
 * (the set-the-clock question by dragging the hands), one tablet reloads mid-session and keeps
 * its seat and score, the leaderboard and the podium show the order the server ranked, and the
 * session appears in the teacher's past sessions. axe on the lobby, a question, the leaderboard
 * and the podium of the smartboard.
 */
const SMARTBOARD = { width: 1920, height: 1080 };
const TABLET = { width: 1180, height: 820 };
const QUESTIONS = 3;

type Tablet = { page: Page; errors: string[]; nickname: string };

/** The set-the-clock clock on a tablet's live play screen. */
const TABLET_CLOCK = '.live-set-clock .analog-clock__svg';

describe('Live classroom, the teacher on the smartboard', () => {
  let stack: Stack;
  let browser: Browser;
  const contexts = contextsClosedAfterEachTest();
  const tablets: Tablet[] = [];

  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    const code = await stack?.stop();
    expect(code).toBe(0);
  });

  /**
   * Text on the smartboard smaller than 24 px (issue 6: readable from the back of the room at
   * 1080p). SVG text is left out: it scales with the clock it belongs to.
   */
  async function textsUnder24px(page: Page, what: string): Promise<string[]> {
    const small = await page.evaluate(() => {
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim();
        const element = node.parentElement;
        if (!text || !element || element.closest('svg')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        // Not drawn, or drawn for screen readers only (a 1 px clip).
        const drawn = [...range.getClientRects()].some((r) => r.width > 1 && r.height > 1);
        if (!drawn || getComputedStyle(element).visibility === 'hidden') continue;
        const size = Number.parseFloat(getComputedStyle(element).fontSize);
        if (size < 24) found.push(`${size}px "${text.slice(0, 40)}"`);
      }
      return found;
    });
    return small.map((s) => `${what}: ${s}`);
  }

  async function signInAsTeacher(page: Page) {
    await signInTeacherOnPages(page, stack.url, 'Grace Hopper');
  }

  /** Each answer tile's background colour and shape, in option order. */
  async function tileLooks(page: Page, selector: string) {
    return page.locator(selector).evaluateAll((tiles) =>
      tiles.map((tile) => ({
        colour: getComputedStyle(tile).backgroundColor,
        shape: tile.querySelector('svg[data-shape]')?.getAttribute('data-shape') ?? null,
      })),
    );
  }

  /** The host leaderboard's names, top first. */
  async function leaderboardNames(page: Page): Promise<string[]> {
    const board = page.getByRole('region', { name: 'Leaderboard' });
    await board.waitFor();
    return board.locator('.leaderboard-row__name').allTextContents();
  }

  /** A tablet's own place, as it shows it after a question ("... · You are number 2!"). */
  async function shownRank(tablet: Tablet): Promise<number> {
    const score = tablet.page.locator('.live-result__score', { hasText: /You are number \d+!/ });
    await score.waitFor();
    const text = await score.textContent();
    return Number(text?.match(/You are number (\d+)!/)?.[1]);
  }

  async function tablet(): Promise<Tablet> {
    const context = await browser.newContext({ viewport: TABLET, hasTouch: true });
    contexts.push(context);
    const page = await context.newPage();
    return { page, errors: collectPageErrors(page), nickname: '' };
  }

  it('When a teacher hosts a 3-question session for three students, then the smartboard runs it from the lobby to the podium and the session is kept', async () => {
    const context = await browser.newContext({ viewport: SMARTBOARD });
    contexts.push(context);
    await context.addInitScript(() => window.localStorage.setItem('playground-tips', 'completed'));
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signInAsTeacher(page);

    // The dashboard: no sessions yet; start 3 questions, pick the time and set the clock.
    await page.goto(`${stack.url}/teacher`);
    await page.getByRole('heading', { level: 1, name: 'Teacher Dashboard' }).waitFor();
    await page
      .getByText('No sessions yet. Your finished live sessions will appear here.')
      .waitFor();
    await page.getByLabel('Number of questions').selectOption('3');
    await page.getByRole('checkbox', { name: 'Set the clock' }).check();
    await page.getByRole('button', { name: 'Start a live session' }).click();

    // The lobby on the smartboard: the room's code is in the address (a reload comes back here).
    await page.waitForURL(/\/host\/\d{6}$/);
    const code = new URL(page.url()).pathname.split('/').pop() ?? '';
    await page.getByText(`${code.slice(0, 3)} ${code.slice(3)}`, { exact: true }).waitFor();
    const joinUrl = `${stack.url}/join?code=${code}`;
    await page.getByRole('img', { name: `QR code to join: ${joinUrl}` }).waitFor();
    await page.getByText(`Or go to ${new URL(stack.url).host}/join and type the code`).waitFor();
    await noSeriousViolations(page, 'lobby');
    const smallText = await textsUnder24px(page, 'lobby');

    // A first tablet joins and its tab is closed: the smartboard marks that child
    // disconnected, and the teacher removes the empty seat.
    const gone = await tablet();
    await gone.page.goto(joinUrl, { waitUntil: 'networkidle' });
    await gone.page.getByRole('button', { name: 'Go!' }).click();
    await gone.page.getByRole('button', { name: /Cat/ }).click();
    await gone.page.getByRole('button', { name: 'Next' }).click();
    const goneName = gone.page.locator('.name-choice').first();
    gone.nickname = (await goneName.textContent())?.trim() ?? '';
    await goneName.click();
    await gone.page.getByRole('heading', { name: 'Waiting for next question...' }).waitFor();
    const goneCard = page.locator('.player-chip', { hasText: gone.nickname });
    await goneCard.waitFor();
    expect(await goneCard.getByText('Disconnected').count()).toBe(0);
    expect(gone.errors).toEqual([]);
    await gone.page.close();
    await goneCard.getByText('Disconnected').waitFor();
    await page.getByRole('button', { name: `Remove ${gone.nickname}` }).click();
    await goneCard.waitFor({ state: 'detached' });
    await page.getByText('Waiting for children to join...').waitFor();

    // Three tablets open the QR code's address and join.
    for (const character of ['Panda', 'Fox', 'Owl']) {
      const t = await tablet();
      tablets.push(t);
      await t.page.goto(joinUrl, { waitUntil: 'networkidle' });
      await t.page.getByRole('heading', { level: 1, name: 'Join a Class' }).waitFor();
      expect(await t.page.getByLabel('Class code').inputValue()).toBe(code);
      await t.page.getByRole('button', { name: 'Go!' }).click();
      await t.page.getByRole('button', { name: new RegExp(character) }).click();
      await t.page.getByRole('button', { name: 'Next' }).click();
      const name = t.page.locator('.name-choice').first();
      t.nickname = (await name.textContent())?.trim() ?? '';
      await name.click();
      await t.page.getByRole('heading', { name: 'Waiting for next question...' }).waitFor();
      await page.getByText(t.nickname, { exact: true }).waitFor();
    }
    await page.getByText('3 children have joined').waitFor();
    // The teacher reloads the smartboard: it comes back to the same room with everyone in it.
    await page.reload();
    await page.getByText('3 children have joined').waitFor();
    for (const t of tablets) await page.getByText(t.nickname, { exact: true }).waitFor();
    const [ann, ben, cat] = tablets as [Tablet, Tablet, Tablet];
    await page.getByRole('button', { name: 'Start', exact: true }).click();

    const scores = new Map<Tablet, number>(tablets.map((t) => [t, 0]));
    let setClockQuestions = 0;
    for (let index = 0; index < QUESTIONS; index++) {
      await page.getByText(`Question ${index + 1} of ${QUESTIONS}`).waitFor();
      await page.getByText(`0 of ${QUESTIONS} answered`).waitFor();
      for (const t of tablets)
        await t.page.getByText(`Question ${index + 1} of ${QUESTIONS}`).waitFor();
      if (index === 0) {
        await noSeriousViolations(page, 'question');
        smallText.push(...(await textsUnder24px(page, 'question')));
      }
      const prompt = (await page.locator('.question-board__prompt').textContent()) ?? '';
      const options = (await page.locator('.host-option').allTextContents()).map(
        (o) => o.match(/\d{1,2}:\d{2}/)?.[0] ?? '',
      );
      const setClock = options.length === 0;

      if (index === 1) {
        // Ben's tablet reloads mid-question: same seat, same score, back on the question.
        const before = await ben.page.locator('.player-badge__score').textContent();
        await ben.page.reload({ waitUntil: 'networkidle' });
        await ben.page.getByText(`Question 2 of ${QUESTIONS}`).waitFor();
        expect(await ben.page.locator('.player-badge__name').textContent()).toBe(ben.nickname);
        expect(await ben.page.locator('.player-badge__score').textContent()).toBe(before);
        await page.getByText('is disconnected').waitFor({ state: 'detached' });
      }

      const answered = new Set<Tablet>();
      if (setClock) {
        setClockQuestions += 1;
        // Ann drags the hands to the time asked; Ben sends the hands where they started; Cat
        // does not answer, and the teacher closes the question early.
        const [h, m] = (prompt.match(/(\d{1,2}):(\d{2})/)?.slice(1) ?? []).map(Number);
        await ann.page.getByRole('heading', { name: /Set the clock to/ }).waitFor();
        await setClockByDragging(ann.page, TABLET_CLOCK, { hour: h ?? 12, minute: m ?? 0 });
        await ann.page.getByRole('button', { name: 'Submit Answer' }).click();
        await ben.page.getByRole('button', { name: 'Submit Answer' }).click();
        answered.add(ann).add(ben);
        await page.getByText(`2 of ${QUESTIONS} answered`).waitFor();
        await page.getByRole('button', { name: 'Close now' }).click();
      } else {
        // One tile language: option i has the same colour and shape on the board and a tablet.
        const boardTiles = await tileLooks(page, '.host-option');
        expect(boardTiles.map((t) => t.shape)).toEqual(['triangle', 'diamond', 'circle', 'square']);
        expect(new Set(boardTiles.map((t) => t.colour)).size).toBe(4);
        expect(await tileLooks(ann.page, '.live-answer')).toEqual(boardTiles);
        // Each child taps a different option.
        for (const [i, t] of [ann, ben, cat].entries()) {
          await t.page.getByRole('button', { name: options[i] ?? '', exact: true }).click();
          answered.add(t);
        }
      }

      // The reveal: each tablet's feedback and score follow the answer on the board.
      const answerText = (await page.getByText(/^The answer: /).textContent()) ?? '';
      const answer = answerText.replace('The answer: ', '');
      for (const [i, t] of [ann, ben, cat].entries()) {
        if (!answered.has(t)) continue;
        const right = setClock ? t === ann : options[i] === answer;
        if (setClock && t === ben) {
          // Where the hands started is not the target: Ben's feedback tells.
          await t.page.getByRole('heading', { name: /^(Excellent!|Good Try!)$/ }).waitFor();
          const good = await t.page.getByRole('heading', { name: 'Excellent!' }).count();
          if (good > 0) scores.set(t, (scores.get(t) ?? 0) + 100);
          continue;
        }
        await t.page.getByRole('heading', { name: right ? 'Excellent!' : 'Good Try!' }).waitFor();
        if (right) scores.set(t, (scores.get(t) ?? 0) + 100);
      }
      for (const t of tablets) {
        await t.page.getByText(`You have ${scores.get(t)} points`).waitFor();
      }
      // The results step, then the scoreboard as a step of its own.
      if (index === 0) {
        await noSeriousViolations(page, 'results');
        smallText.push(...(await textsUnder24px(page, 'results')));
      }
      await page.getByRole('button', { name: 'Show the scoreboard' }).click();
      // The leaderboard lists the children in the order each tablet was told.
      const ranks = new Map<Tablet, number>();
      for (const t of tablets) ranks.set(t, await shownRank(t));
      const expected = [...tablets]
        .sort((a, b) => (ranks.get(a) ?? 0) - (ranks.get(b) ?? 0))
        .map((t) => t.nickname);
      await expect.poll(() => leaderboardNames(page), { timeout: 10_000 }).toEqual(expected);
      for (const t of tablets) {
        const row = page.locator('.leaderboard-row', { hasText: t.nickname });
        await row.getByText(`${scores.get(t)} points`, { exact: true }).waitFor();
      }
      if (index === 0) {
        await noSeriousViolations(page, 'leaderboard');
        smallText.push(...(await textsUnder24px(page, 'leaderboard')));
      }
      await page
        .getByRole('button', { name: index + 1 < QUESTIONS ? 'Next' : 'Show the podium' })
        .click();
    }
    expect(setClockQuestions).toBe(1);

    // The podium runs the server's timeline to Play again; each tablet knows its place.
    await page.getByRole('heading', { name: 'The winners!' }).waitFor();
    await page.getByRole('button', { name: 'See the numbers' }).waitFor({ timeout: 20_000 });
    const places = new Map<Tablet, number>();
    for (const t of tablets) {
      const mine = t.page.locator('.live-podium__me', { hasText: /You finished number \d+!/ });
      const text = (await mine.textContent())?.match(/You finished number (\d+)!/)?.[1];
      places.set(t, Number(text));
    }
    const ranked = [...tablets].sort((a, b) => (places.get(a) ?? 0) - (places.get(b) ?? 0));
    expect(ranked.map((t) => places.get(t))).toEqual([1, 2, 3]);
    for (const [i, t] of ranked.entries()) {
      expect(await page.locator(`.podium-stand--${i + 1} .podium-winner__name`).textContent()).toBe(
        t.nickname,
      );
    }
    // The final order is the score order.
    const finalScores = ranked.map((t) => scores.get(t) ?? 0);
    expect(finalScores).toEqual([...finalScores].sort((a, b) => b - a));
    await noSeriousViolations(page, 'podium');
    smallText.push(...(await textsUnder24px(page, 'podium')));
    // The numbers are the podium's next step, with Play again.
    await page.getByRole('button', { name: 'See the numbers' }).click();
    await page.getByRole('button', { name: 'Play again' }).waitFor();
    const stats = page.getByRole('region', { name: 'Game statistics' });
    expect(
      await stats.getByText('Students').locator('xpath=following-sibling::dd').textContent(),
    ).toBe('3');
    await noSeriousViolations(page, 'stats');
    smallText.push(...(await textsUnder24px(page, 'stats')));
    expect(smallText).toEqual([]);

    // The finished session reaches the teacher's past sessions (the hand-off is asynchronous).
    const past = page.getByRole('region', { name: 'Past sessions' });
    for (let attempt = 0; ; attempt++) {
      await page.goto(`${stack.url}/teacher`);
      await past.waitFor();
      if ((await past.getByText(code, { exact: true }).count()) > 0) break;
      if (attempt >= 20) throw new Error('the session never appeared in Past sessions');
      await page.waitForTimeout(500);
    }
    const item = past.getByRole('listitem').filter({ hasText: code });
    expect(
      await item.getByText('Players').locator('xpath=following-sibling::dd').textContent(),
    ).toBe('3');
    await item.getByRole('button', { name: /See the results/ }).click();
    const detail = page.getByRole('region', { name: 'Session results' });
    const rows = detail.getByRole('row');
    await rows.nth(3).waitFor();
    const names = await detail.locator('tbody tr td:nth-child(2)').allTextContents();
    expect(names.map((n) => n.replace(/^\S+\s/, ''))).toEqual(ranked.map((t) => t.nickname));
    expect(errors).toEqual([]);
    for (const t of tablets) expect(t.errors).toEqual([]);
  });
});
