import { randomUUID } from 'node:crypto';
import {
  mySchoolSchema,
  SCHOOL_INVITE_TTL_MS,
  SCHOOL_PENDING_INVITES_MAX,
  schoolClassListSchema,
  schoolInviteSchema,
  schoolSessionListSchema,
} from '@ttc/shared-protocol/api/school';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes, schoolInvites, schoolMembers, users } from '../src/db/schema';
import { createTestClass } from './support/classes';
import { outboxFor, signInLinkIn } from './support/outbox';
import { addTestMember, createTestSchool } from './support/school';
import {
  INTERNAL_HEADERS,
  SESSION_ENDED_AT,
  sessionResultsBody,
  TEST_INTERNAL_TOKEN,
} from './support/session-results';
import { type SignedInTestUser, signInTeacher, signInTestUser } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';
import { testBackends } from './support/test-database';

const NOT_ADMIN = { code: 'forbidden', message: "Only the school's admin can do this." };

describe.each(testBackends)('the school on $name', (backend) => {
  let t: TestApp;
  const now = Date.parse('2026-03-02T09:00:00Z');
  beforeAll(async () => {
    t = await startTestApp(
      backend,
      { INTERNAL_API_TOKEN: TEST_INTERNAL_TOKEN, PUBLIC_URL: 'https://ttc.example.org' },
      { clock: () => new Date(now) },
    );
  });
  afterAll(() => t.close());

  const as = (user: SignedInTestUser | null) => (user ? user.headers : {});
  const mySchool = (user: SignedInTestUser | null) =>
    request(t.app).get('/api/school').set(as(user));
  const invite = (user: SignedInTestUser | null, body: unknown, language?: string) =>
    request(t.app)
      .post('/api/school/invites')
      .set({ ...as(user), ...(language ? { 'Accept-Language': language } : {}) })
      .send(body as object);
  const accept = (user: SignedInTestUser | null, token: unknown) =>
    request(t.app).post('/api/school/invites/accept').set(as(user)).send({ token });
  const roleOf = async (id: string) =>
    (await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;
  const store = async (teacher: SignedInTestUser, hoursLater = 0, classId?: string) => {
    const body = sessionResultsBody(teacher.id, {
      endedAt: SESSION_ENDED_AT + hoursLater * 3_600_000,
      ...(classId ? { classId } : {}),
    });
    await request(t.app)
      .post('/api/internal/session-results')
      .set(INTERNAL_HEADERS)
      .send(body)
      .expect(200);
    return body.sessionId;
  };
  /** The invitation link's school/join token, from the newest mail to `email`. */
  const inviteTokenFor = async (email: string) => {
    const [mail] = await outboxFor(t, email);
    if (!mail) throw new Error(`no mail to ${email}`);
    const link = signInLinkIn(mail.text);
    const join = new URL(link.searchParams.get('redirect_to') ?? '');
    return { mail, link, join, token: join.searchParams.get('token') ?? '' };
  };

  describe('GET and POST /api/school', () => {
    it('When a teacher creates a school, then 201 with the school, they are its admin (school role and account role) and the only member', async () => {
      const ada = await signInTeacher(t, { fullName: 'Ada Lovelace' });
      expect((await mySchool(ada).expect(200)).body).toEqual({ school: null });
      const res = await request(t.app)
        .post('/api/school')
        .set(ada.headers)
        .send({ name: '  Maple Street School ' })
        .expect(201);
      expect(mySchoolSchema.parse(res.body)).toEqual(res.body);
      expect(res.body.school).toMatchObject({
        name: 'Maple Street School',
        role: 'admin',
        invites: [],
        members: [
          {
            userId: ada.id,
            email: ada.email,
            name: 'Ada Lovelace',
            role: 'admin',
            classCount: 0,
            sessionCount: 0,
          },
        ],
      });
      expect(await roleOf(ada.id)).toBe('admin');
      expect((await mySchool(ada).expect(200)).body).toEqual(res.body);
    });

    it('When someone already in a school creates one, then 409', async () => {
      const ada = await signInTeacher(t);
      await createTestSchool(t, ada);
      const res = await request(t.app)
        .post('/api/school')
        .set(ada.headers)
        .send({ name: 'Second' })
        .expect(409);
      expect(res.body.error.message).toBe(
        'You already belong to a school. A teacher belongs to one school at a time.',
      );
    });

    it.each([
      ['no name', {}],
      ['an empty name', { name: '  ' }],
      ['a name too long', { name: 'x'.repeat(101) }],
      ['an extra field', { name: 'A', plan: 'school' }],
    ])('When the school has %s, then 400', async (_what, body) => {
      const ada = await signInTeacher(t);
      await request(t.app).post('/api/school').set(ada.headers).send(body).expect(400);
      expect(await roleOf(ada.id)).toBe('teacher');
    });

    it('When a member teacher reads the school, then they see its name and their role, no members nor invitations', async () => {
      const admin = await signInTeacher(t);
      const teacher = await signInTeacher(t);
      const schoolId = await createTestSchool(t, admin, 'Oak School');
      await addTestMember(t, schoolId, teacher);
      expect((await mySchool(teacher).expect(200)).body).toEqual({
        school: { id: schoolId, name: 'Oak School', role: 'teacher', members: [], invites: [] },
      });
    });

    it.each(['student', 'parent'] as const)('When a %s uses the school, then 403', async (role) => {
      const user = await signInTestUser(t, { role });
      await mySchool(user).expect(403);
      await request(t.app).post('/api/school').set(user.headers).send({ name: 'Mine' }).expect(403);
    });

    it('When nobody is signed in, then 401', async () => {
      await mySchool(null).expect(401);
      await request(t.app).post('/api/school').send({ name: 'Mine' }).expect(401);
      await accept(null, 'x'.repeat(43)).expect(401);
    });
  });

  describe('invitations', () => {
    it('When the admin invites a teacher, then 201 with the invitation, a mail goes out in the asked language with a magic link that lands on /school/join, and only its hash is stored', async () => {
      const admin = await signInTeacher(t, { fullName: 'Ada Lovelace' });
      const schoolId = await createTestSchool(t, admin, 'Maple Street School');
      const email = `grace-${randomUUID().slice(0, 8)}@example.org`;
      const res = await invite(admin, { email: ` ${email.toUpperCase()} `, language: 'fr' }).expect(
        201,
      );
      expect(schoolInviteSchema.parse(res.body)).toEqual(res.body);
      expect(res.body).toMatchObject({ email });
      expect(Date.parse(res.body.expiresAt) - Date.parse(res.body.createdAt)).toBe(
        SCHOOL_INVITE_TTL_MS,
      );

      const { mail, link, join, token } = await inviteTokenFor(email);
      expect(mail.subject).toBe('Rejoignez Maple Street School sur Tick Tock Class');
      expect(mail.text).toContain('Ada Lovelace vous invite à rejoindre Maple Street School');
      expect(link.origin + link.pathname).toBe('https://ttc.example.org/auth/verify');
      expect(link.searchParams.get('type')).toBe('magiclink');
      expect(join.origin + join.pathname).toBe('https://ttc.example.org/school/join');
      const [stored] = await t.database.db
        .select()
        .from(schoolInvites)
        .where(eq(schoolInvites.schoolId, schoolId));
      expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(stored)).not.toContain(token);

      // The link signs the invited address in...
      const verified = await request(t.app)
        .post('/auth/v1/verify')
        .send({ type: 'magiclink', token_hash: link.searchParams.get('token_hash') })
        .expect(200);
      const grace: SignedInTestUser = {
        id: verified.body.user.id,
        email,
        accessToken: verified.body.access_token,
        headers: { Authorization: `Bearer ${verified.body.access_token}` },
        session: verified.body,
      };
      // ...and the join page's token makes them a teacher of the school, even without a role yet.
      expect(await roleOf(grace.id)).toBeNull();
      const joined = await accept(grace, token).expect(200);
      expect(mySchoolSchema.parse(joined.body)).toEqual(joined.body);
      expect(joined.body.school).toMatchObject({ id: schoolId, role: 'teacher' });
      expect(await roleOf(grace.id)).toBe('teacher');

      const seen = (await mySchool(admin).expect(200)).body.school;
      expect(seen.members.map((m: { userId: string; role: string }) => [m.userId, m.role])).toEqual(
        [
          [admin.id, 'admin'],
          [grace.id, 'teacher'],
        ],
      );
      expect(seen.invites).toEqual([]);
      // Used once only.
      expect((await accept(grace, token).expect(409)).body.error.message).toBe(
        'This invitation has already been used.',
      );
    });

    it('When no language is given, then the mail follows Accept-Language, else English', async () => {
      const admin = await signInTeacher(t);
      await createTestSchool(t, admin, 'Linden');
      const de = `de-${randomUUID().slice(0, 8)}@example.org`;
      await invite(admin, { email: de }, 'de-DE,de;q=0.9').expect(201);
      expect((await outboxFor(t, de))[0]?.subject).toBe(
        'Treten Sie Linden bei Tick Tock Class bei',
      );
      const en = `en-${randomUUID().slice(0, 8)}@example.org`;
      await invite(admin, { email: en }).expect(201);
      expect((await outboxFor(t, en))[0]?.subject).toBe('Join Linden on Tick Tock Class');
    });

    it('When the admin invites the same address twice, then only the newest invitation is pending and works', async () => {
      const admin = await signInTeacher(t);
      await createTestSchool(t, admin);
      const teacher = await signInTeacher(t);
      await invite(admin, { email: teacher.email }).expect(201);
      const first = (await inviteTokenFor(teacher.email)).token;
      await invite(admin, { email: teacher.email }).expect(201);
      const second = (await inviteTokenFor(teacher.email)).token;
      expect((await mySchool(admin)).body.school.invites).toHaveLength(1);
      await accept(teacher, first).expect(404);
      await accept(teacher, second).expect(200);
    });

    it('When a member is invited again, then 409', async () => {
      const admin = await signInTeacher(t);
      const schoolId = await createTestSchool(t, admin);
      const teacher = await signInTeacher(t);
      await addTestMember(t, schoolId, teacher);
      expect((await invite(admin, { email: teacher.email }).expect(409)).body.error.message).toBe(
        'This teacher already belongs to your school.',
      );
    });

    it(`When ${SCHOOL_PENDING_INVITES_MAX} invitations are pending, then one more is 409`, async () => {
      const admin = await signInTeacher(t);
      const schoolId = await createTestSchool(t, admin);
      await t.database.db.insert(schoolInvites).values(
        Array.from({ length: SCHOOL_PENDING_INVITES_MAX }, (_, i) => ({
          schoolId,
          email: `t${i}@example.org`,
          tokenHash: `${schoolId.replaceAll('-', '')}${String(i).padStart(32, '0')}`,
          expiresAt: new Date(now + SCHOOL_INVITE_TTL_MS),
        })),
      );
      const res = await invite(admin, { email: 'one-more@example.org' }).expect(409);
      expect(res.body.error.message).toMatch(/at most 100 pending invitations/);
    });

    it.each([
      ['no email', {}],
      ['a bad email', { email: 'not-an-email' }],
      ['an unknown language', { email: 'x@example.org', language: 'nl' }],
      ['an extra field', { email: 'x@example.org', role: 'admin' }],
    ])('When the invitation has %s, then 400', async (_what, body) => {
      const admin = await signInTeacher(t);
      await createTestSchool(t, admin);
      await invite(admin, body).expect(400);
    });

    it('When a teacher who is no admin (or in no school) invites, then 403', async () => {
      const admin = await signInTeacher(t);
      const teacher = await signInTeacher(t);
      await addTestMember(t, await createTestSchool(t, admin), teacher);
      expect((await invite(teacher, { email: 'x@example.org' }).expect(403)).body.error).toEqual(
        NOT_ADMIN,
      );
      const loner = await signInTeacher(t);
      await invite(loner, { email: 'x@example.org' }).expect(403);
      await invite(await signInTestUser(t, { role: 'parent' }), { email: 'x@example.org' }).expect(
        403,
      );
      await invite(null, { email: 'x@example.org' }).expect(401);
    });

    it('When the admin withdraws an invitation, then 204 and its link no longer works; another school cannot withdraw it', async () => {
      const admin = await signInTeacher(t);
      const otherAdmin = await signInTeacher(t);
      await createTestSchool(t, admin);
      await createTestSchool(t, otherAdmin);
      const teacher = await signInTeacher(t);
      const created = (await invite(admin, { email: teacher.email }).expect(201)).body;
      const { token } = await inviteTokenFor(teacher.email);
      await request(t.app)
        .delete(`/api/school/invites/${created.id}`)
        .set(otherAdmin.headers)
        .expect(404);
      await request(t.app)
        .delete(`/api/school/invites/${created.id}`)
        .set(admin.headers)
        .expect(204);
      await request(t.app)
        .delete(`/api/school/invites/${created.id}`)
        .set(admin.headers)
        .expect(404);
      await request(t.app).delete('/api/school/invites/not-an-id').set(admin.headers).expect(404);
      expect((await accept(teacher, token).expect(404)).body.error.message).toBe(
        'This invitation link is not valid.',
      );
    });

    it('When another address accepts, or the invitation expired, then a clear 4xx and nobody joins', async () => {
      const admin = await signInTeacher(t);
      const schoolId = await createTestSchool(t, admin);
      const invited = await signInTeacher(t);
      const other = await signInTeacher(t);
      await invite(admin, { email: invited.email }).expect(201);
      const { token } = await inviteTokenFor(invited.email);
      expect((await accept(other, token).expect(403)).body.error.message).toBe(
        'This invitation was sent to another email address. Sign in with the address it was sent to.',
      );
      // Past its end (the sign-in token would expire with a moved clock, so the row moves).
      await t.database.db
        .update(schoolInvites)
        .set({ expiresAt: new Date(now - 1) })
        .where(eq(schoolInvites.schoolId, schoolId));
      expect((await accept(invited, token).expect(409)).body.error.message).toBe(
        'This invitation has expired. Ask your school admin to send a new one.',
      );
      const members = await t.database.db
        .select()
        .from(schoolMembers)
        .where(eq(schoolMembers.schoolId, schoolId));
      expect(members).toHaveLength(1);
    });

    it('When someone in another school accepts, then 409; an unknown or malformed token is 404 or 400', async () => {
      const admin = await signInTeacher(t);
      await createTestSchool(t, admin);
      const busy = await signInTeacher(t);
      await createTestSchool(t, busy);
      await invite(admin, { email: busy.email }).expect(201);
      const { token } = await inviteTokenFor(busy.email);
      await accept(busy, token).expect(409);
      await accept(busy, 'A'.repeat(43)).expect(404);
      await accept(busy, 'short').expect(400);
      await accept(busy, 42).expect(400);
    });

    it('When an admin of no school accepts, then they join as a teacher and keep their admin role', async () => {
      const admin = await signInTeacher(t);
      await createTestSchool(t, admin);
      const legacyAdmin = await signInTestUser(t, { role: 'admin' });
      await invite(admin, { email: legacyAdmin.email }).expect(201);
      await accept(legacyAdmin, (await inviteTokenFor(legacyAdmin.email)).token).expect(200);
      expect(await roleOf(legacyAdmin.id)).toBe('admin');
    });
  });

  describe('DELETE /api/school/members/:userId', () => {
    it('When the admin removes a teacher, then 204, the teacher leaves the school and keeps their classes, and the admin no longer reads them', async () => {
      const admin = await signInTeacher(t);
      const teacher = await signInTeacher(t);
      await addTestMember(t, await createTestSchool(t, admin), teacher);
      const klass = await createTestClass(t, teacher);
      const session = await store(teacher);
      await request(t.app).get(`/api/classes/${klass.id}`).set(admin.headers).expect(200);

      await request(t.app)
        .delete(`/api/school/members/${teacher.id}`)
        .set(admin.headers)
        .expect(204);

      expect((await mySchool(teacher).expect(200)).body).toEqual({ school: null });
      expect(await roleOf(teacher.id)).toBe('teacher');
      await request(t.app).get(`/api/classes/${klass.id}`).set(teacher.headers).expect(200);
      await request(t.app).get(`/api/classes/${klass.id}`).set(admin.headers).expect(404);
      await request(t.app).get(`/api/sessions/${session}`).set(admin.headers).expect(404);
      await request(t.app)
        .delete(`/api/school/members/${teacher.id}`)
        .set(admin.headers)
        .expect(404);
    });

    it('When the only admin removes themselves, then 409; with a second admin, they may leave and become a teacher', async () => {
      const admin = await signInTeacher(t);
      const schoolId = await createTestSchool(t, admin);
      const res = await request(t.app)
        .delete(`/api/school/members/${admin.id}`)
        .set(admin.headers)
        .expect(409);
      expect(res.body.error.message).toBe(
        "You are the school's only admin, so you cannot leave it.",
      );
      const second = await signInTeacher(t);
      await t.database.db
        .insert(schoolMembers)
        .values({ schoolId, userId: second.id, role: 'admin' });
      await request(t.app).delete(`/api/school/members/${admin.id}`).set(admin.headers).expect(204);
      expect(await roleOf(admin.id)).toBe('teacher');
    });

    it('When a teacher removes someone, or an admin names someone outside the school, then 403 or 404', async () => {
      const admin = await signInTeacher(t);
      const teacher = await signInTeacher(t);
      const outsider = await signInTeacher(t);
      await addTestMember(t, await createTestSchool(t, admin), teacher);
      expect(
        (
          await request(t.app)
            .delete(`/api/school/members/${admin.id}`)
            .set(teacher.headers)
            .expect(403)
        ).body.error,
      ).toEqual(NOT_ADMIN);
      await request(t.app)
        .delete(`/api/school/members/${outsider.id}`)
        .set(admin.headers)
        .expect(404);
      await request(t.app).delete('/api/school/members/nobody').set(admin.headers).expect(404);
      await request(t.app).delete(`/api/school/members/${teacher.id}`).expect(401);
    });
  });

  describe("the admin's lists", () => {
    it("When the admin lists classes and sessions, then every member's are there with their teacher, newest first, and nothing from outside the school", async () => {
      const admin = await signInTeacher(t, { fullName: 'Ada Lovelace' });
      const teacher = await signInTeacher(t, { fullName: 'Grace Hopper' });
      const outsider = await signInTeacher(t);
      await addTestMember(t, await createTestSchool(t, admin), teacher);
      const adminClass = await createTestClass(t, admin, { name: 'Admin class' });
      const teacherClass = await createTestClass(t, teacher, { name: 'Owls' });
      await createTestClass(t, outsider, { name: 'Elsewhere' });
      const older = await store(admin, 1);
      const newer = await store(teacher, 2, teacherClass.id);
      await store(outsider, 3);

      const classList = await request(t.app)
        .get('/api/school/classes')
        .set(admin.headers)
        .expect(200);
      expect(schoolClassListSchema.parse(classList.body)).toEqual(classList.body);
      expect(
        classList.body.classes.map(
          (c: { id: string; teacherName: string; teacherEmail: string }) => [
            c.id,
            c.teacherName,
            c.teacherEmail,
          ],
        ),
      ).toEqual([
        [teacherClass.id, 'Grace Hopper', teacher.email],
        [adminClass.id, 'Ada Lovelace', admin.email],
      ]);

      const first = await request(t.app)
        .get('/api/school/sessions')
        .query({ limit: 1 })
        .set(admin.headers)
        .expect(200);
      expect(schoolSessionListSchema.parse(first.body)).toEqual(first.body);
      expect(first.body.sessions[0]).toMatchObject({
        id: newer,
        teacherId: teacher.id,
        teacherName: 'Grace Hopper',
        className: 'Owls',
        classId: teacherClass.id,
      });
      const second = await request(t.app)
        .get('/api/school/sessions')
        .query({ limit: 1, cursor: first.body.nextCursor })
        .set(admin.headers)
        .expect(200);
      expect(second.body.sessions.map((s: { id: string }) => s.id)).toEqual([older]);
      expect(second.body.nextCursor).toBeNull();
    });

    it('When a teacher or someone in no school asks for the lists, then 403; a bad cursor is 400', async () => {
      const admin = await signInTeacher(t);
      const teacher = await signInTeacher(t);
      await addTestMember(t, await createTestSchool(t, admin), teacher);
      await request(t.app).get('/api/school/classes').set(teacher.headers).expect(403);
      await request(t.app).get('/api/school/sessions').set(teacher.headers).expect(403);
      await request(t.app)
        .get('/api/school/classes')
        .set((await signInTeacher(t)).headers)
        .expect(403);
      await request(t.app)
        .get('/api/school/sessions')
        .query({ cursor: 'nope' })
        .set(admin.headers)
        .expect(400);
      await request(t.app).get('/api/school/classes').expect(401);
      await request(t.app)
        .get('/api/school/sessions')
        .set((await signInTestUser(t, { role: 'student' })).headers)
        .expect(403);
    });

    it("When the admin deletes nothing of a member's: the class stays after the admin's DELETE", async () => {
      const admin = await signInTeacher(t);
      const teacher = await signInTeacher(t);
      await addTestMember(t, await createTestSchool(t, admin), teacher);
      const klass = await createTestClass(t, teacher);
      await request(t.app).delete(`/api/classes/${klass.id}`).set(admin.headers).expect(404);
      expect(
        await t.database.db.select().from(classes).where(eq(classes.id, klass.id)),
      ).toHaveLength(1);
    });
  });
});
