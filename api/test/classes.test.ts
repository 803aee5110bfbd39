import { randomUUID } from 'node:crypto';
import {
  CLASSES_PER_TEACHER_MAX,
  classDetailSchema,
  classListSchema,
  ROSTER_MAX,
} from '@ttc/shared-protocol/api/classes';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classChildren, classes, classroomSessions, sessionPlayers, tasks } from '../src/db/schema';
import { addTestChild, createTestClass } from './support/classes';
import { addTestMember, createTestSchool } from './support/school';
import {
  INTERNAL_HEADERS,
  sessionResultsBody,
  TEST_INTERNAL_TOKEN,
} from './support/session-results';
import { type SignedInTestUser, signInTeacher, signInTestUser } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';
import { testBackends } from './support/test-database';

const NOT_FOUND_CLASS = { error: { code: 'not_found', message: 'No such class.' } };

describe.each(testBackends)('classes and rosters on $name', (backend) => {
  let t: TestApp;
  const purged: string[][] = [];
  beforeAll(async () => {
    t = await startTestApp(backend, { INTERNAL_API_TOKEN: TEST_INTERNAL_TOKEN });
  });
  afterAll(() => t.close());

  const as = (user: SignedInTestUser | null) => (user ? user.headers : {});
  const getClass = (user: SignedInTestUser | null, id: string) =>
    request(t.app).get(`/api/classes/${id}`).set(as(user));

  describe('GET and POST /api/classes', () => {
    it('When a teacher creates a class, then 201 with the class and an empty roster, and it heads their list', async () => {
      const ada = await signInTeacher(t);
      const res = await request(t.app)
        .post('/api/classes')
        .set(ada.headers)
        .send({ name: '  Class 2A  ', grade: '2', language: 'fr' })
        .expect(201);
      expect(classDetailSchema.parse(res.body)).toEqual(res.body);
      expect(res.body).toMatchObject({
        teacherId: ada.id,
        name: 'Class 2A',
        grade: '2',
        language: 'fr',
        childCount: 0,
        children: [],
      });
      const second = await createTestClass(t, ada, { name: 'Class 3C' });
      const list = await request(t.app).get('/api/classes').set(ada.headers).expect(200);
      expect(classListSchema.parse(list.body)).toEqual(list.body);
      expect(list.body.classes.map((c: { id: string }) => c.id)).toEqual([second.id, res.body.id]);
    });

    it('When two teachers list classes, then each sees only their own', async () => {
      const ada = await signInTeacher(t);
      const grace = await signInTeacher(t);
      await createTestClass(t, ada);
      const list = await request(t.app).get('/api/classes').set(grace.headers).expect(200);
      expect(list.body).toEqual({ classes: [] });
    });

    it.each([
      ['no name', { grade: '1', language: 'en' }],
      ['an empty name', { name: '   ', grade: '1', language: 'en' }],
      ['a name too long', { name: 'x'.repeat(61), grade: '1', language: 'en' }],
      ['grade 4', { name: 'A', grade: '4', language: 'en' }],
      ['an unknown language', { name: 'A', grade: '1', language: 'nl' }],
      ['an extra field', { name: 'A', grade: '1', language: 'en', email: 'kid@example.org' }],
    ])('When the class has %s, then 400 validation_failed', async (_what, body) => {
      const ada = await signInTeacher(t);
      const res = await request(t.app).post('/api/classes').set(ada.headers).send(body).expect(400);
      expect(res.body.error.code).toBe('validation_failed');
    });

    it(`When a teacher already has ${CLASSES_PER_TEACHER_MAX} classes, then 409 with a clear message`, async () => {
      const ada = await signInTeacher(t);
      await t.database.db.insert(classes).values(
        Array.from({ length: CLASSES_PER_TEACHER_MAX }, (_, i) => ({
          teacherId: ada.id,
          name: `Class ${i}`,
          grade: 'K',
          language: 'en',
        })),
      );
      const res = await request(t.app)
        .post('/api/classes')
        .set(ada.headers)
        .send({ name: 'One more', grade: '1', language: 'en' })
        .expect(409);
      expect(res.body.error).toEqual({
        code: 'conflict',
        message: `You can have at most ${CLASSES_PER_TEACHER_MAX} classes. Delete a class you no longer teach to add another.`,
      });
    });

    it.each(['student', 'parent'] as const)(
      'When a %s asks, then 403 with the message that offers to switch role',
      async (role) => {
        const user = await signInTestUser(t, { role });
        const res = await request(t.app).get('/api/classes').set(user.headers).expect(403);
        expect(res.body.error.message).toMatch(/Only teacher and admin accounts/);
        await request(t.app)
          .post('/api/classes')
          .set(user.headers)
          .send({ name: 'A', grade: '1', language: 'en' })
          .expect(403);
      },
    );

    it('When nobody is signed in, then 401', async () => {
      await request(t.app).get('/api/classes').expect(401);
      await request(t.app)
        .post('/api/classes')
        .send({ name: 'A', grade: '1', language: 'en' })
        .expect(401);
    });
  });

  describe('GET, PATCH and DELETE /api/classes/:id', () => {
    it('When the teacher renames a class and changes its grade, then the class answers with the new values', async () => {
      const ada = await signInTeacher(t);
      const klass = await createTestClass(t, ada);
      const res = await request(t.app)
        .patch(`/api/classes/${klass.id}`)
        .set(ada.headers)
        .send({ name: 'Owls', grade: 'K' })
        .expect(200);
      expect(res.body).toMatchObject({ id: klass.id, name: 'Owls', grade: 'K', language: 'en' });
      expect((await getClass(ada, klass.id).expect(200)).body.name).toBe('Owls');
    });

    it('When a PATCH has a bad field, then 400 and nothing changes', async () => {
      const ada = await signInTeacher(t);
      const klass = await createTestClass(t, ada);
      await request(t.app)
        .patch(`/api/classes/${klass.id}`)
        .set(ada.headers)
        .send({ grade: 'Z' })
        .expect(400);
      expect((await getClass(ada, klass.id).expect(200)).body.grade).toBe('1');
    });

    it("When another teacher reads, renames or deletes someone's class, then 404 and nothing changes", async () => {
      const ada = await signInTeacher(t);
      const grace = await signInTeacher(t);
      const klass = await createTestClass(t, ada);
      expect((await getClass(grace, klass.id).expect(404)).body).toEqual(NOT_FOUND_CLASS);
      await request(t.app)
        .patch(`/api/classes/${klass.id}`)
        .set(grace.headers)
        .send({ name: 'Mine now' })
        .expect(404);
      await request(t.app).delete(`/api/classes/${klass.id}`).set(grace.headers).expect(404);
      await request(t.app)
        .post(`/api/classes/${klass.id}/children`)
        .set(grace.headers)
        .send({ nickname: 'Intruder', character: 'fox' })
        .expect(404);
      expect((await getClass(ada, klass.id).expect(200)).body.name).toBe('Class 1B');
    });

    it("When a school admin reads a member's class, then they see it with its roster, but cannot change it", async () => {
      const admin = await signInTeacher(t);
      const member = await signInTeacher(t);
      const outsider = await signInTeacher(t);
      const schoolId = await createTestSchool(t, admin);
      await addTestMember(t, schoolId, member);
      const klass = await createTestClass(t, member);
      const child = await addTestChild(t, member, klass.id);
      const res = await getClass(admin, klass.id).expect(200);
      expect(res.body.children).toEqual([child]);
      await request(t.app)
        .patch(`/api/classes/${klass.id}`)
        .set(admin.headers)
        .send({ name: 'Taken' })
        .expect(404);
      await request(t.app).delete(`/api/classes/${klass.id}`).set(admin.headers).expect(404);
      await request(t.app)
        .delete(`/api/classes/${klass.id}/children/${child.id}`)
        .set(admin.headers)
        .expect(404);
      // A class outside the admin's school stays hidden.
      const other = await createTestClass(t, outsider);
      await getClass(admin, other.id).expect(404);
      // And the admin's own list holds their own classes only.
      expect((await request(t.app).get('/api/classes').set(admin.headers)).body.classes).toEqual(
        [],
      );
    });

    it.each([
      ['an unknown id', () => randomUUID()],
      ['an id that is no UUID', () => 'not-a-class'],
    ])('When a teacher opens %s, then 404', async (_what, id) => {
      const ada = await signInTeacher(t);
      expect((await getClass(ada, id()).expect(404)).body).toEqual(NOT_FOUND_CLASS);
    });

    it('When the teacher deletes a class, then its roster, its sessions (with players) and its assignments go, other classes stay, and its sessions are purged from live storage', async () => {
      const local = await startTestApp(
        backend,
        { INTERNAL_API_TOKEN: TEST_INTERNAL_TOKEN },
        { purgeLiveSessions: async (ids) => void purged.push([...ids]) },
      );
      try {
        const app = local.app;
        const tl = { ...local, app };
        const ada = await signInTeacher(tl);
        const klass = await createTestClass(tl, ada);
        const keep = await createTestClass(tl, ada, { name: 'Keep' });
        const child = await addTestChild(tl, ada, klass.id);
        const body = sessionResultsBody(ada.id, {
          classId: klass.id,
          players: sessionResultsBody(ada.id).players.map((p, i) =>
            i === 0 ? { ...p, childId: child.id } : p,
          ),
        });
        await request(app)
          .post('/api/internal/session-results')
          .set(INTERNAL_HEADERS)
          .send(body)
          .expect(200);
        const other = sessionResultsBody(ada.id, { classId: keep.id });
        await request(app)
          .post('/api/internal/session-results')
          .set(INTERNAL_HEADERS)
          .send(other)
          .expect(200);
        await tl.database.db
          .insert(tasks)
          .values({ userId: ada.id, title: 'Homework', classId: klass.id });

        await request(app).delete(`/api/classes/${klass.id}`).set(ada.headers).expect(204);

        const db = tl.database.db;
        expect(await db.select().from(classes).where(eq(classes.id, klass.id))).toEqual([]);
        expect(
          await db.select().from(classChildren).where(eq(classChildren.classId, klass.id)),
        ).toEqual([]);
        expect(
          await db.select().from(classroomSessions).where(eq(classroomSessions.id, body.sessionId)),
        ).toEqual([]);
        expect(
          await db
            .select()
            .from(sessionPlayers)
            .where(eq(sessionPlayers.sessionId, body.sessionId)),
        ).toEqual([]);
        expect(await db.select().from(tasks).where(eq(tasks.classId, klass.id))).toEqual([]);
        expect(
          await db
            .select()
            .from(classroomSessions)
            .where(eq(classroomSessions.id, other.sessionId)),
        ).toHaveLength(1);
        expect(purged).toEqual([[body.sessionId]]);
        await request(app).get(`/api/classes/${klass.id}`).set(ada.headers).expect(404);
      } finally {
        await local.close();
      }
    });
  });

  describe('rosters', () => {
    it('When the teacher adds children, then each gets an id, the nickname as normalised and their character, in the order added', async () => {
      const ada = await signInTeacher(t);
      const klass = await createTestClass(t, ada);
      const mia = await addTestChild(t, ada, klass.id, {
        nickname: '  Mia   B. ',
        character: 'cat',
      });
      const leo = await addTestChild(t, ada, klass.id, { nickname: 'Léo', character: 'lion' });
      expect(mia).toEqual({ id: mia.id, nickname: 'Mia B.', character: 'cat' });
      const res = await getClass(ada, klass.id).expect(200);
      expect(res.body.childCount).toBe(2);
      expect(res.body.children).toEqual([mia, leo]);
    });

    it.each([
      ['the same nickname', 'Mia'],
      ['another case', 'MIA'],
      ['a look-alike letter (Cyrillic а)', 'Mіа'],
    ])(
      'When a second child has %s, then 409: nicknames are unique in a class',
      async (_what, nickname) => {
        const ada = await signInTeacher(t);
        const klass = await createTestClass(t, ada);
        await addTestChild(t, ada, klass.id, { nickname: 'Mia' });
        const res = await request(t.app)
          .post(`/api/classes/${klass.id}/children`)
          .set(ada.headers)
          .send({ nickname, character: 'owl' })
          .expect(409);
        expect(res.body.error.message).toMatch(/already has this nickname/);
      },
    );

    it('When two classes have a child of the same nickname, then both are fine', async () => {
      const ada = await signInTeacher(t);
      const one = await createTestClass(t, ada);
      const two = await createTestClass(t, ada);
      await addTestChild(t, ada, one.id, { nickname: 'Mia' });
      await addTestChild(t, ada, two.id, { nickname: 'Mia' });
    });

    it.each([
      ['one letter', 'M', 'A nickname has at least 2 letters.'],
      ['a full name with a year', 'Mia Smith 2016', 'A name with a number looks like a full name'],
      ['markup', '<b>Mia</b>', 'A nickname may only use letters'],
      ['no letter', '1234', 'A nickname needs at least one letter.'],
      ['a rude word', 'Fuck', 'Please choose another nickname.'],
      ['a rude word in leetspeak', 'sh1t', 'Please choose another nickname.'],
      ['an email', 'mia@example.org', 'A nickname may only use letters'],
    ])(
      'When a nickname is %s, then 400 with a clear message and nothing is added',
      async (_what, nickname, message) => {
        const ada = await signInTeacher(t);
        const klass = await createTestClass(t, ada);
        const res = await request(t.app)
          .post(`/api/classes/${klass.id}/children`)
          .set(ada.headers)
          .send({ nickname, character: 'owl' })
          .expect(400);
        expect(res.body.error.code).toBe('validation_failed');
        expect(res.body.error.message).toContain(message);
        expect((await getClass(ada, klass.id)).body.children).toEqual([]);
      },
    );

    it.each([
      ['an unknown character', { nickname: 'Mia', character: 'kraken' }],
      ['a real name field', { nickname: 'Mia', character: 'owl', realName: 'Mia Smith' }],
      ['no character', { nickname: 'Mia' }],
    ])('When a child has %s, then 400', async (_what, body) => {
      const ada = await signInTeacher(t);
      const klass = await createTestClass(t, ada);
      await request(t.app)
        .post(`/api/classes/${klass.id}/children`)
        .set(ada.headers)
        .send(body)
        .expect(400);
    });

    it(`When the roster has ${ROSTER_MAX} children, then adding one more is 409`, async () => {
      const ada = await signInTeacher(t);
      const klass = await createTestClass(t, ada);
      await t.database.db.insert(classChildren).values(
        Array.from({ length: ROSTER_MAX }, (_, i) => ({
          classId: klass.id,
          nickname: `Kid ${i}`,
          nicknameKey: `kid ${i}`,
          characterId: 'owl' as const,
        })),
      );
      const res = await request(t.app)
        .post(`/api/classes/${klass.id}/children`)
        .set(ada.headers)
        .send({ nickname: 'One more', character: 'fox' })
        .expect(409);
      expect(res.body.error.message).toBe(`A class can have at most ${ROSTER_MAX} children.`);
    });

    it('When the teacher renames a child or changes their character, then the child answers with it; a taken nickname is 409', async () => {
      const ada = await signInTeacher(t);
      const klass = await createTestClass(t, ada);
      const mia = await addTestChild(t, ada, klass.id, { nickname: 'Mia' });
      await addTestChild(t, ada, klass.id, { nickname: 'Leo' });
      const path = `/api/classes/${klass.id}/children/${mia.id}`;
      const res = await request(t.app)
        .patch(path)
        .set(ada.headers)
        .send({ nickname: 'Mimi', character: 'bee' })
        .expect(200);
      expect(res.body).toEqual({ id: mia.id, nickname: 'Mimi', character: 'bee' });
      // Her own nickname in another case is no clash with herself.
      await request(t.app).patch(path).set(ada.headers).send({ nickname: 'MIMI' }).expect(200);
      await request(t.app).patch(path).set(ada.headers).send({ nickname: 'leo' }).expect(409);
      await request(t.app).patch(path).set(ada.headers).send({ nickname: 'Fuck' }).expect(400);
    });

    it('When the teacher removes a child, then 204 and the child is off the roster; a second removal is 404', async () => {
      const ada = await signInTeacher(t);
      const klass = await createTestClass(t, ada);
      const mia = await addTestChild(t, ada, klass.id);
      const path = `/api/classes/${klass.id}/children/${mia.id}`;
      await request(t.app).delete(path).set(ada.headers).expect(204);
      expect((await getClass(ada, klass.id)).body.children).toEqual([]);
      await request(t.app).delete(path).set(ada.headers).expect(404);
    });

    it("When a teacher names a child of another class of theirs, or another teacher's child, then 404", async () => {
      const ada = await signInTeacher(t);
      const grace = await signInTeacher(t);
      const one = await createTestClass(t, ada);
      const two = await createTestClass(t, ada);
      const mia = await addTestChild(t, ada, one.id);
      await request(t.app)
        .patch(`/api/classes/${two.id}/children/${mia.id}`)
        .set(ada.headers)
        .send({ character: 'fox' })
        .expect(404);
      const theirs = await createTestClass(t, grace);
      await request(t.app)
        .delete(`/api/classes/${theirs.id}/children/${mia.id}`)
        .set(grace.headers)
        .expect(404);
      await request(t.app)
        .delete(`/api/classes/${one.id}/children/${mia.id}`)
        .set(grace.headers)
        .expect(404);
      expect((await getClass(ada, one.id)).body.children).toEqual([mia]);
    });

    it('When a student or nobody touches a roster, then 403 or 401', async () => {
      const ada = await signInTeacher(t);
      const klass = await createTestClass(t, ada);
      const student = await signInTestUser(t, { role: 'student' });
      await request(t.app)
        .post(`/api/classes/${klass.id}/children`)
        .set(student.headers)
        .send({ nickname: 'Mia', character: 'owl' })
        .expect(403);
      await request(t.app)
        .post(`/api/classes/${klass.id}/children`)
        .send({ nickname: 'Mia', character: 'owl' })
        .expect(401);
    });
  });
});
