import { randomUUID } from 'node:crypto';
import {
  type SessionResultsInput,
  sessionListResponseSchema,
} from '@ttc/shared-protocol/api/session-results';
import { asc, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classroomSessions, sessionAnswers, sessionPlayers } from '../src/db/schema';
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

describe.each(testBackends)(
  'sessions: staff, school admins, classes and deletion on $name',
  (backend) => {
    let t: TestApp;
    const purged: string[][] = [];
    beforeAll(async () => {
      // The purge records what the app asked to remove from live storage.
      t = await startTestApp(
        backend,
        { INTERNAL_API_TOKEN: TEST_INTERNAL_TOKEN },
        { purgeLiveSessions: async (ids) => void purged.push([...ids]) },
      );
    });
    afterAll(() => t.close());

    const store = async (body: SessionResultsInput) => {
      const res = await request(t.app)
        .post('/api/internal/session-results')
        .set(INTERNAL_HEADERS)
        .send(body)
        .expect(200);
      expect(res.body.outcome).toBe('stored');
      return body.sessionId;
    };
    const as = (user: SignedInTestUser | null) => (user ? user.headers : {});
    const list = (user: SignedInTestUser | null, query: Record<string, string> = {}) =>
      request(t.app).get('/api/sessions').query(query).set(as(user));
    const detail = (user: SignedInTestUser | null, id: string) =>
      request(t.app).get(`/api/sessions/${id}`).set(as(user));
    const remove = (user: SignedInTestUser | null, id: string) =>
      request(t.app).delete(`/api/sessions/${id}`).set(as(user));

    describe('staff only', () => {
      it.each(['student', 'parent'] as const)(
        'When a %s lists or opens sessions, then 403 with the message that offers to switch role',
        async (role) => {
          const user = await signInTestUser(t, { role });
          const id = await store(sessionResultsBody(user.id));
          const res = await list(user).expect(403);
          expect(res.body.error).toEqual({
            code: 'forbidden',
            message:
              'Only teacher and admin accounts can use the teacher tools. You can switch your role on your profile.',
          });
          await detail(user, id).expect(403);
          await remove(user, id).expect(403);
        },
      );

      it('When a user without a role lists sessions, then 403', async () => {
        await list(await signInTestUser(t)).expect(403);
      });

      it('When nobody is signed in, then DELETE is 401', async () => {
        const ada = await signInTeacher(t);
        await remove(null, await store(sessionResultsBody(ada.id))).expect(401);
      });
    });

    describe('a school admin', () => {
      it("When an admin opens a member's session, then they read it; a session outside their school is 404; their own list stays their own", async () => {
        const admin = await signInTeacher(t);
        const member = await signInTeacher(t);
        const outsider = await signInTeacher(t);
        await addTestMember(t, await createTestSchool(t, admin), member);
        const memberSession = await store(sessionResultsBody(member.id));
        const outsiderSession = await store(sessionResultsBody(outsider.id));

        const res = await detail(admin, memberSession).expect(200);
        expect(res.body.session.id).toBe(memberSession);
        await detail(admin, outsiderSession).expect(404);
        // A member never reads the admin's or another member's sessions.
        const adminSession = await store(sessionResultsBody(admin.id));
        await detail(member, adminSession).expect(404);
        expect(
          (await list(admin).expect(200)).body.sessions.map((s: { id: string }) => s.id),
        ).toEqual([adminSession]);
      });

      it("When an admin deletes a member's session, then 404 and it stays", async () => {
        const admin = await signInTeacher(t);
        const member = await signInTeacher(t);
        await addTestMember(t, await createTestSchool(t, admin), member);
        const id = await store(sessionResultsBody(member.id));
        await remove(admin, id).expect(404);
        await detail(member, id).expect(200);
      });
    });

    describe('GET /api/sessions?classId=', () => {
      it('When a teacher filters by a class, then only that class’s sessions come back, each naming its class', async () => {
        const ada = await signInTeacher(t);
        const one = await createTestClass(t, ada);
        const two = await createTestClass(t, ada);
        const first = await store(sessionResultsBody(ada.id, { classId: one.id }));
        await store(sessionResultsBody(ada.id, { classId: two.id }));
        await store(sessionResultsBody(ada.id));
        const res = await list(ada, { classId: one.id }).expect(200);
        expect(sessionListResponseSchema.parse(res.body)).toEqual(res.body);
        expect(
          res.body.sessions.map((s: { id: string; classId: string }) => [s.id, s.classId]),
        ).toEqual([[first, one.id]]);
        expect((await list(ada).expect(200)).body.sessions).toHaveLength(3);
      });

      it("When a teacher filters by another teacher's class, then the list is empty", async () => {
        const ada = await signInTeacher(t);
        const grace = await signInTeacher(t);
        const theirs = await createTestClass(t, grace);
        await store(sessionResultsBody(grace.id, { classId: theirs.id }));
        expect((await list(ada, { classId: theirs.id }).expect(200)).body).toEqual({
          sessions: [],
          nextCursor: null,
        });
      });

      it('When the classId is no UUID, then 400', async () => {
        const ada = await signInTeacher(t);
        const res = await list(ada, { classId: 'class-1' }).expect(400);
        expect(res.body.error).toEqual({
          code: 'validation_failed',
          message: 'classId: must be the id of a class.',
        });
      });
    });

    describe('DELETE /api/sessions/:id', () => {
      it('When the teacher deletes their session, then 204, it is gone with its players and answers, and it is purged from live storage', async () => {
        const ada = await signInTeacher(t);
        const id = await store(sessionResultsBody(ada.id));
        const kept = await store(sessionResultsBody(ada.id));
        purged.length = 0;
        await remove(ada, id).expect(204);
        const db = t.database.db;
        expect(
          await db.select().from(classroomSessions).where(eq(classroomSessions.id, id)),
        ).toEqual([]);
        expect(
          await db.select().from(sessionPlayers).where(eq(sessionPlayers.sessionId, id)),
        ).toEqual([]);
        expect(
          await db.select().from(sessionAnswers).where(eq(sessionAnswers.sessionId, id)),
        ).toEqual([]);
        expect(purged).toEqual([[id]]);
        await detail(ada, id).expect(404);
        await detail(ada, kept).expect(200);
        await remove(ada, id).expect(404);
      });

      it("When another teacher deletes someone's session, or an unknown or malformed id, then 404 and nothing is purged", async () => {
        const ada = await signInTeacher(t);
        const grace = await signInTeacher(t);
        const id = await store(sessionResultsBody(ada.id));
        purged.length = 0;
        expect((await remove(grace, id).expect(404)).body).toEqual({
          error: { code: 'not_found', message: 'No such session.' },
        });
        await remove(grace, randomUUID()).expect(404);
        await remove(grace, 'not-an-id').expect(404);
        expect(purged).toEqual([]);
        await detail(ada, id).expect(200);
      });
    });

    describe('ingestion links to classes and roster children', () => {
      const rows = async (id: string) => ({
        session: (
          await t.database.db.select().from(classroomSessions).where(eq(classroomSessions.id, id))
        )[0],
        players: await t.database.db
          .select({ playerId: sessionPlayers.playerId, childId: sessionPlayers.childId })
          .from(sessionPlayers)
          .where(eq(sessionPlayers.sessionId, id))
          .orderBy(asc(sessionPlayers.rank)),
      });
      const withChildren = (
        teacherId: string,
        classId: string | undefined,
        childIds: (string | undefined)[],
      ) => {
        const base = sessionResultsBody(teacherId);
        return sessionResultsBody(teacherId, {
          ...(classId ? { classId } : {}),
          players: base.players.map((player, i) => {
            const childId = childIds[i];
            return childId ? { ...player, childId } : player;
          }),
        });
      };

      it("When the session ran for the teacher's class with roster children, then the class and each child are stored", async () => {
        const ada = await signInTeacher(t);
        const klass = await createTestClass(t, ada);
        const mia = await addTestChild(t, ada, klass.id, { nickname: 'Mia' });
        const leo = await addTestChild(t, ada, klass.id, { nickname: 'Leo' });
        const id = await store(withChildren(ada.id, klass.id, [mia.id, leo.id]));
        const stored = await rows(id);
        expect(stored.session?.classId).toBe(klass.id);
        expect(stored.players).toEqual([
          { playerId: 'seat-000001', childId: mia.id },
          { playerId: 'seat-000002', childId: leo.id },
          { playerId: 'seat-000003', childId: null },
        ]);
      });

      it("When the session names another teacher's class, then it is stored without a class or children, and a warning is logged", async () => {
        const ada = await signInTeacher(t);
        const grace = await signInTeacher(t);
        const theirs = await createTestClass(t, grace);
        const child = await addTestChild(t, grace, theirs.id);
        const before = t.logLines.length;
        const id = await store(withChildren(ada.id, theirs.id, [child.id]));
        const stored = await rows(id);
        expect(stored.session?.classId).toBeNull();
        expect(stored.players.map((p) => p.childId)).toEqual([null, null, null]);
        const warnings = t.logLines
          .slice(before)
          .filter((line) => line.includes('not the teacher'));
        expect(warnings).toHaveLength(1);
      });

      it('When a seat names a child of another class (or none of the roster), then that seat is stored without a child', async () => {
        const ada = await signInTeacher(t);
        const one = await createTestClass(t, ada);
        const two = await createTestClass(t, ada);
        const mia = await addTestChild(t, ada, one.id, { nickname: 'Mia' });
        const elsewhere = await addTestChild(t, ada, two.id, { nickname: 'Zoe' });
        const id = await store(withChildren(ada.id, one.id, [mia.id, elsewhere.id, randomUUID()]));
        expect((await rows(id)).players.map((p) => p.childId)).toEqual([mia.id, null, null]);
      });

      it('When a session without a class names children, then none is kept', async () => {
        const ada = await signInTeacher(t);
        const klass = await createTestClass(t, ada);
        const mia = await addTestChild(t, ada, klass.id);
        const id = await store(withChildren(ada.id, undefined, [mia.id]));
        expect((await rows(id)).players.map((p) => p.childId)).toEqual([null, null, null]);
      });
    });
  },
);
