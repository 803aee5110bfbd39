import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noSeriousViolations } from '../support/axe';
import { collectPageErrors, launchBrowser } from '../support/browser';
import { signInOverHttp } from '../support/sign-in';
import { type Stack, startStack } from '../support/start-stack';
import { signInTeacherOnPages } from '../support/teacher-pages';
import { contextsClosedAfterEachTest } from '../support/test-contexts';

/**
 * Issue 16 "Must show", data and privacy: a teacher signed in on the pages plays a Student Game,
 * downloads their data from Settings (the file holds their address and the game's answers),
 * deletes the account by typing the address, and is signed out on /. Then the stack is stopped
 * and its embedded database (PGlite under DATA_DIR) is opened: no column of any table holds the
 * account's id or address, while another account's rows are still found by the same search. A
 * guest's Settings offer to clear what the browser keeps, and do.
 */
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** Where supabase-js keeps the session on the device (frontend/src/lib/supabase-session-key.ts). */
const SESSION_KEY = 'sb-ticktockclass-auth-token';
const shots = process.env.ACCOUNT_DATA_SHOTS;

/** Every column of every table whose text holds one of `needles`, as schema.table.column. */
async function columnsHolding(db: PGlite, needles: readonly string[]): Promise<string[]> {
  const columns = await db.query<{ schema: string; table: string; column: string }>(`
    select c.table_schema as schema, c.table_name as "table", c.column_name as "column"
    from information_schema.columns c
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name
    where t.table_type = 'BASE TABLE' and c.table_schema not in ('pg_catalog', 'information_schema')`);
  const found: string[] = [];
  for (const { schema, table, column } of columns.rows) {
    const conditions = needles
      .map((_, i) => `position($${i + 1} in lower("${column}"::text)) > 0`)
      .join(' or ');
    const counted = await db.query<{ n: number }>(
      `select count(*)::int as n from "${schema}"."${table}" where ${conditions}`,
      needles.map((needle) => needle.toLowerCase()),
    );
    if ((counted.rows[0]?.n ?? 0) > 0) found.push(`${schema}.${table}.${column}`);
  }
  return found;
}

describe('Data and privacy in Chromium', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ttc-account-data-'));
  let stack: Stack;
  let stopped = false;
  let browser: Browser;
  const contexts = contextsClosedAfterEachTest();

  beforeAll(async () => {
    // The stack's database under a folder of the test's, to be opened once the stack is stopped.
    [stack, browser] = await Promise.all([startStack({ DATA_DIR: dataDir }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    if (!stopped) await stack?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function newPage(viewport = DESKTOP) {
    const context = await browser.newContext({ viewport, acceptDownloads: true });
    contexts.push(context);
    await context.addInitScript(() => {
      for (const key of ['student-game-tips', 'playground-tips']) {
        if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, 'completed');
      }
      if (!window.localStorage.getItem('studentGame_playMode')) {
        window.localStorage.setItem('studentGame_playMode', 'free');
      }
    });
    const page = await context.newPage();
    return { page, errors: collectPageErrors(page) };
  }

  /** Plays a whole Student Game (the first option each time) until its results are sent. */
  async function playStudentGame(page: Page) {
    await page.goto(`${stack.url}/student-game`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Student Game' }).waitFor();
    const stored = page.waitForResponse(
      (res) => res.url().endsWith('/api/progress') && res.request().method() === 'POST',
    );
    for (let number = 1; number <= 10; number++) {
      await page.getByText(`Question ${number} of 10`).waitFor();
      await page.getByRole('group', { name: /clock/ }).getByRole('button').first().click();
      await page.getByRole('button', { name: 'Submit Answer' }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
    await page.getByRole('heading', { name: 'Great job!' }).waitFor();
    expect((await stored).status()).toBe(200);
  }

  async function dataSection(page: Page) {
    await page.goto(`${stack.url}/settings`, { waitUntil: 'networkidle' });
    const section = page.getByTestId('settings-section-data');
    await section.waitFor();
    return section;
  }

  it('When a teacher plays, downloads their data and deletes the account, then the file holds them and the database holds nothing of them', async () => {
    const email = `ada-${Date.now()}@school.example`;
    const bystander = await signInOverHttp(stack.url);
    const { page, errors } = await newPage();
    const refused: string[] = [];
    page.on('response', (res) => {
      if (res.status() >= 400) refused.push(`${res.status()} ${new URL(res.url()).pathname}`);
    });
    await signInTeacherOnPages(page, stack.url, 'Ada Lovelace', email);
    await playStudentGame(page);
    const { accessToken, userId } = await page.evaluate((key) => {
      const session = JSON.parse(window.localStorage.getItem(key) ?? '{}') as {
        access_token?: string;
        user?: { id?: string };
      };
      return { accessToken: session.access_token ?? '', userId: session.user?.id ?? '' };
    }, SESSION_KEY);
    expect(userId).toMatch(/^[0-9a-f-]{36}$/);

    // What is kept, in plain words, with the privacy policy one tap away.
    const section = await dataSection(page);
    await section.getByRole('link', { name: 'Read the privacy policy' }).waitFor();
    await noSeriousViolations(page, 'settings, signed in');
    if (shots) await section.screenshot({ path: path.join(shots, 'data-desktop.png') });
    // On a phone held upright the section reads the same, with no serious violation.
    await page.setViewportSize(PHONE);
    await noSeriousViolations(page, 'settings, signed in, on a phone');
    if (shots) await section.screenshot({ path: path.join(shots, 'data-phone.png') });
    await page.setViewportSize(DESKTOP);

    // Download my data: the file holds the account's address and the game just played.
    const downloading = page.waitForEvent('download');
    await section.getByTestId('export-data').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^tick-tock-class-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = await download.path();
    const data = JSON.parse(readFileSync(file, 'utf8')) as {
      account: { id: string; email: string };
      tables: Record<string, { rows: Array<Record<string, unknown>> }>;
    };
    expect(data.account).toEqual({ id: userId, email });
    expect(data.tables.users?.rows[0]).toMatchObject({ email, fullName: 'Ada Lovelace' });
    expect(data.tables.progress_games?.rows).toHaveLength(1);
    expect(data.tables.progress_games?.rows[0]).toMatchObject({ answerCount: 10 });
    expect(data.tables.progress_answers?.rows).toHaveLength(10);

    // Delete my account: the final button waits for the address, typed in any case.
    await section.getByTestId('delete-account').click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    const confirm = dialog.getByTestId('delete-account-confirm');
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole('textbox').fill('someone.else@school.example');
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole('textbox').fill(email.toUpperCase());
    await noSeriousViolations(page, 'delete dialog');
    if (shots) await page.screenshot({ path: path.join(shots, 'delete-dialog-desktop.png') });
    await confirm.click();
    await page.waitForURL(`${stack.url}/`);
    await page.getByText('Your account is deleted').waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
    // The one refusal: supabase-js's sign-out on this device asks the server to end a session
    // the deletion has already ended (it counts the 403 as signed out).
    expect(refused).toEqual(['403 /auth/v1/logout']);
    expect(errors.filter((e) => !e.includes('status of 403'))).toEqual([]);

    // The old token is refused; nothing signs it in again.
    const after = await fetch(`${stack.url}/api/account/export`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(after.status).toBe(401);

    // The embedded database, opened after the stack stopped.
    expect(await stack.stop()).toBe(0);
    stopped = true;
    const db = await PGlite.create(path.join(dataDir, 'pglite'));
    try {
      expect(await columnsHolding(db, [userId, email])).toEqual([]);
      // The search does find an account that was not deleted.
      expect(await columnsHolding(db, [bystander.userId])).toContain('public.users.id');
      expect(await columnsHolding(db, [bystander.email])).toContain('public.users.email');
    } finally {
      await db.close();
    }
  });
});

describe('Data and privacy for a guest in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  const contexts = contextsClosedAfterEachTest();

  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    expect(await stack?.stop()).toBe(0);
  });

  it("When a guest clears this device's data, then what the browser kept is gone", async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const context = await browser.newContext({ viewport });
      contexts.push(context);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await page.goto(`${stack.url}/`, { waitUntil: 'networkidle' });
      await page.evaluate(() => {
        window.localStorage.setItem('studentGame_answerHistory', '{"version":1,"answers":[]}');
        window.localStorage.setItem('student-game-tips', 'completed');
      });
      await page.goto(`${stack.url}/settings`, { waitUntil: 'networkidle' });
      const section = page.getByTestId('settings-section-data');
      await section.getByText('We do not receive them.', { exact: false }).waitFor();
      expect(await section.getByTestId('export-data').count()).toBe(0);
      expect(await section.getByTestId('delete-account').count()).toBe(0);
      await noSeriousViolations(page, `settings, guest, ${viewport.width} wide`);
      if (shots) {
        await section.screenshot({ path: path.join(shots, `guest-${viewport.width}.png`) });
      }

      await section.getByRole('button', { name: "Clear this device's data" }).click();
      const dialog = page.getByRole('alertdialog', { name: "Clear this device's data?" });
      await dialog.getByRole('button', { name: 'Clear the data' }).click();
      await page.waitForURL(`${stack.url}/`);
      await page.waitForLoadState('networkidle');
      expect(
        await page.evaluate(() => [
          window.localStorage.getItem('studentGame_answerHistory'),
          window.localStorage.getItem('student-game-tips'),
        ]),
      ).toEqual([null, null]);
      expect(errors).toEqual([]);
    }
  });
});
