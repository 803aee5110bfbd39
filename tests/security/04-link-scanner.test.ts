import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_PATH, collectPageErrors, launchBrowser } from '../support/browser';
import { freshEmail } from '../support/sign-in';
import { type Stack, startStack } from '../support/start-stack';

/**
 * Finding 4 of the safe-by-default issue: a link scanner that runs JavaScript spent the link
 * (`/auth/verify` sent the POST on load), and `GET /auth/v1/verify` spent it too. Replayed
 * against `npm start` with Chromium as the scanner: loading the page (and following the GoTrue
 * style address) spends nothing; the teacher sees the address partly masked, taps "Sign in" and
 * is signed in.
 */

const ANON_KEY = 'ttc-builtin-anon-key';
const SESSION_KEY = 'sb-ticktockclass-auth-token';
const skipReason = existsSync(CHROMIUM_PATH)
  ? null
  : `Chromium not found at ${CHROMIUM_PATH} (apt-get install -y chromium)`;
if (skipReason) console.warn(`04-link-scanner.test.ts skipped: ${skipReason}`);

describe.skipIf(skipReason !== null)(
  `finding 4: a link scanner cannot spend a sign-in link${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let stack: Stack;
    let browser: Browser;
    beforeAll(async () => {
      [stack, browser] = await Promise.all([startStack({ NODE_ENV: '' }), launchBrowser()]);
      // On a clean clone the first start builds the frontend: minutes with the CPU taken by
      // another process (01-sign-in-mail's start timed out at 120 s beside stress-ng --cpu 2).
    }, 600_000);
    afterAll(async () => {
      await browser?.close();
      await stack?.stop();
    });

    /** Asks for a link for `email` and returns it, read from the outbox on this machine. */
    async function emailedLink(email: string): Promise<URL> {
      const otp = await fetch(`${stack.url}/auth/v1/otp`, {
        method: 'POST',
        headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ email, create_user: true }),
      });
      expect(otp.status).toBe(200);
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const res = await fetch(`${stack.url}/api/dev/outbox?to=${encodeURIComponent(email)}`);
        const [mail] = (await res.json()) as Array<{ text: string }>;
        const link = mail?.text.match(/https?:\/\/\S+\/auth\/verify\?\S+/)?.[0];
        if (link) return new URL(link);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no sign-in mail to ${email}`);
    }

    /** A scanner's visit: a fresh browser loads `url`, runs the page, waits until it is idle. */
    async function scan(url: string): Promise<{ posts: string[]; signedIn: boolean }> {
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        const posts: string[] = [];
        page.on('request', (req) => {
          if (req.method() === 'POST') posts.push(new URL(req.url()).pathname);
        });
        await page.goto(url, { waitUntil: 'networkidle' });
        await page
          .getByRole('main')
          .getByRole('button', { name: 'Sign in', exact: true })
          .waitFor();
        await page.waitForLoadState('networkidle');
        const signedIn = await page.evaluate(
          (key) => localStorage.getItem(key) !== null,
          SESSION_KEY,
        );
        return { posts, signedIn };
      } finally {
        await context.close();
      }
    }

    it('When a scanner running JavaScript opens the emailed link and the GoTrue-style address, then nothing is spent and the teacher then signs in with a tap', async () => {
      const email = freshEmail('teacher');
      const link = await emailedLink(email);
      const viaServer = new URL('/auth/v1/verify', stack.url);
      viaServer.searchParams.set('token', link.searchParams.get('token_hash') ?? '');
      viaServer.searchParams.set('type', 'magiclink');

      for (const url of [link.href, viaServer.href, link.href]) {
        const visit = await scan(url);
        // The page only looked the link up; it never sent the verification.
        expect(visit.posts).toEqual(['/auth/v1/link-preview']);
        expect(visit.signedIn).toBe(false);
      }
      // A plain GET of the server address spends nothing either (a 303 to the page).
      const followed = await fetch(viaServer, { redirect: 'manual' });
      expect(followed.status).toBe(303);
      expect(followed.headers.get('location')).toContain('/auth/verify?token_hash=');

      // The teacher opens the link: the address partly masked, one tap, signed in.
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        const errors = collectPageErrors(page);
        await page.goto(link.href);
        const masked = `${email.slice(0, 2)}•••${email.slice(email.indexOf('@'))}`;
        await page.getByText(`Tap Sign in to continue as ${masked}.`).waitFor();
        expect(await page.getByText(email).count()).toBe(0);
        await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
        await page.getByRole('heading', { level: 1, name: "You're signed in!" }).waitFor();
        expect(await page.evaluate((key) => localStorage.getItem(key) !== null, SESSION_KEY)).toBe(
          true,
        );
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it('When the link preview is asked without the link (a guessed token), then it tells nothing', async () => {
      const answers = new Set<string>();
      for (const token of ['A'.repeat(43), 'guess', 'B'.repeat(43)]) {
        const res = await fetch(`${stack.url}/auth/v1/link-preview`, {
          method: 'POST',
          headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
          body: JSON.stringify({ token_hash: token }),
        });
        const body = await res.text();
        expect(body).not.toContain('@');
        answers.add(`${res.status} ${body}`);
      }
      expect(answers.size).toBe(1);
      expect([...answers][0]).toMatch(/^403 /);
    });
  },
);
