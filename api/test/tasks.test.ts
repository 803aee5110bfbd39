import { randomUUID } from 'node:crypto';
import { SHARE_CODE_PATTERN } from '@ttc/shared-protocol/api/assignments';
import { taskListSchema, taskSchema } from '@ttc/shared-protocol/api/tasks';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../src/db/schema';
import { createTask, NOT_YOUR_USER_ID } from '../src/features/tasks/service';
import { newShareCode, SHARE_CODE_ALPHABET } from '../src/features/tasks/share-code';
import { ASSIGNMENT_NEEDS_BOTH } from '../src/features/tasks/task-rules';
import { requireStaff } from '../src/features/teacher-access/access';
import { makeClass, signInAs } from './support/assignments';
import type { SignedInTestUser } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';
import { testBackends } from './support/test-database';

const NOT_FOUND = { error: { code: 'not_found', message: 'No such task.' } };
const PRESET = { level: 3, questionCount: 10 };

describe('share codes', () => {
  it('When a code is drawn, then it is ten characters of the look-alike-free alphabet', () => {
    for (let i = 0; i < 200; i += 1) expect(newShareCode()).toMatch(SHARE_CODE_PATTERN);
    expect(SHARE_CODE_ALPHABET).not.toMatch(/[01ilo]/);
  });
});

describe.each(testBackends)('/api/tasks on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  const post = (user: SignedInTestUser | null, body: unknown) =>
    request(t.app)
      .post('/api/tasks')
      .set(user ? user.headers : {})
      .send(body as object);
  const patch = (user: SignedInTestUser, id: string, body: unknown) =>
    request(t.app)
      .patch(`/api/tasks/${id}`)
      .set(user.headers)
      .send(body as object);
  const list = (user: SignedInTestUser) => request(t.app).get('/api/tasks').set(user.headers);
  const todo = (user: SignedInTestUser, extra: Record<string, unknown> = {}) =>
    post(user, { userId: user.id, title: 'Print the clock sheets', ...extra });

  describe('POST /api/tasks', () => {
    it('When a teacher adds a to-do with only a title, then it gets the defaults and no link', async () => {
      const teacher = await signInAs(t);
      const res = await todo(teacher).expect(201);
      expect(taskSchema.parse(res.body)).toEqual(res.body);
      expect(res.body).toMatchObject({
        userId: teacher.id,
        title: 'Print the clock sheets',
        description: null,
        status: 'pending',
        priority: 'medium',
        dueDate: null,
        completedAt: null,
        classId: null,
        preset: null,
        shareCode: null,
      });
    });

    it('When a teacher adds an assignment for their class, then the server makes its share code', async () => {
      const teacher = await signInAs(t);
      const owls = await makeClass(t, teacher.id);
      const res = await todo(teacher, {
        title: 'Half past at home',
        description: 'Ten questions before Friday',
        classId: owls.id,
        preset: PRESET,
        priority: 'high',
        dueDate: '2030-05-03T15:00:00.000Z',
      }).expect(201);
      expect(res.body).toMatchObject({
        classId: owls.id,
        preset: { level: 3, questionCount: 10 },
        priority: 'high',
        dueDate: '2030-05-03T15:00:00.000Z',
      });
      expect(res.body.shareCode).toMatch(SHARE_CODE_PATTERN);
    });

    it('When a to-do is created completed, then completedAt is set by the server', async () => {
      const teacher = await signInAs(t);
      const res = await todo(teacher, { status: 'completed' }).expect(201);
      expect(Date.parse(res.body.completedAt)).toBeGreaterThan(Date.now() - 60_000);
    });

    it.each([
      ['id', { id: randomUUID() }],
      ['createdAt', { createdAt: '2030-01-01T00:00:00.000Z' }],
      ['updatedAt', { updatedAt: '2030-01-01T00:00:00.000Z' }],
      ['completedAt', { completedAt: '2030-01-01T00:00:00.000Z' }],
      ['shareCode', { shareCode: 'abcdefghjk' }],
    ])(
      'When the body carries %s (the insert rule), then it is refused with 400',
      async (field, extra) => {
        const teacher = await signInAs(t);
        const res = await todo(teacher, extra).expect(400);
        expect(res.body.error.code).toBe('validation_failed');
        expect(res.body.error.message).toContain(field);
      },
    );

    it("When the userId is someone else's, then 403 and nothing is stored", async () => {
      const teacher = await signInAs(t);
      const other = await signInAs(t);
      const res = await post(teacher, { userId: other.id, title: 'Sneaky' }).expect(403);
      expect(res.body).toEqual({ error: { code: 'forbidden', message: NOT_YOUR_USER_ID } });
      expect((await list(other).expect(200)).body.tasks).toEqual([]);
    });

    it('When the userId is missing, then 400 names it', async () => {
      const teacher = await signInAs(t);
      const res = await post(teacher, { title: 'No owner' }).expect(400);
      expect(res.body.error.message).toMatch(/^userId: /);
    });

    it.each([
      ['an empty title', { title: '   ' }, /^title: /],
      ['a title too long', { title: 'x'.repeat(201) }, /^title: /],
      ['an unknown status', { status: 'done' }, /^status: /],
      ['an unknown priority', { priority: 'asap' }, /^priority: /],
      ['a due date that is no date', { dueDate: 'tomorrow' }, /^dueDate: /],
      ['a class id that is no uuid', { classId: 'abc', preset: PRESET }, /^classId: /],
      [
        'a level out of range',
        { classId: randomUUID(), preset: { level: 13 } },
        /^preset\.level: /,
      ],
      [
        'too few questions',
        { classId: randomUUID(), preset: { questionCount: 2 } },
        /^preset\.questionCount: /,
      ],
      ['an unknown preset field', { classId: randomUUID(), preset: { speed: 3 } }, /^preset: /],
      ['an unknown field', { colour: 'red' }, /colour/],
    ])('When the body has %s, then 400 says which field', async (_what, extra, message) => {
      const teacher = await signInAs(t);
      const res = await todo(teacher, extra).expect(400);
      expect(res.body.error.code).toBe('validation_failed');
      expect(res.body.error.message).toMatch(message);
    });

    it('When a class comes without a preset (or a preset without a class), then 400', async () => {
      const teacher = await signInAs(t);
      const owls = await makeClass(t, teacher.id);
      for (const extra of [{ classId: owls.id }, { preset: PRESET }]) {
        const res = await todo(teacher, extra).expect(400);
        expect(res.body.error.message).toBe(ASSIGNMENT_NEEDS_BOTH);
      }
    });

    it("When the class is another teacher's, then 404 and nothing is stored", async () => {
      const teacher = await signInAs(t);
      const other = await signInAs(t);
      const theirs = await makeClass(t, other.id);
      const res = await todo(teacher, { classId: theirs.id, preset: PRESET }).expect(404);
      expect(res.body).toEqual({ error: { code: 'not_found', message: 'No such class.' } });
      expect((await list(teacher).expect(200)).body.tasks).toEqual([]);
    });

    it('When the body is not JSON, then 400 invalid_json', async () => {
      const teacher = await signInAs(t);
      const res = await request(t.app)
        .post('/api/tasks')
        .set(teacher.headers)
        .set('Content-Type', 'application/json')
        .send('{"title":')
        .expect(400);
      expect(res.body.error.code).toBe('invalid_json');
    });

    it('When a drawn share code is taken, then the server draws again', async () => {
      const teacher = await signInAs(t);
      const owls = await makeClass(t, teacher.id);
      const first = await todo(teacher, { classId: owls.id, preset: PRESET }).expect(201);
      const codes = [first.body.shareCode as string, 'zzzzzzzzzz'];
      const staff = await requireStaff(t.database.db, teacher, false);
      const row = await createTask(
        t.database.db,
        staff,
        {
          userId: teacher.id,
          title: 'Again',
          status: 'pending',
          priority: 'low',
          classId: owls.id,
          preset: { level: 1, questionCount: 5 },
        },
        new Date(),
        () => codes.shift() ?? 'yyyyyyyyyy',
      );
      expect(row.shareCode).toBe('zzzzzzzzzz');
    });
  });

  describe('who may use /api/tasks', () => {
    it('When nobody is signed in, then 401', async () => {
      expect((await request(t.app).get('/api/tasks').expect(401)).body.error.code).toBe(
        'unauthorized',
      );
      await request(t.app).post('/api/tasks').send({ title: 'x' }).expect(401);
    });

    it.each(['student', 'parent'] as const)(
      'When a %s asks, then 403 on every method',
      async (role) => {
        const user = await signInAs(t, role);
        expect((await list(user).expect(403)).body.error.code).toBe('forbidden');
        await post(user, { userId: user.id, title: 'x' }).expect(403);
        await patch(user, randomUUID(), { id: randomUUID() }).expect(403);
        await request(t.app).delete(`/api/tasks/${randomUUID()}`).set(user.headers).expect(403);
      },
    );

    it('When an admin adds a to-do, then it is theirs', async () => {
      const admin = await signInAs(t, 'admin');
      await todo(admin).expect(201);
      expect((await list(admin).expect(200)).body.tasks).toHaveLength(1);
    });
  });

  describe('GET /api/tasks', () => {
    it('When a teacher lists, then only their own come back, by due date (none last) then newest, with play counts', async () => {
      const teacher = await signInAs(t);
      const other = await signInAs(t);
      const owls = await makeClass(t, teacher.id);
      const undated = (await todo(teacher, { title: 'Undated' }).expect(201)).body;
      const later = (
        await todo(teacher, { title: 'Later', dueDate: '2030-06-01T00:00:00Z' }).expect(201)
      ).body;
      const sooner = (
        await todo(teacher, {
          title: 'Sooner',
          dueDate: '2030-05-01T00:00:00+02:00',
          classId: owls.id,
          preset: PRESET,
        }).expect(201)
      ).body;
      await todo(other, { title: 'Not yours' }).expect(201);

      const res = await list(teacher).expect(200);
      expect(taskListSchema.parse(res.body)).toEqual(res.body);
      expect(res.body.tasks.map((task: { id: string }) => task.id)).toEqual([
        sooner.id,
        later.id,
        undated.id,
      ]);
      expect(res.body.tasks[0].dueDate).toBe('2030-04-30T22:00:00.000Z');
      expect(res.body.playCounts).toEqual({ [sooner.id]: 0 });
    });
  });

  describe('PATCH /api/tasks/:id', () => {
    it('When the status becomes completed, then completedAt is set; when it leaves completed, cleared', async () => {
      const teacher = await signInAs(t);
      const task = (await todo(teacher).expect(201)).body;
      const done = await patch(teacher, task.id, { id: task.id, status: 'completed' }).expect(200);
      expect(done.body.status).toBe('completed');
      expect(done.body.completedAt).not.toBeNull();
      const again = await patch(teacher, task.id, { id: task.id, title: 'Renamed' }).expect(200);
      expect(again.body.completedAt).toBe(done.body.completedAt);
      const reopened = await patch(teacher, task.id, { id: task.id, status: 'in_progress' }).expect(
        200,
      );
      expect(reopened.body).toMatchObject({
        status: 'in_progress',
        completedAt: null,
        title: 'Renamed',
      });
    });

    it('When only some fields are sent, then the others keep their values (no defaults reset them)', async () => {
      const teacher = await signInAs(t);
      const task = (
        await todo(teacher, {
          priority: 'urgent',
          description: 'Keep me',
          dueDate: '2030-01-01T00:00:00Z',
        }).expect(201)
      ).body;
      const res = await patch(teacher, task.id, { id: task.id, title: 'New title' }).expect(200);
      expect(res.body).toMatchObject({
        title: 'New title',
        priority: 'urgent',
        description: 'Keep me',
        dueDate: '2030-01-01T00:00:00.000Z',
        status: 'pending',
      });
      const cleared = await patch(teacher, task.id, {
        id: task.id,
        dueDate: null,
        description: null,
      }).expect(200);
      expect(cleared.body).toMatchObject({ dueDate: null, description: null });
    });

    it('When a to-do becomes an assignment, then it gets a link; when it stops being one, the link goes', async () => {
      const teacher = await signInAs(t);
      const owls = await makeClass(t, teacher.id);
      const task = (await todo(teacher).expect(201)).body;
      const assigned = await patch(teacher, task.id, {
        id: task.id,
        classId: owls.id,
        preset: PRESET,
      }).expect(200);
      expect(assigned.body.shareCode).toMatch(SHARE_CODE_PATTERN);
      const edited = await patch(teacher, task.id, { id: task.id, preset: { level: 5 } }).expect(
        200,
      );
      expect(edited.body.shareCode).toBe(assigned.body.shareCode);
      expect(edited.body.preset).toEqual({ level: 5, questionCount: 10 });
      const back = await patch(teacher, task.id, {
        id: task.id,
        classId: null,
        preset: null,
      }).expect(200);
      expect(back.body).toMatchObject({ classId: null, preset: null, shareCode: null });
      const half = await patch(teacher, task.id, { id: task.id, classId: owls.id }).expect(400);
      expect(half.body.error.message).toBe(ASSIGNMENT_NEEDS_BOTH);
    });

    it('When the body has no id, another id, a userId or a server field, then 400', async () => {
      const teacher = await signInAs(t);
      const task = (await todo(teacher).expect(201)).body;
      expect(
        (await patch(teacher, task.id, { title: 'x' }).expect(400)).body.error.message,
      ).toMatch(/^id: /);
      const other = await patch(teacher, task.id, { id: randomUUID(), title: 'x' }).expect(400);
      expect(other.body.error.message).toBe(
        'The id in the body must be the id of the task in the path.',
      );
      for (const field of ['userId', 'completedAt', 'createdAt', 'shareCode']) {
        const res = await patch(teacher, task.id, { id: task.id, [field]: teacher.id }).expect(400);
        expect(res.body.error.message).toContain(field);
      }
      const bad = await patch(teacher, task.id, { id: task.id, status: 'finished' }).expect(400);
      expect(bad.body.error.message).toMatch(/^status: /);
    });

    it("When a teacher changes another teacher's task, or moves theirs to another's class, then 404", async () => {
      const teacher = await signInAs(t);
      const other = await signInAs(t);
      const theirs = (await todo(other).expect(201)).body;
      expect(
        (await patch(teacher, theirs.id, { id: theirs.id, title: 'Mine now' }).expect(404)).body,
      ).toEqual(NOT_FOUND);
      const [row] = await t.database.db.select().from(tasks).where(eq(tasks.id, theirs.id));
      expect(row?.title).toBe('Print the clock sheets');

      const mine = (await todo(teacher).expect(201)).body;
      const theirClass = await makeClass(t, other.id);
      const res = await patch(teacher, mine.id, {
        id: mine.id,
        classId: theirClass.id,
        preset: PRESET,
      }).expect(404);
      expect(res.body.error.message).toBe('No such class.');
      await patch(teacher, 'not-a-uuid', { id: 'not-a-uuid' }).expect(404);
    });
  });

  describe('DELETE /api/tasks/:id', () => {
    it("When a teacher deletes their task, then it is gone; another teacher's is 404 and stays", async () => {
      const teacher = await signInAs(t);
      const other = await signInAs(t);
      const mine = (await todo(teacher).expect(201)).body;
      const theirs = (await todo(other).expect(201)).body;
      await request(t.app).delete(`/api/tasks/${mine.id}`).set(teacher.headers).expect(204);
      expect((await list(teacher).expect(200)).body.tasks).toEqual([]);
      await request(t.app).delete(`/api/tasks/${mine.id}`).set(teacher.headers).expect(404);
      const res = await request(t.app)
        .delete(`/api/tasks/${theirs.id}`)
        .set(teacher.headers)
        .expect(404);
      expect(res.body).toEqual(NOT_FOUND);
      expect((await list(other).expect(200)).body.tasks).toHaveLength(1);
    });
  });
});
