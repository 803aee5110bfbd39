import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { parse } from 'csv-parse/sync';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, launchBrowser } from '../support/browser';
import { freshEmail } from '../support/sign-in';
import { type Stack, startStack } from '../support/start-stack';
import { contextsClosedAfterEachTest } from '../support/test-contexts';

/**
 * Issue 14 "Must show", in the browser against the one-process server: a teacher creates a
 * school and a class of three children, runs a 2-question live session for the class (each tablet
 * scans the code and taps its own character), opens the class analytics and sees the heat-map
 * cells the answers make, exports the class CSV (parsed and checked against what the children
 * answered) and a child's PDF report (its text extracted and checked), assigns a Student Game
 * that a child plays from its link, and sees it in the analytics; the admin invites a second
 * teacher, who joins by the email's link and runs a session, and the admin sees both teachers'
 * sessions.
 */
const DESKTOP = { width: 1366, height: 768 };
const SMARTBOARD = { width: 1920, height: 1080 };
const TABLET = { width: 1280, height: 800 };
const QUESTIONS = 2;
const SCHOOL = 'Maple Street School';
const CLASS = 'Room 4 Bluebirds';
const CHILDREN = [
  { nickname: 'Mia', character: 'Fox' },
  { nickname: 'Leo', character: 'Owl' },
  { nickname: 'Ava', character: 'Panda' },
] as const;
const ASSIGNMENT_QUESTIONS = 5;

type OutboxMail = { to: string; subject?: string; text: string };
type Tablet = { page: Page; errors: string[]; nickname: string };
/** What one child answered in the live session, as the smartboard revealed it. */
type Answered = { nickname: string; question: number; given: string; right: boolean };

describe('Teacher and admin tools', () => {
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

  async function newPage(viewport: { width: number; height: number }, touch = false) {
    const context = await browser.newContext({ viewport, hasTouch: touch, acceptDownloads: true });
    contexts.push(context);
    await context.addInitScript(() => window.localStorage.setItem('playground-tips', 'completed'));
    const page = await context.newPage();
    return { page, errors: collectPageErrors(page) };
  }

  async function noSeriousViolations(page: Page, what: string) {
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map((v) => `${what}: ${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
    ).toEqual([]);
  }

  async function outbox(email: string): Promise<OutboxMail[]> {
    const res = await fetch(`${stack.url}/api/dev/outbox?to=${encodeURIComponent(email)}`);
    return (await res.json()) as OutboxMail[];
  }

  /** The first link of the newest mail to `email` whose address matches `pattern`. */
  async function linkInMail(email: string, pattern: RegExp): Promise<string> {
    for (let attempt = 0; attempt < 50; attempt++) {
      for (const mail of await outbox(email)) {
        const link = mail.text.match(pattern)?.[0];
        if (link) return link;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no link matching ${pattern} in the mail to ${email}`);
  }

  /** Signs in by the email's magic link and completes the profile as a teacher. */
  async function signInAsTeacher(page: Page, email: string, fullName: string) {
    await page.goto(`${stack.url}/auth/login`, { waitUntil: 'networkidle' });
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Magic Link' }).click();
    await page.getByRole('heading', { level: 2, name: 'Check your email' }).waitFor();
    const link = await linkInMail(email, /https?:\/\/\S+\/auth\/verify\?\S+/);
    await page.goto(link);
    await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${stack.url}/complete-profile`);
    await completeProfile(page, fullName);
    await page.waitForURL(`${stack.url}/playground`);
  }

  async function completeProfile(page: Page, fullName: string) {
    await page.getByLabel('Full Name').fill(fullName);
    await page.getByLabel('I am a...').selectOption({ label: 'Teacher' });
    await page.getByRole('button', { name: 'Get Started' }).click();
  }

  /** The signed-in user's access token, as the app keeps it (for reading the API directly). */
  async function accessToken(page: Page): Promise<string> {
    const token = await page.evaluate(() => {
      for (let i = 0; i < window.localStorage.length; i++) {
        const key = window.localStorage.key(i) ?? '';
        if (!key.endsWith('-auth-token')) continue;
        const value = JSON.parse(window.localStorage.getItem(key) ?? 'null') as {
          access_token?: string;
        } | null;
        if (value?.access_token) return value.access_token;
      }
      return null;
    });
    if (!token) throw new Error('no access token in the page');
    return token;
  }

  async function download(page: Page, click: () => Promise<void>): Promise<Buffer> {
    const [file] = await Promise.all([page.waitForEvent('download'), click()]);
    return readFile(await (file as Download).path());
  }

  async function pdfText(bytes: Buffer): Promise<string> {
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    // pdfjs in Node reads its standard fonts from a directory path.
    const fonts = `${path.dirname(fileURLToPath(import.meta.resolve('pdfjs-dist/package.json')))}/standard_fonts/`;
    const document = await pdfjs.getDocument({
      data: new Uint8Array(bytes),
      useSystemFonts: false,
      standardFontDataUrl: fonts,
    }).promise;
    const texts: string[] = [];
    for (let n = 1; n <= document.numPages; n++) {
      const content = await (await document.getPage(n)).getTextContent();
      texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    return texts.join('\n');
  }

  it('When a teacher runs a class through a live session and an assignment, then the analytics, the CSV and the PDF show what each child did, and the school admin sees every teacher of the school', async () => {
    const ada = await newPage(DESKTOP);
    const adaEmail = freshEmail('ada');
    await signInAsTeacher(ada.page, adaEmail, 'Ada Lovelace');

    // The school: Ada creates it and becomes its admin.
    await ada.page.goto(`${stack.url}/teacher/school`);
    await ada.page.getByLabel('School name').fill(SCHOOL);
    await ada.page.getByRole('button', { name: 'Create the school' }).click();
    await ada.page.getByText(`You are the admin of ${SCHOOL}.`).waitFor();

    // The class and its roster.
    await ada.page.goto(`${stack.url}/teacher/classes`);
    await ada.page.getByText('No classes yet', { exact: true }).waitFor();
    await noSeriousViolations(ada.page, 'classes');
    await ada.page.getByLabel('Class name').fill(CLASS);
    await ada.page.getByLabel('Grade', { exact: true }).selectOption({ label: 'Grade 1' });
    await ada.page.getByRole('button', { name: 'Create the class' }).click();
    // The new class opens.
    await ada.page.waitForURL(/\/teacher\/classes\/[0-9a-f-]{36}$/);
    await ada.page.getByRole('heading', { level: 1, name: CLASS }).waitFor();
    const classUrl = ada.page.url();
    const classId = classUrl.split('/').pop() ?? '';
    for (const child of CHILDREN) {
      await ada.page.getByLabel('Nickname').fill(child.nickname);
      // The radio itself is drawn as its tile: a tap on the tile picks it.
      await ada.page
        .locator('.character-choice__tile', {
          has: ada.page.getByText(child.character, { exact: true }),
        })
        .click();
      expect(await ada.page.getByRole('radio', { name: child.character }).isChecked()).toBe(true);
      await ada.page.getByRole('button', { name: 'Add the child' }).click();
      await ada.page.getByText(`${child.nickname} is in the class.`).waitFor();
    }
    await noSeriousViolations(ada.page, 'class');

    // A live session for the class, 2 questions, started from the dashboard on the smartboard.
    // The smartboard is another window of the teacher's browser.
    const board = { page: await ada.page.context().newPage() };
    await board.page.setViewportSize(SMARTBOARD);
    const boardErrors = collectPageErrors(board.page);
    await board.page.goto(`${stack.url}/teacher`);
    await board.page.getByLabel('Number of questions').selectOption(String(QUESTIONS));
    await board.page.getByLabel('Class', { exact: true }).selectOption({ label: CLASS });
    await board.page.getByRole('button', { name: 'Start a live session' }).click();
    await board.page.waitForURL(/\/host\/\d{6}$/);
    const code = new URL(board.page.url()).pathname.split('/').pop() ?? '';
    await board.page.getByText(`${code.slice(0, 3)} ${code.slice(3)}`, { exact: true }).waitFor();
    const joinUrl = `${stack.url}/join?code=${code}`;

    const tablets: Tablet[] = [];
    for (const child of CHILDREN) {
      const { page, errors } = await newPage(TABLET, true);
      const tablet = { page, errors, nickname: child.nickname };
      tablets.push(tablet);
      await page.goto(joinUrl, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Go!' }).click();
      // A pre-reader taps their own character: no name to type or pick.
      await page.getByRole('heading', { name: 'Tap your picture' }).waitFor();
      if (tablets.length === 1) await noSeriousViolations(page, 'roster picker');
      await page.getByRole('button', { name: `I am ${child.nickname}` }).click();
      await page.getByRole('heading', { name: 'Waiting for next question...' }).waitFor();
    }
    // The seats the three took are taken for anyone else who scanned the code.
    const late = await newPage(TABLET, true);
    await late.page.goto(joinUrl, { waitUntil: 'networkidle' });
    await late.page.getByRole('button', { name: 'Go!' }).click();
    for (const child of CHILDREN) {
      expect(
        await late.page
          .getByRole('button', { name: `${child.nickname} is already playing` })
          .isDisabled(),
      ).toBe(true);
    }
    await late.page.close();

    await board.page.getByRole('button', { name: 'Start', exact: true }).click();
    const answers: Answered[] = [];
    for (let index = 0; index < QUESTIONS; index++) {
      await board.page.getByText(`Question ${index + 1} of ${QUESTIONS}`).waitFor();
      const options = (await board.page.locator('.host-option').allTextContents()).map(
        (o) => o.match(/\d{1,2}:\d{2}/)?.[0] ?? '',
      );
      expect(options).toHaveLength(4);
      // Each child taps a different option: at most one of them is right.
      for (const [i, t] of tablets.entries()) {
        await t.page.getByText(`Question ${index + 1} of ${QUESTIONS}`).waitFor();
        await t.page.getByRole('button', { name: options[i] ?? '', exact: true }).click();
      }
      const answerText = (await board.page.getByText(/^The answer: /).textContent()) ?? '';
      const answer = answerText.replace('The answer: ', '');
      for (const [i, t] of tablets.entries()) {
        const given = options[i] ?? '';
        answers.push({ nickname: t.nickname, question: index + 1, given, right: given === answer });
      }
      await board.page.getByRole('button', { name: 'Show the scoreboard' }).click();
      await board.page
        .getByRole('button', { name: index + 1 < QUESTIONS ? 'Next' : 'Show the podium' })
        .click();
    }
    await board.page.getByRole('heading', { name: 'The winners!' }).waitFor();
    expect(boardErrors).toEqual([]);
    await board.page.close();
    for (const t of tablets) await t.page.close();

    // The class page lists the session once the realtime server has handed it over.
    const sessions = ada.page.getByRole('region', { name: 'Past sessions' });
    for (let attempt = 0; ; attempt++) {
      await ada.page.goto(classUrl);
      await sessions.waitFor();
      if ((await sessions.getByText(`Code ${code}`).count()) > 0) break;
      if (attempt >= 20) throw new Error('the session never reached the class');
      await ada.page.waitForTimeout(500);
    }

    // The class CSV: a BOM, one row per answer, then the summary per child.
    const csvBytes = await download(ada.page, () =>
      ada.page.getByRole('button', { name: 'Export CSV' }).first().click(),
    );
    expect([...csvBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records = parse(csvBytes.toString('utf8'), {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as string[][];
    const header = records[0] ?? [];
    const column = (name: string) => header.indexOf(name);
    const summaryAt = records.findIndex((r) => r[0] === 'Summary per child');
    const answerRows = records.slice(1, summaryAt);
    expect(answerRows).toHaveLength(answers.length);
    for (const a of answers) {
      const row = answerRows.find(
        (r) => r[column('Nickname')] === a.nickname && r[column('Question')] === String(a.question),
      );
      expect(row?.[column('Source')]).toBe('Live session');
      expect(row?.[column('Answer given')]).toBe(a.given);
      expect(row?.[column('Result')]).toBe(a.right ? 'right' : 'wrong');
    }
    const summary = records.slice(summaryAt + 2);
    for (const child of CHILDREN) {
      const row = summary.find((r) => r[0] === child.nickname);
      const mine = answers.filter((a) => a.nickname === child.nickname);
      expect(row?.[2]).toBe(String(mine.length));
      expect(row?.[3]).toBe(String(mine.filter((a) => a.right).length));
    }

    // The heat-map: each child's count of each misconception, as the CSV's rows tagged them.
    const expectedCells = new Map<string, number>();
    for (const row of answerRows) {
      const tag = row[column('Misconception')];
      if (tag) {
        const key = `${row[column('Nickname')]}|${tag}`;
        expectedCells.set(key, (expectedCells.get(key) ?? 0) + 1);
      }
    }
    const shownCells = await heatMapCells(ada.page);
    expect(shownCells.total).toBe([...expectedCells.values()].reduce((a, b) => a + b, 0));
    for (const child of CHILDREN) {
      const expected = [...expectedCells.entries()]
        .filter(([key]) => key.startsWith(`${child.nickname}|`))
        .map(([, count]) => count)
        .sort();
      expect(shownCells.byChild.get(child.nickname)?.sort() ?? []).toEqual(expected);
    }
    await noSeriousViolations(ada.page, 'class analytics');

    // A child's PDF report for parents: the school, the class, the nickname.
    const leo = CHILDREN[1];
    await ada.page.getByRole('link', { name: `See the progress of ${leo.nickname}` }).click();
    const pdf = await download(ada.page, () =>
      ada.page.getByRole('button', { name: 'Download the progress report (PDF)' }).click(),
    );
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain(SCHOOL);
    expect(text).toContain(CLASS);
    expect(text).toContain(leo.nickname);
    expect(text).toContain('Progress report');

    // An assignment: a level-1 Student Game of 5 questions for the class, played from its link.
    const answeredBefore = await classAnswered(ada.page, classId);
    await ada.page.goto(`${stack.url}/teacher/assignments`);
    await ada.page.getByRole('button', { name: 'New task or assignment' }).click();
    await ada.page.getByLabel('Title').fill('Clock practice at home');
    await ada.page.getByRole('radio', { name: 'Assignment for a class' }).check();
    await ada.page.getByLabel('Class', { exact: true }).selectOption({ label: CLASS });
    await ada.page.getByLabel('Questions').selectOption(String(ASSIGNMENT_QUESTIONS));
    await ada.page.getByRole('button', { name: 'Create', exact: true }).click();
    const link = (await ada.page.locator('.assignment-link__url').textContent()) ?? '';
    expect(link).toMatch(/\/play\/[a-z0-9]{10}$/);

    const child = await newPage(TABLET, true);
    await child.page.goto(link, { waitUntil: 'networkidle' });
    await child.page.getByRole('heading', { name: 'Who are you? Tap your picture!' }).waitFor();
    await noSeriousViolations(child.page, 'assignment roster');
    await child.page.getByRole('button', { name: /^Mia, the / }).click();
    for (let n = 1; n <= ASSIGNMENT_QUESTIONS; n++) {
      await child.page.getByText(`Question ${n} of ${ASSIGNMENT_QUESTIONS}`).waitFor();
      // Any answer will do: the first option, or the hour hand moved on by one step.
      const option = child.page.locator('.answer').first();
      if ((await option.count()) > 0) await option.click();
      else await child.page.getByRole('slider').first().press('ArrowRight');
      await child.page.getByRole('button', { name: 'Submit Answer' }).click();
      await child.page.getByRole('button', { name: 'Continue' }).click();
    }
    await child.page.getByText('Your teacher has your answers. High five!').waitFor();
    expect(child.errors).toEqual([]);

    await expect
      .poll(() => classAnswered(ada.page, classId), { timeout: 10_000 })
      .toBe(answeredBefore + ASSIGNMENT_QUESTIONS);
    await ada.page.goto(`${stack.url}/teacher/assignments`);
    await ada.page.getByText('1 child has played it').waitFor();

    // The admin invites Grace, who joins by the email's link and runs a session of her own.
    const graceEmail = freshEmail('grace');
    await ada.page.goto(`${stack.url}/teacher/school`);
    await ada.page.getByLabel("Teacher's email").fill(graceEmail);
    await ada.page.getByRole('button', { name: 'Send the invitation' }).click();
    await ada.page.getByText(`Invitation sent to ${graceEmail}.`).waitFor();
    await noSeriousViolations(ada.page, 'school');

    const grace = await newPage(DESKTOP);
    const invite = await linkInMail(graceEmail, /https?:\/\/\S+/);
    await grace.page.goto(invite);
    await grace.page
      .getByRole('main')
      .getByRole('button', { name: 'Sign in', exact: true })
      .click();
    await grace.page.waitForURL(`${stack.url}/complete-profile**`);
    await completeProfile(grace.page, 'Grace Hopper');
    await grace.page.getByText(`Welcome to ${SCHOOL}!`).waitFor();

    const graceCode = await hostOneQuestion(grace.page);

    // Ada, the admin, sees both teachers' sessions of the school.
    const schoolSessions = ada.page.getByRole('region', { name: 'Sessions' });
    for (let attempt = 0; ; attempt++) {
      await ada.page.goto(`${stack.url}/teacher/school`);
      await schoolSessions.waitFor();
      const rows = schoolSessions.getByRole('row');
      const teachers = await rows.allTextContents();
      const seen = teachers.join('\n');
      if (seen.includes('Grace Hopper') && seen.includes('Ada Lovelace')) break;
      if (attempt >= 20)
        throw new Error(`the school's sessions never showed both teachers: ${seen}`);
      await ada.page.waitForTimeout(500);
    }
    expect(graceCode).toMatch(/^\d{6}$/);
    expect(ada.errors).toEqual([]);
    expect(grace.errors).toEqual([]);
    for (const t of tablets) expect(t.errors).toEqual([]);
    // A live session, an assignment, the reports and the admin view: 87-93 s beside another file.
  }, 300_000);

  /** The heat-map's non-zero cells per child nickname, and their sum. */
  async function heatMapCells(page: Page) {
    const table = page.locator('.heat-map__table');
    await table.waitFor();
    const rows = await table.locator('tbody tr').evaluateAll((trs) =>
      trs.map((tr) => ({
        name: tr.querySelector('th')?.textContent ?? '',
        counts: [...tr.querySelectorAll('.heat-map__button')].map((b) => Number(b.textContent)),
      })),
    );
    const byChild = new Map<string, number[]>();
    let total = 0;
    for (const row of rows) {
      const nickname = CHILDREN.find((c) => row.name.includes(c.nickname))?.nickname ?? row.name;
      byChild.set(nickname, row.counts);
      total += row.counts.reduce((a, b) => a + b, 0);
    }
    return { byChild, total };
  }

  /** How many answers the class analytics count, read through the API with the page's token. */
  async function classAnswered(page: Page, classId: string): Promise<number> {
    const res = await fetch(`${stack.url}/api/classes/${classId}/analytics`, {
      headers: { authorization: `Bearer ${await accessToken(page)}` },
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { answered: number }).answered;
  }

  /** Grace hosts a 1-question session without a class; one tablet joins by the code. */
  async function hostOneQuestion(page: Page): Promise<string> {
    await page.goto(`${stack.url}/teacher`);
    await page.getByLabel('Number of questions').selectOption('1');
    await page.getByRole('button', { name: 'Start a live session' }).click();
    await page.waitForURL(/\/host\/\d{6}$/);
    const code = new URL(page.url()).pathname.split('/').pop() ?? '';
    const { page: tablet } = await newPage(TABLET, true);
    await tablet.goto(`${stack.url}/join?code=${code}`, { waitUntil: 'networkidle' });
    await tablet.getByRole('button', { name: 'Go!' }).click();
    await tablet.getByRole('button', { name: /Cat/ }).click();
    await tablet.getByRole('button', { name: 'Next' }).click();
    await tablet.locator('.name-choice').first().click();
    await tablet.getByRole('heading', { name: 'Waiting for next question...' }).waitFor();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.getByText('Question 1 of 1').waitFor();
    const option = (await page.locator('.host-option').first().textContent())?.match(
      /\d{1,2}:\d{2}/,
    )?.[0];
    await tablet.getByRole('button', { name: option ?? '', exact: true }).click();
    await page.getByRole('button', { name: 'Show the scoreboard' }).click();
    await page.getByRole('button', { name: 'Show the podium' }).click();
    await page.getByRole('heading', { name: 'The winners!' }).waitFor();
    await tablet.close();
    return code;
  }
});
