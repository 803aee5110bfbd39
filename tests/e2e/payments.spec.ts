import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, launchBrowser } from '../support/browser';
import { type FakeStripe, startFakeStripe } from '../support/fake-stripe';
import { freePort, type Stack, startStack } from '../support/start-stack';
import { signInTeacherOnPages } from '../support/teacher-pages';
import { contextsClosedAfterEachTest } from '../support/test-contexts';

/**
 * Issue 17 in Chromium, with payments configured against the local fake of Stripe
 * (tests/support/fake-stripe.ts: the real `stripe` SDK on the server talks to it, and it sends
 * signed webhook events). Stripe.js itself cannot load offline, so the payment screens load the
 * fake's stand-in (tests/support/fake-stripe-js.js, a plainly labelled test card form) from the
 * configured STRIPE_JS_URL, exactly as they would load https://js.stripe.com/v3/.
 * A parent starts the Parent Plan's trial from /pricing and sees the plan on /profile; cancelling
 * in the customer portal moves the plan back to free; no student route loads any third-party
 * script, Stripe.js included.
 */
const WEBHOOK_SECRET = 'whsec_e2e_payments';

describe('Plans and payments in Chromium', () => {
  let stack: Stack;
  let fake: FakeStripe;
  let browser: Browser;
  const contexts = contextsClosedAfterEachTest();

  beforeAll(async () => {
    const port = await freePort();
    fake = await startFakeStripe({
      webhook: { url: `http://localhost:${port}/api/stripe/webhook`, secret: WEBHOOK_SECRET },
    });
    [stack, browser] = await Promise.all([
      startStack({
        PORT: String(port),
        PUBLIC_URL: `http://localhost:${port}`,
        STRIPE_SECRET_KEY: 'sk_test_e2e',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
        STRIPE_PRICE_PARENT: 'price_parent_e2e',
        STRIPE_PRICE_TEACHER: 'price_teacher_e2e',
        STRIPE_API_URL: fake.url,
        STRIPE_JS_URL: fake.jsUrl,
      }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    const code = await stack?.stop();
    await fake?.close();
    expect(code).toBe(0);
  });

  async function newPage(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    contexts.push(context);
    await context.addInitScript(() => {
      for (const key of ['playground-tips', 'student-game-tips']) {
        window.localStorage.setItem(key, 'completed');
      }
    });
    return context.newPage();
  }

  /** The plan badge of /profile, read again until it says `name` (the webhook is applied apart). */
  async function waitForPlanBadge(page: Page, name: string) {
    for (let attempt = 0; attempt < 40; attempt++) {
      await page.goto(`${stack.url}/profile`, { waitUntil: 'networkidle' });
      const badge = page.locator('.profile-badge--plan');
      await badge.waitFor();
      if ((await badge.textContent())?.includes(name)) return badge;
      await page.waitForTimeout(250);
    }
    throw new Error(`The plan badge never said ${name}`);
  }

  it('When a parent starts the Parent Plan trial from /pricing and later cancels it in the portal, then the plan is active with its badge, then free again', async () => {
    const page = await newPage();
    const errors = collectPageErrors(page);
    await signInTeacherOnPages(
      page,
      stack.url,
      'Grace Hopper',
      `parent-${Date.now()}@family.example`,
      'Parent',
    );

    await page.goto(`${stack.url}/pricing`, { waitUntil: 'networkidle' });
    expect(await page.getByText('All Features Currently Free!').count()).toBe(0);
    await page.getByRole('link', { name: 'Start 7-Day Free Trial' }).click();
    await page.waitForURL(`${stack.url}/subscribe`);
    await page.getByRole('heading', { name: 'Parent Plan Subscription' }).waitFor();
    await page.getByText("You won't be charged until your trial ends. Cancel anytime.").waitFor();
    await page.getByTestId('fake-stripe-element').waitFor();
    await page.getByRole('button', { name: 'Start 7-Day Free Trial' }).click();
    await page.getByText('Welcome to Parent Plan!').first().waitFor();
    await page.waitForURL(`${stack.url}/playground`);

    const [subscription] = [...fake.subscriptions.values()];
    expect(subscription?.status).toBe('trialing');
    const badge = await waitForPlanBadge(page, 'Parent Plan');
    expect(await badge.textContent()).toContain('Parent Plan');
    await page.getByTestId('trial-ends').waitFor();

    // Cancelling in Stripe's customer portal (the fake's page) ends the plan.
    await page.getByTestId('manage-subscription').click();
    await page.getByRole('heading', { name: 'Customer portal (local fake of Stripe)' }).waitFor();
    await page.getByRole('button', { name: 'Cancel plan' }).click();
    await page.waitForURL(`${stack.url}/profile`);
    await waitForPlanBadge(page, 'Free');
    expect([...fake.subscriptions.values()][0]?.status).toBe('canceled');
    expect(errors).toEqual([]);
  }, 180_000);

  it('When payments are configured, then no student route loads Stripe.js or any other script from another origin', async () => {
    const page = await newPage();
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== new URL(stack.url).origin) foreign.push(request.url());
    });
    for (const route of ['/playground', '/student-game', '/join', '/join?code=123456', '/play']) {
      await page.goto(`${stack.url}${route}`, { waitUntil: 'networkidle' });
    }
    expect(foreign).toEqual([]);

    // The payment screens are where Stripe.js (here the fake's) is loaded, and only there.
    await page.goto(`${stack.url}/upgrade`, { waitUntil: 'networkidle' });
    expect(foreign).toEqual([]);
  });
});
