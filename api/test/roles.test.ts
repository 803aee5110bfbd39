import { authUserSchema } from '@ttc/shared-protocol/api/auth-user';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, users } from '../src/db/schema';
import { addTestMember, createTestSchool } from './support/school';
import { type SignedInTestUser, signInTestUser } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';
import { testBackends } from './support/test-database';

const PATH = '/api/profile/role';

describe.each(testBackends)('PATCH /api/profile/role on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  const patch = (user: SignedInTestUser | null, body: unknown) =>
    request(t.app)
      .patch(PATH)
      .set(user ? user.headers : {})
      .send(body as object);
  const roleOf = async (id: string) =>
    (await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;

  it.each([
    ['student', 'teacher'],
    ['parent', 'teacher'],
    ['teacher', 'parent'],
    ['teacher', 'student'],
  ] as const)(
    'When a %s switches to %s, then the user comes back with the new role, stored in the users row and the profile',
    async (from, to) => {
      const user = await signInTestUser(t, { role: from, fullName: 'Ada Lovelace' });
      await t.database.db.insert(profiles).values({ email: user.email, role: from });
      const res = await patch(user, { role: to }).expect(200);
      expect(authUserSchema.parse(res.body)).toEqual(res.body);
      expect(res.body).toMatchObject({ id: user.id, role: to, fullName: 'Ada Lovelace' });
      expect(await roleOf(user.id)).toBe(to);
      const [profile] = await t.database.db
        .select({ role: profiles.role })
        .from(profiles)
        .where(eq(profiles.email, user.email));
      expect(profile?.role).toBe(to);
    },
  );

  it('When a user without a role yet picks teacher, then they become a teacher and can use the teacher tools', async () => {
    const user = await signInTestUser(t);
    await request(t.app).get('/api/classes').set(user.headers).expect(403);
    await patch(user, { role: 'teacher' }).expect(200);
    await request(t.app).get('/api/classes').set(user.headers).expect(200);
  });

  it('When an admin asks for another role, then 409 and they stay admin', async () => {
    const admin = await signInTestUser(t, { role: 'admin' });
    const res = await patch(admin, { role: 'teacher' }).expect(409);
    expect(res.body.error).toEqual({
      code: 'conflict',
      message:
        'An admin account stays admin: that role is granted by creating a school, not chosen.',
    });
    expect(await roleOf(admin.id)).toBe('admin');
  });

  it("When a school's teacher asks to become a parent, then 409 (the admin removes them first); staying teacher is fine", async () => {
    const admin = await signInTestUser(t, { role: 'teacher' });
    const teacher = await signInTestUser(t, { role: 'teacher' });
    await addTestMember(t, await createTestSchool(t, admin), teacher);
    const res = await patch(teacher, { role: 'parent' }).expect(409);
    expect(res.body.error.message).toMatch(/Ask the school admin to remove you first/);
    await patch(teacher, { role: 'teacher' }).expect(200);
    expect(await roleOf(teacher.id)).toBe('teacher');
  });

  it.each([
    ['admin', { role: 'admin' }],
    ['an unknown role', { role: 'principal' }],
    ['no role', {}],
    ['an extra field', { role: 'teacher', plan: 'pro' }],
  ])('When the body asks for %s, then 400 and nothing changes', async (_what, body) => {
    const user = await signInTestUser(t, { role: 'student' });
    const res = await patch(user, body).expect(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(await roleOf(user.id)).toBe('student');
  });

  it('When nobody is signed in, then 401', async () => {
    await patch(null, { role: 'teacher' }).expect(401);
  });

  it('When another method is used, then 405', async () => {
    const user = await signInTestUser(t);
    await request(t.app).post(PATH).set(user.headers).send({ role: 'teacher' }).expect(405);
  });
});
