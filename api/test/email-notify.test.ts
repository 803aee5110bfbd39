import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailSubscribers } from '../src/db/schema';
import { NOTIFY_PER_ADDRESS, NOTIFY_PER_CLIENT } from '../src/features/email/limits';
import { randomIp } from './support/sign-in-flow';
import { startTestApp, type TestApp } from './support/test-app';
import { testBackends } from './support/test-database';

describe.each(testBackends)('POST /api/email/notify on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  /** POST /api/email/notify from one client (a fresh one unless `ip` is given). */
  const notify = (body: Record<string, unknown>, ip = randomIp()) =>
    request(t.app).post('/api/email/notify').set('X-Forwarded-For', ip).send(body);

  const rowsFor = (email: string) =>
    t.database.db.select().from(emailSubscribers).where(sql`${emailSubscribers.email} = ${email}`);

  it('When a new address is sent, then it is stored trimmed and lower-cased with its source', async () => {
    const res = await notify({ email: '  Ada.Lovelace@Example.COM ', source: 'hero' }).expect(200);
    expect(res.body).toEqual({ ok: true });
    const rows = await rowsFor('ada.lovelace@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'ada.lovelace@example.com', source: 'hero' });
    expect(rows[0]?.createdAt).toBeInstanceOf(Date);
  });

  it('When the same address comes again in another case, then the answer is the same and one row stays', async () => {
    const res = await notify({ email: 'ADA.LOVELACE@example.com', source: 'footer' }).expect(200);
    expect(res.body).toEqual({ ok: true });
    const rows = await rowsFor('ada.lovelace@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.source).toBe('hero');
  });

  it('When the same new address is sent 20 times at once, then all get 200 and it is stored once', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => notify({ email: 'race@example.com', source: 'x' })),
    );
    expect(results.map((res) => res.status)).toEqual(Array(20).fill(200));
    expect(await rowsFor('race@example.com')).toHaveLength(1);
  });

  it('When the source is left out, then it is stored as landing', async () => {
    await notify({ email: 'nosource@example.com' }).expect(200);
    expect((await rowsFor('nosource@example.com'))[0]?.source).toBe('landing');
  });

  it.each([
    ['empty', ''],
    ['whitespace only', '   '],
    ['not an address', 'not-an-email'],
    ['missing its domain', 'ada@'],
  ])(
    'When the email is %s, then it is 400 with the spec message and nothing is stored',
    async (_, email) => {
      const before = await t.database.db.$count(emailSubscribers);
      const res = await notify({ email, source: 'hero' }).expect(400);
      expect(res.body).toEqual({
        error: { code: 'validation_failed', message: 'Please enter a valid email address.' },
      });
      expect(await t.database.db.$count(emailSubscribers)).toBe(before);
    },
  );

  it('When one client sends many third-party addresses, then past its limit nothing more is stored and every answer is the same', async () => {
    const ip = randomIp();
    const answers = [];
    for (let i = 0; i < NOTIFY_PER_CLIENT + 5; i += 1) {
      const res = await notify({ email: `stuffed${i}@example.com`, source: 'hero' }, ip);
      answers.push(JSON.stringify({ status: res.status, body: res.body }));
    }
    expect(new Set(answers)).toEqual(
      new Set([JSON.stringify({ status: 200, body: { ok: true } })]),
    );
    expect(await rowsFor(`stuffed${NOTIFY_PER_CLIENT - 1}@example.com`)).toHaveLength(1);
    expect(await rowsFor(`stuffed${NOTIFY_PER_CLIENT}@example.com`)).toHaveLength(0);
    // Another client (a colleague at another school) is not affected.
    await notify({ email: 'colleague@example.com' }).expect(200);
    expect(await rowsFor('colleague@example.com')).toHaveLength(1);
  });

  it('When a client over its limit sends an address, then that address keeps its own allowance', async () => {
    const ip = randomIp();
    for (let i = 0; i < NOTIFY_PER_CLIENT; i += 1) {
      await notify({ email: `filler${i}@example.com` }, ip).expect(200);
    }
    for (let i = 0; i < NOTIFY_PER_ADDRESS + 2; i += 1) {
      await notify({ email: 'later.owner@example.com' }, ip).expect(200);
    }
    expect(await rowsFor('later.owner@example.com')).toHaveLength(0);
    await notify({ email: 'later.owner@example.com' }).expect(200);
    expect(await rowsFor('later.owner@example.com')).toHaveLength(1);
  });
});
