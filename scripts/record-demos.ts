/**
 * `npm run demos`: records the landing page's short demo videos from the real screens and
 * converts the live-session screenshots for its lightbox.
 *
 * - Builds the frontend into a temporary folder (frontend/dist is left alone) and starts the app
 *   as a user does (tests/support/start-stack.ts) serving that build.
 * - Drives the real pages in Debian's Chromium: the Playground (hands dragged with a real
 *   pointer), the Student Game (a few questions answered), and a live lesson (a teacher's
 *   smartboard and a child's tablet, with the rest of the class joined over sockets).
 * - Captures frames with the DevTools screencast (Playwright's recordVideo needs its own ffmpeg
 *   build, which cannot be downloaded here) and encodes them with the system ffmpeg
 *   (`apt-get install -y ffmpeg`) to VP9 WebM, with a WebP poster of a frame.
 * - Writes frontend/public/demos/<name>.{webm,webp} and frontend/public/screens/<id>.webp and
 *   <id>-thumb.webp from docs/screens (made by `npm run screens`).
 *
 * CI does not run it; run it again when the screens change and commit the files.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateQuestions } from '@ttc/shared-protocol/game/generate-questions';
import type { Question } from '@ttc/shared-protocol/game/question';
import { settingsFromUnknown } from '@ttc/shared-protocol/game/settings-schema';
import type { Browser, CDPSession, Page } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser } from '../tests/support/browser';
import { type ClassBot, joinBots } from '../tests/support/class-bots';
import { dragAround } from '../tests/support/clock-drag';
import { repoRoot, type Stack, startStack } from '../tests/support/start-stack';
import { signInTeacherOnPages } from '../tests/support/teacher-pages';

const DEMOS_DIR = path.join(repoRoot, 'frontend/public/demos');
const SCREENS_DIR = path.join(repoRoot, 'frontend/public/screens');
const DOCS_SCREENS = path.join(repoRoot, 'docs/screens');
const FPS = 15;

/** The lightbox's screenshots (frontend/src/features/landing/model/media.ts names the same). */
const SCREENSHOTS: Array<[id: string, source: string]> = [
  ['lobby', '1920x1080-host-lobby'],
  ['character', '1280x800-tablet-character'],
  ['choice', '1920x1080-host-question-choice'],
  ['setClock', '1280x800-tablet-question-set-clock'],
  ['mistake', '1920x1080-host-worked-error'],
  ['result', '1280x800-tablet-result'],
  ['podium', '1920x1080-host-podium'],
  ['stats', '1920x1080-host-stats'],
];

type Frame = { file: string; at: number };

/** Collects a page's screencast frames (JPEG) with their timestamps into a folder. */
class Recorder {
  private frames: Frame[] = [];
  private cdp: CDPSession | null = null;
  private recording = false;

  constructor(
    private readonly page: Page,
    private readonly dir: string,
  ) {
    mkdirSync(dir, { recursive: true });
  }

  async start(): Promise<void> {
    const cdp = await this.page.context().newCDPSession(this.page);
    this.cdp = cdp;
    this.recording = true;
    cdp.on('Page.screencastFrame', (event) => {
      if (this.recording) {
        const file = path.join(this.dir, `${String(this.frames.length).padStart(5, '0')}.jpg`);
        writeFileSync(file, Buffer.from(event.data, 'base64'));
        this.frames.push({ file, at: event.metadata.timestamp ?? Date.now() / 1000 });
      }
      cdp.send('Page.screencastFrameAck', { sessionId: event.sessionId }).catch(() => {});
    });
    const size = this.page.viewportSize() ?? { width: 1280, height: 720 };
    await cdp.send('Page.startScreencast', {
      format: 'jpeg',
      quality: 90,
      maxWidth: size.width,
      maxHeight: size.height,
      everyNthFrame: 1,
    });
  }

  /** Stops and returns the frames; the last one is held until `until` (epoch seconds). */
  async stop(): Promise<{ frames: Frame[]; end: number }> {
    const end = Date.now() / 1000;
    this.recording = false;
    await this.cdp?.send('Page.stopScreencast').catch(() => {});
    await this.cdp?.detach().catch(() => {});
    return { frames: this.frames, end };
  }
}

/** An ffmpeg concat list that shows each frame until the next one (variable frame rate in). */
function concatList(frames: Frame[], end: number, file: string): void {
  const lines: string[] = [];
  frames.forEach((frame, i) => {
    const next = frames[i + 1]?.at ?? end;
    lines.push(`file '${frame.file}'`, `duration ${Math.max(0.001, next - frame.at).toFixed(3)}`);
  });
  const last = frames.at(-1);
  if (last) lines.push(`file '${last.file}'`);
  writeFileSync(file, `${lines.join('\n')}\n`);
}

function ffmpeg(args: string[]): void {
  const result = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`ffmpeg failed: ffmpeg ${args.join(' ')}`);
}

/**
 * Encodes one or two recordings (the second drawn over the first's bottom-right corner, as a
 * tablet beside the smartboard) to `<name>.webm` (VP9, no sound) and a `<name>.webp` poster.
 */
async function encode(
  name: string,
  work: string,
  main: { frames: Frame[]; end: number },
  beside?: { frames: Frame[]; end: number },
  {
    width = 960,
    height = 504,
    crf = 40,
    posterAt = 0.6,
    maxSeconds = 11,
  }: { width?: number; height?: number; crf?: number; posterAt?: number; maxSeconds?: number } = {},
): Promise<void> {
  const mainList = path.join(work, `${name}-main.txt`);
  concatList(main.frames, main.end, mainList);
  const inputs = ['-f', 'concat', '-safe', '0', '-i', mainList];
  const recorded = main.end - (main.frames[0]?.at ?? main.end);
  // A slow machine makes every pointer move slow: a longer recording is played a little faster.
  const speed = Math.max(1, recorded / maxSeconds);
  const pts = `setpts=PTS/${speed.toFixed(3)}`;
  let filter = `[0:v]${pts},fps=${FPS},scale=${width}:-2:flags=lanczos,format=yuv420p[v]`;
  if (beside) {
    // The smartboard and the tablet side by side, at the same height, on the board's dark blue.
    const besideList = path.join(work, `${name}-beside.txt`);
    concatList(beside.frames, beside.end, besideList);
    inputs.push('-f', 'concat', '-safe', '0', '-i', besideList);
    filter =
      `[0:v]${pts},fps=${FPS},scale=-2:${height}:flags=lanczos[board];` +
      `[1:v]${pts},fps=${FPS},scale=-2:${height}:flags=lanczos[tablet];` +
      `[board][tablet]hstack=inputs=2:shortest=1,pad=iw+24:ih+16:12:8:color=0x1e1b4b,format=yuv420p[v]`;
  }
  const webm = path.join(DEMOS_DIR, `${name}.webm`);
  ffmpeg([
    ...inputs,
    '-filter_complex',
    filter,
    '-map',
    '[v]',
    '-an',
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    String(crf),
    '-row-mt',
    '1',
    '-deadline',
    'good',
    '-cpu-used',
    '2',
    '-g',
    String(FPS * 4),
    webm,
  ]);
  // The poster: a frame of the finished video, so it matches what plays.
  const png = path.join(work, `${name}-poster.png`);
  const duration = recorded / speed;
  ffmpeg(['-ss', (duration * posterAt).toFixed(2), '-i', webm, '-frames:v', '1', png]);
  await sharp(png)
    .resize(640)
    .webp({ quality: 72 })
    .toFile(path.join(DEMOS_DIR, `${name}.webp`));
  const kb = (file: string) => Math.round(statSync(file).size / 1024);
  console.log(
    `${name}: ${duration.toFixed(1)} s, ${kb(webm)} KB webm, ${kb(path.join(DEMOS_DIR, `${name}.webp`))} KB poster`,
  );
}

const pause = (page: Page, ms: number) => page.waitForTimeout(ms);

/** The Playground: the minute hand goes round, then the hour hand, with pauses to read. */
async function recordPlayground(browser: Browser, stack: Stack, work: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  await context.addInitScript(() => window.localStorage.setItem('playground-tips', 'completed'));
  const page = await context.newPage();
  await page.goto(`${stack.url}/playground`, { waitUntil: 'networkidle' });
  await page.locator('.analog-clock__svg').first().waitFor();
  const recorder = new Recorder(page, path.join(work, 'playground'));
  await recorder.start();
  await pause(page, 600);
  const clock = '.analog-clock__svg';
  // The minute hand once round and on to a quarter past one; the hour hand follows.
  await dragAround(page, clock, 0.72, 0, 450, { steps: 60 });
  await pause(page, 900);
  await dragAround(page, clock, 0.72, 90, 180, { steps: 24 });
  await pause(page, 900);
  // The short hand, grabbed near the centre, on to four o'clock.
  await dragAround(page, clock, 0.3, 45 + 15, 120 + 15, { steps: 20 });
  await pause(page, 1200);
  await encode('playground', work, await recorder.stop(), undefined, { posterAt: 0.45 });
  await context.close();
}

/** The game's questions, rebuilt from the seed and settings it saved on the device. */
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

/** The Student Game: three questions answered, one of them wrong, with the cheers and a hint. */
async function recordStudentGame(browser: Browser, stack: Stack, work: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  await context.addInitScript(() => {
    window.localStorage.setItem('studentGame_playMode', 'free');
    window.localStorage.setItem('student-game-tips', 'completed');
  });
  const page = await context.newPage();
  await page.goto(`${stack.url}/student-game`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: 'Student Game' }).waitFor();
  const questions = await questionsOf(page);
  const recorder = new Recorder(page, path.join(work, 'game'));
  await recorder.start();
  const submit = page.getByRole('button', { name: 'Submit Answer' });
  let answered = 0;
  for (const [index, question] of questions.entries()) {
    if (answered === 3) break;
    await page.getByText(`Question ${index + 1} of 10`).waitFor();
    await pause(page, 600);
    if (question.type === 'set_time') {
      const svg = '.question-card .analog-clock__svg';
      const target = question.metadata.targetTime;
      const hour = Number(
        await page.getByRole('slider', { name: 'Hour hand' }).getAttribute('aria-valuenow'),
      );
      const minute = Number(
        await page.getByRole('slider', { name: 'Minute hand' }).getAttribute('aria-valuenow'),
      );
      const from = (hour % 12) * 30 + minute * 0.5;
      let to = (target.hour % 12) * 30 + target.minute * 0.5;
      if (to < from) to += 360;
      await dragAround(page, svg, 0.3, from, to, { steps: 30 });
      const now = Number(
        await page.getByRole('slider', { name: 'Minute hand' }).getAttribute('aria-valuenow'),
      );
      if (now !== target.minute) {
        let delta = target.minute * 6 - now * 6;
        if (delta > 180) delta -= 360;
        if (delta < -180) delta += 360;
        await dragAround(page, svg, 0.72, now * 6, now * 6 + delta, { steps: 30 });
      }
    } else {
      // The second question gets a wrong answer, to show the kind hint.
      const wrong = question.options.find((o) => o !== question.correctLabel) ?? '';
      const label = answered === 1 ? wrong : question.correctLabel;
      await page
        .getByRole('group', { name: /clock/ })
        .getByRole('button', { name: label, exact: true })
        .click();
    }
    await pause(page, 500);
    await submit.click();
    await page.getByRole('dialog').waitFor();
    await pause(page, 1400);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    answered += 1;
  }
  await pause(page, 700);
  await encode('student-game', work, await recorder.stop(), undefined, { posterAt: 0.1 });
  await context.close();
}

/**
 * A live lesson: the smartboard (a signed-in teacher) beside one child's tablet, with eleven
 * classmates joined over sockets. One set-the-clock question: the board asks, the child drags
 * the hands on the tablet, the class answers, and the board shows how the class did.
 */
async function recordLiveClassroom(browser: Browser, stack: Stack, work: string): Promise<void> {
  const boardContext = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  await boardContext.addInitScript(() =>
    window.localStorage.setItem('playground-tips', 'completed'),
  );
  const board = await boardContext.newPage();
  await signInTeacherOnPages(board, stack.url, 'Ada Lovelace');
  await board.goto(`${stack.url}/teacher`);
  await board.getByRole('heading', { level: 1, name: 'Teacher Dashboard' }).waitFor();
  await board.getByLabel('Number of questions').selectOption('3');
  await board.getByRole('checkbox', { name: 'Set the clock' }).check();
  for (const other of ['Pick the time', 'Time in words', 'How long?']) {
    const box = board.getByRole('checkbox', { name: other });
    if ((await box.count()) > 0 && (await box.isChecked())) await box.uncheck();
  }
  await board.getByLabel('Seconds per question').selectOption('120');
  await board.getByRole('button', { name: 'Start a live session' }).click();
  await board.waitForURL(/\/host\/\d{6}$/);
  const code = new URL(board.url()).pathname.split('/').pop() ?? '';

  // A tablet in portrait joins as the panda before the recording starts.
  const tabletContext = await browser.newContext({
    viewport: { width: 600, height: 800 },
    hasTouch: true,
  });
  const tablet = await tabletContext.newPage();
  await tablet.goto(`${stack.url}/join`, { waitUntil: 'networkidle' });
  const primary = tablet.locator('[data-testid="tablet-primary"]:visible').first();
  for (const digit of code) {
    await tablet.getByRole('button', { name: digit, exact: true }).click();
  }
  await primary.click();
  await tablet.locator('[data-testid="tablet-step-character"]').waitFor();
  await tablet.getByRole('button', { name: /Panda/ }).click();
  await primary.click();
  await tablet.locator('.name-choice').first().waitFor();
  const name = tablet.locator('.name-choice').first();
  const tapJoins = (await name.getAttribute('data-testid')) === 'tablet-primary';
  await name.click();
  if (!tapJoins) await primary.click();
  await tablet.locator('[data-testid="tablet-step-waiting"]').waitFor();
  const classmates: ClassBot[] = await joinBots(stack.url, code, 11, 1);
  await board.getByText('12 children have joined').waitFor();

  const boardRecorder = new Recorder(board, path.join(work, 'board'));
  const tabletRecorder = new Recorder(tablet, path.join(work, 'tablet'));
  await Promise.all([boardRecorder.start(), tabletRecorder.start()]);
  try {
    await pause(board, 900);
    await board.locator('[data-testid="host-primary"]:visible').first().click();
    await board.getByText('Question 1 of 3').first().waitFor();
    await tablet.getByText('Question 1 of 3').first().waitFor();
    await tablet.getByRole('slider', { name: 'Minute hand' }).waitFor();
    await pause(tablet, 700);
    const asked = (await tablet.locator('body').textContent())?.match(/(\d{1,2}):(\d{2})/);
    const hour = Number(asked?.[1] ?? 3);
    const minute = Number(asked?.[2] ?? 0);
    const svg = '[data-testid="tablet-step-question"] .analog-clock__svg';
    const slider = async (name: 'Hour hand' | 'Minute hand') =>
      Number(await tablet.getByRole('slider', { name }).getAttribute('aria-valuenow'));
    const h = await slider('Hour hand');
    const m = await slider('Minute hand');
    const from = (h % 12) * 30 + m * 0.5;
    let to = (hour % 12) * 30 + minute * 0.5;
    if (to < from) to += 360;
    await dragAround(tablet, svg, 0.3, from, to, { steps: 24 });
    const now = await slider('Minute hand');
    if (now !== minute) {
      let delta = minute * 6 - now * 6;
      if (delta > 180) delta -= 360;
      if (delta < -180) delta += 360;
      await dragAround(tablet, svg, 0.72, now * 6, now * 6 + delta, { steps: 20 });
    }
    await pause(tablet, 400);
    await primary.click();
    // The rest of the class answers; the question closes when everyone has.
    await Promise.all(classmates.map((bot, i) => bot.answer(0, i)));
    await tablet.locator('[data-testid="tablet-step-result"]').waitFor();
    await board
      .getByText(/Clocks set right/)
      .first()
      .waitFor();
    await pause(board, 2200);
  } finally {
    for (const bot of classmates) bot.close();
  }
  const [boardRun, tabletRun] = await Promise.all([boardRecorder.stop(), tabletRecorder.stop()]);
  await encode('live-classroom', work, boardRun, tabletRun, { posterAt: 0.5, maxSeconds: 12 });
  await Promise.all([boardContext.close(), tabletContext.close()]);
}

/** The lightbox pictures: full size (at most 1600 wide) and a 480-wide thumbnail, as WebP. */
async function convertScreens(): Promise<void> {
  mkdirSync(SCREENS_DIR, { recursive: true });
  for (const [id, source] of SCREENSHOTS) {
    const png = path.join(DOCS_SCREENS, `${source}.png`);
    await sharp(png)
      .resize({ width: 1600, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toFile(path.join(SCREENS_DIR, `${id}.webp`));
    await sharp(png)
      .resize({ width: 480 })
      .webp({ quality: 70 })
      .toFile(path.join(SCREENS_DIR, `${id}-thumb.webp`));
  }
  console.log(`screens: ${SCREENSHOTS.length} pictures in ${path.relative(repoRoot, SCREENS_DIR)}`);
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const wanted = (name: string) => only.length === 0 || only.includes(name);
  if (spawnSync('ffmpeg', ['-version']).status !== 0) {
    throw new Error('ffmpeg not found: apt-get install -y ffmpeg');
  }
  if (wanted('screens')) await convertScreens();
  if (!['playground', 'game', 'classroom'].some(wanted)) return;

  const work = mkdtempSync(path.join(tmpdir(), 'ttc-demos-'));
  // DEMOS_DIST: an existing build to record instead of building one.
  const dist = process.env.DEMOS_DIST ?? path.join(work, 'dist');
  if (!process.env.DEMOS_DIST) {
    console.log('Building the frontend into a temporary folder...');
    const build = spawnSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir'], {
      cwd: path.join(repoRoot, 'frontend'),
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (build.status !== 0) throw new Error('the frontend build failed');
  }
  mkdirSync(DEMOS_DIR, { recursive: true });
  const stack = await startStack({ FRONTEND_DIST: dist });
  const browser = await launchBrowser();
  try {
    if (wanted('playground')) await recordPlayground(browser, stack, work);
    if (wanted('game')) await recordStudentGame(browser, stack, work);
    if (wanted('classroom')) await recordLiveClassroom(browser, stack, work);
  } finally {
    await browser.close();
    await stack.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
