import type { Page } from 'playwright-core';

type OutboxMail = { text: string };

/**
 * Signs a new teacher in through the real pages, as a teacher without SMTP would: the magic link
 * asked for on /auth/login and read from the dev outbox (loopback only), the verify page's Sign in
 * tap, then the profile completed as a teacher (or as `role`). Ends on /playground.
 */
export async function signInTeacherOnPages(
  page: Page,
  baseUrl: string,
  fullName: string,
  email = `teacher-${Date.now()}@school.example`,
  role: 'Teacher' | 'Parent' = 'Teacher',
): Promise<void> {
  await page.goto(`${baseUrl}/auth/login`, { waitUntil: 'networkidle' });
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Magic Link' }).click();
  await page.getByRole('heading', { level: 2, name: 'Check your email' }).waitFor();
  const res = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const [mail] = (await res.json()) as OutboxMail[];
  const link = mail?.text.match(/https?:\/\/\S+\/auth\/verify\?\S+/)?.[0];
  if (!link) throw new Error('no sign-in link in the outbox');
  // The link's page spends nothing on load: the teacher taps Sign in.
  await page.goto(link);
  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(`${baseUrl}/complete-profile`);
  await page.getByLabel('Full Name').fill(fullName);
  await page.getByLabel('I am a...').selectOption({ label: role });
  await page.getByRole('button', { name: 'Get Started' }).click();
  await page.waitForURL(`${baseUrl}/playground`);
}
