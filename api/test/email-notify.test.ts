import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailSubscribers } from '../src/db/schema';
import { startTestApp, type TestApp } from './support/test-app';
import { testBackends } from './support/test-database';

describe.each(testBackends)('POST /api/email/notify on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  const rowsFor = (email: string) =>
    t.database.db.select().from(emailSubscribers).where(sql`${emailSubscribers.email} = ${email}`);

  it('When a new address is sent, then it is stored trimmed and lower-cased with its source', async () => {
    const res = await request(t.app)
      .post('/api/email/notify')
      .send({ email: '  Ada.Lovelace@Example.COM ', source: 'hero' })
      .expect(200);
    expect(res.body).toEqual({ ok: true });
    const rows = await rowsFor('ada.lovelace@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'ada.lovelace@example.com', source: 'hero' });
    expect(rows[0]?.createdAt).toBeInstanceOf(Date);
  });

  it('When the same address comes again in another case, then the answer is the same and one row stays', async () => {
    const res = await request(t.app)
      .post('/api/email/notify')
      .send({ email: 'ADA.LOVELACE@example.com', source: 'footer' })
      .expect(200);
    expect(res.body).toEqual({ ok: true });
    const rows = await rowsFor('ada.lovelace@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.source).toBe('hero');
  });

  it('When the same new address is sent 20 times at once, then all get 200 and it is stored once', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        request(t.app).post('/api/email/notify').send({ email: 'race@example.com', source: 'x' }),
      ),
    );
    expect(results.map((res) => res.status)).toEqual(Array(20).fill(200));
    expect(await rowsFor('race@example.com')).toHaveLength(1);
  });

  it('When the source is left out, then it is stored as landing', async () => {
    await request(t.app)
      .post('/api/email/notify')
      .send({ email: 'nosource@example.com' })
      .expect(200);
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
      const res = await request(t.app)
        .post('/api/email/notify')
        .send({ email, source: 'hero' })
        .expect(400);
      expect(res.body).toEqual({
        error: { code: 'validation_failed', message: 'Please enter a valid email address.' },
      });
      expect(await t.database.db.$count(emailSubscribers)).toBe(before);
    },
  );
});
