import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sha256Hex } from '../src/features/auth/secrets';
import { outboxFor } from './support/outbox';
import { pkcePair, postOtp, randomIp, signInByLink } from './support/sign-in-flow';
import { startTestApp, type TestApp } from './support/test-app';
import { testBackends } from './support/test-database';

/** Rows of a raw query, whichever driver answered (PGlite: `{rows}`, postgres.js: an array). */
async function rowsOf(result: Promise<unknown>): Promise<Record<string, unknown>[]> {
  const value = (await result) as { rows?: Record<string, unknown>[] } | Record<string, unknown>[];
  return Array.isArray(value) ? value : (value.rows ?? []);
}

/** What a client could compare between two answers: status, body and the headers that vary. */
function visible(res: request.Response) {
  const { date: _date, 'x-request-id': _id, ...headers } = res.headers;
  return { status: res.status, body: res.body, headers };
}

function linkRequest(email: string, createUser: boolean) {
  return {
    email,
    create_user: createUser,
    code_challenge: pkcePair().challenge,
    code_challenge_method: 's256',
  };
}

/** Mail goes out after the answer; this waits until the outbox has settled at `count`. */
async function expectOutboxCount(t: TestApp, to: string, count: number): Promise<void> {
  await vi.waitFor(async () => expect(await outboxFor(t, to)).toHaveLength(count), {
    timeout: 5_000,
    interval: 50,
  });
  // Give a stray late mail the chance to show up before the count is trusted.
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(await outboxFor(t, to)).toHaveLength(count);
}

describe.each(testBackends)('Sign-in link safety on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { TRUST_PROXY: '1' });
  });
  afterAll(() => t?.close());

  it('When a known and an unknown address ask for a link, then the answers are identical and only the known one gets mail', async () => {
    await signInByLink(t, 'known@example.org');
    await expectOutboxCount(t, 'known@example.org', 1);

    const known = await postOtp(t, linkRequest('known@example.org', false));
    const unknown = await postOtp(t, linkRequest('nobody@example.org', false));

    expect(visible(unknown)).toEqual(visible(known));
    expect(known.status).toBe(200);
    await expectOutboxCount(t, 'known@example.org', 2);
    await expectOutboxCount(t, 'nobody@example.org', 0);
  });

  it('When an address asks a 4th time in 15 minutes, then the answer is the same and no email is sent', async () => {
    const email = 'busy@example.org';
    const answers = [];
    for (let i = 0; i < 4; i += 1) {
      answers.push(visible(await postOtp(t, linkRequest(email, true), { ip: randomIp() })));
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    await expectOutboxCount(t, email, 3);
  });

  it('When one IP asks for many addresses, then past its limit it gets the same answer and no email', async () => {
    const ip = randomIp();
    const answers = [];
    for (let i = 0; i < 21; i += 1) {
      answers.push(
        visible(await postOtp(t, linkRequest(`pupil${i}@example.org`, true), { ip })).status,
      );
    }
    expect(new Set(answers)).toEqual(new Set([200]));
    await expectOutboxCount(t, 'pupil19@example.org', 1);
    await expectOutboxCount(t, 'pupil20@example.org', 0);
  });

  it('When a client already over its limit asks for links to a victim, then the victim keeps all of their own', async () => {
    const attacker = randomIp();
    for (let i = 0; i < 20; i += 1) {
      await postOtp(t, linkRequest(`filler${i}@example.org`, true), { ip: attacker }).expect(200);
    }
    const victim = 'victim@example.org';
    for (let i = 0; i < 10; i += 1) {
      await postOtp(t, linkRequest(victim, true), { ip: attacker }).expect(200);
    }
    await expectOutboxCount(t, victim, 0);
    // The victim's own three links a window all arrive.
    for (let i = 0; i < 3; i += 1) {
      await postOtp(t, linkRequest(victim, true), { ip: randomIp() }).expect(200);
    }
    await expectOutboxCount(t, victim, 3);
  });

  it('When clients share an IPv6 /64, then they share one allowance', async () => {
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:1`;
    for (let i = 0; i < 21; i += 1) {
      await postOtp(t, linkRequest(`v6-${i}@example.org`, true), {
        ip: `${prefix}::${(i + 1).toString(16)}`,
      }).expect(200);
    }
    await expectOutboxCount(t, 'v6-19@example.org', 1);
    await expectOutboxCount(t, 'v6-20@example.org', 0);
  });

  it('When the sign-in page previews a link, then it shows the masked address and spends nothing', async () => {
    const email = 'preview.parent@example.org';
    await postOtp(t, linkRequest(email, true)).expect(200);
    const [mail] = await outboxFor(t, email);
    const token = new URL(/https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '').searchParams.get(
      'token_hash',
    ) as string;
    for (let i = 0; i < 3; i += 1) {
      const preview = await request(t.app)
        .post('/auth/v1/link-preview')
        .send({ token_hash: token })
        .expect(200);
      expect(preview.body.email).toBe('pr•••@example.org');
      expect(preview.body.expires_at).toBeGreaterThan(Date.now() / 1000);
      // A scanner that follows the GoTrue-style address is sent on to the page, and spends nothing.
      const followed = await request(t.app)
        .get('/auth/v1/verify')
        .query({ token, type: 'magiclink' })
        .expect(303);
      expect(followed.headers.location).toContain('/auth/verify?token_hash=');
    }
    await request(t.app)
      .post('/auth/v1/verify')
      .send({ type: 'magiclink', token_hash: token })
      .expect(200);
    // Spent now: the preview says what POST /verify says for any dead link.
    const spent = await request(t.app).post('/auth/v1/link-preview').send({ token_hash: token });
    const unknown = await request(t.app)
      .post('/auth/v1/link-preview')
      .send({ token_hash: 'A'.repeat(43) });
    expect(spent.status).toBe(403);
    expect(visible(spent)).toEqual(visible(unknown));
    expect(JSON.stringify(spent.body)).not.toContain('@');
  });

  it('When links and sessions exist, then the token store holds only SHA-256 hashes', async () => {
    const session = await signInByLink(t, 'hashes@example.org');
    const [mail] = await outboxFor(t, 'hashes@example.org');
    const linkToken = new URL(/https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '').searchParams.get(
      'token_hash',
    );
    expect(linkToken).toBeTruthy();

    const tables = ['auth_link_tokens', 'auth_refresh_tokens', 'auth_codes', 'auth_sessions'];
    const stored = [];
    for (const table of tables) {
      stored.push(
        JSON.stringify(await rowsOf(t.database.db.execute(sql.raw(`select * from ${table}`)))),
      );
    }
    const everything = stored.join('\n');
    expect(everything).not.toContain(linkToken);
    expect(everything).not.toContain(session.refresh_token);
    expect(everything).toContain(sha256Hex(linkToken as string));
    expect(everything).toContain(sha256Hex(session.refresh_token));

    for (const [table, column] of [
      ['auth_link_tokens', 'token_hash'],
      ['auth_refresh_tokens', 'token_hash'],
      ['auth_codes', 'code_hash'],
    ]) {
      const rows = await rowsOf(t.database.db.execute(sql.raw(`select ${column} from ${table}`)));
      for (const row of rows) expect(row[column as string]).toMatch(/^[0-9a-f]{64}$/);
    }
  });
});
