import { authUserSchema } from '@ttc/shared-protocol/api/auth-user';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, users } from '../src/db/schema';
import { signInTestUser } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';
import { testBackends } from './support/test-database';

const UNAUTHORIZED = { error: { code: 'unauthorized', message: 'You need to sign in.' } };

describe.each(testBackends)('POST /api/complete-profile on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  const completeProfile = (headers: Record<string, string>, body: unknown) =>
    request(t.app)
      .post('/api/complete-profile')
      .set(headers)
      .send(body as object);
  const userRow = async (id: string) =>
    (await t.database.db.select().from(users).where(eq(users.id, id)))[0];
  const profileRows = (email: string) =>
    t.database.db.select().from(profiles).where(eq(profiles.email, email));

  it('When a signed-in user sends a name and a role, then users and profiles are filled and the user comes back as /api/auth/user shows it', async () => {
    const user = await signInTestUser(t, 'Ada@Example.org');
    const res = await completeProfile(user.headers, {
      fullName: '  Ada King Lovelace ',
      role: 'parent',
    }).expect(200);
    const expected = {
      id: user.id,
      email: 'ada@example.org',
      fullName: 'Ada King Lovelace',
      firstName: 'Ada',
      role: 'parent',
      plan: 'free',
    };
    expect(res.body).toEqual(expected);
    expect(authUserSchema.parse(res.body)).toEqual(expected);
    expect(await userRow(user.id)).toMatchObject({
      fullName: 'Ada King Lovelace',
      firstName: 'Ada',
      lastName: 'King Lovelace',
      role: 'parent',
      plan: 'free',
    });
    expect(await profileRows('ada@example.org')).toEqual([
      expect.objectContaining({
        email: 'ada@example.org',
        fullName: 'Ada King Lovelace',
        firstName: 'Ada',
        lastName: 'King Lovelace',
        role: 'parent',
        plan: 'free',
        marketingOptIn: false,
      }),
    ]);
    const me = await request(t.app).get('/api/auth/user').set(user.headers).expect(200);
    expect(me.body).toEqual(expected);
  });

  it('When the profile is completed again, then it is updated and one profile row stays', async () => {
    const user = await signInTestUser(t);
    await completeProfile(user.headers, { fullName: 'Grace', role: 'student' }).expect(200);
    const res = await completeProfile(user.headers, {
      fullName: 'Grace Hopper',
      role: 'teacher',
    }).expect(200);
    expect(res.body).toMatchObject({
      fullName: 'Grace Hopper',
      firstName: 'Grace',
      role: 'teacher',
    });
    expect(await userRow(user.id)).toMatchObject({ lastName: 'Hopper', role: 'teacher' });
    const rows = await profileRows(user.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ fullName: 'Grace Hopper', role: 'teacher' });
  });

  it('When a one-word name is sent, then the last name stays empty', async () => {
    const user = await signInTestUser(t);
    await completeProfile(user.headers, { fullName: 'Cher', role: 'teacher' }).expect(200);
    expect(await userRow(user.id)).toMatchObject({
      fullName: 'Cher',
      firstName: 'Cher',
      lastName: null,
    });
  });

  it('When a name of 100 characters in one word is sent, then the full name is kept whole and the first name cut to 50', async () => {
    const user = await signInTestUser(t);
    const fullName = 'x'.repeat(100);
    const res = await completeProfile(user.headers, { fullName, role: 'student' }).expect(200);
    expect(res.body).toMatchObject({ fullName, firstName: 'x'.repeat(50) });
  });

  it('When an admin completes the profile, then the chosen role does not replace admin', async () => {
    const user = await signInTestUser(t);
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
    const res = await completeProfile(user.headers, {
      fullName: 'Alan Admin',
      role: 'student',
    }).expect(200);
    expect(res.body).toMatchObject({ fullName: 'Alan Admin', role: 'admin' });
  });

  it.each([
    ['no fullName', { role: 'student' }, 'Full name is required'],
    ['an empty fullName', { fullName: '', role: 'student' }, 'Full name is required'],
    ['a whitespace fullName', { fullName: '  \t ', role: 'student' }, 'Full name is required'],
    ['a fullName that is a number', { fullName: 42, role: 'student' }, 'Full name is required'],
    [
      'a fullName of 101 characters',
      { fullName: 'a'.repeat(101), role: 'student' },
      'Full name too long',
    ],
    ['no role', { fullName: 'Ada' }, 'Please select a role'],
    ['the role admin', { fullName: 'Ada', role: 'admin' }, 'Please select a role'],
    ['an unknown role', { fullName: 'Ada', role: 'pirate' }, 'Please select a role'],
    ['a role in capitals', { fullName: 'Ada', role: 'Teacher' }, 'Please select a role'],
    ['an empty body', {}, 'Full name is required'],
  ])('When the body has %s, then it is 400 "%s" and nothing changes', async (_, body, message) => {
    const user = await signInTestUser(t);
    const res = await completeProfile(user.headers, body).expect(400);
    expect(res.body).toEqual({ error: { code: 'validation_failed', message } });
    expect(await userRow(user.id)).toMatchObject({ fullName: null, role: null });
    expect(await profileRows(user.email)).toEqual([]);
  });

  it('When a field the form does not have is sent (plan), then it is 400 and the plan stays free', async () => {
    const user = await signInTestUser(t);
    const res = await completeProfile(user.headers, {
      fullName: 'Ada',
      role: 'parent',
      plan: 'school',
    }).expect(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.message).toMatch(/plan/);
    expect(await userRow(user.id)).toMatchObject({ plan: 'free', fullName: null });
  });

  it('When the JSON is malformed, then it is 400 invalid_json', async () => {
    const user = await signInTestUser(t);
    const res = await request(t.app)
      .post('/api/complete-profile')
      .set(user.headers)
      .set('Content-Type', 'application/json')
      .send('{"fullName": "Ada", "role":')
      .expect(400);
    expect(res.body).toEqual({
      error: { code: 'invalid_json', message: 'The request body is not valid JSON.' },
    });
  });

  it('When the body is not JSON, then it is 415', async () => {
    const user = await signInTestUser(t);
    const res = await request(t.app)
      .post('/api/complete-profile')
      .set(user.headers)
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('fullName=Ada&role=parent')
      .expect(415);
    expect(res.body.error.code).toBe('unsupported_media_type');
  });

  it.each([
    ['no Authorization header', {}],
    ['a token that is not a JWT', { Authorization: 'Bearer not-a-token' }],
    ['a Basic header', { Authorization: 'Basic YWRhOmFkYQ==' }],
  ])('When the request has %s, then it is 401 and nothing is stored', async (_, headers) => {
    const before = await t.database.db.$count(profiles);
    const res = await completeProfile(headers, { fullName: 'Eve', role: 'parent' }).expect(401);
    expect(res.body).toEqual(UNAUTHORIZED);
    expect(await t.database.db.$count(profiles)).toBe(before);
  });

  it('When the method is GET, then it is 405 with Allow: POST', async () => {
    const user = await signInTestUser(t);
    const res = await request(t.app).get('/api/complete-profile').set(user.headers).expect(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.body.error.code).toBe('method_not_allowed');
  });
});
