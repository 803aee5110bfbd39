import { classAnalyticsSchema, schoolAnalyticsSchema } from '@ttc/shared-protocol/api/analytics';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClassWithRoster, createSchool } from './support/class-fixtures';
import { type MapleClass, seedMapleClass } from './support/class-scenario';
import { SESSION_STARTED_AT, TEST_INTERNAL_TOKEN } from './support/session-results';
import { type SignedInTestUser, signInTeacher, signInTestUser } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';
import { testBackends } from './support/test-database';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

describe.each(testBackends)('class, child and school analytics on $name', (backend) => {
  let t: TestApp;
  let ada: SignedInTestUser;
  let zoe: SignedInTestUser;
  let maple: MapleClass;
  let willow: Awaited<ReturnType<typeof createClassWithRoster>>;
  beforeAll(async () => {
    t = await startTestApp(backend, { INTERNAL_API_TOKEN: TEST_INTERNAL_TOKEN });
    ada = await signInTeacher(t, { fullName: 'Ada Lovelace' });
    maple = await seedMapleClass(t, ada);
    willow = await createClassWithRoster(t, ada.id, [{ nickname: 'Fay', character: 'fish' }], {
      name: 'Willow',
    });
    // Oak School: Zoe is its admin, Ada one of its teachers.
    zoe = await signInTeacher(t, { fullName: 'Zoe Admin' });
    await createSchool(t, 'Oak School', [zoe.id], [ada.id]);
  });
  afterAll(() => t.close());

  const get = (user: SignedInTestUser | null, path: string) =>
    request(t.app)
      .get(path)
      .set(user ? user.headers : {});
  const child = (c: { id: string; nickname: string; character: string }) => ({
    id: c.id,
    nickname: c.nickname,
    character: c.character,
  });

  it("When the teacher opens the class's analytics, then every number, cell, clock and group is the class's", async () => {
    const res = await get(ada, `/api/classes/${maple.classId}/analytics`).expect(200);
    expect(classAnalyticsSchema.parse(res.body)).toEqual(res.body);
    const { ana, ben, cleo, dev } = maple;
    expect(res.body).toEqual({
      classId: maple.classId,
      answered: 15,
      correct: 7,
      averageAnswerMs: 3500,
      skills: [
        { skill: 'oclock', answered: 4, correct: 1 },
        { skill: 'half', answered: 4, correct: 4 },
        { skill: 'quarter', answered: 7, correct: 2 },
      ],
      types: [
        { type: 'multiple_choice', answered: 9, correct: 3 },
        { type: 'read_time', answered: 1, correct: 0 },
        { type: 'set_time', answered: 5, correct: 4 },
      ],
      tags: ['hands_swapped', 'past_to_reversed'],
      children: [
        {
          child: child(ana),
          answered: 6,
          correct: 4,
          averageAnswerMs: 2600,
          cells: [
            {
              tag: 'hands_swapped',
              count: 2,
              missed: [
                {
                  type: 'set_time',
                  correctTime: { hour: 2, minute: 0 },
                  given: '12:10',
                  source: 'assignment',
                },
                {
                  type: 'multiple_choice',
                  correctTime: { hour: 9, minute: 0 },
                  given: '12:45',
                  source: 'assignment',
                },
              ],
            },
          ],
        },
        {
          child: child(ben),
          answered: 5,
          correct: 2,
          averageAnswerMs: 4000,
          cells: [
            {
              tag: 'past_to_reversed',
              count: 3,
              missed: [
                {
                  type: 'multiple_choice',
                  correctTime: { hour: 3, minute: 15 },
                  given: '3:45',
                  source: 'session',
                },
                {
                  type: 'read_time',
                  correctTime: { hour: 6, minute: 45 },
                  given: '6:15',
                  source: 'assignment',
                },
              ],
            },
          ],
        },
        {
          child: child(cleo),
          answered: 3,
          correct: 1,
          averageAnswerMs: 3333,
          cells: [
            {
              tag: 'hands_swapped',
              count: 2,
              missed: [
                {
                  type: 'multiple_choice',
                  correctTime: { hour: 3, minute: 15 },
                  given: '12:15',
                  source: 'session',
                },
                {
                  type: 'multiple_choice',
                  correctTime: { hour: 9, minute: 0 },
                  given: '12:45',
                  source: 'assignment',
                },
              ],
            },
          ],
        },
        { child: child(dev), answered: 0, correct: 0, averageAnswerMs: null, cells: [] },
      ],
      trend: [
        {
          source: 'session',
          id: maple.sessionA,
          at: iso(SESSION_STARTED_AT),
          answered: 5,
          correct: 3,
          averageAnswerMs: 4000,
        },
        {
          source: 'session',
          id: maple.sessionB,
          at: iso(SESSION_STARTED_AT + DAY),
          answered: 5,
          correct: 3,
          averageAnswerMs: 4000,
        },
        {
          source: 'assignment',
          id: maple.taskId,
          at: iso(SESSION_STARTED_AT + 2 * DAY),
          answered: 5,
          correct: 1,
          averageAnswerMs: 2250,
        },
      ],
      mostMissed: [
        {
          type: 'multiple_choice',
          correctTime: { hour: 3, minute: 15 },
          answered: 6,
          missed: 4,
          commonAnswer: '12:15',
          commonTag: 'hands_swapped',
        },
        {
          type: 'multiple_choice',
          correctTime: { hour: 9, minute: 0 },
          answered: 2,
          missed: 2,
          commonAnswer: '12:45',
          commonTag: 'hands_swapped',
        },
        {
          type: 'set_time',
          correctTime: { hour: 2, minute: 0 },
          answered: 1,
          missed: 1,
          commonAnswer: '12:10',
          commonTag: 'hands_swapped',
        },
        {
          type: 'read_time',
          correctTime: { hour: 6, minute: 45 },
          answered: 1,
          missed: 1,
          commonAnswer: '6:15',
          commonTag: 'past_to_reversed',
        },
      ],
      groups: [
        {
          tag: 'hands_swapped',
          children: [child(ana), child(cleo)],
          level: 2,
          lessonPlanId: 'oclock-both-hands',
        },
      ],
    });
  });

  it("When the teacher opens one child's analytics, then only that child's answers count and no groups are suggested", async () => {
    const { ben } = maple;
    const res = await get(ada, `/api/classes/${maple.classId}/children/${ben.id}/analytics`).expect(
      200,
    );
    expect(classAnalyticsSchema.parse(res.body)).toEqual(res.body);
    expect(res.body).toMatchObject({
      answered: 5,
      correct: 2,
      averageAnswerMs: 4000,
      skills: [
        { skill: 'half', answered: 2, correct: 2 },
        { skill: 'quarter', answered: 3, correct: 0 },
      ],
      types: [
        { type: 'multiple_choice', answered: 2, correct: 0 },
        { type: 'read_time', answered: 1, correct: 0 },
        { type: 'set_time', answered: 2, correct: 2 },
      ],
      tags: ['past_to_reversed'],
      groups: [],
    });
    expect(res.body.children).toHaveLength(1);
    expect(res.body.children[0].child).toEqual(child(ben));
    expect(
      res.body.trend.map((p: { answered: number; correct: number }) => [p.answered, p.correct]),
    ).toEqual([
      [2, 1],
      [2, 1],
      [1, 0],
    ]);
    expect(
      res.body.mostMissed.map((m: { missed: number; commonAnswer: string }) => [
        m.missed,
        m.commonAnswer,
      ]),
    ).toEqual([
      [2, '3:45'],
      [1, '6:15'],
    ]);
  });

  it('When a class has no answers yet, then its analytics are empty, with every child listed', async () => {
    const res = await get(ada, `/api/classes/${willow.classId}/analytics`).expect(200);
    expect(res.body).toEqual({
      classId: willow.classId,
      answered: 0,
      correct: 0,
      averageAnswerMs: null,
      skills: [],
      types: [],
      tags: [],
      children: [
        {
          child: child(willow.children[0] as never),
          answered: 0,
          correct: 0,
          averageAnswerMs: null,
          cells: [],
        },
      ],
      trend: [],
      mostMissed: [],
      groups: [],
    });
  });

  describe('authorization', () => {
    it('When another teacher asks for the class or its child, then it is not found (no hint that it exists)', async () => {
      const grace = await signInTeacher(t);
      for (const path of [
        `/api/classes/${maple.classId}/analytics`,
        `/api/classes/${maple.classId}/children/${maple.ana.id}/analytics`,
      ]) {
        const res = await get(grace, path).expect(404);
        expect(res.body.error.code).toBe('not_found');
      }
    });

    it('When a child of another class, an unknown id or a malformed id is asked for, then it is not found', async () => {
      const fay = willow.children[0]?.id;
      await get(ada, `/api/classes/${maple.classId}/children/${fay}/analytics`).expect(404);
      await get(ada, '/api/classes/00000000-0000-4000-8000-000000000000/analytics').expect(404);
      await get(ada, '/api/classes/not-a-uuid/analytics').expect(404);
      await get(ada, `/api/classes/${maple.classId}/children/nope/analytics`).expect(404);
    });

    it('When a student or a parent asks, then it is forbidden; without a token, 401', async () => {
      const student = await signInTestUser(t, { role: 'student' });
      const res = await get(student, `/api/classes/${maple.classId}/analytics`).expect(403);
      expect(res.body.error.code).toBe('forbidden');
      const parent = await signInTestUser(t, { role: 'parent' });
      await get(parent, '/api/school/analytics').expect(403);
      await get(null, `/api/classes/${maple.classId}/analytics`).expect(401);
    });

    it("When the admin of the teacher's school asks, then they read the same analytics; an admin of another school does not", async () => {
      const otherAdmin = await signInTestUser(t, { role: 'admin' });
      await createSchool(t, 'Birch School', [otherAdmin.id]);
      const own = await get(ada, `/api/classes/${maple.classId}/analytics`).expect(200);
      const read = await get(zoe, `/api/classes/${maple.classId}/analytics`).expect(200);
      expect(read.body).toEqual(own.body);
      await get(zoe, `/api/classes/${maple.classId}/children/${maple.cleo.id}/analytics`).expect(
        200,
      );
      await get(otherAdmin, `/api/classes/${maple.classId}/analytics`).expect(404);
      // A school's teacher (not its admin) does not read a colleague's class.
      await get(ada, `/api/classes/${maple.classId}/analytics`).expect(200);
    });
  });

  describe('GET /api/school/analytics', () => {
    it("When the school's admin asks, then they see the school's accuracy, each month's mistakes and each teacher", async () => {
      const outsider = await signInTeacher(t);
      await seedMapleClass(t, outsider); // not in the school: not counted
      const res = await get(zoe, '/api/school/analytics').expect(200);
      expect(schoolAnalyticsSchema.parse(res.body)).toEqual(res.body);
      expect(res.body).toEqual({
        answered: 15,
        correct: 7,
        skills: [
          { skill: 'oclock', answered: 4, correct: 1 },
          { skill: 'half', answered: 4, correct: 4 },
          { skill: 'quarter', answered: 7, correct: 2 },
        ],
        tagTrend: [
          {
            month: '2026-03',
            answered: 15,
            tags: [
              { tag: 'hands_swapped', count: 5 },
              { tag: 'past_to_reversed', count: 3 },
            ],
          },
        ],
        teachers: [
          {
            teacherId: ada.id,
            name: 'Ada Lovelace',
            email: ada.email,
            classCount: 2,
            sessionCount: 2,
            answered: 15,
            correct: 7,
          },
          {
            teacherId: zoe.id,
            name: 'Zoe Admin',
            email: zoe.email,
            classCount: 0,
            sessionCount: 0,
            answered: 0,
            correct: 0,
          },
        ],
      });
    });

    it('When a teacher of the school, a teacher without a school or a student asks, then they are refused', async () => {
      const forbidden = await get(ada, '/api/school/analytics').expect(403);
      expect(forbidden.body.error.code).toBe('forbidden');
      const loner = await signInTeacher(t);
      expect((await get(loner, '/api/school/analytics').expect(404)).body.error.code).toBe(
        'not_found',
      );
      await get(await signInTestUser(t, { role: 'student' }), '/api/school/analytics').expect(403);
    });
  });
});
