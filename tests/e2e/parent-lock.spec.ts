import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noSeriousViolations } from '../support/axe';
import { collectPageErrors, launchBrowser } from '../support/browser';
import { type Stack, startStack } from '../support/start-stack';
import { signInTeacherOnPages } from '../support/teacher-pages';
import { contextsClosedAfterEachTest } from '../support/test-contexts';

/**
 * Issue 16 "Must show", parent controls: a parent sets a 4-digit PIN in Settings; after a reload
 * the settings are locked until the PIN is entered (a wrong PIN says so and how many tries are
 * left), as are /pricing and signing out. Five wrong PINs close the lock; "Forgot PIN?" mails a
 * link (read from the dev outbox) that removes it.
 */
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** Where supabase-js keeps the session on the device (frontend/src/lib/supabase-session-key.ts). */
const SESSION_KEY = 'sb-ticktockclass-auth-token';
/** PARENT_LOCK_SHOTS=<folder>: screenshots of the lock screen and the dialog, to look at. */
const shots = process.env.PARENT_LOCK_SHOTS;

type OutboxMail = { subject: string; text: string };

describe('The parent lock in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  const contexts = contextsClosedAfterEachTest();

  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function signedInPage(name: string, email: string, viewport = DESKTOP) {
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    await context.addInitScript(() => {
      for (const key of ['student-game-tips', 'playground-tips']) {
        if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, 'completed');
      }
    });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signInTeacherOnPages(page, stack.url, name, email);
    return { page, errors };
  }

  const lockScreen = (page: Page) => page.getByTestId('parent-lock-screen');
  const parentSection = (page: Page) => page.getByTestId('settings-section-parent');

  async function enterPin(page: Page, pin: string) {
    await page.getByTestId('parent-lock-pin').fill(pin);
    await page.getByTestId('parent-lock-submit').click();
  }

  async function accessToken(page: Page): Promise<string> {
    return page.evaluate((key) => {
      const session = JSON.parse(window.localStorage.getItem(key) ?? '{}') as {
        access_token?: string;
      };
      return session.access_token ?? '';
    }, SESSION_KEY);
  }

  async function snap(page: Page, name: string) {
    if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
  }

  it('When a parent sets a PIN, then after a reload settings, /pricing and signing out wait for it, and a wrong PIN says so', async () => {
    const email = `parent-${Date.now()}@school.example`;
    const { page, errors } = await signedInPage('Marie Curie', email);

    // Settings, Parent Controls: the switch reveals the PIN fields (enter and repeat).
    await page.goto(`${stack.url}/settings`, { waitUntil: 'networkidle' });
    const section = parentSection(page);
    await section.waitFor();
    const toggle = section.getByRole('switch', { name: 'Parent lock' });
    expect(await toggle.isChecked()).toBe(false);
    await toggle.click();
    const newPin = section.getByTestId('parent-lock-new-pin');
    expect(await newPin.getAttribute('type')).toBe('password');
    expect(await newPin.getAttribute('maxlength')).toBe('4');
    expect(await newPin.getAttribute('inputmode')).toBe('numeric');
    await newPin.fill('2468');
    await section.getByTestId('parent-lock-repeat-pin').fill('2486');
    await section.getByTestId('parent-lock-save').click();
    await section.getByText('The two PINs are not the same').waitFor();
    await section.getByTestId('parent-lock-repeat-pin').fill('2468');
    await noSeriousViolations(page, 'settings, setting a PIN');
    await section.getByTestId('parent-lock-save').click();
    await section.getByText('The parent lock is on. Settings, purchases and signing out').waitFor();
    expect(await toggle.isChecked()).toBe(true);
    if (shots) await section.screenshot({ path: `${shots}/parent-section-on-desktop.png` });

    // A reload: the settings are behind the lock screen.
    await page.reload({ waitUntil: 'networkidle' });
    await lockScreen(page).waitFor();
    await page.getByRole('heading', { level: 1, name: "A grown-up's PIN, please" }).waitFor();
    await page.getByText('A parent has locked the settings.').waitFor();
    expect(await parentSection(page).count()).toBe(0);
    expect(await page.getByTestId('settings-section-game').count()).toBe(0);
    const pin = page.getByTestId('parent-lock-pin');
    expect(await pin.getAttribute('type')).toBe('password');
    expect(await pin.getAttribute('maxlength')).toBe('4');
    expect(await pin.getAttribute('inputmode')).toBe('numeric');
    await noSeriousViolations(page, 'the lock screen');
    await snap(page, 'lock-screen-desktop');

    // A wrong PIN: it says so, with the tries left, and the settings stay locked.
    await enterPin(page, '1111');
    await page.getByRole('alert').getByText('That PIN is not right. 4 tries left').waitFor();
    expect(await parentSection(page).count()).toBe(0);
    await noSeriousViolations(page, 'the lock screen after a wrong PIN');

    // The right PIN on the big keys (touch): the settings open.
    for (const digit of '2468') {
      await page.getByRole('button', { name: digit, exact: true }).click();
    }
    await page.getByText('4 of 4 digits entered').waitFor();
    await page.getByTestId('parent-lock-submit').click();
    await parentSection(page).waitFor();
    await page.getByTestId('settings-section-game').waitFor();

    // Lock now: closed again at once.
    await parentSection(page).getByRole('button', { name: 'Lock now' }).click();
    await lockScreen(page).waitFor();

    // /pricing waits for the PIN too; typed on the keyboard, Enter submits.
    await page.goto(`${stack.url}/pricing`, { waitUntil: 'networkidle' });
    await lockScreen(page).waitFor();
    await page.getByText('A parent has locked plans and purchases.').waitFor();
    expect(await page.getByRole('heading', { level: 1, name: 'Pricing' }).count()).toBe(0);
    await page.getByTestId('parent-lock-pin').focus();
    await page.keyboard.type('2468');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Pricing' }).waitFor();

    // Signing out asks for the PIN, in a dialog (Cancel keeps the parent signed in).
    await page.evaluate(() => window.sessionStorage.clear());
    await page.goto(`${stack.url}/playground`, { waitUntil: 'networkidle' });
    const signOut = page.getByRole('banner').getByRole('button', { name: 'Sign Out' });
    await signOut.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('A parent has locked signing out.').waitFor();
    await noSeriousViolations(page, 'the PIN dialog');
    await snap(page, 'sign-out-dialog-desktop');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${stack.url}/playground`);
    expect(await accessToken(page)).not.toBe('');

    await signOut.click();
    await dialog.getByTestId('parent-lock-pin').fill('9999');
    await dialog.getByTestId('parent-lock-submit').click();
    await dialog.getByText('That PIN is not right. 4 tries left').waitFor();
    await dialog.getByTestId('parent-lock-pin').fill('2468');
    await dialog.getByTestId('parent-lock-submit').click();
    await page.waitForURL(`${stack.url}/`);
    await signOut.waitFor({ state: 'detached' });
    expect(await accessToken(page)).toBe('');
    // The wrong PINs' 403 answers are the only errors the console saw.
    expect(errors.filter((e) => !/status of 403/.test(e))).toEqual([]);
  });

  it('When five wrong PINs are entered, then the lock closes and says what to do; the mailed reset link removes it', async () => {
    const email = `parent-reset-${Date.now()}@school.example`;
    const { page } = await signedInPage('Ada Lovelace', email, PHONE);
    const set = await fetch(`${stack.url}/api/parent-lock`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${await accessToken(page)}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ pin: '1357' }),
    });
    expect(set.status).toBe(200);

    await page.goto(`${stack.url}/settings`, { waitUntil: 'networkidle' });
    await lockScreen(page).waitFor();
    await snap(page, 'lock-screen-phone');
    for (const left of ['4 tries', '3 tries', '2 tries', '1 try']) {
      await enterPin(page, '0000');
      await page.getByRole('alert').getByText(`That PIN is not right. ${left} left`).waitFor();
    }
    await enterPin(page, '0000');
    await page
      .getByRole('alert')
      .getByText('Too many wrong PINs. You can try again in 15 minutes.')
      .waitFor();
    expect(await page.getByTestId('parent-lock-submit').isDisabled()).toBe(true);
    expect(await page.getByTestId('parent-lock-pin').isDisabled()).toBe(true);
    await noSeriousViolations(page, 'the lock screen, locked out');
    await snap(page, 'locked-out-phone');

    // Forgot PIN? A link to the account's address.
    await page.getByRole('button', { name: 'Forgot PIN?' }).click();
    await page.getByText('We sent a link to').waitFor();
    const res = await fetch(`${stack.url}/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const [mail] = (await res.json()) as OutboxMail[];
    expect(mail?.subject).toBe('Remove the parent lock of Tick Tock Class');
    const link = mail?.text.match(/https?:\/\/\S+\/settings\?parentReset=[A-Za-z0-9_-]+/)?.[0];
    if (!link) throw new Error('no reset link in the outbox');
    expect(new URL(link).origin).toBe(stack.url);

    await page.goto(link, { waitUntil: 'networkidle' });
    await page.getByText('Parent lock removed').waitFor();
    await parentSection(page).waitFor();
    expect(page.url()).toBe(`${stack.url}/settings`);
    expect(await parentSection(page).getByRole('switch', { name: 'Parent lock' }).isChecked()).toBe(
      false,
    );
    // Spent: the same link again only says it no longer works.
    await page.goto(link, { waitUntil: 'networkidle' });
    await page.getByText('This link no longer works').waitFor();
    await noSeriousViolations(page, 'settings after the reset');
    await parentSection(page).getByRole('switch', { name: 'Parent lock' }).click();
    await parentSection(page).getByTestId('parent-lock-new-pin').waitFor();
    if (shots) {
      await parentSection(page).screenshot({ path: `${shots}/parent-section-set-phone.png` });
    }
  });
});
