import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noSeriousViolations } from '../support/axe';
import { collectPageErrors, launchBrowser } from '../support/browser';
import { signInOverHttp } from '../support/sign-in';
import { type Stack, startStack } from '../support/start-stack';
import { signInTeacherOnPages } from '../support/teacher-pages';
import { contextsClosedAfterEachTest } from '../support/test-contexts';

/**
 * Issue 16 "Must show": an uploaded picture shows as the background, a private picture is refused
 * to another account, a file renamed to .png that is not a picture is refused with a clear
 * message, and no EXIF is left in the file that is served. Through Settings > Appearance in
 * Chromium, against the one-process server with its default store (the disk under DATA_DIR).
 */
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** Where supabase-js keeps the session on the device (frontend/src/lib/supabase-session-key.ts). */
const SESSION_KEY = 'sb-ticktockclass-auth-token';
const NOT_A_PICTURE = 'This file is not a picture. Choose a JPEG, PNG, WebP or GIF file.';

/** A holiday photo as a phone saves it: camera, GPS position and XMP in the file. */
async function phonePhoto(): Promise<Buffer> {
  const stripes = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="320" height="100" fill="#4aa3df"/><rect y="100" width="320" height="100" fill="#f2d16b"/></svg>',
  );
  return sharp(stripes)
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Kid Phone' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 24/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 3/1',
      },
    })
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"></x:xmpmeta>')
    .toBuffer();
}

/** Chromium reports every 4xx answer as a console error; those the test provoked are expected. */
function withoutExpectedHttpErrors(errors: string[], statuses: number[]): string[] {
  return errors.filter(
    (e) => !statuses.some((s) => e.includes(`the server responded with a status of ${s}`)),
  );
}

/** What a file holds that tells where and with what it was taken. */
async function metadataLeft(bytes: Buffer) {
  const meta = await sharp(bytes).metadata();
  return {
    format: meta.format,
    exif: meta.exif !== undefined,
    xmp: meta.xmp !== undefined,
    icc: meta.icc !== undefined,
    markers: ['Exif\0\0', 'TestCam', 'Kid Phone', 'xmpmeta'].filter((m) => bytes.includes(m)),
  };
}

describe('Background pictures in Chromium', () => {
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

  async function newPage(viewport = DESKTOP) {
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    await context.addInitScript(() => {
      window.localStorage.setItem('playground-tips', 'completed');
    });
    const page = await context.newPage();
    return { context, page, errors: collectPageErrors(page) };
  }

  /** The access token supabase-js keeps for the page's session. */
  async function accessTokenOf(page: Page): Promise<string> {
    const token = await page.evaluate((key) => {
      const stored = window.localStorage.getItem(key);
      return stored ? (JSON.parse(stored) as { access_token?: string }).access_token : undefined;
    }, SESSION_KEY);
    if (!token) throw new Error('no session in the page');
    return token;
  }

  /**
   * The size of the picture behind the `blob:` URL the element shows as its background, decoded
   * by the page (the page's CSP lets images, not fetches, read blob: URLs).
   */
  async function backgroundPictureSize(element: Locator) {
    return element.evaluate(async (node) => {
      const match = /url\("?(blob:[^")]+)"?\)/.exec(getComputedStyle(node).backgroundImage);
      if (!match?.[1]) throw new Error('the background is no uploaded picture');
      const image = new Image();
      image.src = match[1];
      await image.decode();
      return { width: image.naturalWidth, height: image.naturalHeight };
    });
  }

  it('When a parent chooses a phone photo as the background, then it shows, its file has no EXIF, another account is refused it, and a text file renamed .png is refused with a clear message', async () => {
    const photo = await phonePhoto();
    expect(await metadataLeft(photo)).toMatchObject({ exif: true, xmp: true });

    // Account A, signed in on the pages, in Settings > Appearance.
    const { page, errors } = await newPage();
    await signInTeacherOnPages(page, stack.url, 'Ada Parent', `ada-${Date.now()}@home.example`);
    await page.goto(`${stack.url}/settings`, { waitUntil: 'networkidle' });
    const appearance = page.getByTestId('settings-section-appearance');
    await appearance.waitFor();
    await appearance.getByRole('radio', { name: 'Picture' }).check();

    const uploaded = page.waitForResponse(
      (res) => res.url().includes('/api/uploads') && res.request().method() === 'POST',
    );
    await appearance.getByTestId('background-upload').setInputFiles({
      name: 'beach-holiday.jpg',
      mimeType: 'image/jpeg',
      buffer: photo,
    });
    const answer = await uploaded;
    expect(answer.status()).toBe(201);
    const { objectPath, visibility, width, height } = (await answer.json()) as {
      objectPath: string;
      visibility: string;
      width: number;
      height: number;
    };
    expect({ width, height }).toEqual({ width: 320, height: 200 });
    expect(objectPath).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}$/);
    expect(visibility).toBe('private');
    await appearance.getByText('Background settings saved!').waitFor();

    // The preview shows the picture.
    const preview = appearance.locator('[data-testid="app-background"][data-background="image"]');
    await preview.waitFor();
    expect(await backgroundPictureSize(preview)).toEqual({ width: 320, height: 200 });

    // The file as the server serves it to its owner: no EXIF, no GPS, no camera.
    const tokenA = await accessTokenOf(page);
    const served = await fetch(`${stack.url}${objectPath}`, {
      headers: { Authorization: `Bearer ${tokenA}` },
    });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toBe('private, no-store');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const servedBytes = Buffer.from(await served.arrayBuffer());
    expect(await metadataLeft(servedBytes)).toEqual({
      format: 'jpeg',
      exif: false,
      xmp: false,
      icc: false,
      markers: [],
    });

    // Account B (signed in over HTTP) and a signed-out visitor are refused the private picture.
    const b = await signInOverHttp(stack.url);
    const asB = await fetch(`${stack.url}${objectPath}`, {
      headers: { Authorization: `Bearer ${b.accessToken}` },
    });
    expect(asB.status).toBe(403);
    expect(await asB.json()).toEqual({
      error: { code: 'forbidden', message: 'This picture is not yours to see.' },
    });
    expect((await fetch(`${stack.url}${objectPath}`)).status).toBe(401);

    // The Playground wears the picture too.
    await page.goto(`${stack.url}/playground`, { waitUntil: 'networkidle' });
    const playground = page.locator('[data-testid="app-background"][data-background="image"]');
    await playground.first().waitFor();
    expect(await backgroundPictureSize(playground.first())).toEqual({ width: 320, height: 200 });

    // A note renamed holiday.png is refused, with words that say what to do.
    await page.goto(`${stack.url}/settings`, { waitUntil: 'networkidle' });
    const refused = page.waitForResponse(
      (res) => res.url().includes('/api/uploads') && res.request().method() === 'POST',
    );
    await page
      .getByTestId('settings-section-appearance')
      .getByTestId('background-upload')
      .setInputFiles({
        name: 'holiday.png',
        mimeType: 'image/png',
        buffer: Buffer.from('Dear diary, today we went to the beach.\n'),
      });
    const refusal = await refused;
    expect(refusal.status()).toBe(415);
    expect(((await refusal.json()) as { error: { code: string } }).error.code).toBe('not_an_image');
    const message = page.getByTestId('settings-section-appearance').getByRole('status');
    await message.getByText(NOT_A_PICTURE).waitFor();
    // The picture chosen before stays.
    await page
      .getByTestId('settings-section-appearance')
      .locator('[data-testid="app-background"][data-background="image"]')
      .waitFor();
    await noSeriousViolations(page, 'settings after a refused upload');
    await page
      .getByTestId('settings-section-appearance')
      .screenshot({ path: '/tmp/uploads-settings-desktop.png' });
    expect(withoutExpectedHttpErrors(errors, [415])).toEqual([]);
  });

  it('When the refusal shows on a phone, then the message is on screen and readable', async () => {
    const { page, errors } = await newPage(PHONE);
    await signInTeacherOnPages(page, stack.url, 'Bo Parent', `bo-${Date.now()}@home.example`);
    await page.goto(`${stack.url}/settings`, { waitUntil: 'networkidle' });
    const appearance = page.getByTestId('settings-section-appearance');
    await appearance.getByRole('radio', { name: 'Picture' }).check();
    await appearance.getByTestId('background-upload').setInputFiles({
      name: 'drawing.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<html><body>not a drawing</body></html>'),
    });
    const message = appearance.getByRole('status').getByText(NOT_A_PICTURE);
    await message.waitFor();
    await message.scrollIntoViewIfNeeded();
    expect(await message.isVisible()).toBe(true);
    await page.screenshot({ path: '/tmp/uploads-settings-phone.png', fullPage: false });
    expect(withoutExpectedHttpErrors(errors, [415])).toEqual([]);
  });
});
