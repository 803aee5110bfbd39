import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClockBenchPages, serveStatic } from '../../bench/clock-drag/serve-pages';
import { collectPageErrors, launchBrowser } from '../support/browser';
import { type Stack, startStack } from '../support/start-stack';
import { contextsClosedAfterEachTest } from '../support/test-contexts';

/**
 * Issue 3 "Must show" for the shared AnalogClock, with real pointer input in Chromium: on
 * /playground at the tablet size (1180x820), and on the bench page (the same component alone,
 * built with Vite) at a phone held upright, where the Playground shows its rotate notice.
 */
const TABLET = { width: 1180, height: 820 };
const PHONE_PORTRAIT = { width: 390, height: 844 };

type Point = { x: number; y: number };

/** The point at `share` of the radius from the clock's centre, at a clock angle (0 = 12). */
async function faceGeometry(page: Page): Promise<(deg: number, share?: number) => Point> {
  const box = await page.locator('.analog-clock__svg').boundingBox();
  if (!box) throw new Error('the clock is not visible');
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  return (deg, share = 0.62) => {
    const rad = (deg * Math.PI) / 180;
    const r = (box.width / 2) * share;
    return { x: cx + r * Math.sin(rad), y: cy - r * Math.cos(rad) };
  };
}

/** A mouse drag along the face from one angle to another, in small steps as a hand would. */
async function mouseDrag(page: Page, fromDeg: number, toDeg: number, endShare?: number) {
  const at = await faceGeometry(page);
  const start = at(fromDeg);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  const steps = 20;
  for (let i = 1; i <= steps; i++) {
    const p = at(fromDeg + ((toDeg - fromDeg) * i) / steps, i === steps ? endShare : undefined);
    await page.mouse.move(p.x, p.y);
  }
  await page.mouse.up();
}

/** A one-finger touch drag through the DevTools protocol (real touch pointer events). */
async function touchDrag(page: Page, fromDeg: number, toDeg: number) {
  const at = await faceGeometry(page);
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', p?: Point) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y }] : [] });
  await touch('touchStart', at(fromDeg));
  const steps = 20;
  for (let i = 1; i <= steps; i++)
    await touch('touchMove', at(fromDeg + ((toDeg - fromDeg) * i) / steps));
  await touch('touchEnd');
  await cdp.detach();
}

const readout = (page: Page) => page.locator('.analog-clock__digits');
const minuteHand = (page: Page) => page.getByRole('slider', { name: 'Minute hand' });
const hourHand = (page: Page) => page.getByRole('slider', { name: 'Hour hand' });

async function text(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').trim();
}

describe('AnalogClock in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  let pages: { url: string; close(): Promise<void> };
  let pagesDir: string;
  const contexts = contextsClosedAfterEachTest();

  beforeAll(async () => {
    pagesDir = mkdtempSync(path.join(tmpdir(), 'ttc-clock-pages-'));
    [stack, browser] = await Promise.all([
      startStack(),
      launchBrowser(),
      buildClockBenchPages(pagesDir),
    ]);
    pages = await serveStatic(pagesDir);
  });
  afterAll(async () => {
    await browser?.close();
    await pages?.close();
    if (pagesDir) rmSync(pagesDir, { recursive: true, force: true });
    const code = await stack?.stop();
    expect(code).toBe(0);
  });

  /** /playground at the tablet size with the clock at `time` and the tips tour already seen. */
  async function playground(time: { hour: number; minute: number }) {
    const context = await browser.newContext({ viewport: TABLET });
    contexts.push(context);
    await context.addInitScript((clockTime) => {
      window.localStorage.setItem('playground-tips', 'completed');
      window.localStorage.setItem(
        'playground_settings',
        JSON.stringify({ language: 'en', clockTime, hourHandOnly: false }),
      );
    }, time);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${stack.url}/playground`, { waitUntil: 'networkidle' });
    await minuteHand(page).waitFor();
    return { page, errors };
  }

  /** The bench page (the AnalogClock alone) on a phone held upright, with touch. */
  async function phone(query: string) {
    const context = await browser.newContext({
      viewport: PHONE_PORTRAIT,
      hasTouch: true,
      isMobile: true,
      deviceScaleFactor: 3,
    });
    contexts.push(context);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${pages.url}/clock.html?${query}`);
    await minuteHand(page).waitFor();
    return { page, errors };
  }

  it('When the minute hand is dragged with the mouse from 12 to 3 on /playground, then the readout says x:15', async () => {
    const { page, errors } = await playground({ hour: 4, minute: 0 });
    expect(await text(readout(page))).toBe('4:00');
    await mouseDrag(page, 0, 90);
    expect(await text(readout(page))).toBe('4:15');
    expect(await minuteHand(page).getAttribute('aria-valuenow')).toBe('15');
    expect(await minuteHand(page).getAttribute('aria-valuetext')).toBe('quarter past four');
    expect(errors).toEqual([]);
  });

  it('When the minute hand is dragged across 12 clockwise on /playground, then the hour advances', async () => {
    const { page, errors } = await playground({ hour: 4, minute: 45 });
    await mouseDrag(page, 270, 390);
    expect(await text(readout(page))).toBe('5:05');
    expect(await hourHand(page).getAttribute('aria-valuenow')).toBe('5');
    // And back across 12: the hour goes back.
    await mouseDrag(page, 30, -60);
    expect(await text(readout(page))).toBe('4:50');
    expect(errors).toEqual([]);
  });

  it('When a drag leaves the clock and is released outside, then the time reached is kept', async () => {
    const { page } = await playground({ hour: 4, minute: 0 });
    await mouseDrag(page, 0, 90, 1.6);
    expect(await text(readout(page))).toBe('4:15');
  });

  it('When a time is set with the keyboard only, then the hands, readout and value text follow', async () => {
    const { page, errors } = await playground({ hour: 4, minute: 0 });
    // Tab from the top of the page to the hour hand, as a keyboard user would.
    let reached = false;
    for (let i = 0; i < 40 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await hourHand(page).evaluate((el) => el === document.activeElement);
    }
    expect(reached).toBe(true);
    const ring = hourHand(page).locator('.analog-clock__focus-ring');
    expect(await ring.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');

    await page.keyboard.press('PageUp');
    await page.keyboard.press('PageUp');
    await page.keyboard.press('PageUp');
    expect(await text(readout(page))).toBe('7:00');
    // The hour hand's arrows move the hour too, and its slider says the hour shown.
    await page.keyboard.press('ArrowRight');
    expect(await text(readout(page))).toBe('8:00');
    expect(await hourHand(page).getAttribute('aria-valuenow')).toBe('8');
    await page.keyboard.press('ArrowLeft');
    expect(await text(readout(page))).toBe('7:00');
    await page.keyboard.press('Tab');
    expect(await minuteHand(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('PageUp');
    await page.keyboard.press('PageUp');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowUp');
    expect(await text(readout(page))).toBe('7:31');
    await page.keyboard.press('ArrowDown');
    expect(await text(readout(page))).toBe('7:30');
    expect(await minuteHand(page).getAttribute('aria-valuetext')).toBe('half past seven');
    expect(await hourHand(page).getAttribute('aria-valuenow')).toBe('7');
    expect(errors).toEqual([]);
  });

  it('When axe checks the clock on /playground, then it finds no serious or critical violation', async () => {
    const { page } = await playground({ hour: 4, minute: 0 });
    const result = await new AxeBuilder({ page }).include('.analog-clock').analyze();
    const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it('When a finger drags the minute hand from 12 to 3 on a phone held upright, then the readout says x:15', async () => {
    const { page, errors } = await phone('time=4:00&size=300');
    await touchDrag(page, 0, 90);
    expect(await text(readout(page))).toBe('4:15');
    // touch-action: none: the page did not scroll under the finger.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(errors).toEqual([]);
  });

  it('When a finger drags the minute hand across 12 clockwise on a phone, then the hour advances', async () => {
    const { page } = await phone('time=4:45&size=300');
    await touchDrag(page, 270, 390);
    expect(await text(readout(page))).toBe('5:05');
    expect(await hourHand(page).getAttribute('aria-valuenow')).toBe('5');
  });

  it('When the hour hand is dragged on a phone, then the minutes follow it (geared)', async () => {
    const { page } = await phone('time=3:00&size=300');
    const at = await faceGeometry(page);
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', p?: Point) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y }] : [] });
    // Grab the short hour hand near the centre, then turn it half way to 4.
    await touch('touchStart', at(90, 0.3));
    for (let deg = 92; deg <= 105; deg += 1) await touch('touchMove', at(deg, 0.3));
    await touch('touchEnd');
    expect(await text(readout(page))).toBe('3:30');
  });

  it('When the time is set with the keyboard on a phone-sized page, then it works there too', async () => {
    const { page } = await phone('time=11:55&size=300');
    await minuteHand(page).focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await text(readout(page))).toBe('12:00');
    expect(await minuteHand(page).getAttribute('aria-valuetext')).toBe("twelve o'clock");
  });
});
