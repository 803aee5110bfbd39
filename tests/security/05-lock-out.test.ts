import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshEmail } from '../support/sign-in';
import { type InProcessServer, startInProcessServer } from './support/in-process-server';

/**
 * Finding 5 of the safe-by-default issue: a client already over its own (per-IP) limit still used
 * up the victim address's 3-links-per-15-minutes allowance, so the victim then got `200 {}` and
 * no mail. Replayed on the one-process server behind one trusted proxy (TRUST_PROXY=1, so each
 * request's X-Forwarded-For is its client): the refused requests cost the victim nothing.
 */

const ANON_KEY = 'ttc-builtin-anon-key';

function randomIp(): string {
  const [a, b, c] = randomBytes(3);
  return `198.18.${a}.${(b ?? 0) ^ (c ?? 0)}`;
}

async function askForLink(baseUrl: string, email: string, ip: string) {
  const res = await fetch(`${baseUrl}/auth/v1/otp`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ email, create_user: true }),
  });
  return { status: res.status, body: await res.text() };
}

/** How many sign-in mails `email` has in the outbox (read on this machine, as its owner would). */
async function mailCount(baseUrl: string, email: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as unknown[]).length;
}

describe('finding 5: a client over its limit cannot lock a victim out', () => {
  let app: InProcessServer;
  beforeAll(async () => {
    app = await startInProcessServer({ TRUST_PROXY: '1' });
  });
  afterAll(() => app?.close());

  it('When an attacker past its per-IP limit keeps asking for the victim, then the victim still gets all three of their own links', async () => {
    const attacker = '203.0.113.66';
    const victim = freshEmail('victim');
    // The attacker uses up its own allowance (20 a window) on other addresses...
    for (let i = 0; i < 20; i += 1) {
      expect((await askForLink(app.url, freshEmail('filler'), attacker)).status).toBe(200);
    }
    // ...then asks for the victim's address again and again: refused, silently, as ever.
    const refused = [];
    for (let i = 0; i < 10; i += 1) refused.push(await askForLink(app.url, victim, attacker));
    expect(new Set(refused.map((r) => `${r.status} ${r.body}`))).toEqual(new Set(['200 {}']));
    expect(await mailCount(app.url, victim)).toBe(0);

    // The victim, from their own network, gets their three links a window.
    for (let i = 0; i < 3; i += 1) {
      expect((await askForLink(app.url, victim, randomIp())).status).toBe(200);
    }
    await expect.poll(() => mailCount(app.url, victim), { timeout: 5000 }).toBe(3);
  });

  it('When the victim asks a fourth time in the window, then the address limit still holds (the same answer, no mail)', async () => {
    const owner = freshEmail('owner');
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await askForLink(app.url, owner, randomIp()));
    expect(new Set(answers.map((r) => `${r.status} ${r.body}`))).toEqual(new Set(['200 {}']));
    await expect.poll(() => mailCount(app.url, owner), { timeout: 5000 }).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailCount(app.url, owner)).toBe(3);
  });
});
