import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noSeriousViolations } from '../support/axe';
import { collectPageErrors, launchBrowser } from '../support/browser';
import { freshEmail } from '../support/sign-in';
import { type Stack, startStack } from '../support/start-stack';
import { contextsClosedAfterEachTest } from '../support/test-contexts';

/**
 * Issue 16 "Must show", settings: every section of /settings changes what it says it changes
 * (the Student Game's questions and answer options, the Playground's clock, the app's texts and
 * the background of both games) and keeps it across a reload; signed in, a second browser of the
 * same account gets the settings, and per setting the newer change wins. Chromium against the
 * one-process server.
 */
const DESKTOP = { width: 1280, height: 800 };
const VIEWPORTS = [
  DESKTOP,
  { width: 800, height: 1280 },
  { width: 390, height: 844 },
  { width: 1920, height: 1080 },
] as const;
const SECTIONS = [
  'game',
  'app',
  'learning',
  'appearance',
  'parent',
  'data',
  'help',
  'account',
  'teacher',
] as const;
const TWELVE_HOUR = /^(1[0-2]|[1-9]):[0-5]\d$/;
const TWENTY_FOUR_HOUR = /^([01]\d|2[0-3]):[0-5]\d$/;

type OutboxMail = { to: string; text: string };

describe('Settings in Chromium', () => {
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

  /** An empty browser with the tips tours already seen. */
  async function newPage(viewport: { width: number; height: number } = DESKTOP) {
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    await context.addInitScript(() => {
      if (!window.localStorage.getItem('tours-set')) {
        window.localStorage.setItem('playground-tips', 'completed');
        window.localStorage.setItem('student-game-tips', 'completed');
        window.localStorage.setItem('tours-set', '1');
      }
    });
    const page = await context.newPage();
    return { context, page, errors: collectPageErrors(page) };
  }

  /** Signs the page in by magic link (the outbox, loopback only); a new account completes its profile. */
  async function signIn(page: Page, email: string, first: boolean) {
    await page.goto(`${stack.url}/auth/login`, { waitUntil: 'networkidle' });
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Magic Link' }).click();
    await page.getByRole('heading', { level: 2, name: 'Check your email' }).waitFor();
    const res = await fetch(`${stack.url}/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const [mail] = (await res.json()) as OutboxMail[];
    const link = mail?.text.match(/https?:\/\/\S+\/auth\/verify\?\S+/)?.[0];
    if (!link) throw new Error('no sign-in link in the outbox');
    await page.goto(link);
    await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    if (first) {
      await page.waitForURL(`${stack.url}/complete-profile`);
      await page.getByLabel('Full Name').fill('Pat Parent');
      await page.getByLabel('I am a...').selectOption({ label: 'Parent' });
      await page.getByRole('button', { name: 'Get Started' }).click();
    }
    await page.waitForURL(`${stack.url}/playground`);
  }

  async function openSettings(page: Page) {
    await page.goto(`${stack.url}/settings`, { waitUntil: 'networkidle' });
    await page.getByTestId('settings-section-game').waitFor();
  }

  const section = (page: Page, id: (typeof SECTIONS)[number]) =>
    page.getByTestId(`settings-section-${id}`);

  /** The Student Game's answer options of the question shown. */
  async function answerOptions(page: Page): Promise<string[]> {
    await page.goto(`${stack.url}/student-game`, { waitUntil: 'networkidle' });
    const options = page.locator('.answer__text');
    await options.first().waitFor();
    return options.allTextContents();
  }

  /** Waits until the settings the page sent have reached the account. */
  async function synced(page: Page, action: () => Promise<unknown>) {
    const put = page.waitForResponse(
      (res) => res.url().endsWith('/api/settings') && res.request().method() === 'PUT',
    );
    await action();
    expect((await put).status()).toBe(200);
  }

  it('When /settings opens, then its nine sections show at every size with no serious axe violation', async () => {
    const { page, errors } = await newPage();
    await openSettings(page);
    for (const id of SECTIONS) expect(await section(page, id).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 1, name: 'Settings' }).isVisible()).toBe(true);
    await noSeriousViolations(page, 'settings 1280x800');
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `no sideways scrolling at ${viewport.width}x${viewport.height}`).toBe(0);
      await page.screenshot({
        path: `/tmp/settings-${viewport.width}x${viewport.height}.png`,
        fullPage: true,
      });
    }
    await noSeriousViolations(page, 'settings 1920x1080');
    expect(errors).toEqual([]);
  });

  it('When game settings change, then the Student Game and the Playground follow, and after a reload they are still set', async () => {
    const { page, errors } = await newPage();
    await openSettings(page);
    const game = section(page, 'game');

    // Free practice on the hour, set the clock only: the game asks to set the clock to an hour.
    await game.getByRole('radio', { name: 'Free practice' }).check();
    await game.getByLabel('Time difficulty').selectOption({ label: "O'clock" });
    await game.getByRole('switch', { name: 'Set the clock' }).check();
    await game.getByRole('switch', { name: 'Pick the time' }).uncheck();
    // The last type on cannot be switched off.
    expect(await game.getByRole('switch', { name: 'Set the clock' }).isDisabled()).toBe(true);
    await page.getByRole('status').filter({ hasText: 'Settings Saved' }).first().waitFor();
    await page.goto(`${stack.url}/student-game`, { waitUntil: 'networkidle' });
    await page
      .getByRole('heading', { level: 2, name: /^Set the clock to (1[0-2]|[1-9]):00\.$/ })
      .waitFor();

    // Back to picking the time: every option is a 12-hour time.
    await openSettings(page);
    await game.getByRole('switch', { name: 'Pick the time' }).check();
    await game.getByRole('switch', { name: 'Set the clock' }).uncheck();
    const twelve = await answerOptions(page);
    expect(twelve.length).toBe(4);
    for (const option of twelve) expect(option).toMatch(TWELVE_HOUR);

    // 24-hour: the options are written with two-digit hours.
    await openSettings(page);
    await game.getByRole('radio', { name: '24-hour' }).check();
    const twentyFour = await answerOptions(page);
    for (const option of twentyFour) expect(option).toMatch(TWENTY_FOUR_HOUR);

    // How long? questions turn 24-hour off and lock it (spec section 4).
    await openSettings(page);
    await game.getByRole('switch', { name: 'How long?' }).check();
    expect(await game.getByRole('radio', { name: '12-hour' }).isChecked()).toBe(true);
    expect(await game.getByRole('radio', { name: '24-hour' }).isDisabled()).toBe(true);
    await game.getByRole('switch', { name: 'How long?' }).uncheck();
    await game.getByRole('radio', { name: '24-hour' }).check();

    // The numbers face and the clock language reach the Playground.
    await game.getByRole('radio', { name: 'Numbers 1 to 12' }).check();
    expect(await game.getByRole('switch', { name: /Helper circles/ }).isDisabled()).toBe(true);
    await game.getByLabel('Clock language').selectOption('de');
    await page.goto(`${stack.url}/playground`, { waitUntil: 'networkidle' });
    expect(await page.getByRole('switch', { name: 'Numbers 1 to 12' }).isChecked()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Helper circles' }).count()).toBe(0);
    await page.getByText('Viertel nach drei').waitFor();

    // A change in the Playground shows in /settings (one store).
    await page.getByRole('switch', { name: 'Numbers 1 to 12' }).uncheck();
    await openSettings(page);
    expect(await game.getByRole('radio', { name: 'Dots' }).isChecked()).toBe(true);

    // After a reload everything is still set.
    await page.reload({ waitUntil: 'networkidle' });
    await game.waitFor();
    expect(await game.getByRole('radio', { name: 'Free practice' }).isChecked()).toBe(true);
    expect(await game.getByRole('radio', { name: '24-hour' }).isChecked()).toBe(true);
    expect(await game.getByLabel('Clock language').inputValue()).toBe('de');
    expect(await game.getByLabel('Time difficulty').inputValue()).toBe('hour');
    expect(await game.getByRole('switch', { name: 'Pick the time' }).isChecked()).toBe(true);
    expect(await game.getByRole('switch', { name: 'Set the clock' }).isChecked()).toBe(false);
    for (const option of await answerOptions(page)) expect(option).toMatch(TWENTY_FOUR_HOUR);

    // The Student Game's own dialog writes to the same settings: 12-hour there shows here.
    await page
      .getByRole('button', { name: /settings/i })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('radio', { name: '12-hour' }).check();
    await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
    await openSettings(page);
    expect(await game.getByRole('radio', { name: '12-hour' }).isChecked()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('When auto-advance is on, then the Student Game moves to the next question 3 s after the feedback', async () => {
    const { page, errors } = await newPage();
    await openSettings(page);
    const game = section(page, 'game');
    await game.getByRole('radio', { name: 'Free practice' }).check();
    await game.getByRole('switch', { name: 'Next question after 3 seconds' }).check();
    await page.goto(`${stack.url}/student-game`, { waitUntil: 'networkidle' });
    await page.locator('.answer').first().click();
    await page.getByRole('button', { name: 'Submit Answer' }).click();
    const feedback = page.getByRole('dialog');
    await feedback.waitFor();
    // Nobody presses Continue: the dialog goes by itself and the progress moves on.
    await feedback.waitFor({ state: 'detached', timeout: 15_000 });
    const bar = page.getByRole('progressbar');
    expect(await bar.getAttribute('aria-valuenow')).toBe('1');
    expect(await page.getByRole('button', { name: 'Submit Answer' }).isDisabled()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('When app settings, learning preferences and the background change, then the app follows and keeps them after a reload', async () => {
    const { page, errors } = await newPage();
    await openSettings(page);

    // Sounds off: the Student Game's own switch shows it off.
    await section(page, 'app').getByRole('switch', { name: 'Sounds' }).uncheck();
    // Hour hand only: the Playground clock has no minute hand.
    await section(page, 'learning')
      .getByRole('switch', { name: 'Beginners: hour hand only' })
      .check();
    // A solid colour: the Playground's background.
    const appearance = section(page, 'appearance');
    await appearance.getByRole('radio', { name: 'Solid colour' }).check();
    await appearance.getByLabel('Colour', { exact: true }).fill('#22aa55');
    await appearance.getByText('Background settings saved!').waitFor();
    const preview = appearance.getByTestId('app-background');
    expect(await backgroundColor(preview)).toBe('rgb(34, 170, 85)');

    await page.goto(`${stack.url}/playground`, { waitUntil: 'networkidle' });
    expect(await page.getByRole('slider', { name: 'Minute hand' }).count()).toBe(0);
    expect(await page.getByRole('slider', { name: 'Hour hand' }).count()).toBe(1);
    expect(await backgroundColor(page.getByTestId('app-background'))).toBe('rgb(34, 170, 85)');

    await page.goto(`${stack.url}/student-game`, { waitUntil: 'networkidle' });
    expect(await backgroundColor(page.getByTestId('app-background'))).toBe('rgb(34, 170, 85)');
    await page
      .getByRole('button', { name: /settings/i })
      .first()
      .click();
    expect(
      await page.getByRole('dialog').getByRole('checkbox', { name: 'Sounds' }).isChecked(),
    ).toBe(false);
    await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();

    // The gradient with two chosen colours.
    await openSettings(page);
    await appearance.getByRole('radio', { name: 'Gradient' }).check();
    expect(await backgroundImage(appearance.getByTestId('app-background'))).toBe(
      'linear-gradient(135deg, rgb(59, 130, 246), rgb(99, 102, 241), rgb(236, 72, 153))',
    );
    await appearance.getByLabel('First colour').fill('#ff0000');
    await appearance.getByLabel('Second colour').fill('#0000ff');
    expect(await backgroundImage(appearance.getByTestId('app-background'))).toBe(
      'linear-gradient(135deg, rgb(255, 0, 0), rgb(0, 0, 255))',
    );

    // The app language: the texts change.
    await section(page, 'app').getByLabel('App language').selectOption('fr');
    await page.getByRole('heading', { level: 1, name: 'Réglages' }).waitFor();

    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Réglages' }).waitFor();
    expect(await section(page, 'app').getByRole('switch', { name: 'Sons' }).isChecked()).toBe(
      false,
    );
    expect(
      await section(page, 'learning')
        .getByRole('switch', { name: 'Débutants : seulement la petite aiguille' })
        .isChecked(),
    ).toBe(true);
    await page.goto(`${stack.url}/playground`, { waitUntil: 'networkidle' });
    expect(await backgroundImage(page.getByTestId('app-background'))).toBe(
      'linear-gradient(135deg, rgb(255, 0, 0), rgb(0, 0, 255))',
    );
    await noSeriousViolations(page, 'playground with a chosen background');
    expect(errors).toEqual([]);
  });

  it('When help, teacher access and account links are used, then they lead where they say', async () => {
    const { page, errors } = await newPage();
    await openSettings(page);
    const teacher = section(page, 'teacher');
    expect(await teacher.getByRole('link', { name: 'Open Dashboard' }).getAttribute('href')).toBe(
      '/teacher',
    );
    expect(await teacher.getByRole('link', { name: 'Join Class' }).getAttribute('href')).toBe(
      '/join',
    );
    const help = section(page, 'help');
    for (const [name, href] of [
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ["Children's privacy (COPPA)", '/coppa'],
    ] as const) {
      expect(await help.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    expect(await help.getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:/);
    expect(
      await section(page, 'account').getByRole('link', { name: 'Sign in' }).getAttribute('href'),
    ).toBe('/auth/login');

    // The tips tour was seen; "Playground tips" shows it again on the Playground.
    await help.getByRole('button', { name: 'Playground tips' }).click();
    await page.waitForURL(`${stack.url}/playground`);
    await page.getByRole('dialog').waitFor();
    expect(errors).toEqual([]);
  });

  it('When signed in, then a second browser of the same account gets the settings, and per setting the newer change wins', async () => {
    const email = freshEmail('parent');
    const a = await newPage();
    await signIn(a.page, email, true);
    await openSettings(a.page);
    await synced(a.page, () =>
      section(a.page, 'game').getByRole('radio', { name: 'Numbers 1 to 12' }).check(),
    );
    await synced(a.page, () =>
      section(a.page, 'game')
        .getByLabel('Time difficulty')
        .selectOption({ label: 'Quarter hours' }),
    );

    // A second device signs in: the account's settings arrive.
    const b = await newPage({ width: 390, height: 844 });
    await signIn(b.page, email, false);
    await openSettings(b.page);
    const gameB = section(b.page, 'game');
    await expectChecked(gameB.getByRole('radio', { name: 'Numbers 1 to 12' }));
    expect(await gameB.getByLabel('Time difficulty').inputValue()).toBe('15');

    // B changes the difficulty later than A did, A changes the background colour: each newest wins.
    await synced(b.page, () =>
      gameB.getByLabel('Time difficulty').selectOption({ label: 'Half hours' }),
    );
    const appearanceA = section(a.page, 'appearance');
    await synced(a.page, () => appearanceA.getByRole('radio', { name: 'Solid colour' }).check());
    await synced(a.page, () => appearanceA.getByLabel('Colour', { exact: true }).fill('#123456'));

    await a.page.reload({ waitUntil: 'networkidle' });
    await section(a.page, 'game').waitFor();
    await expectValue(section(a.page, 'game').getByLabel('Time difficulty'), 'half');
    await b.page.reload({ waitUntil: 'networkidle' });
    await gameB.waitFor();
    await expectChecked(section(b.page, 'appearance').getByRole('radio', { name: 'Solid colour' }));
    expect(await backgroundColor(section(b.page, 'appearance').getByTestId('app-background'))).toBe(
      'rgb(18, 52, 86)',
    );
    const account = section(b.page, 'account');
    await account.getByText(email).waitFor();
    await account.getByText('Current Plan').waitFor();
    expect(
      await account.getByRole('link', { name: 'See plans and prices' }).getAttribute('href'),
    ).toBe('/pricing');
    await noSeriousViolations(b.page, 'settings signed in at 390x844');

    // The Playground on the second device wears the numbers face and the colour.
    await b.page.goto(`${stack.url}/playground`, { waitUntil: 'networkidle' });
    expect(await backgroundColor(b.page.getByTestId('app-background'))).toBe('rgb(18, 52, 86)');
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
  });

  it('When a signed-in parent uploads a picture, then it is the background of the preview and the Playground', async () => {
    const { page, errors } = await newPage();
    await signIn(page, freshEmail('parent'), true);
    await openSettings(page);
    const appearance = section(page, 'appearance');
    await appearance.getByRole('radio', { name: 'Picture' }).check();
    const picture = await sharp({
      create: { width: 64, height: 40, channels: 3, background: '#f59e0b' },
    })
      .png()
      .toBuffer();
    await appearance.getByTestId('background-upload').setInputFiles({
      name: 'sunny.png',
      mimeType: 'image/png',
      buffer: picture,
    });
    await appearance.getByText('Background settings saved!').waitFor();
    await appearance.locator('[data-testid="app-background"][data-background="image"]').waitFor();
    await page.goto(`${stack.url}/playground`, { waitUntil: 'networkidle' });
    const background = page.locator('[data-testid="app-background"][data-background="image"]');
    await background.waitFor();
    expect(await backgroundImage(background)).toMatch(/^url\("blob:/);
    expect(errors).toEqual([]);
  });
});

async function backgroundColor(element: Locator): Promise<string> {
  return element.first().evaluate((node) => getComputedStyle(node).backgroundColor);
}

async function backgroundImage(element: Locator): Promise<string> {
  return element.first().evaluate((node) => getComputedStyle(node).backgroundImage);
}

/** Waits (the settings arrive from the account) until the control is checked. */
async function expectChecked(control: Locator): Promise<void> {
  await control
    .page()
    .waitForFunction(
      (el) => (el as HTMLInputElement | null)?.checked === true,
      await control.elementHandle(),
    );
}

async function expectValue(control: Locator, value: string): Promise<void> {
  await control
    .page()
    .waitForFunction(([el, v]) => (el as HTMLSelectElement | null)?.value === v, [
      await control.elementHandle(),
      value,
    ] as const);
}
