import { sql } from 'drizzle-orm';
import type request from 'supertest';
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
