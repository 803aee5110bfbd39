import type { Browser } from 'playwright-core';
import { io } from 'socket.io-client';
import { signInAsTeacher } from '../../tests/support/sign-in';
import { fetchedScripts, withoutIdleWork } from './fetched-scripts';

/** The host-token key the bench's app stack is started with (AUTH_JWT_SECRET). */
export const BUNDLE_BENCH_SECRET = 'bundle-bench-secret-bundle-bench-secret-0123';

/**
 * Every script a tablet has fetched by the time the first question shows on the live play
 * screen: it opens the QR address (/join?code=...), picks a character and a name, waits, and the
 * teacher (a socket in this process) starts a one-question session.
 */
export async function playScreenScripts(options: {
  browser: Browser;
  url: string;
}): Promise<string[]> {
  // A real sign-in as a teacher: the server honours a host token only while its sign-in session is
  // live, and only teachers host.
  const { accessToken: token } = await signInAsTeacher(options.url);
  const host = io(options.url, {
    transports: ['websocket'],
    auth: { token },
    extraHeaders: { origin: options.url },
  });
  const context = await options.browser.newContext({
    viewport: { width: 1180, height: 820 },
    hasTouch: true,
  });
  try {
    const send = async (event: string, payload: unknown) => {
      const ack = (await host.timeout(10_000).emitWithAck(event, payload)) as
        | { ok: true; data: { code?: string } }
        | { ok: false; error: { message: string } };
      if (!ack.ok) throw new Error(`${event} refused: ${ack.error.message}`);
      return ack.data;
    };
    const { code } = await send('room:create', {
      options: { questionCount: 1, questionTypes: ['multiple_choice'], secondsPerQuestion: 120 },
    });
    await withoutIdleWork(context);
    const page = await context.newPage();
    const scripts = fetchedScripts(page);
    await page.goto(`${options.url}/join?code=${code}`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Go!' }).click();
    await page.getByRole('button', { name: /Panda/ }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.locator('.name-choice').first().click();
    await page.getByRole('heading', { name: 'Waiting for next question...' }).waitFor();
    await send('host:start', {});
    await page.getByText('Question 1 of 1').first().waitFor();
    return [...scripts];
  } finally {
    host.disconnect();
    await context.close();
  }
}
