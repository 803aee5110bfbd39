import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, launchBrowser } from '../support/browser';
import { dragAround } from '../support/clock-drag';
import { type Stack, startStack } from '../support/start-stack';
import { contextsClosedAfterEachTest } from '../support/test-contexts';

/** Issue 3 "Must show" for the Playground, in Chromium with real pointer input. */
const TABLET = { width: 1180, height: 820 };
const PHONE_PORTRAIT = { width: 390, height: 844 };
const SMARTBOARD = { width: 1920, height: 1080 };

describe('Playground in Chromium', () => {
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

  /** A fresh device (empty storage) showing /playground; `tour: false` marks the tips as seen. */
  async function open(
    viewport: { width: number; height: number },
    { tour = false, hasTouch = false } = {},
  ) {
    const context = await browser.newContext({ viewport, hasTouch, isMobile: hasTouch });
    contexts.push(context);
    if (!tour) {
      await context.addInitScript(() => {
        if (!window.localStorage.getItem('playground-tips')) {
          window.localStorage.setItem('playground-tips', 'completed');
        }
      });
    }
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${stack.url}/playground`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Playground' }).waitFor();
    return { page, errors };
  }

  const readout = (page: Page) => page.locator('.analog-clock__digits');
  const timePassed = (page: Page) => page.getByRole('region', { name: 'Time passed' });

  /** Drags with the mouse along the clock face, from one angle to another (degrees from 12). */
  async function dragOnFace(
    page: Page,
    fromDeg: number,
    toDeg: number,
    beforeRelease: () => Promise<void> = async () => {},
    radiusShare = 0.72,
  ) {
    await dragAround(page, '.analog-clock__svg', radiusShare, fromDeg, toDeg, {
      steps: 24,
      beforeRelease,
    });
  }

  it('When a phone is held upright, then the rotate notice shows instead of the clock', async () => {
    const { page, errors } = await open(PHONE_PORTRAIT, { hasTouch: true, tour: true });
    await page.getByRole('heading', { name: 'Turn your device sideways' }).waitFor();
    expect(await page.getByRole('slider').count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('When the tablet is turned to landscape, then the clock replaces the notice', async () => {
    const { page } = await open({ width: 820, height: 1180 }, { hasTouch: true });
    await page.getByRole('heading', { name: 'Turn your device sideways' }).waitFor();
    await page.setViewportSize(TABLET);
    await page.getByRole('slider', { name: 'Minute hand' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Turn your device sideways' }).count()).toBe(0);
  });

  it('When the Playground is first visited, then the 8-step tour runs, can be replayed, and stays away after Complete', async () => {
    const { page, errors } = await open(TABLET, { tour: true });
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Welcome to the Playground!' }).waitFor();
    expect(await dialog.getByText('Step 1 of 8').isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Back' }).isDisabled()).toBe(true);
    // Focus moved into the dialog.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Next');

    await page.keyboard.press('Enter');
    await dialog.getByText('Step 2 of 8').waitFor();
    // The ring is drawn round the clock the step points at.
    const ring = await page.locator('.tips-tour__ring').boundingBox();
    const clock = await page.locator('[data-tour="clock"]').boundingBox();
    expect(ring && clock && ring.x <= clock.x && ring.x + ring.width >= clock.x + clock.width).toBe(
      true,
    );
    for (let step = 3; step <= 8; step++) {
      await dialog.getByRole('button', { name: 'Next' }).click();
      await dialog.getByText(`Step ${step} of 8`).waitFor();
    }
    expect(await dialog.getByRole('button', { name: 'Next' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Complete' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('slider', { name: 'Minute hand' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    const replay = page.getByRole('button', { name: 'Show tips' });
    await replay.click();
    await dialog.getByRole('heading', { name: 'Welcome to the Playground!' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await replay.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('slider', { name: 'Minute hand' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('When settings are changed and the page reloads, then they are kept', async () => {
    const { page } = await open(TABLET);
    await page.getByRole('switch', { name: 'Numbers 1 to 12' }).click();
    await page.getByRole('slider', { name: 'Minute hand' }).focus();
    await page.keyboard.press('PageUp');
    await readout(page).getByText('3:30').waitFor();
    await page.getByRole('combobox', { name: 'Clock language' }).selectOption('de');
    await page.getByText('halb vier').waitFor();

    await page.reload({ waitUntil: 'networkidle' });
    // The hands speak the clock's language now ("Minutenzeiger").
    await page.getByRole('slider').first().waitFor();
    expect(await page.getByRole('switch', { name: 'Numbers 1 to 12' }).isChecked()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Helper circles' }).count()).toBe(0);
    expect(await page.getByRole('combobox', { name: 'Clock language' }).inputValue()).toBe('de');
    expect(await readout(page).textContent()).toBe('3:30');
    await page.getByText('halb vier').waitFor();
    // The app's own language did not change.
    expect(await page.getByRole('combobox', { name: 'Language', exact: true }).inputValue()).toBe(
      'en',
    );
  });

  it('When the start time is set and the minute hand is dragged with a real pointer, then the time passed shows', async () => {
    const { page, errors } = await open(TABLET);
    await readout(page).getByText('3:15').waitFor();
    await page.getByRole('button', { name: 'Set Start Time' }).click();
    await page.getByRole('button', { name: 'Time Set' }).waitFor();

    // The minute hand points at 3 (90 degrees); drag it round to 6 (180 degrees). The words and
    // the time passed follow the finger before it is lifted.
    await dragOnFace(page, 90, 180, async () => {
      await page.getByText('half past three').waitFor();
      await timePassed(page).getByText('15 minutes later').waitFor();
    });
    await readout(page).getByText('3:30').waitFor();
    await timePassed(page).getByText('15 minutes later').waitFor();
    expect(await timePassed(page).getByText('From 3:15 to 3:30').isVisible()).toBe(true);

    // Then back across 12, 45 minutes before the start: 2:30.
    await dragOnFace(page, 180, -180);
    await readout(page).getByText('2:30').waitFor();
    await timePassed(page).getByText('45 minutes earlier').waitFor();

    await page.getByRole('button', { name: 'Reset' }).click();
    await page.getByRole('button', { name: 'Set Start Time' }).waitFor();
    await timePassed(page).getByText('Press Set Start Time, then move the hands.').waitFor();
    expect(errors).toEqual([]);
  });

  for (const [name, viewport] of [
    ['a 1180x820 tablet', TABLET],
    ['a 1920x1080 smartboard', SMARTBOARD],
  ] as const) {
    it(`When shown on ${name}, then the clock and every control fit without scrolling`, async () => {
      const { page } = await open(viewport);
      const bottoms = await page.evaluate(() =>
        ['.playground__clock', '.playground__panel'].map(
          (selector) => document.querySelector(selector)?.getBoundingClientRect().bottom ?? 1e9,
        ),
      );
      for (const bottom of bottoms) expect(bottom).toBeLessThanOrEqual(viewport.height);
      const clockWidth = await page.locator('.analog-clock__svg').evaluate((el) => el.clientWidth);
      expect(clockWidth).toBeGreaterThanOrEqual(450);
    });
  }

  it('When axe checks /playground, then nothing serious or critical is found, with and without the tour', async () => {
    const { page } = await open(TABLET, { tour: true });
    await page.getByRole('dialog').waitFor();
    const withTour = await new AxeBuilder({ page }).analyze();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Set Start Time' }).click();
    const withoutTour = await new AxeBuilder({ page }).analyze();
    const serious = [...withTour.violations, ...withoutTour.violations]
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);

    const { page: phone } = await open(PHONE_PORTRAIT, { hasTouch: true });
    const portrait = await new AxeBuilder({ page: phone }).analyze();
    expect(
      portrait.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
    ).toEqual([]);
  });
});
